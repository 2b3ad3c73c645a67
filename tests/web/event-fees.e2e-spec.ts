// Paid events in the browser, as the people who use them: staff put a price on an event in the console; a
// member chooses a companion, sees the total, registers and finds what to pay (the PAY by square QR read
// back with jsQR and bysquare, as a bank app reads it), and an unpaid ticket; the treasurer's statement
// import names the event and marks the place paid; at the door staff see what another member owes and
// take it in cash; the event's page in the console shows its money, and staff cancel a paid registration (a
// refund owed). The member screens pass axe in both
// colour modes and reflow at 320 px. A payment whose symbol was mistyped is assigned by hand in the console's
// dialog, which suggests the registration and says why.
import { decode } from 'bysquare/pay';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  api,
  apiGet,
  axeViolations,
  createEvent,
  createMember,
  loaded,
  registerForEvent,
  signIn,
  type Member,
} from './member-support';
import { IBAN, treasurerWithAccount } from './dues-support';
import { readQr } from './qr-support';
import { expectDashboard, saved, signInToConsole, useTheme } from './staff-support';
import { overflow } from './public-support';
import { camt053 } from '../support/camt053';

test.describe.configure({ timeout: 180_000 });

type Payment = { status: string; variable_symbol: string; paid: number; outstanding: number };
const payment = async (request: APIRequestContext, member: Member, slug: string) =>
  (await apiGet<{ v: { payment: Payment } }>(request, `/api/events/${slug}/registration`, member.token)).v.payment;

/** The answer of the check-in screen (its live region). */
const doorAnswer = (page: Page) =>
  page
    .getByRole('status')
    .filter({ has: page.locator('p') })
    .first();

