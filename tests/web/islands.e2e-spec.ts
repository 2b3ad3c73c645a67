// The public pages as server HTML with React islands (docs/architecture.md §3, web/src/lib/island.tsx):
// no router and no app bundle, each island hydrated on its own <ev-island> element with the props the
// server wrote, React's runtime loaded once; guests and members get the same HTML and the member's
// navbar comes from its island. Each island is used with the keyboard here.
import { expect, test, type Page } from './fixtures';
import { createEvent, createMember, signIn } from './member-support';
import { firstOf, hydrated, watchConsole } from './public-support';

test.describe.configure({ mode: 'parallel' });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hlavná navigácia' });
/** The page's scripts, by their file name without the content hash. */
const scriptNames = (urls: string[]) =>
  urls
    .filter((url) => url.endsWith('.js'))
    .map((url) => new URL(url).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));

test('a public page loads the islands entry and its islands, never the app or the router, and React once', async ({
  page,
  request,
}) => {
  const article = (await firstOf<{ slug: string }>(request, '/api/articles?per_page=1')).slug;
  for (const path of ['/', `/clanok/${article}`, '/udalosti', '/galeria', '/kontakt']) {
    const scripts: string[] = [];
    const listener = (r: { url(): string; resourceType(): string }) =>
      r.resourceType() === 'script' && scripts.push(r.url());
    page.on('request', listener);
    await page.goto(path, { waitUntil: 'networkidle' });
    await hydrated(page);
    page.off('request', listener);
    const names = scriptNames(scripts);
    expect(names, path).toContain('islands');
    expect(
      names.filter((name) => name === 'react'),
      path,
    ).toHaveLength(1);
    expect(
      names.filter((name) => /^(index|router|module|home|articles?|events?|gallery|contact)$/.test(name)),
      path,
    ).toEqual([]);
    // Every island of the page is its own element, with its name and the props it was rendered with.
    const islands = await page.locator('ev-island').evaluateAll((elements) =>
      elements.map((e) => ({
        name: e.getAttribute('data-name'),
        props: JSON.parse(e.getAttribute('data-props') ?? 'null'),
      })),
    );
    expect(
      islands.map((i) => i.name),
      path,
    ).toContain('navbar');
    expect(
      islands.every((i) => i.props !== null),
      path,
    ).toBe(true);
  }
});

