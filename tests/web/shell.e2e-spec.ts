// The web shell: pages arrive server-rendered, hydrate cleanly, unknown paths are a real 404, and
// the static files and API paths around the pages behave.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { createMember, signIn } from './member-support';

const HOME_HEADING = 'Komunita majiteľov elektromobilov na Slovensku';

/** Console errors and warnings (React reports hydration mismatches there) and uncaught errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** API calls the page makes (fetch/XHR); hydration must not need any. */
function watchDataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
  });
  return requests;
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('home page /', () => {
  test('arrives from the server as a complete page (JavaScript disabled)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    // Proxies may keep a guest's page but must revalidate it each time (docs/performance.md §1).
    expect(response?.headers()['cache-control']).toBe('public, no-cache');

    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expect(page).toHaveTitle('EV Klub');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(page.getByRole('main').getByText('EV Klub', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Pripojiť sa' })).toHaveAttribute(
      'href',
      '/pripojit-sa',
    );
    await expect(
      page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Prihlásenie' }),
    ).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /komunita majiteľov elektromobilov/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="sk-SK"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'EV Klub');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/`);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await context.close();
  });

  test('hydrates without console errors, hydration warnings or data requests', async ({ page }) => {
    const problems = watchConsole(page);
    const dataRequests = watchDataRequests(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    expect(problems).toEqual([]);
    expect(dataRequests).toEqual([]);
  });

  test('the mobile menu opens with the hamburger and closes on Escape and on a link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Hlavná navigácia' });
    await expect(nav.getByRole('link', { name: 'O nás' })).toBeHidden();
    await nav.getByRole('button', { name: 'Otvoriť menu' }).click();
    await expect(nav.getByRole('button', { name: 'Zavrieť menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'O nás' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'O nás' })).toBeHidden();
    await nav.getByRole('button', { name: 'Otvoriť menu' }).click();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(nav.getByRole('button', { name: 'Otvoriť menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('has no accessibility violations (axe-core)', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('unknown paths', () => {
  test('show the 404 page with status 404', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/toto-neexistuje');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page).toHaveTitle('Stránka sa nenašla | EV Klub');
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeVisible();
    await expect(page.getByText('Stránka sa nenašla: /toto-neexistuje')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    // The 404 document request logs a console error in Chromium itself; nothing else may.
    expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
  });

  test('the 404 page leads home, to a page with its own head', async ({ page, baseURL }) => {
    await page.goto('/iny-neexistujuci-odkaz');
    await hydrated(page);
    await page.getByRole('link', { name: 'Späť na úvodnú stránku' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(page).toHaveTitle('EV Klub');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/`);
  });

  test('a path cannot break out of the embedded page data', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/a%3C%2Fscript%3E%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).not.toContain('</script><script>window.__pwned');
    await hydrated(page);
    await expect(page.getByText('Stránka sa nenašla: /a</script><script>window.__pwned=1</script>')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
  });

  test('the 404 page has no accessibility violations (axe-core)', async ({ page }) => {
    await page.goto('/toto-neexistuje');
    await hydrated(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('a new release', () => {
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  const markDocument = (page: Page) =>
    page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // A public page is a document (every link loads the current build); the member area is an app that stays open.
  test("is noticed by the member area's hourly check and loaded from the server on the next navigation", async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, await createMember(request));
    await page.clock.install();
    await page.goto('/uzivatel/dashboard');
    await hydrated(page);
    await markDocument(page);
    const nav = page.getByRole('navigation', { name: 'Členská zóna' });

    // An hour later the server still serves the same build: navigation stays in the page.
    let checked = page.waitForResponse('**/builds/latest.json');
    await page.clock.runFor(60 * 60 * 1000);
    await checked;
    await nav.getByRole('link', { name: 'Zľavy' }).click();
    await expect(page).toHaveURL(/\/uzivatel\/zlavy$/);
    expect(await sameDocument(page)).toBe(true);

    // Another hour later a new build is deployed (the manifest names another id).
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'f'.repeat(16), timestamp: Date.now() } }),
    );
    checked = page.waitForResponse('**/builds/latest.json');
    await page.clock.runFor(60 * 60 * 1000);
    await checked;
    expect(await sameDocument(page)).toBe(true); // nothing happens until the visitor navigates
    const reloaded = page.waitForEvent('load');
    await nav.getByRole('link', { name: 'Súbory' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/uzivatel\/subory$/);
    expect(await sameDocument(page)).toBe(false);
  });
});

test.describe('around the pages', () => {
  test('an unknown API path still answers the JSON error shape', async ({ request }) => {
    const response = await request.get('/api/does-not-exist');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'errors.not_found' });
  });

  test('hashed assets are cached for a year, the page itself is revalidated', async ({ page }) => {
    const assets: { url: string; cacheControl?: string }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/'))
        assets.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
    });
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toBe('public, no-cache');
    await hydrated(page);
    expect(assets.length).toBeGreaterThanOrEqual(2); // the script and the stylesheet
    for (const asset of assets) expect(asset.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  test('/builds/latest.json names the build the pages were rendered from', async ({ page, request }) => {
    const response = await request.get('/builds/latest.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const latest = await response.json();
    expect(latest).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), timestamp: expect.any(Number) });
    await page.goto('/');
    const embedded = JSON.parse((await page.locator('#app-bootstrap').textContent()) ?? '{}');
    expect(embedded.config.buildId).toBe(latest.id);
  });
});