test('a paid event from the price in the console to the member’s QR, the statement import and cash at the door', async ({
  page,
  context,
  request,
  browser,
}) => {
  const finance = await treasurerWithAccount(request);
  const event = await createEvent(request, { capacity: 10 });
  const member = await createMember(request, { profile: { first_name: 'Gabriela', last_name: 'Platiaca' } });
  const atDoor = await createMember(request, { profile: { first_name: 'Hotovosť', last_name: 'Pri-Dverách' } });

  // Staff (events) put the price and the companions on the event.
  const staffContext = await browser.newContext({ baseURL: process.env.EVKLUB_WEB_URL, locale: 'sk-SK' });
  const staff = await staffContext.newPage();
  await signInToConsole(staff);
  await expectDashboard(staff);
  await staff.goto(`/admin/events/${event.id}`);
  await staff.getByLabel('Cena za osobu (€)').fill('25');
  await staff.getByLabel('Najviac sprievodcov na člena').fill('1');
  await staff.getByLabel('Dní na zaplatenie').fill('5');
  await staff.getByRole('button', { name: 'Uložiť' }).click();
  await saved(staff, /Záznam bol uložený/);
  expect((await apiGet<{ v: { price: number } }>(request, `/api/events/${event.slug}`, member.token)).v.price).toBe(25);

  // The member brings a companion: the total, then what to pay and how.
  await signIn(context, request, member);
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await expect(page.getByText('Spolu: 25,00 €')).toBeVisible();
  await page.getByLabel('Počet sprievodcov').selectOption('1');
  await expect(page.getByText('Spolu: 50,00 €')).toBeVisible();
  await page.getByRole('button', { name: 'Registrovať sa' }).click();
  const paymentBox = page.getByRole('region', { name: /Platba/ });
  await expect(paymentBox).toContainText('Nezaplatené');
  await expect(paymentBox).toContainText('Uhraďte do');
  const owed = await payment(request, member, event.slug);
  const qr = paymentBox.getByRole('img', { name: /QR kód PAY by square na platbu 50,00/ });
  const read = await readQr(qr);
  const [order] = decode(read.text!).payments;
  expect(order).toMatchObject({ amount: 50, variableSymbol: owed.variable_symbol, currencyCode: 'EUR' });
  expect(order.bankAccounts[0].iban).toBe(IBAN);
  await expect(paymentBox).toContainText(owed.variable_symbol);
  // The ticket says it is not paid yet.
  await expect(page.getByRole('img', { name: /QR kód vstupenky na udalosť .*\(Nezaplatené\)/ })).toBeVisible();
  await expect(page.getByText('Vstupenka platí po zaplatení.')).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await context.addCookies([{ name: 'color-mode', value: mode, url: process.env.EVKLUB_WEB_URL! }]);
    await page.reload();
    await loaded(page);
    await expect(paymentBox.getByRole('img')).toBeVisible();
    expect(await axeViolations(page), mode).toEqual([]);
  }
  await page.setViewportSize({ width: 320, height: 800 });
  await expect.poll(() => overflow(page)).toMatchObject({ by: 0 });
  await page.setViewportSize({ width: 1280, height: 900 });

  // "Moje udalosti": the badge, and the payment opened from the list.
  await page.goto('/uzivatel/udalosti');
  await loaded(page);
  await expect(page.getByText('Nezaplatené').first()).toBeVisible();
  await page.getByText(`Zaplatiť za udalosť ${event.title}`).click();
  await expect(page.getByRole('img', { name: /QR kód PAY by square na platbu 50,00/ })).toBeVisible();

  // The treasurer imports the bank statement: the preview names the event, confirming marks the place paid.
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const statement = camt053('08', [
    { ref: `EF${tag}1`, amount: '50.00', endToEndId: `/VS${owed.variable_symbol}/SS/KS`, debtor: 'Gabriela Platiaca' },
  ]);
  const treasurerContext = await browser.newContext({ baseURL: process.env.EVKLUB_WEB_URL, locale: 'sk-SK' });
  const treasurer = await treasurerContext.newPage();
  await signInToConsole(treasurer, finance.email, finance.password);
  await expectDashboard(treasurer);
  await treasurer.goto('/admin/dues-imports/create');
  await treasurer
    .getByLabel('Súbor výpisu (XML)')
    .setInputFiles({ name: `vypis-${tag}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) });
  const preview = treasurer.getByRole('table', { name: 'Náhľad importu' });
  await expect(
    preview.getByRole('row', { name: new RegExp(`Gabriela Platiaca.*Udalosť: ${event.title}.*Zaplatené presne`) }),
  ).toBeVisible();
  await treasurer.getByRole('button', { name: 'Potvrdiť import' }).click();
  await expect(treasurer.getByText('Import je hotový: zapísané 1, priradené 1.')).toBeVisible();
  await treasurerContext.close();
  expect(await payment(request, member, event.slug)).toMatchObject({ status: 'paid', paid: 50 });
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await expect(page.getByRole('region', { name: /Platba/ })).toContainText('Zaplatené');
  await expect(page.getByText('Ďakujeme, platbu sme prijali.')).toBeVisible();
  await expect(page.getByText('Vstupenka platí po zaplatení.')).toHaveCount(0);

  // At the door: another member has not paid; staff see the amount and take it in cash.
  await registerForEvent(request, atDoor, event.slug);
  await staff.goto(`/admin/events/${event.id}/check-in`);
  await staff.getByLabel('Hľadať účastníka podľa mena').fill('Hotovosť');
  await staff.getByRole('button', { name: 'Zaevidovať príchod: Hotovosť Pri-Dverách' }).click();
  await expect(doorAnswer(staff)).toContainText('Nezaplatené: vybrať 25,00 €');
  await staff.getByRole('button', { name: 'Prijať 25,00 € v hotovosti' }).click();
  await expect(staff.getByText('Platba v hotovosti zaznamenaná: Hotovosť Pri-Dverách')).toBeVisible();
  await expect(doorAnswer(staff)).not.toContainText('Nezaplatené');
  await expect(staff.getByRole('button', { name: /v hotovosti/ })).toHaveCount(0);
  expect(await axeViolations(staff)).toEqual([]);
  expect(await payment(request, atDoor, event.slug)).toMatchObject({ status: 'paid', paid: 25 });

  // The event's page in the console: its money, and who paid in the attendee list.
  await staff.goto(`/admin/events/${event.id}`);
  await expect(staff.getByText(/Prijaté: 75,00\s€ · chýba ešte: 0,00\s€/)).toBeVisible();
  await expect(staff.getByRole('row', { name: /Gabriela.*zaplatené \(50,00\s€ \/ 50,00\s€\)/ })).toBeVisible();

  // Staff cancel the paid registration from the list: asked first, the member leaves the list, a refund is owed.
  await staff.getByRole('button', { name: 'Zrušiť prihlásenie: Gabriela Platiaca' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Zrušiť prihlásenie člena Gabriela Platiaca?' });
  await expect(dialog).toContainText('Čo zaplatil, mu vrátime');
  await dialog.getByRole('button', { name: 'Zrušiť prihlásenie' }).click();
  await expect(staff.getByText('Prihlásenie zrušené: Gabriela Platiaca')).toBeVisible();
  await expect(staff.getByRole('row', { name: /Gabriela/ })).toHaveCount(0);
  const refunds = await apiGet<{ v: { event_title: string; amount: number; reason: string }[] }>(
    request,
    '/api/me/refunds',
    member.token,
  );
  expect(refunds.v).toEqual([expect.objectContaining({ event_title: event.title, amount: 50 })]);
  await staffContext.close();
});

test('the treasurer assigns an event payment that matched nothing (a symbol mistyped) to its registration in the dialog', async ({
  page,
  request,
}) => {
  const finance = await treasurerWithAccount(request);
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const Tag = tag[0].toUpperCase() + tag.slice(1);
  const event = await createEvent(request, { capacity: 10, title: `Zimná dielňa ${Tag}` });
  const staff = await createMember(request, { permissions: { events: 'full' }, verified: true });
  await api(request, 'patch', `/api/admin/events/${event.id}`, staff.token, { price: 18.5 });
  const member = await createMember(request, { profile: { first_name: 'Viera', last_name: `Platná ${Tag}` } });
  await registerForEvent(request, member, event.slug);
  const { variable_symbol: vs } = await payment(request, member, event.slug);
  // The member swapped two digits of the symbol: the statement import matches nothing.
  let i = 8;
  while (vs[i] === vs[i + 1]) i--;
  const slipped = vs.slice(0, i) + vs[i + 1] + vs[i] + vs.slice(i + 2);
  const statement = camt053('08', [
    { ref: `EA${tag}1`, amount: '18.50', endToEndId: `/VS${slipped}/SS/KS`, debtor: `Viera Platná ${Tag}` },
  ]);
  const imported = await request.post('/api/admin/dues-imports', {
    headers: { authorization: `Bearer ${finance.token}` },
    multipart: { file: { name: `vypis-${tag}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) } },
  });
  expect(imported.status()).toBe(201);
  expect((await payment(request, member, event.slug)).status).toBe('unpaid');

  await useTheme(page, 'dark');
  await signInToConsole(page, finance.email, finance.password);
  await expectDashboard(page);
  await page.goto('/admin/dues-payments');
  const row = page.getByRole('row', { name: new RegExp(`Viera Platná ${Tag}`) });
  const dialog = page.getByRole('dialog', { name: 'Priradiť platbu k príspevku alebo prihláseniu na udalosť' });
  const suggested = dialog.getByRole('region', { name: 'Navrhované prihlásenia na platené udalosti' });
  const suggestion = suggested.getByRole('button', {
    name: new RegExp(`^Viera Platná ${Tag}: Zimná dielňa ${Tag} \\(.*\\), VS ${vs}, dlží 18,50\\s€`),
  });
  for (const theme of ['dark', 'light'] as const) {
    await useTheme(page, theme);
    await page.reload();
    await row.getByRole('button', { name: 'Priradiť' }).click();
    await expect(suggestion).toContainText(
      'Prečo: meno platiteľa sa zhoduje s menom člena, variabilný symbol s prehodenými číslicami, suma sa rovná dlžnej sume',
    );
    expect(await axeViolations(page), theme).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`assign-registration-1280-${theme}.png`), fullPage: true });
  }
  await suggestion.click();
  await expect(suggestion).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('textbox', { name: /^Variabilný symbol/ })).toHaveValue(vs);
  await expect(dialog.getByRole('status')).toContainText(
    `Vybrané prihlásenie: Viera Platná ${Tag}: Zimná dielňa ${Tag}`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => overflow(page)).toMatchObject({ by: 0 });
  await page.screenshot({ path: test.info().outputPath('assign-registration-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Priradiť' }).click();
  await expect(page.getByText('Platba bola priradená.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await payment(request, member, event.slug)).toMatchObject({ status: 'paid', paid: 18.5, outstanding: 0 });
});
