// Check-in at the door in Chromium. The member's ticket QR is read off the member's event page (the
// rendered image decoded with jsQR), turned into a YUV4MPEG2 video and fed to a second Chromium as its
// camera (--use-fake-device-for-media-stream --use-file-for-fake-video-capture): the console's
// scanner reads it from the camera's frames and checks the member in. The same QR as a photo goes
// through the scanner's file button. Offline, a scan waits in the browser with the unsent count and
// arrives once when the connection returns. The name search works by keyboard with its results
// announced; axe passes on the ticket, "Moje udalosti" and the check-in screen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { chromium, expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  apiGet,
  axeViolations,
  createEvent,
  createMember,
  loaded,
  registerForEvent,
  signIn,
  staffToken,
  type Member,
} from './member-support';
import { expectDashboard, signInToConsole, useTheme } from './staff-support';
import { overflow } from './public-support';
import { expectVisibleFocus, tabTo } from './keyboard-support';
import QRCode from 'qrcode';
import { readQr } from './qr-support';

test.describe.configure({ timeout: 120_000 });

interface Attendee {
  first_name: string | null;
  registration_id: string;
  checked_in_at: string | null;
  checked_in_by: string | null;
}

const attendees = async (request: APIRequestContext, eventId: string) =>
  (await apiGet<{ v: Attendee[] }>(request, `/api/admin/events/${eventId}/attendees`, await staffToken(request))).v;

/** A member registered for a new event, with the ticket token the API gave them. */
async function memberWithTicket(
  request: APIRequestContext,
  firstName: string,
): Promise<{ member: Member; event: { id: string; slug: string; title: string }; token: string }> {
  const member = await createMember(request, {
    profile: { first_name: firstName, last_name: 'Vstupenková' },
    line: 'Y',
  });
  const event = await createEvent(request, { days: 1 });
  await registerForEvent(request, member, event.slug);
  const state = await apiGet<{ v: { ticket_token: string } }>(
    request,
    `/api/events/${event.slug}/registration`,
    member.token,
  );
  return { member, event, token: state.v.ticket_token };
}

/** The ticket's QR on the member's event page: its PNG and the text jsQR reads from the rendered image. */
async function ticketFromPage(page: Page, title: string): Promise<{ png: Buffer; text: string | null }> {
  const qr = page.getByRole('img', { name: `QR kód vstupenky na udalosť ${title}` });
  await expect(qr).toBeVisible();
  const read = await readQr(qr);
  return { png: Buffer.from(read.src.replace(/^data:image\/png;base64,/, ''), 'base64'), text: read.text };
}

