// GET /api/me in the member area: the account the pages show (name, avatar, permissions,
// verification). Each answer also refreshes the viewer the guards read, so a permission granted or
// withdrawn by staff takes effect on the member's next navigation.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMemberApi } from './member-api';
import { unwrap } from './api-client';
import { useSessionStore } from './session';

export const ME_QUERY_KEY = ['me'] as const;

export function useMe() {
  const api = useMemberApi();
  const store = useSessionStore();
  const query = useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => unwrap(api.GET('/api/me')) });
  const me = query.data?.v;
  useEffect(() => {
    if (!me) return;
    const current = store.get();
    const next = { verified: true, onboardingComplete: me.onboarding_complete, permissions: me.user.permissions };
    if (!current || JSON.stringify(current) !== JSON.stringify(next)) store.set(next);
  }, [me, store]);
  return query;
}
