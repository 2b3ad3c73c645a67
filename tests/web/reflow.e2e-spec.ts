// WCAG 1.4.10 (reflow): at 320 CSS pixels no public or member page scrolls sideways. Tables may
// scroll inside their own frame; the page itself may not. Every route of the site is visited (the
// member area as the demo member), then every screen of the staff console; a failure names the page and the element that sticks out furthest.
import { expect, test, type Page } from './fixtures';
import { DEMO_MEMBER } from '../../server/src/database/seed/accounts';
import { signIn, staffToken } from './member-support';
import { expectDashboard, signInToConsole } from './staff-support';
import { firstOf, hydrated, overflow } from './public-support';

interface Named {
  slug: string;
}

test('no public or member page scrolls sideways at 320 px', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 800 });
  const article = await firstOf<Named>(request, '/api/articles?per_page=1');
  const event = await firstOf<Named>(request, '/api/events?per_page=1');
  const guide = await firstOf<Named>(request, '/api/guide?per_page=1');
  const album = await firstOf<Named>(request, '/api/gallery?per_page=1');
  const publicRoutes = ['/', '/o-nas', '/pripojit-sa', '/ochrana-osobnych-udajov', '/clanky', `/clanok/${article.slug}`, '/udalosti', `/udalost/${event.slug}`, '/faq', '/galeria', `/galeria?album=${album.slug}`, '/poradna', `/poradna/${guide.slug}`, '/kontakt', '/prihlasenie', '/vytvorit-nove-heslo', '/registracia', '/neexistujuca-stranka'];
  const found: { path: string; by: number; widest: string }[] = [];
  for (const path of publicRoutes) {
    await page.goto(path);
    await hydrated(page);
    const o = await overflow(page);
    if (o.by > 0) found.push({ path, ...o });
  }
  await signIn(context, request, DEMO_MEMBER);
  const memberRoutes = ['dashboard', `auto/${DEMO_MEMBER.vin}`, 'nabijanie', 'zlavy', 'udalosti', `udalosti/${event.slug}`, 'subory', 'light-shows', 'lock-chimes', 'moj-profil', 'vyhladavanie?q=Kov', 'nastavenia', 'ja'];
  for (const path of memberRoutes.map((p) => `/uzivatel/${p}`)) {
    await page.goto(path);
    await hydrated(page);
    const o = await overflow(page);
    if (o.by > 0) found.push({ path, ...o });
  }
  expect(found).toEqual([]);
});

// The staff console too, at a phone's 320 and 390 px, a laptop's 1280 px and that laptop at 200 %
// zoom (640 CSS px): the home with its charts, every list, every create form and the
// edit form of each list's first record. Tables scroll inside their own frame.
const CONSOLE_LISTS = ['users', 'registrations', 'outbox', 'events', 'articles', 'files', 'pages', 'faq', 'guide', 'gallery', 'photos', 'discounts', 'charging', 'redirects', 'site-settings', 'contact-messages'];
const CONSOLE_CREATE = ['events', 'articles', 'files', 'pages', 'faq', 'guide', 'gallery', 'photos', 'discounts', 'charging', 'redirects'];
const CONSOLE_EDIT = ['users', 'registrations', 'events', 'articles', 'files', 'pages', 'faq', 'guide', 'gallery', 'photos', 'discounts', 'charging', 'redirects', 'contact-messages'];

/** The console screen has its title and no request in flight. */
async function consoleSettled(page: Page): Promise<void> {
  await expect(page.locator('#react-admin-title')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

// 640 px: a 1280 px screen at 200 % zoom.
for (const width of [320, 390, 640, 1280]) {
  test(`no staff console screen scrolls sideways at ${width} px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    const token = await staffToken(request);
    await signInToConsole(page);
    await expectDashboard(page);
    const found: { path: string; by: number; widest: string }[] = [];
    const check = async (path: string) => {
      await page.goto(path);
      await consoleSettled(page);
      const o = await overflow(page);
      if (o.by > 0) found.push({ path, ...o });
    };
    await check('/admin');
    // the home's charts and their text alternatives (tables) come after their data
    await expect(page.getByRole('heading', { name: 'Treba urobiť' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeAttached();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const home = await overflow(page);
    if (home.by > 0) found.push({ path: '/admin (charts)', ...home });
    for (const list of CONSOLE_LISTS) await check(`/admin/${list}`);
    for (const list of CONSOLE_CREATE) await check(`/admin/${list}/create`);
    for (const list of CONSOLE_EDIT) {
      const query = list === 'registrations' ? '?per_page=1&status=pending' : '?per_page=1';
      const answer = await request.get(`/api/admin/${list}${query}`, { headers: { authorization: `Bearer ${token}` } });
      const rows = ((await answer.json()) as { v: { id?: string; user?: { id: string } }[] }).v;
      const id = rows[0]?.id ?? rows[0]?.user?.id;
      if (id) await check(`/admin/${list}/${id}`);
    }
    expect(found).toEqual([]);
  });
}
