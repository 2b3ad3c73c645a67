// Staff journeys that start in the member area and end in the staff console (web/src/staff), the one
// staff tool: a users=full member follows "Registrácie" to the console's queue, verifies a new
// registration and rejects another only with a note; follows "Používatelia", finds a member through
// the old address with its filter and sees the permission switches read-only (only an owner changes
// them: tests/web/staff-owners.e2e-spec.ts); an events=full member follows "Zoznam
// účastníkov" to the event's console page with its attendees and waitlist and exports them as CSV.
// A member without the permission is sent to the dashboard from every old staff route and sees no
// staff entries. Results are checked through the API.
import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { apiGet, createEvent, createMember, loaded, registerForEvent, signIn, staffToken } from './member-support';
import { saved } from './staff-support';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

interface AdminUser {
  v: { is_verified: boolean; note: string | null; permissions: Record<string, string>; rejected_at: string | null };
}

/** The console's screen has its title and no request in flight. */
async function consoleSettled(page: Page): Promise<void> {
  await expect(page.locator('#react-admin-title')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('a users=full member verifies a new registration in the console and sees the member’s permissions read-only', async ({
  page,
  context,
  request,
}) => {
  // The newest registration heads the queue's first page: the staff account (itself unverified) comes first.
  const staff = await createMember(request, { permissions: { users: 'full' } });
  const newcomer = await createMember(request, {
    profile: { first_name: 'Registrovaný', last_name: `Nováčik${Date.now()}` },
  });
  await signIn(context, request, staff);
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  const menu = page.getByRole('navigation', { name: 'Členská zóna' });
  await menu.getByRole('link', { name: 'Registrácie' }).click();
  await expect(page).toHaveURL(/\/admin\/registrations$/);
  await consoleSettled(page);

  await page.getByRole('row').filter({ hasText: newcomer.email }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/registrations/${newcomer.id}$`));
  await expect(page.getByText('Model 3').first()).toBeVisible();
  await page.getByLabel('Poznámka', { exact: true }).fill('Overené podľa VIN.');
  await page.getByRole('button', { name: 'Overiť' }).click();
  await saved(page, /Členstvo bolo overené/);

  const token = await staffToken(request);
  let record = await apiGet<AdminUser>(request, `/api/admin/users/${newcomer.id}`, token);
  expect(record.v).toMatchObject({ is_verified: true, note: 'Overené podľa VIN.' });

  // "Používatelia" opens the console's members list; the old address keeps its search.
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  await menu.getByRole('link', { name: 'Používatelia' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await consoleSettled(page);
  await page.goto(`/uzivatel/uzivatelia?q=${encodeURIComponent(newcomer.email)}&overeny=true`);
  await expect(page).toHaveURL(/\/admin\/users\?filter=/);
  await consoleSettled(page);
  await expect(page.getByRole('textbox', { name: 'Hľadať' })).toHaveValue(newcomer.email);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.filter({ hasText: newcomer.email }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${newcomer.id}$`));
  await consoleSettled(page);
  await expect(page.getByText('Oprávnenia mení len vlastník klubu.')).toBeVisible();
  for (const name of ['Vlastník', 'Členovia', 'Udalosti', 'Obsah', 'Financie'])
    await expect(page.getByRole('switch', { name, exact: true })).toBeDisabled();
  // The note still saves: the unchanged permissions are not sent.
  await page.getByLabel('Poznámka správcu', { exact: true }).fill('Overené aj v zozname.');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await saved(page, /Záznam bol uložený/);

  record = await apiGet<AdminUser>(request, `/api/admin/users/${newcomer.id}`, token);
  expect(record.v).toMatchObject({ permissions: {}, note: 'Overené aj v zozname.' });
});

test('a users=full member rejects a registration in the console only with a note', async ({
  page,
  context,
  request,
}) => {
  const staff = await createMember(request, { permissions: { users: 'full' } });
  const newcomer = await createMember(request);
  await signIn(context, request, staff);
  await page.goto('/uzivatel/registracie');
  await expect(page).toHaveURL(/\/admin\/registrations$/);
  await consoleSettled(page);
  await page.getByRole('row').filter({ hasText: newcomer.email }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/registrations/${newcomer.id}$`));
  await page.getByRole('button', { name: 'Zamietnuť' }).click();
  await expect(page.getByText('Pri zamietnutí napíšte dôvod.')).toBeVisible();
  await page.getByLabel('Poznámka', { exact: true }).fill('VIN nepatrí k účtu.');
  await page.getByRole('button', { name: 'Zamietnuť' }).click();
  await saved(page, /Registrácia bola zamietnutá/);
  const record = await apiGet<AdminUser>(request, `/api/admin/users/${newcomer.id}`, await staffToken(request));
  expect(record.v.rejected_at).not.toBeNull();

  // The old address of the rejected tab opens the console's queue filtered to the rejected.
  await page.goto('/uzivatel/registracie?stav=rejected');
  await expect(page).toHaveURL(/\/admin\/registrations\?filter=/);
  await consoleSettled(page);
  await expect(page.getByRole('combobox', { name: /Stav/ })).toHaveText(/Zamietnuté/);
  await page.getByRole('row').filter({ hasText: newcomer.email }).click();
  await expect(page.getByText('VIN nepatrí k účtu.')).toBeVisible();
});

test('an events=full member opens the attendees and waitlist in the console and exports them as CSV', async ({
  page,
  context,
  request,
}) => {
  const event = await createEvent(request, { capacity: 1 });
  const first = await createMember(request, {
    profile: { first_name: 'Prvá', last_name: 'Prihlásená', phone_number: '+421905111222', address_city: 'Nitra' },
  });
  const second = await createMember(request, { profile: { first_name: 'Druhý', last_name: 'Čakajúci' } });
  await registerForEvent(request, first, event.slug);
  await registerForEvent(request, second, event.slug);
  const staff = await createMember(request, { permissions: { events: 'full' } });
  await signIn(context, request, staff);

  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await page.getByRole('link', { name: 'Zoznam účastníkov' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}$`));
  await consoleSettled(page);
  await expect(page.getByRole('columnheader', { name: 'Prišiel/prišla' })).toBeVisible();
  const registered = page.getByRole('row').filter({ hasText: first.email });
  await expect(registered).toContainText('Prihlásený');
  await expect(registered).toContainText('+421 905 111 222');
  await expect(registered).toContainText('Nitra');
  const waiting = page.getByRole('row').filter({ hasText: second.email });
  await expect(waiting).toContainText('Čakacia listina');
  await expect(waiting).toContainText('1');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stiahnuť CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ucastnici-${event.slug}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(first.email);
  expect(csv).toContain(second.email);

  // The old address of the list opens the same console page.
  await page.goto(`/uzivatel/udalosti/${event.slug}/ucastnici`);
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}$`));
  await expect(page.getByRole('row').filter({ hasText: second.email })).toBeVisible();
});

test('a member without the permission is sent to the dashboard from every staff route and sees no staff entries', async ({
  page,
  context,
  request,
}) => {
  const event = await createEvent(request);
  const other = await createMember(request);
  const member = await createMember(request);
  await signIn(context, request, member);
  for (const path of [
    '/uzivatel/uzivatelia',
    `/uzivatel/uzivatelia/${other.id}`,
    '/uzivatel/registracie',
    `/uzivatel/udalosti/${event.slug}/ucastnici`,
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe('/uzivatel/dashboard');
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/uzivatel\/dashboard$/);
  }
  await loaded(page);
  const menu = page.getByRole('navigation', { name: 'Členská zóna' });
  await expect(menu.getByRole('link', { name: 'Používatelia' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Registrácie' })).toHaveCount(0);
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await expect(page.getByRole('link', { name: 'Zoznam účastníkov' })).toHaveCount(0);
  // The server is the authority: the API refuses the list too.
  const refused = await request.get(`/api/admin/events/${event.id}/attendees`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(refused.status()).toBe(403);
});