/** A YUV4MPEG2 (C420) video of the image centred on a white 640×480 frame: the fake camera's picture. */
async function y4mOf(png: Buffer, file: string): Promise<void> {
  const W = 640;
  const H = 480;
  const { data, info } = await sharp(png)
    .resize({ height: 400, kernel: 'nearest' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(W * H, 235);
  const left = Math.floor((W - info.width) / 2);
  const top = Math.floor((H - info.height) / 2);
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++)
      luma[(top + y) * W + left + x] = data[y * info.width * info.channels + x * info.channels] < 128 ? 16 : 235;
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420\n`),
      ...Array.from({ length: 10 }, () => frame),
    ]),
  );
}

const result = (page: Page) =>
  page
    .getByRole('status')
    .filter({ has: page.locator('p') })
    .first();

test('the member’s ticket QR, read off the event page, is checked in by the console’s camera scanner; the photo button and undo work too', async ({
  page,
  context,
  request,
}) => {
  const { member, event, token } = await memberWithTicket(request, 'Kamila');
  await signIn(context, request, member);
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await expect(page.getByRole('heading', { name: 'Vstupenka' })).toBeVisible();
  const ticket = page.locator('figure.ticket');
  await expect(ticket).toContainText('Kamila Vstupenková');
  await expect(ticket).toContainText('Model Y');
  await expect(ticket).toContainText('Bratislava');
  const { png, text } = await ticketFromPage(page, event.title);
  expect(text).toBe(token);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-camera-'));
  const video = path.join(dir, 'ticket.y4m');
  const photo = path.join(dir, 'vstupenka.png');
  await y4mOf(png, video);
  fs.writeFileSync(photo, png);
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
    '--disable-quic',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
    '--use-fake-ui-for-media-stream',
  ];
  const door = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args });
  try {
    const staffContext = await door.newContext({
      baseURL: process.env.EVKLUB_WEB_URL,
      locale: 'sk-SK',
      permissions: ['camera'],
    });
    const staff = await staffContext.newPage();
    await signInToConsole(staff);
    await expectDashboard(staff);
    await staff.goto(`/admin/events/${event.id}`);
    await staff.getByRole('link', { name: 'Evidencia príchodov pri vstupe' }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/events/${event.id}/check-in$`));
    await expect(staff.getByRole('heading', { level: 1, name: `Evidencia príchodov: ${event.title}` })).toBeVisible();

    await staff.getByRole('button', { name: 'Zapnúť kameru' }).click();
    await expect(result(staff)).toContainText('Vitajte! Príchod zaevidovaný', { timeout: 20_000 });
    await expect(result(staff)).toContainText('Kamila Vstupenková');
    await expect(result(staff)).toContainText('Model Y');
    await staff.getByRole('button', { name: 'Vypnúť kameru' }).click();
    let [row] = await attendees(request, event.id);
    expect(row.checked_in_at).not.toBeNull();

    // The same ticket as a photo (the camera-less way): already checked in, with the time and who.
    const chooser = staff.waitForEvent('filechooser');
    await staff.getByRole('button', { name: 'Načítať QR z fotky' }).click();
    await (await chooser).setFiles(photo);
    await expect(result(staff)).toContainText('Už zaevidovaný/á');
    await expect(result(staff)).toContainText(/Zaevidovaný\/á o \d\d:\d\d, zaevidoval\(a\): /);

    await staff.getByRole('button', { name: 'Zrušiť príchod' }).click();
    await expect(staff.getByRole('button', { name: 'Zrušiť príchod' })).toHaveCount(0);
    [row] = await attendees(request, event.id);
    expect(row.checked_in_at).toBeNull();
    await staffContext.close();
  } finally {
    await door.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('offline: a scan waits in the browser with the unsent count and arrives once when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const { event, token } = await memberWithTicket(request, 'Oľga');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-offline-'));
  const photo = path.join(dir, 'vstupenka.png');
  // The ticket as the member's screenshot would show it (drawn as the ticket component draws it).
  fs.writeFileSync(photo, await QRCode.toBuffer(token, { margin: 4, scale: 8, errorCorrectionLevel: 'M' }));
  try {
    await signInToConsole(page);
    await expectDashboard(page);
    await page.goto(`/admin/events/${event.id}/check-in`);
    await expect(page.getByRole('heading', { level: 1, name: `Evidencia príchodov: ${event.title}` })).toBeVisible();

    await context.setOffline(true);
    for (let i = 0; i < 2; i++) {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Načítať QR z fotky' }).click();
      await (await chooser).setFiles(photo);
      await expect(result(page)).toContainText('Bez pripojenia: sken je uložený a odošle sa neskôr');
    }
    // The same ticket scanned twice offline waits once.
    await expect(page.getByText('Neodoslaný sken: 1')).toBeVisible();
    expect((await attendees(request, event.id))[0].checked_in_at).toBeNull();

    await context.setOffline(false);
    await expect(result(page)).toContainText('Vitajte! Príchod zaevidovaný', { timeout: 15_000 });
    await expect(page.getByText(/Neodoslan/)).toHaveCount(0);
    const rows = await attendees(request, event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].checked_in_at).not.toBeNull();
    expect(await page.evaluate((id) => localStorage.getItem(`evklub.check-in.queue.${id}`), event.id)).toBeNull();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('keyboard and screen reader: the name search announces what it found and checks a member in and out with Enter', async ({
  page,
  request,
}) => {
  const { event } = await memberWithTicket(request, 'Ľudmila');
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto(`/admin/events/${event.id}/check-in`);
  await expect(page.getByRole('heading', { level: 1, name: `Evidencia príchodov: ${event.title}` })).toBeVisible();

  await tabTo(page, /Hľadať účastníka podľa mena/);
  await page.keyboard.type('ludmila vstup');
  await expect(page.getByRole('status').filter({ hasText: 'Nájdený 1 účastník' })).toBeAttached();
  await tabTo(page, 'Zaevidovať príchod: Ľudmila Vstupenková');
  await page.keyboard.press('Enter');
  await expect(result(page)).toContainText('Vitajte! Príchod zaevidovaný');
  await expect(result(page)).toContainText('Ľudmila Vstupenková');
  await expect(page.getByRole('button', { name: 'Zrušiť príchod: Ľudmila Vstupenková' })).toBeVisible();
  expect((await attendees(request, event.id))[0].checked_in_at).not.toBeNull();

  await page.getByRole('button', { name: 'Zrušiť príchod: Ľudmila Vstupenková' }).focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Zaevidovať príchod: Ľudmila Vstupenková' })).toBeVisible();
  // The undo is said (a status message, WCAG 4.1.3), and the welcome is gone.
  await expect(result(page)).toContainText('Príchod zrušený');
  await expect(result(page)).toContainText('Ľudmila Vstupenková');
  await expect(page.getByText('Vitajte! Príchod zaevidovaný')).toHaveCount(0);
  expect((await attendees(request, event.id))[0].checked_in_at).toBeNull();
});

