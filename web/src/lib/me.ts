// GET /api/me in the member area: the account the pages show (name, avatar, permissions,
// verification). Each answer also refreshes the viewer the guards read, so a permission granted or
// withdrawn by staff takes effect on the member's next navigation.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap, type ApiClient } from './api-client';
import { useMemberApi } from './member-api';
import { useSessionStore, type SessionStore } from './session';

export const ME_QUERY_KEY = ['me'] as const;

export const meQuery = (api: ApiClient) => ({ queryKey: ME_QUERY_KEY, queryFn: () => unwrap(api.GET('/api/me')) });

type Me = Awaited<ReturnType<ReturnType<typeof meQuery>['queryFn']>>['v'];

/** The viewer the guards read, as GET /api/me last described the member. */
export function storeViewerOf(me: Me, store: SessionStore): void {
  const current = store.get();
  const next = { verified: true, onboardingComplete: me.onboarding_complete, permissions: me.user.permissions };
  if (!current || JSON.stringify(current) !== JSON.stringify(next)) store.set(next);
}

export function useMe() {
  const api = useMemberApi();
  const store = useSessionStore();
  const query = useQuery(meQuery(api));
  const me = query.data?.v;
  useEffect(() => {
    if (me) storeViewerOf(me, store);
  }, [me, store]);
  return query;
}