test('guests and members get the same HTML; the member sees "Môj účet" from the navbar island', async ({
  browser,
  request,
  baseURL,
}) => {
  const member = await createMember(request);
  const guest = await browser.newContext();
  const signedIn = await browser.newContext();
  await signIn(signedIn, request, member);
  const cookie = (await signedIn.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  for (const path of ['/', '/o-nas', '/udalosti']) {
    const asGuest = await (await request.get(`${baseURL}${path}`, { headers: { cookie: '' } })).text();
    const asMember = await (await request.get(`${baseURL}${path}`, { headers: { cookie } })).text();
    // The same page but for the CSP nonce of a page rendered outside the cache.
    const strip = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
    expect(strip(asMember), path).toBe(strip(asGuest));
  }
  const page = await signedIn.newPage();
  await page.goto('/o-nas');
  await hydrated(page);
  await expect(nav(page).getByRole('link', { name: 'Môj účet' })).toHaveAttribute('href', '/uzivatel/dashboard');
  const guestPage = await guest.newPage();
  await guestPage.goto('/o-nas');
  await hydrated(guestPage);
  await expect(nav(guestPage).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
  await guest.close();
  await signedIn.close();
});

test('the mobile menu and the colour-mode switch of the navbar island work with the keyboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto('/faq');
  await hydrated(page);
  const toggle = nav(page).getByRole('button', { name: 'Otvoriť menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(nav(page).getByRole('button', { name: 'Zavrieť menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).getByRole('link', { name: 'O nás' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  const colour = nav(page).getByRole('button', { name: /^Farebný režim/ });
  await colour.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Podľa systému' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Tmavý' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Escape');
  await expect(colour).toBeFocused();
  expect(problems).toEqual([]);
  await context.close();
});

test('the event sign-up island leads a guest to login and a member to the event in the member area', async ({
  browser,
  request,
}) => {
  const event = await createEvent(request, { title: `Ostrov ${Date.now()}` });
  const member = await createMember(request);
  const guest = await browser.newContext();
  const page = await guest.newPage();
  await page.goto(`/udalost/${event.slug}`);
  await hydrated(page);
  const login = page.getByRole('link', { name: /Prihlásiť sa/ });
  await login.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/prihlasenie$/);
  await guest.close();

  const signedIn = await browser.newContext();
  await signIn(signedIn, request, member);
  const memberPage = await signedIn.newPage();
  await memberPage.goto(`/udalost/${event.slug}`);
  await hydrated(memberPage);
  await expect(memberPage.getByRole('region', { name: 'Registrácia' }).getByRole('link')).toHaveAttribute(
    'href',
    `/uzivatel/udalosti/${event.slug}`,
  );
  await signedIn.close();
});

test('the join island offers sign-up to a guest and the member area to a member', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/pripojit-sa');
  await hydrated(page);
  const callout = page
    .getByRole('region', { name: /./ })
    .filter({ has: page.getByRole('link', { name: 'Zaregistrovať sa' }) });
  await expect(callout.getByRole('link', { name: 'Zaregistrovať sa' })).toHaveAttribute('href', '/registracia');
  await signIn(context, request, await createMember(request));
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Môj účet' })).toHaveAttribute(
    'href',
    '/uzivatel/dashboard',
  );
  await expect(page.getByRole('link', { name: 'Zaregistrovať sa' })).toHaveCount(0);
});

test('the video island starts the player from the keyboard', async ({ page }) => {
  await page.route(/youtube/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  );
  await page.goto('/');
  await hydrated(page);
  // Below the fold, the poster's island comes alive when it comes near the viewport.
  expect(await page.locator('ev-island[data-name="video"]').getAttribute('data-hydrated')).toBeNull();
  await page.getByRole('link', { name: /^Prehrať video:/ }).scrollIntoViewIfNeeded();
  await expect(page.locator('ev-island[data-name="video"]')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('link', { name: /^Prehrať video:/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe[title^="Video:"]')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
});

test('the copy button copies from the keyboard and its toast appears (the toast region hydrates at the first toast)', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const article = (await firstOf<{ slug: string }>(request, '/api/articles?per_page=1')).slug;
  await page.goto(`/clanok/${article}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Kopírovať odkaz' }).scrollIntoViewIfNeeded();
  await expect(page.locator('ev-island[data-name="copy-link"]')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Kopírovať odkaz' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Oznámenia' }).getByRole('listitem')).toHaveText(
    /Odkaz bol skopírovaný do schránky\./,
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('the photo viewer island opens and moves with the keyboard', async ({ page, request }) => {
  const albums = (
    (await (await request.get('/api/gallery')).json()).v as { slug: string; photo_count: number }[]
  ).filter((a) => a.photo_count > 0);
  expect(albums.length).toBeGreaterThan(0);
  const album = albums[0];
  await page.goto(`/galeria?album=${album.slug}`);
  await hydrated(page);
  await page
    .getByRole('button', { name: /^Zväčšiť fotografiu/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Zväčšiť fotografiu/ }).first()).toBeFocused();
});

test('the contact form island checks and sends from the keyboard', async ({ page }) => {
  await page.goto('/kontakt');
  await hydrated(page);
  await page.getByLabel('Meno').focus();
  await page.keyboard.type('Ostrovan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ostrovan@example.com');
  await page.getByLabel('Správa').focus();
  await page.keyboard.type('Správa z ostrova, dosť dlhá na odoslanie.');
  await page.getByRole('button', { name: 'Odoslať' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Oznámenia' }).getByRole('listitem')).toBeVisible();
  await expect(page.getByLabel('Meno')).toHaveValue('');
});

test('after Back the home page is where it was (a plain document: restored by the browser)', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Články' });
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(200);
  await page.evaluate(() =>
    window.addEventListener(
      'pageshow',
      (event) => ((window as unknown as { restored: boolean }).restored = event.persisted),
    ),
  );
  await link.click();
  await expect(page).toHaveURL(/\/clanky$/);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  // Whether the back/forward cache held it is reported: Playwright turns Chromium's off (for its request
  // interception), so the page is loaded anew here; session-follow.e2e-spec.ts covers the page's side.
  test.info().annotations.push({
    type: 'back/forward cache',
    description: String((await page.evaluate(() => (window as unknown as { restored?: boolean }).restored)) === true),
  });
});
