// The member area's old staff routes now open the staff console's screen for the same record: the
// console (web/src/staff) is the one staff tool. The route keeps its guard (memberPage: a member
// without the permission goes to the dashboard, docs/product-rules.md §2 rule 5); a member it lets
// through is sent on by a real navigation, since the console is an app of its own, and the member
// route leaves the history (location.replace), so "back" returns to where the member came from.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/query-state';
import { hasPermissions } from '@/lib/authorization';
import type { MessageKey } from '@/lib/i18n-member';
import type { Permissions } from '@/lib/permissions';
import { useViewer } from '@/lib/session';
import { memberPage } from './member-route';

/** A console list with react-admin's URL parameters: its filter (JSON) and page. */
export function consoleListPath(resource: string, filter: Record<string, unknown>, page = 1): string {
  const query = new URLSearchParams();
  if (Object.keys(filter).length > 0) query.set('filter', JSON.stringify(filter));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/admin/${resource}${search ? `?${search}` : ''}`;
}

/** Goes to `to` once the confirmed viewer holds `permissions` (until then, or while `to` is unknown, "loading"). */
export function ToConsole({ to, permissions }: { to: string | null; permissions: Permissions }) {
  const viewer = useViewer();
  const allowed = !!viewer?.verified && hasPermissions(viewer.permissions, permissions);
  useEffect(() => {
    if (allowed && to) window.location.replace(to);
  }, [allowed, to]);
  return <Loading />;
}

interface ConsoleRouteOptions {
  title: MessageKey;
  permissions: Permissions;
  /** The console's address for the route's parameters and query. */
  to: (params: Record<string, string>, search: URLSearchParams) => string;
}

/**
 * A member route module whose page is the console's: `export const { loader, Component, handle } =
 * consoleRoute({...})`.
 */
export function consoleRoute({ title, permissions, to }: ConsoleRouteOptions) {
  function Page({ params }: { params: Record<string, string> }) {
    const [search] = useSearchParams();
    return <ToConsole to={to(params, search)} permissions={permissions} />;
  }
  return memberPage({ title, permissions, page: Page });
}
