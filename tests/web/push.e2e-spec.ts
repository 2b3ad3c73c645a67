// #47 part 3–4 in Chromium at 390 px, as the demo member: switching a push notification on in the
// settings (keyboard only) asks the browser's permission then and subscribes the device; when staff
// move an event in the console, the console says how many members get a mail and a push, the
// server's encrypted push reaches the device's push service (a local one this test runs), and the
// service worker shows it as a notification whose click opens the event. Signing out removes the
// device's subscription on the server. The settings pass axe in both themes and reflow at 320 px.
//
// What stands in for what (Chromium headless has no push service: PushManager.subscribe waits for
// Google's push service and never settles): the page's PushManager.subscribe/getSubscription answer
// a subscription the test made (its endpoint is the test's local push service, its keys the test's
// own P-256 pair and auth secret), and the push service's delivery to the browser is CDP's
// ServiceWorker.deliverPushMessage with the payload the test decrypted from the server's request.
// Headless Chromium shows no notification to click: the click is the service worker's own
// `notificationclick` event for the notification it shows, dispatched inside the worker.
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import { chromium } from '@playwright/test';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { DEMO_MEMBER } from '../../server/src/database/seed/accounts';
import { accessToken } from './public-support';
import { axeViolations, baseUrl, createEvent, loaded, registerForEvent, signIn } from './member-support';
import { overflow } from './public-support';
import { openScreen, signInToConsole } from './staff-support';

