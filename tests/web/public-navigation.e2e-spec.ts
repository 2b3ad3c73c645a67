// Getting around the public site: the navigation bar (four links, logo, and the fifth link that
// depends on the session — the navbar island's, the page being the same for guests and members),
// the mobile menu, guest-only pages, the redirects table (server, and the member area's client
// router), the trailing-slash rule, and a page module of the member area that fails to load.
import { expect, test, type Page } from './fixtures';
import { DEMO_MEMBER, DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { accessToken, hydrated, signInBrowser, watchConsole } from './public-support';
import { createMember, signIn } from './member-support';

test.describe.configure({ mode: 'parallel' });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hlavná navigácia' });
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('navigation bar', () => {
  test('the four links and the logo lead to their pages, each marked as the current one', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await hydrated(page);
    const targets = [
      { link: 'O nás', url: /\/o-nas$/, heading: 'O nás' },
      { link: 'Pripojiť sa', url: /\/pripojit-sa$/, heading: /Pripojte sa/ },
      { link: 'Poradňa', url: /\/poradna$/, heading: 'Poradňa' },
      { link: 'FAQ', url: /\/faq$/, heading: 'Časté otázky' },
    ];
    for (const target of targets) {
      await nav(page).getByRole('link', { name: target.link, exact: true }).click();
      await expect(page).toHaveURL(target.url);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: target.link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await nav(page).getByRole('link', { name: 'EV Klub – úvodná stránka' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('EV Klub');
    expect(problems).toEqual([]);
  });

  test('signed out, the fifth link goes to login', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/o-nas');
    await expect(nav(page).getByRole('link', { name: 'Prihlásenie' })).toHaveAttribute('href', '/prihlasenie');
    await expect(nav(page).getByRole('link', { name: 'Môj účet' })).toHaveCount(0);
    await context.close();
  });

  test('signed in, the server HTML is the guest page and the navbar island switches the fifth link to the dashboard', async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await signInBrowser(context, request, baseURL!, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const page = await context.newPage();
    await page.goto('/o-nas');
    await expect(nav(page).getByRole('link', { name: 'Prihlásenie' })).toHaveAttribute('href', '/prihlasenie');
    // The page holds nothing of any visitor (docs/performance.md §1).
    const bootstrap = JSON.parse((await page.locator('#app-bootstrap').textContent()) ?? '{}');
    expect(bootstrap.viewer).toBeNull();
    expect(await page.content()).not.toContain(DEMO_MEMBER.email);
    await context.close();

    const live = await browser.newContext();
    await signInBrowser(live, request, baseURL!, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const livePage = await live.newPage();
    await livePage.goto('/o-nas');
    await hydrated(livePage);
    await expect(nav(livePage).getByRole('link', { name: 'Môj účet' })).toHaveAttribute('href', '/uzivatel/dashboard');
    await expect(nav(livePage).getByRole('link', { name: 'Prihlásenie' })).toHaveCount(0);
    await live.close();
  });

  test('a session that ended elsewhere: the browser asks the API and keeps the login link', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInBrowser(context, request, baseURL!, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const [cookie] = (await context.cookies()).filter((c) => c.name.startsWith('sb-'));
    const session = JSON.parse(Buffer.from(cookie.value.slice('base64-'.length), 'base64url').toString('utf8'));
    const config = JSON.parse(
      (await (await request.get('/')).text()).match(
        /<script id="app-bootstrap" type="application\/json">([^<]*)<\/script>/,
      )![1],
    ).config;
    // Only this session ends (other tests sign the demo member in at the same time).
    const logout = await request.post('/auth/v1/logout?scope=local', {
      headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(logout.status()).toBe(204);
    // The browser's GET /api/me decides the navbar.
    await page.goto('/o-nas');
    await hydrated(page);
    await expect(nav(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Môj účet' })).toHaveCount(0);
  });

  test('signed in, the page hydrates with the same link and the login page sends the member home', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await signInBrowser(context, request, baseURL!, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await page.goto('/faq');
    await hydrated(page);
    await expect(nav(page).getByRole('link', { name: 'Môj účet' })).toBeVisible();
    // Guest-only (docs/product-rules.md §2 guard 1): the server answers the first load with a redirect to the root …
    const response = await page.goto('/prihlasenie');
    expect(response?.url()).toBe(`${baseURL}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Komunita majiteľov elektromobilov na Slovensku' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a session that is not valid (signed out elsewhere) shows the login link', async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext();
    await signInBrowser(context, request, baseURL!, DEMO_MEMBER.email, DEMO_MEMBER.password);
    // A forged token in an otherwise well-formed cookie: the API refuses it, the page says signed out.
    const [cookie] = (await context.cookies()).filter((c) => c.name.startsWith('sb-'));
    const session = JSON.parse(Buffer.from(cookie.value.slice('base64-'.length), 'base64url').toString('utf8'));
    session.access_token = session.access_token.replace(/\.[^.]+$/, '.AAAA');
    await context.addCookies([
      { ...cookie, value: 'base64-' + Buffer.from(JSON.stringify(session)).toString('base64url') },
    ]);
    const page = await context.newPage();
    await page.goto('/o-nas');
    await hydrated(page);
    await expect(nav(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
    await context.close();
  });
});

test.describe('mobile menu', () => {
  test('the hamburger opens it over the page (scroll locked) and any link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto('/');
    await hydrated(page);
    const menuLink = nav(page).getByRole('link', { name: 'Poradňa' });
    await expect(menuLink).toBeHidden();
    await nav(page).getByRole('button', { name: 'Otvoriť menu' }).click();
    await expect(nav(page).getByRole('button', { name: 'Zavrieť menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await menuLink.click();
    await expect(page).toHaveURL(/\/poradna$/);
    await expect(menuLink).toBeHidden();
    await expect(nav(page).getByRole('button', { name: 'Otvoriť menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    // The fifth link closes it too.
    await nav(page).getByRole('button', { name: 'Otvoriť menu' }).click();
    await nav(page).getByRole('link', { name: 'Prihlásenie' }).click();
    await expect(page).toHaveURL(/\/prihlasenie$/);
    await expect(nav(page).getByRole('link', { name: 'Prihlásenie' })).toBeHidden();
  });
});

test.describe('redirects table and canonical paths', () => {
  test('an old path redirects on the server, also when followed from a page', async ({ page, request }) => {
    const token = await accessToken(request, DEMO_STAFF.email, DEMO_STAFF.password);
    const auth = { authorization: `Bearer ${token}` };
    const suffix = Math.random().toString(36).slice(2, 8);
    const from = `/stary-odkaz-${suffix}`;
    const created = await request.post('/api/admin/redirects', {
      headers: auth,
      data: { from_path: from, to_path: '/faq', status_code: 301 },
    });
    expect(created.status()).toBe(201);
    const pageSlug = `odkazy-${suffix}`;
    const content = await request.post('/api/admin/pages', {
      headers: auth,
      data: {
        title: 'Odkazy',
        slug: pageSlug,
        body: `Pozrite si [starý odkaz](${from}).`,
        published_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(content.status()).toBe(201);

    const direct = await request.get(from, { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
    expect(direct.headers()['location']).toBe('/faq');

    // A public page's link is an ordinary link: the server's redirect takes the visitor on.
    await page.goto(`/${pageSlug}`);
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: 'starý odkaz' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Časté otázky' })).toBeVisible();
  });

  test('a trailing slash redirects to the path without it', async ({ request }) => {
    const response = await request.get('/clanky/?strana=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/clanky?strana=1');
  });
});

test.describe('a page module of the member area that fails to load', () => {
  // The member area's service worker fetches the page's scripts itself (web/public/sw.js), and
  // page.route does not see what a service worker fetches: the failing module is made without it.
  test.use({ serviceWorkers: 'block' });
  // Prefetching is switched off (data saver) so that the navigation itself asks for the module.
  test.beforeEach(async ({ page, context, request }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    await signIn(context, request, await createMember(request));
  });
  const memberNav = (page: Page) => page.getByRole('navigation', { name: 'Členská zóna' });

  test('reloads the page at the target path', async ({ page }) => {
    let failed = 0;
    await page.route(/\/assets\/uzivatel-zlavy-[\w-]+\.js$/, (route) =>
      failed++ === 0 ? route.abort() : route.continue(),
    );
    await page.goto('/uzivatel/dashboard');
    await hydrated(page);
    await markDocument(page);
    await memberNav(page).getByRole('link', { name: 'Zľavy' }).click();
    await expect(page).toHaveURL(/\/uzivatel\/zlavy$/);
    await hydrated(page);
    expect(await sameDocument(page)).toBe(false); // a new document: loaded from the server
    expect(failed).toBeGreaterThanOrEqual(2);
  });

  test('reloads at most once in 10 s', async ({ page }) => {
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.route(/\/assets\/uzivatel-zlavy-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/uzivatel/dashboard');
    await hydrated(page);
    await memberNav(page).getByRole('link', { name: 'Zľavy' }).click();
    await expect(page).toHaveURL(/\/uzivatel\/zlavy$/);
    await page.waitForTimeout(1500);
    expect(loads.filter((url) => url.endsWith('/uzivatel/zlavy'))).toHaveLength(1);
  });
});
