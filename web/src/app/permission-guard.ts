// docs/product-rules.md §2 guard 5 while a page is open: when the API refuses a call for a missing permission (staff
// withdrew it after the page was opened), the member's permissions are read again, and a page whose
// route needs a permission no longer held gives way to the dashboard.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasPermissions } from '../lib/authorization';
import { meQuery, storeViewerOf } from '../lib/me';
import { onMissingPermission, useMemberApi } from '../lib/member-api';
import { queryClient } from '../lib/query-client';
import { useSessionStore, useViewer } from '../lib/session';
import { GUARD_PATHS, type RouteGuard } from './guards';

export function usePermissionGuard(guard: RouteGuard): void {
  const api = useMemberApi();
  const store = useSessionStore();
  const viewer = useViewer();
  const navigate = useNavigate();

  useEffect(
    () =>
      onMissingPermission(() => {
        // The tab's one cache (lib/query-client.tsx): a page may sit outside its provider (onboarding's layout).
        void queryClient()
          .fetchQuery({ ...meQuery(api), staleTime: 0 })
          .then(({ v }) => storeViewerOf(v, store))
          .catch(() => {}); // a failing refresh leaves the page as it is; the API still refuses
      }),
    [api, store],
  );

  const lacking = !!viewer?.verified && !hasPermissions(viewer.permissions, guard.permissions);
  useEffect(() => {
    if (lacking) navigate(GUARD_PATHS.dashboard, { replace: true });
  }, [lacking, navigate]);
}
