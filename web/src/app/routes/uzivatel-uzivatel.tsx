// /uzivatel/uzivatelia/{id} (users=full): the member's record in the console.
import { consoleRoute } from '../console-redirect';

export const { loader, Component, handle } = consoleRoute({
  title: 'member.nav.users',
  permissions: { users: 'full' },
  to: (params) => `/admin/users/${encodeURIComponent(params.id ?? '')}`,
});
