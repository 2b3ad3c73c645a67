// The route guards of docs/product-rules.md §2, one test per rule, in their order: guest-only → root; signed-in-only
// → login with the full path stored; incomplete onboarding → onboarding with the path stored;
// completed onboarding opening onboarding → dashboard; missing permission → dashboard; arriving from
// login clears the stored path. The first load of a page gets the outcome from the server as a
// redirect (never the protected page's HTML); later navigations are guarded in the browser. Also:
// signed out in another tab → saved path, login.
import { expect, test, type Page } from './fixtures';
import { createMember, hydrated, loaded, signIn, signInOnPage, storedPath, teslaVin } from './member-support';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

test('1: a guest-only page visited while signed in redirects to the root (server redirect, no page HTML)', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  for (const path of ['/prihlasenie', '/vytvorit-nove-heslo', '/registracia']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe('/');
  }
  await page.goto('/prihlasenie');
  await expect(page).toHaveURL(/\/$/);
});

test('2: a signed-in-only page visited while signed out stores the full path and goes to login; sign-in returns there', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const response = await page.request.get('/uzivatel/nastavenia?zalozka=heslo', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/prihlasenie');
  expect(await response.text()).not.toContain('Nastavenia');

  await page.goto('/uzivatel/nastavenia?zalozka=heslo');
  await expect(page).toHaveURL(/\/prihlasenie$/);
  expect(await storedPath(page.context())).toBe('/uzivatel/nastavenia?zalozka=heslo');
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(/\/uzivatel\/nastavenia\?zalozka=heslo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavenia' })).toBeVisible();
  expect(await storedPath(page.context())).toBeNull();
});

test('3: a member with incomplete onboarding is sent to onboarding with the path stored (unless already there)', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { onboarded: false });
  await signIn(context, request, member);
  const response = await page.request.get('/uzivatel/zlavy', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/uzivatel/dokoncenie-registracie');
  expect(response.headers()['set-cookie']).toContain('evklub-redirect-to=%2Fuzivatel%2Fzlavy');

  await page.goto('/uzivatel/zlavy');
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  expect(await storedPath(context)).toBe('/uzivatel/zlavy');
  // Already there: the page itself opens, no loop.
  await expect(page.getByRole('heading', { name: 'Krok 1 zo 4: Účet a VIN' })).toBeVisible();
});

test('3: finishing the wizard continues to the stored path', async ({ page, context, request }) => {
  const member = await createMember(request, { onboarded: false });
  await signIn(context, request, member);
  await page.goto('/uzivatel/lock-chimes');
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  await loaded(page);
  // The wizard offers the account's address once the profile has loaded; typing before that would race it.
  await expect(page.getByLabel('E-mail účtu Tesla')).toHaveValue(member.email);
  await page.getByLabel('E-mail účtu Tesla').fill(member.email);
  await page.getByLabel('Vaše meno').fill('Člen');
  await page.getByLabel('Vaše priezvisko').fill('Klubu');
  await page.getByLabel('Meno na účte Tesla').fill('Člen Klubu');
  await page.getByLabel('VIN', { exact: true }).fill(teslaVin('3'));
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(page.getByRole('radio', { name: 'Model 3' })).toBeChecked();
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await page.getByLabel('Verzia').selectOption('RWD');
  await page.getByRole('radio', { name: 'Iná farba' }).check();
  await page.getByLabel('Názov farby').fill('Matná zelená');
  await page.getByLabel('Vlastníte od').fill('2021-03-01');
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await page.getByRole('button', { name: 'Pokračovať do členskej zóny' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/lock-chimes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zvuky zamykania' })).toBeVisible();
});

test('3 (client side): the navbar link of a member with incomplete onboarding leads to onboarding', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { onboarded: false });
  await signIn(context, request, member);
  await page.goto('/o-nas');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Môj účet' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  expect(await storedPath(context)).toBe('/uzivatel/dashboard');
});

test('4: a member with completed onboarding opening onboarding goes to the dashboard', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  const response = await page.request.get('/uzivatel/dokoncenie-registracie', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/uzivatel/dashboard');
  await page.goto('/uzivatel/dokoncenie-registracie');
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
});

test('5: a route requiring a permission the member lacks redirects to the dashboard', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { permissions: { events: 'full' } });
  await signIn(context, request, member);
  await page.goto('/uzivatel/registracie');
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
  await loaded(page);
  // The menu offers no staff entries without users=full.
  await expect(
    page.getByRole('navigation', { name: 'Členská zóna' }).getByRole('link', { name: 'Registrácie' }),
  ).toHaveCount(0);
});

test('order: signed out beats the permission rule, incomplete onboarding beats it too', async ({
  page,
  context,
  request,
}) => {
  const response = await page.request.get('/uzivatel/uzivatelia', { maxRedirects: 0 });
  expect(response.headers().location).toBe('/prihlasenie');

  const member = await createMember(request, { onboarded: false });
  await signIn(context, request, member);
  await page.goto('/uzivatel/uzivatelia');
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  expect(await storedPath(context)).toBe('/uzivatel/uzivatelia');
});

test('6: arriving from login clears the stored path', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/uzivatel/ja');
  await expect(page).toHaveURL(/\/prihlasenie$/);
  expect(await storedPath(page.context())).toBe('/uzivatel/ja');
  await hydrated(page);
  // Leaving the login page for another page forgets where the visitor was going …
  await page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await storedPath(page.context())).toBeNull();
  // … so a later sign-in lands on the dashboard.
  await page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Prihlásenie' }).click();
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
});

test('signed out in another tab: the member area saves the path and goes to login', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto('/uzivatel/zlavy');
  await loaded(page);
  const other = await context.newPage();
  await other.goto('/uzivatel/dashboard');
  await loaded(other);
  await other.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
  await expect(other).toHaveURL(/\/$/);

  await expect(page).toHaveURL(/\/prihlasenie$/);
  expect(await storedPath(context)).toBe('/uzivatel/zlavy');
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(/\/uzivatel\/zlavy$/);
});

test('what a visitor types before the page script has loaded (a slow connection) is kept and signs in', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  // The server's HTML arrives at once; the scripts are held back until the form is filled in.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/prihlasenie', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Heslo').fill(member.password);
  release();
  await hydrated(page);
  await expect(page.getByLabel('E-mail')).toHaveValue(member.email);
  await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
  await expect(page).toHaveURL(/\/uzivatel\//);
});
