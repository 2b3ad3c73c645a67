// #47 part 2, member pages that open without a signal, in Chromium at 390 px: once visited, "Moje
// udalosti" (the ticket's QR decodes to the ticket), the dues page (the PAY by square QR decodes to
// the member's payment) and the dashboard with the member's car open offline from what the service
// worker (web/public/sw.js) and the app (web/src/lib/offline-data.ts) kept, saying so and how old
// it is; with a signal too poor for the API they say the refresh failed. Public pages stay the
// network's. Signing out, or a session ended from another device, leaves nothing of the member in
// Cache Storage, IndexedDB or localStorage, and the next member on the device sees none of it. axe
// in both colour modes and reflow at 320 px on the offline pages; screenshots of the offline ticket
// page at 1280 and 390 px in both modes.
import { decode } from 'bysquare/pay';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from './fixtures';
import {
  apiGet,
  axeViolations,
  baseUrl,
  createEvent,
  createMember,
  loaded,
  registerForEvent,
  signIn,
  signInOnPage,
  type Member,
} from './member-support';
import { IBAN, openYear } from './dues-support';
import { overflow, publicConfig } from './public-support';
import { readQr } from './qr-support';

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const OFFLINE_NOTICE = /^Ste offline\. Zobrazujú sa uložené údaje, aktualizované (pred chvíľou|pred \d+ min)\.$/;

interface Ticketed {
  member: Member;
  event: { slug: string; title: string };
  token: string;
  car: string;
}

/** A verified member with a car, a ticket for an event in a few days, and this year's dues. */
async function memberWithTicket(request: APIRequestContext, lastName: string): Promise<Ticketed> {
  await openYear(request);
  const member = await createMember(request, {
    verified: true,
    line: 'Y',
    profile: { first_name: 'Oľga', last_name: lastName },
  });
  const event = await createEvent(request, { days: 3 });
  await registerForEvent(request, member, event.slug);
  const registration = await apiGet<{ v: { ticket_token: string } }>(
    request,
    `/api/events/${event.slug}/registration`,
    member.token,
  );
  const cars = await apiGet<{ v: { vin: string }[] }>(request, '/api/cars', member.token);
  return { member, event, token: registration.v.ticket_token, car: cars.v[0].vin };
}

async function phone(browser: Browser, theme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'sk-SK', viewport: PHONE });
  await context.addCookies([{ name: 'color-mode', value: theme, url: baseUrl() }]);
  return context;
}

/** Whether the service worker's caches hold the page (it keeps what passes once it controls the tab). */
const keptPage = (page: Page, path: string) =>
  page.evaluate(async (p) => !!(await caches.match(new URL(p, location.origin).href)), path);

/**
 * One online visit of each page that opens offline: the first installs the worker, which keeps that page once in
 * control.
 */
async function visitOnline(page: Page): Promise<void> {
  for (const path of ['/uzivatel/udalosti', '/uzivatel/clensky-prispevok', '/uzivatel/dashboard']) {
    await page.goto(path);
    await loaded(page);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect.poll(() => keptPage(page, path), { message: path }).toBe(true);
  }
}

/** A member with a ticket, signed in on their phone, after one online visit of the pages that open offline. */
async function visitedPhone(
  browser: Browser,
  request: APIRequestContext,
  lastName: string,
  theme: 'light' | 'dark' = 'light',
): Promise<Ticketed & { context: BrowserContext; page: Page }> {
  const ticketed = await memberWithTicket(request, lastName);
  const context = await phone(browser, theme);
  await signIn(context, request, ticketed.member);
  const page = await context.newPage();
  await visitOnline(page);
  return { ...ticketed, context, page };
}

