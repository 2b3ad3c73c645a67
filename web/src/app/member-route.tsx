// A member-area route module in one line: its guard (docs/product-rules.md §2 rules, app/guards.ts) as the loader,
// the page component (which also applies the guard when the server left the decision to the
// browser) and its handle (title, never indexed).
//   export const { loader, Component, handle } = memberPage({ title: 'member.dashboard.title', page: DashboardPage });
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { Permissions } from '../lib/permissions';
import { t, type MessageKey } from '../lib/i18n-member';
import { guardLoader, useDeferredGuard, type RouteGuard } from './guards';
import { usePermissionGuard } from './permission-guard';
import type { RouteHandle } from './route-handle';

interface MemberPageOptions {
  title: MessageKey;
  page: ComponentType<{ params: Record<string, string> }>;
  permissions?: Permissions;
  onboarding?: boolean;
}

export function memberPage({ title, page: Page, permissions, onboarding }: MemberPageOptions) {
  const guard: RouteGuard = { access: 'member', permissions, onboarding };
  function Component() {
    useDeferredGuard(guard);
    usePermissionGuard(guard);
    const params = useParams() as Record<string, string>;
    return <Page params={params} />;
  }
  const handle: RouteHandle = { meta: () => ({ title: t(title), noindex: true }) };
  return { loader: guardLoader(guard), Component, handle };
}
