// The onboarding answers (GET/PUT /api/onboarding): where the member is in the steps, and saving
// each step as it is answered. The PUT that completes steps 1–3 registers the car; the viewer the
// guards read is then marked onboarded, so the member area opens.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session';
import { ME_QUERY_KEY } from '@/lib/me';

export type Onboarding = components['schemas']['OnboardingDto'];
export type OnboardingAnswers = components['schemas']['UpdateOnboardingDto'];
export type Step = 1 | 2 | 3 | 4;

const KEY = ['onboarding'] as const;

export function useOnboarding() {
  const api = useMemberApi();
  return useQuery({ queryKey: KEY, queryFn: () => unwrap(api.GET('/api/onboarding')) });
}

export function useSaveOnboarding() {
  const api = useMemberApi();
  const client = useQueryClient();
  const store = useSessionStore();
  return useMutation({
    mutationFn: (answers: OnboardingAnswers) => unwrap(api.PUT('/api/onboarding', { body: answers })),
    onSuccess: (data, answers) => {
      client.setQueryData(KEY, data);
      if (data.v.complete) {
        const viewer = store.get();
        if (viewer) store.set({ ...viewer, onboardingComplete: true });
        void client.invalidateQueries({ queryKey: ['cars'] });
      }
      // The header shows the member's name as soon as step 1 gives it.
      if (data.v.complete || answers.first_name !== undefined || answers.last_name !== undefined)
        void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

/** docs/product-rules.md §4: the previous step from step 2 or 3 is the step before it; otherwise step 1. */
export function previousStep(step: Step): 1 | 2 {
  return step === 2 || step === 3 ? ((step - 1) as 1 | 2) : 1;
}
