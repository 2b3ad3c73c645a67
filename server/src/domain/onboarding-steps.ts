// The onboarding state machine of docs/product-rules.md §4, exactly as written:
//   1. Account and VIN — tesla_account_email, tesla_account_full_name and vin present;
//   2. Vehicle model — model present;
//   3. Vehicle details — variant, color and owned_since present;
//   4. Completed.
// The current step is the first incomplete one (4 when all are complete); the previous step from 2
// or 3 is the step before it, otherwise 1; the member is fully onboarded when 1–3 are complete.
// One decision beyond docs/product-rules.md §3: a colour outside the listed ones is answered in `custom_color`, and
// that satisfies step 3's "color" just as a listed colour does.

/** The answers the steps look at (the onboarding row's fields; any object with them fits). */
export interface OnboardingAnswers {
  teslaAccountEmail: string | null;
  teslaAccountFullName: string | null;
  vin: string | null;
  model: unknown;
  variant: unknown;
  color: unknown;
  customColor: string | null;
  ownedSince: Date | string | null;
}

export type OnboardingStep = 1 | 2 | 3 | 4;
export type StepCompletion = { 1: boolean; 2: boolean; 3: boolean };

/** Present = set and, for text, not blank. */
const present = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;

export function stepCompletion(answers: OnboardingAnswers | null): StepCompletion {
  if (!answers) return { 1: false, 2: false, 3: false };
  const a = answers;
  return {
    1: present(a.teslaAccountEmail) && present(a.teslaAccountFullName) && present(a.vin),
    2: present(a.model),
    3: present(a.variant) && (present(a.color) || present(a.customColor)) && present(a.ownedSince),
  };
}

export function currentStep(steps: StepCompletion): OnboardingStep {
  if (!steps[1]) return 1;
  if (!steps[2]) return 2;
  if (!steps[3]) return 3;
  return 4;
}

/** Where "back" leads: 2 → 1, 3 → 2, otherwise 1. */
export function previousStep(step: OnboardingStep): 1 | 2 {
  return step === 2 || step === 3 ? ((step - 1) as 1 | 2) : 1;
}

export function isOnboarded(answers: OnboardingAnswers | null): boolean {
  const steps = stepCompletion(answers);
  return steps[1] && steps[2] && steps[3];
}

/** What the "onboarded" rule reads of a member: the onboarding answers and how many cars they own now. */
export interface MemberOnboardingState {
  onboarding: OnboardingAnswers | null;
  _count: { carOwnerships: number };
}

/**
 * The one "onboarded" rule (GET /api/me's onboarding_complete, the staff lists, who may register for
 * events): steps 1–3 answered, or a car owned now (completing onboarding registers one, and a member
 * who has a car needs no wizard).
 */
export function isMemberOnboarded(member: MemberOnboardingState): boolean {
  return member._count.carOwnerships > 0 || isOnboarded(member.onboarding);
}

/**
 * The same rule as an SQL condition on the profiles row `alias` (a name written in code, never
 * input), for repositories that filter members in their own SQL (the staff user list): text answers
 * count when not blank, a custom colour answers the colour.
 */
export const memberOnboardedSql = (
  alias: string,
): string => `(EXISTS (SELECT 1 FROM car_ownerships o WHERE o.owner_id = ${alias}.id AND o.owned_until IS NULL)
      OR EXISTS (SELECT 1 FROM onboarding ob WHERE ob.user_id = ${alias}.id
        AND btrim(ob.tesla_account_email) <> '' AND btrim(ob.tesla_account_full_name) <> '' AND ob.vin IS NOT NULL
        AND ob.model IS NOT NULL AND ob.variant IS NOT NULL AND (ob.color IS NOT NULL OR btrim(ob.custom_color) <> '')
        AND ob.owned_since IS NOT NULL))`;
