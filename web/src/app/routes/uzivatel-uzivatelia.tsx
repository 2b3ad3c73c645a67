// /uzivatel/uzivatelia (users=full): the console's members list, with this route's filters
// (?q=, ?overeny=, ?opravnenie=, ?onboarding=, ?strana=) carried over as the console's.
import { consoleListPath, consoleRoute } from '../console-redirect';

const flag = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);

function usersConsolePath(search: URLSearchParams): string {
  const filter = {
    q: search.get('q')?.trim() || undefined,
    is_verified: flag(search.get('overeny')),
    permission: search.get('opravnenie') || undefined,
    onboarding_complete: flag(search.get('onboarding')),
  };
  const set = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
  return consoleListPath('users', set, Number(search.get('strana')) || 1);
}

export const { loader, Component, handle } = consoleRoute({
  title: 'member.nav.users',
  permissions: { users: 'full' },
  to: (_params, search) => usersConsolePath(search),
});
