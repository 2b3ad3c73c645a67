// /uzivatel/registracie (users=full): the console's verification queue, in the status of ?stav=.
import { consoleListPath, consoleRoute } from '../console-redirect';

const STATUSES = ['pending', 'verified', 'rejected'];

export const { loader, Component, handle } = consoleRoute({
  title: 'member.nav.registrations',
  permissions: { users: 'full' },
  to: (_params, search) => {
    const status = search.get('stav') ?? '';
    return consoleListPath(
      'registrations',
      STATUSES.includes(status) ? { status } : {},
      Number(search.get('strana')) || 1,
    );
  },
});
