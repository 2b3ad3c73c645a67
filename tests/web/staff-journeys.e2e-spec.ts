// Staff journeys in the member area: a users=full member verifies a new registration and grants
// events=full; an events=full member exports an event's attendees; a member without the permission
// is sent to the dashboard from every staff route and sees no staff entries. Results are checked
// through the API.
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { apiGet, createEvent, createMember, loaded, registerForEvent, signIn, staffToken } from './member-support';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

interface AdminUser {
  v: { is_verified: boolean; note: string | null; permissions: Record<string, string> };
}

test('a users=full member verifies a new registration and grants events=full', async ({ page, context, request }) => {
  const newcomer = await createMember(request, { profile: { first_name: 'Registrovaný', last_name: `Nováčik${Date.now()}` } });
  const staff = await createMember(request, { permissions: { users: 'full' } });
  await signIn(context, request, staff);
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  const menu = page.getByRole('navigation', { name: 'Členská zóna' });
  await menu.getByRole('link', { name: 'Registrácie' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/registracie$/);
  await loaded(page);

  const card = page.getByRole('listitem').filter({ hasText: newcomer.email });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Model 3');
  await card.getByLabel('Poznámka (pri zamietnutí povinná)').fill('Overené podľa VIN.');
  await card.getByRole('button', { name: 'Overiť' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'je overený člen' })).toBeVisible();

  const token = await staffToken(request);
  let record = await apiGet<AdminUser>(request, `/api/admin/users/${newcomer.id}`, token);
  expect(record.v).toMatchObject({ is_verified: true, note: 'Overené podľa VIN.' });

  await menu.getByRole('link', { name: 'Používatelia' }).click();
  await page.getByLabel('Hľadať').fill(newcomer.email);
  await page.getByRole('button', { name: 'Filtrovať' }).click();
  await page.getByRole('link', { name: /Registrovaný Nováčik/ }).click();
  await expect(page).toHaveURL(new RegExp(`/uzivatel/uzivatelia/${newcomer.id}$`));
  await loaded(page);
  await page.getByRole('checkbox', { name: 'Úplný prístup: udalosti' }).check();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();

  record = await apiGet<AdminUser>(request, `/api/admin/users/${newcomer.id}`, token);
  expect(record.v.permissions).toEqual({ events: 'full' });
});

test('a users=full member rejects a registration only with a note', async ({ page, context, request }) => {
  const newcomer = await createMember(request);
  const staff = await createMember(request, { permissions: { users: 'full' } });
  await signIn(context, request, staff);
  await page.goto('/uzivatel/registracie');
  await loaded(page);
  const card = page.getByRole('listitem').filter({ hasText: newcomer.email });
  await card.getByRole('button', { name: 'Zamietnuť' }).click();
  await expect(card.getByText('Pri zamietnutí napíšte dôvod.')).toBeVisible();
  await card.getByLabel('Poznámka (pri zamietnutí povinná)').fill('VIN nepatrí k účtu.');
  await card.getByRole('button', { name: 'Zamietnuť' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'je zamietnutá' })).toBeVisible();
  const record = await apiGet<AdminUser & { v: { rejected_at: string | null } }>(request, `/api/admin/users/${newcomer.id}`, await staffToken(request));
  expect(record.v.rejected_at).not.toBeNull();
  await page.getByRole('link', { name: 'Zamietnuté' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: newcomer.email })).toContainText('VIN nepatrí k účtu.');
});

test('an events=full member sees the attendees and waitlist and exports them as CSV', async ({ page, context, request }) => {
  const event = await createEvent(request, { capacity: 1 });
  const first = await createMember(request, { profile: { first_name: 'Prvá', last_name: 'Prihlásená' } });
  const second = await createMember(request, { profile: { first_name: 'Druhý', last_name: 'Čakajúci' } });
  await registerForEvent(request, first, event.slug);
  await registerForEvent(request, second, event.slug);
  const staff = await createMember(request, { permissions: { events: 'full' } });
  await signIn(context, request, staff);

  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await page.getByRole('link', { name: 'Zoznam účastníkov' }).click();
  await expect(page).toHaveURL(new RegExp(`/uzivatel/udalosti/${event.slug}/ucastnici$`));
  await loaded(page);
  await expect(page.getByRole('table', { name: 'Prihlásení (1)' })).toContainText(first.email);
  const waitlist = page.getByRole('table', { name: 'Čakacia listina (1)' });
  await expect(waitlist).toContainText(second.email);
  await expect(waitlist.getByRole('row').nth(1)).toContainText('1');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stiahnuť zoznam (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${event.slug}-ucastnici.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(first.email);
  expect(csv).toContain(second.email);
});

test('a member without the permission is sent to the dashboard from every staff route and sees no staff entries', async ({ page, context, request }) => {
  const event = await createEvent(request);
  const other = await createMember(request);
  const member = await createMember(request);
  await signIn(context, request, member);
  for (const path of ['/uzivatel/uzivatelia', `/uzivatel/uzivatelia/${other.id}`, '/uzivatel/registracie', `/uzivatel/udalosti/${event.slug}/ucastnici`]) {
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
  const refused = await request.get(`/api/admin/events/${event.id}/attendees`, { headers: { authorization: `Bearer ${member.token}` } });
  expect(refused.status()).toBe(403);
});
