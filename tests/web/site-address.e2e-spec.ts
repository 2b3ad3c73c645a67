// The site opened at another address than PUBLIC_URL (127.0.0.1 after `npm start` printed
// localhost, the machine's LAN address on a phone, a second domain): in embedded mode the browser
// talks to the auth API on the origin it loaded the page from, so signing in works there too, on
// the site and in the staff console. A network failure says the server could not be reached.
import { expect, test } from './fixtures';
import { DEMO_MEMBER, DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { baseUrl, signInOnPage } from './member-support';
import { expectDashboard } from './staff-support';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/** The suite's server (PUBLIC_URL = http://127.0.0.1:<port>) reached as http://localhost:<port>. */
const otherAddress = () => baseUrl().replace('127.0.0.1', 'localhost');

test('a member signs in at an address other than PUBLIC_URL', async ({ page }) => {
  expect(otherAddress()).not.toBe(baseUrl());
  await page.goto(`${otherAddress()}/prihlasenie`);
  await signInOnPage(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(`${otherAddress()}/uzivatel/dashboard`);
  await expect(page.getByText('Nastala neznáma chyba.')).toHaveCount(0);
  // The server render of the next page knows the session too (the cookie it reads was written here).
  await page.goto(`${otherAddress()}/uzivatel/nastavenia`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavenia' })).toBeVisible();
});

test('staff sign in to the console at an address other than PUBLIC_URL', async ({ page }) => {
  await page.goto(`${otherAddress()}/admin`);
  await page.getByLabel(/^E-mail/).fill(DEMO_STAFF.email);
  await page.getByLabel(/^Heslo/).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(new RegExp(`^${otherAddress()}/admin`));
  await expectDashboard(page);
});

test('a sign-in that cannot reach the server says so, not "unknown error"', async ({ page }) => {
  await page.goto('/prihlasenie');
  await page.route('**/auth/v1/token**', (route) => route.abort('connectionrefused'));
  await signInOnPage(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(
    page.getByText('Server sa nepodarilo zastihnúť. Skontrolujte pripojenie na internet a skúste to znova.'),
  ).toBeVisible();
  await expect(page.getByText('Nastala neznáma chyba.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/prihlasenie$/);

  await page.goto('/admin');
  await page.getByLabel(/^E-mail/).fill(DEMO_STAFF.email);
  await page.getByLabel(/^Heslo/).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(
    page.getByText('Server sa nepodarilo zastihnúť. Skontrolujte pripojenie na internet a skúste to znova.'),
  ).toBeVisible();
});
