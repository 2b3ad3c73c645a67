// Owners in the console (docs/product-rules.md §6): the demo owner grants an area to a staff member
// by clicking its switch, and the change is listed in "História oprávnení" and on the member's own
// screen; the owner's own switches are read-only; a staff member with users=full who is not an owner
// sees every member's switches read-only with the reason. Results are checked through the API.
import { expect, test, type Page } from './fixtures';
import { DEMO_OWNER } from '../../server/src/database/seed/accounts';
import { apiGet, createMember, ownerToken } from './member-support';
import { axeTestsInBothThemes, expectDashboard, saved, signInToConsole, suffix } from './staff-support';

test.describe.configure({ timeout: 90_000 });

const SWITCHES = ['Vlastník', 'Členovia', 'Udalosti', 'Obsah', 'Financie'];

/** The console's screen has its title and no request in flight. */
async function consoleSettled(page: Page): Promise<void> {
  await expect(page.locator('#react-admin-title')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('an owner grants an area by its switch and sees the change in "História oprávnení"', async ({ page, request }) => {
  const last = `Správcová${suffix()}`;
  const staff = await createMember(request, {
    permissions: { users: 'full' },
    verified: true,
    profile: { first_name: 'Mária', last_name: last },
  });
  await signInToConsole(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page.getByRole('menuitem', { name: 'História oprávnení' })).toBeVisible();

  await page.goto(`/admin/users/${staff.id}`);
  await consoleSettled(page);
  await expect(page.getByText('Oprávnenia mení len vlastník klubu.')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Členovia', exact: true })).toBeChecked();
  await page.getByRole('switch', { name: 'Udalosti', exact: true }).check();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await saved(page, /Záznam bol uložený/);
  const record = await apiGet<{ v: { permissions: object; is_owner: boolean } }>(
    request,
    `/api/admin/users/${staff.id}`,
    await ownerToken(request),
  );
  expect(record.v).toMatchObject({ permissions: { users: 'full', events: 'full' }, is_owner: false });

  // The member's own history, on their screen (the save went back to the list).
  await page.goto(`/admin/users/${staff.id}`);
  await consoleSettled(page);
  const own = page.getByRole('row').filter({ hasText: 'Členovia, Udalosti' });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText(DEMO_OWNER.email);
  await expect(own).toContainText('administrácia');

  // The whole history, newest first: kto, komu, pred, po, kedy, spôsob.
  await page.getByRole('menuitem', { name: 'História oprávnení' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'História oprávnení', exact: true })).toBeVisible();
  await consoleSettled(page);
  for (const header of ['Kedy', 'Komu', 'Kto', 'Pred', 'Po', 'Spôsob'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // Two changes of the staff member: users granted at set-up (by the demo owner through the API), then the click.
  const rows = page.getByRole('row').filter({ hasText: last });
  await expect(rows).toHaveCount(2);
  await expect(rows.last().getByRole('cell')).toContainText([
    `Mária ${last}`,
    DEMO_OWNER.email,
    'žiadne',
    'Členovia',
    'administrácia',
  ]);
  await expect(rows.first().getByRole('cell')).toContainText([
    /\d/,
    `Mária ${last}`,
    DEMO_OWNER.email,
    'Členovia',
    'Členovia, Udalosti',
    'administrácia',
  ]);

  // The owner's own switches are read-only.
  await page.goto(`/admin/users/${DEMO_OWNER.id}`);
  await consoleSettled(page);
  await expect(page.getByText('Vlastné oprávnenia nemôžete meniť. Požiadajte iného vlastníka klubu.')).toBeVisible();
  for (const name of SWITCHES) await expect(page.getByRole('switch', { name, exact: true })).toBeDisabled();
});

test('a staff member with users=full who is not an owner sees the permission switches read-only', async ({
  page,
  request,
}) => {
  const staff = await createMember(request, { permissions: { users: 'full' }, verified: true });
  const member = await createMember(request, { verified: true });
  await signInToConsole(page, staff.email, staff.password);
  await expectDashboard(page);
  for (const id of [member.id, staff.id, DEMO_OWNER.id]) {
    await page.goto(`/admin/users/${id}`);
    await consoleSettled(page);
    await expect(page.getByText('Oprávnenia mení len vlastník klubu.')).toBeVisible();
    for (const name of SWITCHES) await expect(page.getByRole('switch', { name, exact: true })).toBeDisabled();
  }
  // The owner's switches show what an owner holds: every area.
  await expect(page.getByRole('switch', { name: 'Vlastník', exact: true })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Financie', exact: true })).toBeChecked();
  // The history is open to them (users=full), read-only.
  await page.goto('/admin/permission-changes');
  await expect(page.getByRole('heading', { level: 1, name: 'História oprávnení', exact: true })).toBeVisible();
});

axeTestsInBothThemes('history of permissions', [{ url: '/admin/permission-changes', ready: 'Spôsob' }], []);
