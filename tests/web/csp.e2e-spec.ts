// The strict Content-Security-Policy breaks nothing. Every route of the site (public and
// the member area, as the demo member) in both colour modes, the staff console in both themes and
// Swagger UI are visited; any CSP violation the browser reports (the `securitypolicyviolation`
// event or a console message) fails the test.
import { expect, test, type Page } from './fixtures';
import { DEMO_MEMBER } from '../../server/src/database/seed/accounts';
import { signIn } from './member-support';
import { firstOf, hydrated } from './public-support';
import { expectDashboard, signInToConsole, useTheme } from './staff-support';

/** Records CSP violations of every document the page loads. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

/**
 * Opens a document and checks that it came with the strict policy: a nonce, or (pages from the page cache) script
 * hashes.
 */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect({ path, csp: response?.headers()['content-security-policy'] }).toEqual({
    path,
    csp: expect.stringMatching(/script-src 'self' '(nonce|sha256)-[^']+'.*frame-ancestors 'none'/),
  });
}

async function reported(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

interface Named {
  slug: string;
}

test.describe.configure({ mode: 'serial' });

for (const mode of ['light', 'dark'] as const) {
  test(`every site route in the ${mode} colour mode runs under the CSP without a violation`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const violations = watchCsp(page);
    await context.addCookies([{ name: 'color-mode', value: mode, url: baseURL! }]);
    const article = await firstOf<Named>(request, '/api/articles?per_page=1');
    const event = await firstOf<Named>(request, '/api/events?per_page=1');
    const guide = await firstOf<Named>(request, '/api/guide?per_page=1');
    const publicRoutes = [
      '/',
      '/o-nas',
      '/pripojit-sa',
      '/ochrana-osobnych-udajov',
      '/clanky',
      `/clanok/${article.slug}`,
      '/udalosti',
      `/udalost/${event.slug}`,
      '/faq',
      '/galeria',
      '/poradna',
      `/poradna/${guide.slug}`,
      '/kontakt',
      '/prihlasenie',
      '/vytvorit-nove-heslo',
      '/registracia',
      '/neexistujuca-stranka',
    ];
    for (const path of publicRoutes) {
      await visit(page, path);
      await hydrated(page);
      expect({ path, reported: await reported(page) }).toEqual({ path, reported: [] });
    }
    await signIn(context, request, DEMO_MEMBER);
    const memberRoutes = [
      'dashboard',
      `auto/${DEMO_MEMBER.vin}`,
      'nabijanie',
      'zlavy',
      'udalosti',
      `udalosti/${event.slug}`,
      'subory',
      'light-shows',
      'lock-chimes',
      'moj-profil',
      'vyhladavanie',
      'nastavenia',
      'ja',
      'uzivatelia',
      `uzivatelia/${DEMO_MEMBER.id}`,
      'registracie',
    ];
    for (const path of memberRoutes.map((p) => `/uzivatel/${p}`)) {
      await visit(page, path);
      await hydrated(page);
      expect({ path, reported: await reported(page) }).toEqual({ path, reported: [] });
    }
    expect(violations).toEqual([]);
  });

  test(`the staff console and Swagger UI in the ${mode} theme run under the CSP without a violation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const violations = watchCsp(page);
    await useTheme(page, mode);
    await signInToConsole(page);
    await expectDashboard(page);
    await visit(page, '/admin');
    for (const screen of [
      'users',
      'registrations',
      'events',
      'articles',
      'pages',
      'faq',
      'guide',
      'gallery',
      'photos',
      'files',
      'redirects',
      'site-settings',
    ]) {
      await page.goto(`/admin/${screen}`);
      await expect(page.locator('#react-admin-title')).not.toBeEmpty();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect({ screen, reported: await reported(page) }).toEqual({ screen, reported: [] });
    }
    await visit(page, '/api/docs');
    await expect(page.locator('.swagger-ui .info')).toBeVisible();
    expect({ screen: 'api/docs', reported: await reported(page) }).toEqual({ screen: 'api/docs', reported: [] });
    expect(violations).toEqual([]);
  });
}