/** Offline, "Moje udalosti" shows the ticket whose QR decodes to it; then the network is back. */
async function ticketOpensOffline({ context, page, event, token }: Ticketed & { context: BrowserContext; page: Page }) {
  await context.setOffline(true);
  await page.goto('/uzivatel/udalosti');
  expect(await ticketQr(page, event.title)).toBe(token);
  await context.setOffline(false);
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Ste offline.' });

/** Opens the ticket of "Moje udalosti" and reads its QR. */
async function ticketQr(page: Page, title: string): Promise<string | null> {
  await page.getByText(`Vstupenka na udalosť ${title}`).click();
  const qr = page.getByRole('img', { name: `QR kód vstupenky na udalosť ${title}` });
  await expect(qr).toBeVisible();
  return (await readQr(qr)).text;
}

/** What the page can see of stored member data: the entries of its caches, IndexedDB databases, localStorage keys. */
const storedInBrowser = (page: Page) =>
  page.evaluate(async () => ({
    caches: (
      await Promise.all(
        (await caches.keys()).map(async (name) =>
          (await (await caches.open(name)).keys()).map((r) => `${name} ${new URL(r.url).pathname}`),
        ),
      )
    ).flat(),
    indexedDB: (await indexedDB.databases()).map((db) => db.name),
    localStorage: Object.keys(localStorage).filter((key) => key.startsWith('evklub-offline')),
  }));

const NOTHING = { caches: [], indexedDB: [], localStorage: [] };

test('offline after one visit: the ticket QR decodes to the ticket, the dues QR to the member’s payment, the dashboard lists the car; each page says it is offline and how old its data is', async ({
  browser,
  request,
}) => {
  const { member, event, token, car, context, page } = await visitedPhone(browser, request, 'Offlinová');
  const mine = await apiGet<{ v: { current: { variable_symbol: string } } }>(request, '/api/me/dues', member.token);

  await context.setOffline(true);
  await page.goto('/uzivatel/udalosti');
  await loaded(page);
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
  await expect(page.getByRole('link', { name: event.title })).toBeVisible();
  expect(await ticketQr(page, event.title)).toBe(token);
  await expect(page.getByRole('figure')).toContainText('Bratislava');
  await expect(page.getByRole('figure')).toContainText('Oľga Offlinová');

  await page.goto('/uzivatel/clensky-prispevok');
  await loaded(page);
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
  const { text } = await readQr(page.getByRole('img', { name: /QR kód PAY by square/ }));
  const [payment] = decode(text!).payments;
  expect([payment.bankAccounts[0].iban, payment.variableSymbol]).toEqual([IBAN, mine.v.current.variable_symbol]);

  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  await expect(notice(page)).toHaveText(OFFLINE_NOTICE);
  await expect(page.getByRole('link', { name: 'Model Y' })).toHaveAttribute('href', `/uzivatel/auto/${car}`);

  // Two hours later, still without a signal, the page says how old the ticket is.
  await page.clock.setFixedTime(new Date(Date.now() + 2 * 3_600_000 + 60_000));
  await page.goto('/uzivatel/udalosti');
  await loaded(page);
  await expect(notice(page)).toHaveText('Ste offline. Zobrazujú sa uložené údaje, aktualizované pred 2 h.');
  expect(await ticketQr(page, event.title)).toBe(token);
  await context.close();
});

test('with a signal too poor for the API, the dues page shows what it last received and says it could not refresh it', async ({
  browser,
  request,
}) => {
  const { context, page } = await visitedPhone(browser, request, 'Slabosignálová');
  // The phone believes it is online; the API's answers never arrive.
  await page.route('**/api/**', (route) => route.abort('timedout'));
  await page.goto('/uzivatel/clensky-prispevok');
  await loaded(page);
  await expect(page.getByRole('status').filter({ hasText: 'Údaje sa nepodarilo obnoviť.' })).toHaveText(
    'Údaje sa nepodarilo obnoviť. Zobrazujú sa uložené údaje, aktualizované pred chvíľou.',
  );
  expect((await readQr(page.getByRole('img', { name: /QR kód PAY by square/ }))).text).not.toBeNull();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
});

test('public pages stay the network’s: answered without the service worker online, failing offline as without one, while the member page opens', async ({
  browser,
  request,
}) => {
  const { context, page } = await visitedPhone(browser, request, 'Verejná');
  // workerStart: when the navigation waited for the worker; 0 when the browser did not involve it at all.
  const workerStart = () =>
    page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart);
  for (const path of ['/', '/udalosti']) {
    const response = await page.goto(path);
    expect({
      path,
      fromServiceWorker: response!.fromServiceWorker(),
      status: response!.status(),
      workerStart: await workerStart(),
    }).toEqual({ path, fromServiceWorker: false, status: 200, workerStart: 0 });
    expect(await keptPage(page, path), path).toBe(false);
  }
  await page.goto('/uzivatel/dashboard');
  expect(await workerStart()).toBeGreaterThan(0);
  await context.setOffline(true);
  const memberPage = await page.goto('/uzivatel/udalosti');
  expect(memberPage!.fromServiceWorker()).toBe(true);
  await loaded(page);
  await expect(notice(page)).toBeVisible();
  for (const path of ['/', '/udalosti']) {
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  }
  await context.close();
});