/** The local push service: every push the server sent it, with its body. */
async function startPushService(): Promise<{ url: string; pushes: Buffer[]; stop(): Promise<void> }> {
  const pushes: Buffer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.headers['content-encoding'] === 'aes128gcm') pushes.push(Buffer.concat(chunks));
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/push/demo-phone`;
  return { url, pushes, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** In the page: PushManager answers the test's subscription (see the head comment); unsubscribing forgets it. */
function standInSubscription(sub: { endpoint: string; p256dh: string; auth: string }): void {
  const KEY = 'test-push-subscribed';
  const subscription = {
    endpoint: sub.endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  };
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem(KEY, '1');
    return subscription as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(KEY) ? subscription : null) as unknown as PushSubscription;
  };
}

test('as the demo member at 390 px: push switched on by keyboard, staff move the event, the notification opens it; sign-out forgets the device', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const push = await startPushService();
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const device = {
    endpoint: push.url,
    p256dh: ecdh.getPublicKey('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  const event = await createEvent(request, { title: `Jazda k moru ${randomBytes(2).toString('hex')}` });
  const memberToken = await accessToken(request, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await registerForEvent(request, { ...DEMO_MEMBER, token: memberToken }, event.slug);

  // The member's own Chromium profile (a service worker and notifications, as on the phone).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-push-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    baseURL: baseUrl(),
    locale: 'sk-SK',
    viewport: { width: 390, height: 844 },
  });
  try {
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await context.addInitScript(standInSubscription, device);
    await signIn(context, request, DEMO_MEMBER);
    const page: Page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/uzivatel/nastavenia');
    await loaded(page);
    // Nothing is asked on load: no subscription yet.
    expect(await page.evaluate(() => localStorage.getItem('test-push-subscribed'))).toBeNull();

    const section = page.getByRole('region', { name: 'Upozornenia a kalendár' });
    const pushes = section.getByRole('group', { name: 'Čo mi má prísť ako upozornenie v zariadení (push)' });
    const updates = pushes.getByRole('checkbox', { name: /Uvoľnené miesto, zmena alebo zrušenie udalosti/ });
    await expect(updates).not.toBeChecked();
    await updates.focus();
    await page.keyboard.press('Space');
    await expect(pushes.getByText('Upozornenia sú na tomto zariadení povolené.')).toBeVisible();
    await expect(updates).toBeChecked();
    await section.getByRole('button', { name: 'Uložiť' }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText('Uložené')).toBeVisible();

    // Staff move the event in the console: the answer says whom it tells.
    const staffContext = await browser.newContext({ baseURL: baseUrl(), locale: 'sk-SK' });
    const staff = await staffContext.newPage();
    await signInToConsole(staff);
    await expect(staff.getByRole('heading', { name: 'Vitajte v administrácii EV Klubu' })).toBeVisible();
    await openScreen(staff, `/admin/events/${event.id}`);
    const place = staff.getByRole('textbox', { name: /^Miesto/ });
    await expect(place).toHaveValue('Bratislava');
    await place.fill('Trenčín');
    await staff.getByRole('button', { name: 'Uložiť' }).click();
    await expect(
      staff.getByText('Počet členov, ktorým o zmene príde e-mail: 1; upozornenie v zariadení (push): 1.'),
    ).toBeVisible();
    await staffContext.close();

    // The server's push reached the device's push service; the device decrypts it with its keys.
    await expect.poll(() => push.pushes.length, { timeout: 20_000 }).toBe(1);
    const payload = ece.decrypt(push.pushes[0], { version: 'aes128gcm', privateKey: ecdh, authSecret: device.auth });
    expect(JSON.parse(payload.toString())).toMatchObject({
      title: `Zmena udalosti: ${event.title}`,
      url: `/udalost/${event.slug}`,
    });

    // Delivered to the browser's service worker, which shows it.
    const cdp = await context.newCDPSession(page);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string }[] }) =>
      registrations.push(...e.registrations.map((r) => r.registrationId)),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    // Chromium forgets a notification it is still showing when the list of shown ones is read at
    // that moment (the read drops what is not on screen yet), so the list is read once the
    // worker's own showNotification() has settled, as a member looks at the screen after it.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(() => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; pushShown?: string };
      const show = scope.registration.showNotification.bind(scope.registration);
      scope.registration.showNotification = (title, options) =>
        show(title, options).then(
          () => void (scope.pushShown = 'shown'),
          (error: unknown) => void (scope.pushShown = String(error)),
        );
    });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: registrations[0],
      data: payload.toString(),
    });
    await expect
      .poll(() => worker.evaluate(() => (self as unknown as { pushShown?: string }).pushShown), { timeout: 20_000 })
      .toBe('shown');
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          icon: n.icon,
        })),
      );
    expect(await shown()).toEqual([
      {
        title: `Zmena udalosti: ${event.title}`,
        body: 'Nové miesto: Trenčín (predtým Bratislava).',
        icon: `${baseUrl()}/icons/icon-192.png`,
      },
    ]);

    // A click on it opens the event in the member's window.
    await worker.evaluate(async () => {
      const scope = self as unknown as EventTarget & { registration: ServiceWorkerRegistration };
      type Init = { notification: Notification };
      const NotificationEvent = (self as unknown as { NotificationEvent: new (type: string, init: Init) => Event })
        .NotificationEvent;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(`${baseUrl()}/udalost/${event.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    expect(await shown()).toEqual([]);

    // Signing out (from the member area) forgets the device: the server no longer holds its subscription.
    await page.goto('/uzivatel/dashboard');
    await loaded(page);
    await page.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    // The browser's subscription is dropped after the server was told.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('test-push-subscribed'))).toBeNull();
    const again = await accessToken(request, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const gone = await request.delete(`/api/me/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(gone.status()).toBe(404);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await push.stop();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the push choices pass axe and reflow at 320 px (${theme}); unsupported here, a switch says why and stays off`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'sk-SK',
      viewport: { width: 390, height: 844 },
    });
    await context.addCookies([{ name: 'color-mode', value: theme, url: baseUrl() }]);
    // A browser without the Push API (an older one, or iOS Safari outside the installed app).
    await context.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
    await signIn(context, request, DEMO_MEMBER);
    const page = await context.newPage();
    await page.goto('/uzivatel/nastavenia');
    await loaded(page);
    const pushes = page.getByRole('group', { name: 'Čo mi má prísť ako upozornenie v zariadení (push)' });
    const reminders = pushes.getByRole('checkbox', { name: 'Pripomienka deň pred udalosťou' });
    await reminders.click();
    await expect(pushes.getByText('Tento prehliadač upozornenia (push) nepodporuje.', { exact: false })).toBeVisible();
    await expect(reminders).not.toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 700 });
    expect((await overflow(page)).by).toBe(0);
    await context.close();
  });
}
