// A create address typed by hand for a list that has no create screen (users, registrations,
// contact messages, dues): the console says "not found" and asks the API nothing, instead of
// reading a record whose id would be "create".
import { expect, test } from './fixtures';
import { createMember } from './member-support';
import { signInToConsole } from './staff-support';

test('"/admin/<list>/create" of a list without a create screen shows "not found" and sends no request', async ({
  page,
  request,
}) => {
  const staff = await createMember(request, {
    verified: true,
    permissions: { users: 'full', content: 'full', finance: 'full' },
  });
  await signInToConsole(page, staff.email, staff.password);
  await expect(page.getByRole('heading', { name: 'Vitajte v administrácii EV Klubu' })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/create')) asked.push(r.url());
  });
  for (const list of ['users', 'registrations', 'contact-messages', 'dues']) {
    await page.goto(`/admin/${list}/create`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nenájdené' }), list).toBeVisible();
    await expect(
      page.getByText('Zadali ste nesprávnu adresu alebo ste nasledovali neplatný odkaz.'),
      list,
    ).toBeVisible();
  }
  expect(asked.filter((url) => url.includes('/api/'))).toEqual([]);
});
