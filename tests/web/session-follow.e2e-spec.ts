// Sign-in and the session as the visitor lives them: every open tab follows a sign-in or
// sign-out made in another one (docs/product-rules.md §4: the session is shared across tabs); the stored path keeps
// its #hash through login; the reset form does not keep the sign-in's error; and a permission staff
// withdraw while a page is open takes effect at the next step (docs/product-rules.md §2 guard 5).
import { expect, test, type Page } from './fixtures';
import {
  apiGet,
  createEvent,
  createMember,
  hydrated,
  loaded,
  ownerToken,
  signIn,
  signInOnPage,
  storedPath,
} from './member-support';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Hlavná navigácia' });

test('a guest tab follows a sign-in and a sign-out made in another tab', async ({ page, context, request }) => {
  const member = await createMember(request);
  await page.goto('/faq');
  await hydrated(page);
  await expect(navbar(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/prihlasenie');
  await signInOnPage(other, member.email, member.password);
  await expect(other).toHaveURL(/\/uzivatel\/dashboard$/);
  await expect(navbar(page).getByRole('link', { name: 'Prihlásenie' })).toHaveCount(0);
  await expect(navbar(page).getByRole('link', { name: 'Môj účet' })).toBeVisible();

  await loaded(other);
  await other.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
  await expect(other).toHaveURL(/\/$/);
  await expect(navbar(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
});

test('a page kept in the back/forward cache lets go of the session channel and, shown again, follows the sign-in made meanwhile', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await page.goto('/faq');
  await hydrated(page);
  // Playwright turns Chromium's back/forward cache off (for its request interception): the events
  // the browser sends when it keeps the page and when it shows it again are sent as it would.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  const other = await context.newPage();
  await other.goto('/prihlasenie');
  await signInOnPage(other, member.email, member.password);
  await expect(other).toHaveURL(/\/uzivatel\/dashboard$/);
  // A kept page has no open channel (an open one keeps Chromium from keeping the page): it hears nothing.
  await page.waitForTimeout(1500);
  await expect(navbar(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();

  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(navbar(page).getByRole('link', { name: 'Môj účet' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Prihlásenie' })).toHaveCount(0);
});

test('a tab left on /prihlasenie leaves the sign-in form for the root when the member signs in in another tab (guard 1)', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await page.goto('/prihlasenie');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Prihlásiť sa', exact: true })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/prihlasenie');
  await signInOnPage(other, member.email, member.password);
  await expect(other).toHaveURL(/\/uzivatel\/dashboard$/);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Prihlásiť sa', exact: true })).toHaveCount(0);
  await expect(navbar(page).getByRole('link', { name: 'Môj účet' })).toBeVisible();
});

test('the stored path keeps its #hash: signed out, a member page with ?query#hash, sign in, back there', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await page.goto('/uzivatel/zlavy?x=2#kod');
  await expect(page).toHaveURL(/\/prihlasenie(#kod)?$/);
  // the full path, #hash included (the login page adds what the server's redirect could not see)
  await expect.poll(() => storedPath(page.context())).toBe('/uzivatel/zlavy?x=2#kod');
  // the sign-in page's own address does not keep the previous page's #hash
  await expect(page).toHaveURL(/\/prihlasenie$/);
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(/\/uzivatel\/zlavy\?x=2#kod$/);
});

test('asking for a password reset after a wrong password shows no sign-in error above the confirmation', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await page.goto('/prihlasenie');
  await signInOnPage(page, member.email, 'nespravne-heslo');
  await expect(page.getByText('Nesprávny e-mail alebo heslo.')).toBeVisible();
  await page.getByRole('button', { name: 'Zabudli ste heslo?' }).click();
  await expect(page.getByRole('heading', { name: 'Obnovenie hesla' })).toBeVisible();
  await expect(page.getByText('Nesprávny e-mail alebo heslo.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'poslali sme na ňu odkaz' })).toBeVisible();
  await expect(page.getByText('Nesprávny e-mail alebo heslo.')).toHaveCount(0);
});

test('a permission withdrawn while the page is open: the attendees link leads to the console, which no longer opens the event', async ({
  page,
  context,
  request,
}) => {
  const event = await createEvent(request);
  const member = await createMember(request, { permissions: { events: 'full' } });
  await signIn(context, request, member);
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);

  const owner = await ownerToken(request);
  const revoked = await request.patch(`/api/admin/users/${member.id}`, {
    headers: { authorization: `Bearer ${owner}` },
    data: { permissions: {} },
  });
  expect(revoked.status()).toBe(200);
  expect(
    (await apiGet<{ v: { user: { permissions: object } } }>(request, '/api/me', member.token)).v.user.permissions,
  ).toEqual({});

  // The page still offers the link (it read the permissions before); the console it opens reads
  // them again and has no events for this member.
  await page.getByRole('link', { name: 'Zoznam účastníkov' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}$`));
  await expect(page.getByText('Zadali ste nesprávnu adresu alebo ste nasledovali neplatný odkaz.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stiahnuť CSV' })).toHaveCount(0);
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await expect(page.getByRole('link', { name: 'Zoznam účastníkov' })).toHaveCount(0);
});