test('axe-core: no violations on the ticket, "Moje udalosti" with the ticket open, and the check-in screen with a result', async ({
  page,
  context,
  request,
  browser,
}) => {
  const { member, event } = await memberWithTicket(request, 'Alžbeta');
  await signIn(context, request, member);
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await expect(page.getByRole('img', { name: `QR kód vstupenky na udalosť ${event.title}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/uzivatel/udalosti');
  await loaded(page);
  await page.getByText(`Vstupenka na udalosť ${event.title}`).click();
  await expect(page.getByRole('img', { name: `QR kód vstupenky na udalosť ${event.title}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const staffContext = await browser.newContext({ baseURL: process.env.EVKLUB_WEB_URL, locale: 'sk-SK' });
  const staff = await staffContext.newPage();
  await signInToConsole(staff);
  await expectDashboard(staff);
  await staff.goto(`/admin/events/${event.id}/check-in`);
  await staff.getByLabel('Hľadať účastníka podľa mena').fill('Alžbeta');
  await staff.getByRole('button', { name: 'Zaevidovať príchod: Alžbeta Vstupenková' }).click();
  await expect(result(staff)).toContainText('Vitajte! Príchod zaevidovaný');
  await expect(staff.getByRole('progressbar')).toHaveCount(0);
  expect(await axeViolations(staff)).toEqual([]);
  await staffContext.close();
});

// At the door on a phone: the name list found before a scan shows the scanned member as arrived; the
// large "Zrušiť príchod" says the arrival was cancelled (and the welcome goes); names and buttons
// each keep their own room at 320 and 390 px; axe passes in both themes.
for (const theme of ['light', 'dark'] as const) {
  test(`a QR scan updates the name list, undo is announced, and the screen reflows at 320 and 390 px (${theme} theme)`, async ({
    page,
    request,
  }) => {
    const { event, token } = await memberWithTicket(request, 'Bohumila');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-door-'));
    const photo = path.join(dir, 'vstupenka.png');
    fs.writeFileSync(photo, await QRCode.toBuffer(token, { margin: 4, scale: 8, errorCorrectionLevel: 'M' }));
    try {
      await useTheme(page, theme);
      await page.setViewportSize({ width: 390, height: 844 });
      await signInToConsole(page);
      await expectDashboard(page);
      await page.goto(`/admin/events/${event.id}/check-in`);
      await expect(page.getByRole('heading', { level: 1, name: `Evidencia príchodov: ${event.title}` })).toBeVisible();
      await expect(page.getByText('Check-in')).toHaveCount(0);
      await page.getByLabel('Hľadať účastníka podľa mena').fill('Bohumila');
      const checkIn = page.getByRole('button', { name: 'Zaevidovať príchod: Bohumila Vstupenková' });
      await expect(checkIn).toBeVisible();

      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Načítať QR z fotky' }).click();
      await (await chooser).setFiles(photo);
      await expect(result(page)).toContainText('Vitajte! Príchod zaevidovaný');
      // The list found before the scan now shows her as arrived.
      const undoInList = page.getByRole('button', { name: 'Zrušiť príchod: Bohumila Vstupenková' });
      await expect(undoInList).toBeVisible();
      await expect(page.getByRole('list', { name: 'Nájdení účastníci' })).toContainText('prišiel/prišla');

      // The name and its button side by side or one under the other, never over each other.
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        const name = page.getByRole('list', { name: 'Nájdení účastníci' }).getByText('Bohumila Vstupenková');
        const [text, button] = [await name.boundingBox(), await undoInList.boundingBox()];
        const apart = text!.x + text!.width <= button!.x || text!.y + text!.height <= button!.y;
        expect(apart, `${width} px: name ${JSON.stringify(text)} and button ${JSON.stringify(button)}`).toBe(true);
        expect((await overflow(page)).by, `${width} px`).toBe(0);
      }
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Zrušiť príchod', exact: true }).click();
      await expect(result(page)).toContainText('Príchod zrušený');
      await expect(page.getByText('Vitajte! Príchod zaevidovaný')).toHaveCount(0);
      await expect(checkIn).toBeVisible();
      expect((await attendees(request, event.id))[0].checked_in_at).toBeNull();
      expect((await overflow(page)).by).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