test('sign-out leaves nothing of the member in Cache Storage, IndexedDB or localStorage; the next member on the device sees none of it offline', async ({
  browser,
  request,
}) => {
  const first = await visitedPhone(browser, request, 'Prvá');
  const second = await createMember(request, {
    verified: true,
    line: '3',
    profile: { first_name: 'Ivan', last_name: 'Druhý' },
  });
  const { context, page } = first;
  await ticketOpensOffline(first);

  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  await page.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect.poll(() => storedInBrowser(page)).toEqual(NOTHING);

  await page.goto('/prihlasenie');
  await signInOnPage(page, second.email, second.password);
  await expect(page).not.toHaveURL(/prihlasenie/);
  await visitOnline(page);
  await context.setOffline(true);
  for (const path of ['/uzivatel/udalosti', '/uzivatel/dashboard', '/uzivatel/clensky-prispevok']) {
    await page.goto(path);
    await loaded(page);
    await expect(notice(page)).toBeVisible();
    for (const trace of [first.event.title, 'Oľga', 'Prvá', first.car, 'Model Y'])
      await expect(page.locator('body'), `${path}: ${trace}`).not.toContainText(trace);
  }
  await expect(page.locator('.member__who')).toHaveText('Ivan Druhý');
  await context.close();
});

test('a session ended from another device (signed out everywhere) leaves nothing of the member once the site notices', async ({
  browser,
  request,
}) => {
  const visited = await visitedPhone(browser, request, 'Vzdialená');
  const { member, context, page } = visited;
  await ticketOpensOffline(visited);
  await page.goto('/');

  const { supabaseAnonKey } = await publicConfig(request);
  const everywhere = await request.post('/auth/v1/logout?scope=global', {
    headers: { authorization: `Bearer ${member.token}`, apikey: supabaseAnonKey },
  });
  expect(everywhere.status()).toBe(204);
  await page.goto('/uzivatel/udalosti');
  await expect(page).toHaveURL(/\/prihlasenie$/);
  await expect.poll(() => storedInBrowser(page)).toEqual(NOTHING);
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the offline pages pass axe (${theme}) and reflow at 320 px; screenshots of the offline ticket`, async ({
    browser,
    request,
  }) => {
    const { event, context, page } = await visitedPhone(browser, request, `Obrazovková ${theme}`, theme);
    await context.setOffline(true);
    for (const path of ['/uzivatel/dashboard', '/uzivatel/clensky-prispevok', '/uzivatel/udalosti']) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await loaded(page);
      await expect(notice(page)).toBeVisible();
      if (path === '/uzivatel/udalosti') await ticketQr(page, event.title);
      expect(await axeViolations(page), path).toEqual([]);
      await page.setViewportSize({ width: 320, height: 700 });
      expect((await overflow(page)).by, path).toBe(0);
    }
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`offline-ticket-${theme}-${width}.png`), fullPage: true });
    }
    await context.close();
  });
}
