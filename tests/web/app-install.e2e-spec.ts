// #47 part 1, the installable app: the manifest and its icons, the service worker at /sw.js with
// scope / (registered by the member area, leaving public pages to the network), Chromium's own
// installability check, and the dashboard's install card: the browser's offer as a button, the
// Share → Add to Home Screen steps on an iPhone, "Teraz nie" remembered on the device.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { axeViolations, baseUrl, createMember, loaded, signIn } from './member-support';
import { overflow } from './public-support';

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

async function dashboard(page: Page): Promise<void> {
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
}

test('the manifest names the app in Slovak, opens the member dashboard standalone, and its icons are the sizes it says', async ({
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect([res.status(), res.headers()['content-type'], res.headers()['cache-control']]).toEqual([
    200,
    expect.stringMatching(/^application\/manifest\+json/),
    'no-cache',
  ]);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    short_name: 'EV Klub',
    lang: 'sk',
    start_url: '/uzivatel/dashboard',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect([icon.src, file.headers()['content-type'], pngSize(await file.body())]).toEqual([
      icon.src,
      'image/png',
      icon.sizes,
    ]);
  }
  const worker = await request.get('/sw.js');
  expect([
    worker.status(),
    worker.headers()['content-type'],
    worker.headers()['cache-control'],
    worker.headers()['content-security-policy'],
  ]).toEqual([
    200,
    expect.stringMatching(/javascript/),
    'no-cache',
    // Its own requests: the member area's pages and files, and its notifications' icons, from our origin only.
    "default-src 'none'; connect-src 'self'; img-src 'self'; frame-ancestors 'none'",
  ]);
  const page = await request.get('/');
  expect(await page.text()).toContain('<link rel="manifest" href="/manifest.webmanifest"');
});

/**
 * A member's own Chromium profile: installing is offered only outside incognito, and Playwright's
 * contexts are incognito ones. The browser's engagement rule (minutes spent on the site before it
 * offers the app) is set aside, as on a member's second visit.
 */
async function memberProfile(
  request: APIRequestContext,
  use: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const member = await createMember(request, { verified: true });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--bypass-app-banner-engagement-checks'],
    baseURL: baseUrl(),
    locale: 'sk-SK',
  });
  try {
    await signIn(context, request, member);
    const page = context.pages()[0] ?? (await context.newPage());
    await dashboard(page);
    await use(page, context);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

test('signed in, the site is installable: the service worker controls scope /, Chromium finds no installability error, and pages still come from the network', async ({
  request,
}) => {
  await memberProfile(request, async (page, context) => {
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl()}/`);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest).toMatchObject({ errors: [], url: `${baseUrl()}/manifest.webmanifest` });
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    // The worker has taken over: a public page is the network's; a member page the worker fetches from the
    // network itself, to keep it for offline use (offline-member.e2e-spec.ts).
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    for (const [address, fromServiceWorker] of [
      ['/', false],
      ['/uzivatel/dashboard', true],
    ] as const) {
      const res = await page.goto(address);
      expect({ address, fromServiceWorker: res!.fromServiceWorker(), status: res!.status() }).toEqual({
        address,
        fromServiceWorker,
        status: 200,
      });
    }
  });
});

test("where Chromium offers the app, the dashboard's button opens its install dialog", async ({ request }) => {
  await memberProfile(request, async (page) => {
    const card = page.getByRole('region', { name: 'Aplikácia EV Klub' });
    const button = card.getByRole('button', { name: 'Nainštalovať aplikáciu' });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    // The browser's dialog is open (the offer is used once): the button goes, the focus waits on "Teraz nie".
    await expect(button).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Teraz nie' })).toBeFocused();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`on an iPhone the dashboard explains Share → Add to Home Screen; "Teraz nie" is remembered (${theme})`, async ({
    browser,
    request,
  }) => {
    const member = await createMember(request, { verified: true });
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'sk-SK',
      userAgent: IPHONE,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([{ name: 'color-mode', value: theme, url: baseUrl() }]);
    await signIn(context, request, member);
    const page = await context.newPage();
    await dashboard(page);
    const card = page.getByRole('region', { name: 'Aplikácia EV Klub' });
    await expect(card).toContainText('zvoľte „Pridať na plochu“');
    await expect(card.getByRole('button', { name: 'Nainštalovať aplikáciu' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 700 });
    expect((await overflow(page)).by).toBe(0);
    await card.getByRole('button', { name: 'Teraz nie' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Moje autá' })).toBeVisible();
    await dashboard(page);
    await expect(page.getByRole('heading', { name: 'Moje autá' })).toBeVisible();
    await expect(card).toHaveCount(0);
    await context.close();
  });
}
