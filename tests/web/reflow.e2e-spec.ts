// WCAG 1.4.10 (reflow): at 320 CSS pixels no public or member page scrolls sideways. Tables may
// scroll inside their own frame; the page itself may not. Every route of the site is visited (the
// member area as the demo member), then every screen of the staff console; a failure names the page and the element
// that sticks out furthest.
import { expect, test, type Locator, type Page } from './fixtures';
import { DEMO_MEMBER, DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { apiGet, createMember, signIn, staffToken } from './member-support';
import { expectDashboard, openScreen, signInToConsole } from './staff-support';
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
    `/galeria?album=${album.slug}`,
    '/poradna',
    `/poradna/${guide.slug}`,
    '/kontakt',
    '/prihlasenie',
    '/vytvorit-nove-heslo',
    '/registracia',
    '/neexistujuca-stranka',
  ];
  const found: { path: string; by: number; widest: string }[] = [];
  for (const path of publicRoutes) {
    await page.goto(path);
    await hydrated(page);
    const o = await overflow(page);
    if (o.by > 0) found.push({ path, ...o });
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
    'vyhladavanie?q=Kov',
    'nastavenia',
    'ja',
  ];
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
// edit form of each list's first record, one after another in one session of the console. Tables
// scroll inside their own frame.
const CONSOLE_LISTS = [
  'users',
  'registrations',
  'outbox',
  'events',
  'articles',
  'files',
  'pages',
  'faq',
  'guide',
  'gallery',
  'photos',
  'discounts',
  'charging',
  'redirects',
  'site-settings',
  'contact-messages',
];
const CONSOLE_CREATE = [
  'events',
  'articles',
  'files',
  'pages',
  'faq',
  'guide',
  'gallery',
  'photos',
  'discounts',
  'charging',
  'redirects',
];
const CONSOLE_EDIT = [
  'users',
  'registrations',
  'events',
  'articles',
  'files',
  'pages',
  'faq',
  'guide',
  'gallery',
  'photos',
  'discounts',
  'charging',
  'redirects',
  'contact-messages',
];

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
      await openScreen(page, path);
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

/**
 * Text that cannot be read without scrolling the page sideways or at all: an element that sticks out
 * of an ancestor which hides its overflow (a table may scroll in its own frame, which is
 * `overflow: auto`, so reachable), and a word broken into one letter per line.
 */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}.${typeof e.className === 'string' ? e.className.split(' ')[0] : ''}`;
    for (const el of Array.from(document.body.querySelectorAll('main *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || /absolute|fixed/.test(getComputedStyle(el).position)) continue;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (/auto|scroll/.test(style.overflowX)) break;
        if (!/hidden|clip/.test(style.overflowX)) continue;
        const frame = up.getBoundingClientRect();
        if (box.right > frame.right + 1 || box.left < frame.left - 1)
          found.push(
            `${name(el)} in ${name(up)} by ${Math.round(Math.max(box.right - frame.right, frame.left - box.left))} px`,
          );
        break;
      }
      const texts = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE);
      const text = texts
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      // The lines the text itself takes (a table cell is as tall as its row, whatever its text).
      const lines = texts.reduce((sum, n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return sum + new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
      }, 0);
      if (/^\S{6,}$/.test(text) && lines >= text.length / 2) found.push(`${name(el)} "${text}" on ${lines} lines`);
    }
    return found;
  });
}

// The member area's old staff addresses (which lead to the console), the dues screen with its
// payment card, and the console's member record with its cars, as finance and user staff, at 320 px
// (and the record at 640 px).
test('the member area staff addresses, the dues screen and the console member record reflow at 320 px', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const staff = await createMember(request, { permissions: { users: 'full', finance: 'full' }, verified: true });
  const plans = await apiGet<{ v: { id: string; name: string }[] }>(request, '/api/admin/fee-plans', staff.token);
  const headers = { authorization: `Bearer ${staff.token}` };
  const plan =
    plans.v[0] ??
    (
      (await (
        await request.post('/api/admin/fee-plans', { headers, data: { name: 'Riadny člen', amount: 40 } })
      ).json()) as { v: { id: string } }
    ).v;
  expect(
    (
      await request.put('/api/admin/dues-settings', {
        headers,
        data: {
          iban: 'SK3112000000198742637541',
          bic: 'TATRSKBX',
          beneficiary_name: 'EV Klub o.z.',
          default_plan_id: plan.id,
        },
      })
    ).status(),
  ).toBe(200);
  const year = new Date().getUTCFullYear();
  expect([201, 409]).toContain(
    (await request.post('/api/admin/dues-years', { headers, data: { year, due_date: `${year}-12-31` } })).status(),
  );

  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(context, request, staff);
  const found: { path: string; by: number; widest: string; clipped: string[] }[] = [];
  const check = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    const o = await overflow(page);
    const c = await clipped(page);
    if (o.by > 0 || c.length > 0) found.push({ path, ...o, clipped: c });
  };
  const shown = (what: Locator) => async () => {
    await hydrated(page);
    await expect(what).toBeVisible();
  };
  // The member area's staff addresses lead to the console's screens, which reflow too.
  const inConsole = (landing: RegExp, what: Locator) => async () => {
    await expect(page).toHaveURL(landing);
    await consoleSettled(page);
    await expect(what).toBeAttached();
  };
  await check('/uzivatel/uzivatelia', inConsole(/\/admin\/users$/, page.getByRole('table')));
  await check(
    `/uzivatel/uzivatelia/${DEMO_STAFF.id}`,
    inConsole(new RegExp(`/admin/users/${DEMO_STAFF.id}$`), page.getByText(DEMO_STAFF.licensePlate).first()),
  );
  await check('/uzivatel/clensky-prispevok', shown(page.getByText('Variabilný symbol')));
  await check('/uzivatel/registracie', inConsole(/\/admin\/registrations$/, page.locator('#react-admin-title')));

  // The console shares the member area's session.
  await page.goto('/admin');
  await expectDashboard(page);
  for (const width of [320, 640]) {
    await page.setViewportSize({ width, height: 800 });
    await check(`/admin/users/${DEMO_STAFF.id}`, async () => {
      await consoleSettled(page);
      await expect(page.getByText(DEMO_STAFF.licensePlate).first()).toBeAttached();
    });
  }
  expect(found).toEqual([]);
});
