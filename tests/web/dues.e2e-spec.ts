// Membership dues in the browser. The member page's PAY by square QR is read back the way a bank
// app reads it: the rendered image drawn on a canvas and decoded with jsQR in Chromium, the text
// then decoded with bysquare's `decode`, giving the IBAN, amount, variable symbol, beneficiary and
// note the page shows. The payment details are copied by keyboard; the member screens (page,
// dashboard card, confirmation) and the console's dues screens pass axe in both colour modes.
import fs from 'node:fs';
import { decode } from 'bysquare/pay';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { apiGet, axeViolations, createMember, loaded, signIn, type Member } from './member-support';
import { call, IBAN, openYear, YEAR } from './dues-support';
import { readQr } from './qr-support';
import { checkScreens, signInToConsole, useTheme } from './staff-support';
import { expectFocusOn, expectVisibleFocus, press, tabTo, type } from './keyboard-support';
import { camt053 } from '../support/camt053';
import { parseCsv } from './csv';
import { overflow } from './public-support';

/** What bysquare does to texts by default: bank apps read no diacritics. */
const deburr = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

test.describe.configure({ timeout: 120_000 });

/** At 320 and 390 px the screen, once its data has loaded and the phone layout is drawn, does not scroll sideways. */
async function reflows(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // The console swaps its docked menu for the phone's drawer on the next render after the resize.
    await expect.poll(() => overflow(page), { message: `${width} px` }).toMatchObject({ by: 0 });
  }
}

/** Imports a statement as finance staff, then signs them in to the console (light theme) on its unmatched payments. */
async function importThenOpenUnmatched(
  page: Page,
  request: APIRequestContext,
  finance: Member,
  statement: string,
  tag: string,
): Promise<void> {
  const imported = await request.post('/api/admin/dues-imports', {
    headers: { authorization: `Bearer ${finance.token}` },
    multipart: { file: { name: `vypis-${tag}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) } },
  });
  expect(imported.status()).toBe(201);
  await useTheme(page, 'light');
  await signInToConsole(page, finance.email, finance.password);
  await expect(page.getByRole('heading', { name: `Členské príspevky ${YEAR}` })).toBeVisible();
  await page.goto('/admin/dues-payments');
}

type MyDues = { v: { current: { id: string; variable_symbol: string; paid: number; status: string } } };
const myDues = async (request: APIRequestContext, member: Member) =>
  (await apiGet<MyDues>(request, '/api/me/dues', member.token)).v.current;

test('finance staff see an unmatched payment in its dialog and settle payments in another currency: assigned with the euros credited, dismissed with a note', async ({
  page,
  request,
}) => {
  const finance = await openYear(request);
  const member = await createMember(request, { verified: true });
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const [usdPayer, gbpPayer] = [`John Smith ${tag}`, `Jane Doe ${tag}`];
  const statement = camt053(
    '08',
    [
      {
        ref: `TB${tag}F1`,
        amount: '45.00',
        currency: 'USD',
        debtor: usdPayer,
        note: `Membership ${tag}`,
        bookedOn: `${YEAR}-04-01`,
      },
      { ref: `TB${tag}F2`, amount: '35.00', currency: 'GBP', debtor: gbpPayer, bookedOn: `${YEAR}-04-02` },
      // They stay in the list: the screen reflows with a page of rows and the pagination, as staff see it on a phone.
      ...Array.from({ length: 11 }, (_, i) => ({
        ref: `TB${tag}K${i}`,
        amount: '1250.00',
        currency: 'CZK',
        debtor: `Spoločenstvo vlastníkov bytov Nábrežie ${tag}`,
        note: `Príspevok za rok ${YEAR} a kalibrácia nabíjačky ${tag}`,
        bookedOn: `${YEAR}-04-03`,
      })),
    ],
    `${YEAR}-${tag}F`,
  );
  await importThenOpenUnmatched(page, request, finance, statement, tag);

  // The dollar payment: the dialog shows it, and staff give the euros the bank credited.
  await page
    .getByRole('row', { name: new RegExp(usdPayer) })
    .getByRole('button', { name: 'Priradiť' })
    .click();
  const assign = page.getByRole('dialog', { name: 'Priradiť platbu k príspevku' });
  for (const text of ['45,00 USD', usdPayer, `Membership ${tag}`, `1. 4. ${YEAR}`])
    await expect(assign).toContainText(text);
  await assign
    .getByRole('textbox', { name: /^Variabilný symbol/ })
    .fill((await myDues(request, member)).variable_symbol);
  await assign.getByRole('textbox', { name: /^Pripísaná suma v eurách/ }).fill('40,00');
  await assign.getByRole('button', { name: 'Priradiť' }).click();
  await expect(page.getByText('Platba bola priradená.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(usdPayer) })).toHaveCount(0);
  expect(await myDues(request, member)).toMatchObject({ paid: 40, status: 'paid' });

  // The pound payment, dismissed: the dialog passes axe in both themes, and the note is required.
  const gbpRow = page.getByRole('row', { name: new RegExp(gbpPayer) });
  const resolve = page.getByRole('dialog', { name: 'Vybaviť bez priradenia' });
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.reload();
    await gbpRow.getByRole('button', { name: 'Vybaviť bez priradenia' }).click();
    await expect(resolve).toContainText('35,00 GBP');
    await expect(resolve).toContainText(`2. 4. ${YEAR}`);
    expect(await axeViolations(page), theme).toEqual([]);
    if (theme === 'light') await resolve.getByRole('button', { name: 'Zrušiť' }).click();
  }
  await resolve.getByRole('radio', { name: 'Odložená s poznámkou' }).check();
  const note = resolve.getByRole('textbox', { name: /^Poznámka/ });
  await resolve.getByRole('button', { name: 'Vybaviť bez priradenia' }).click();
  await expect(note).toBeFocused(); // required: the browser stops at the empty note
  await note.fill('Platiteľ nie je člen, platba omylom');
  await resolve.getByRole('button', { name: 'Vybaviť bez priradenia' }).click();
  await expect(page.getByText('Platba bola vybavená.')).toBeVisible();
  await expect(gbpRow).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`Nábrežie ${tag}`) }).first()).toBeVisible();
  await reflows(page);
});

test("finance staff assign unmatched payments in the dialog: the payer's IBAN shown, a suggested record picked, a member found by name with the keyboard; axe in both themes, reflow at 320 and 390 px", async ({
  page,
  request,
}) => {
  const finance = await openYear(request);
  // Letters only: the names are searched for.
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const Tag = tag[0].toUpperCase() + tag.slice(1);
  const [lubica, tomas] = await Promise.all([
    createMember(request, { verified: true, profile: { first_name: 'Ľubica', last_name: `Hrušková ${Tag}` } }),
    createMember(request, { verified: true, profile: { first_name: 'Tomáš', last_name: `Kráľ ${Tag}` } }),
  ]);
  const [lubicaDues, tomasDues] = [await myDues(request, lubica), await myDues(request, tomas)];
  const statement = camt053(
    '02',
    [
      {
        ref: `TB${tag}S1`,
        amount: '40.00',
        endToEndId: '/VS9999999999',
        debtor: `HRUSKOVA ${Tag.toUpperCase()} LUBICA`,
        debtorIban: 'SK6807200002891987426353',
        note: `Prispevok ${tag}`,
        bookedOn: `${YEAR}-05-04`,
      },
      {
        ref: `TB${tag}S2`,
        amount: '40.00',
        debtor: `Firma ${Tag} s.r.o.`,
        debtorIban: 'SK0809000000000123123123',
        bookedOn: `${YEAR}-05-05`,
      },
    ],
    `${YEAR}-${tag}S`,
  );
  await importThenOpenUnmatched(page, request, finance, statement, tag);

  // The list and the dialog show the payer's account; the dialog suggests Ľubica's record, saying why.
  const lubicaRow = page.getByRole('row', { name: new RegExp(`HRUSKOVA ${Tag.toUpperCase()}`) });
  await expect(lubicaRow).toContainText('SK68 0720 0002 8919 8742 6353');
  const assign = page.getByRole('dialog', { name: 'Priradiť platbu k príspevku' });
  const suggestion = assign.getByRole('button', {
    name: new RegExp(`^Ľubica Hrušková ${Tag}, rok ${YEAR}, VS ${lubicaDues.variable_symbol}, dlží 40,00 €`),
  });
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.reload();
    await lubicaRow.getByRole('button', { name: 'Priradiť' }).click();
    for (const text of [
      'IBAN platiteľa',
      'SK68 0720 0002 8919 8742 6353',
      '40,00 €',
      `4. 5. ${YEAR}`,
      `Prispevok ${tag}`,
    ])
      await expect(assign).toContainText(text);
    await expect(suggestion).toContainText('Prečo: meno platiteľa sa zhoduje s menom člena, suma sa rovná dlžnej sume');
    expect(await axeViolations(page), theme).toEqual([]);
    if (theme === 'light') await assign.getByRole('button', { name: 'Zrušiť' }).click();
  }
  await page.screenshot({ path: test.info().outputPath('assign-dialog-1280.png'), fullPage: true });
  await reflows(page);
  await page.screenshot({ path: test.info().outputPath('assign-dialog-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // One click picks the suggestion: pressed, the symbol filled in and announced; then assigned.
  await suggestion.click();
  await expect(suggestion).toHaveAttribute('aria-pressed', 'true');
  await expect(assign.getByRole('textbox', { name: /^Variabilný symbol/ })).toHaveValue(lubicaDues.variable_symbol);
  await expect(assign.getByRole('status')).toHaveText(
    `Vybraný príspevok: Ľubica Hrušková ${Tag}, rok ${YEAR}, VS ${lubicaDues.variable_symbol}`,
  );
  await assign.getByRole('button', { name: 'Priradiť' }).click();
  await expect(page.getByText('Platba bola priradená.')).toBeVisible();
  await expect(lubicaRow).toHaveCount(0);
  expect(await myDues(request, lubica)).toMatchObject({ paid: 40, status: 'paid' });

  // The company's payment: Tomáš found by name with the keyboard alone (no diacritics, surname first).
  const firmRow = page.getByRole('row', { name: new RegExp(`Firma ${Tag}`) });
  const firmAssign = firmRow.getByRole('button', { name: 'Priradiť' });
  await tabTo(page, firmAssign, { max: 120 });
  await press(page, 'Enter');
  const search = assign.getByRole('combobox', { name: /^Nájsť člena/ });
  await expectFocusOn(search);
  await expect(assign).toContainText('SK08 0900 0000 0001 2312 3123');
  await type(page, `kral ${tag} tomas`);
  const option = page.getByRole('option', { name: `Tomáš Kráľ ${Tag} (${tomas.email})` });
  await expect(option).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('member-search-1280.png') });
  await press(page, 'ArrowDown');
  // The option the arrow reached is the combobox's active descendant (what a screen reader reads).
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await press(page, 'Enter');
  await expect(search).toHaveValue(`Tomáš Kráľ ${Tag} (${tomas.email})`);
  await expect(assign.getByRole('textbox', { name: /^Variabilný symbol/ })).toHaveValue(tomasDues.variable_symbol);
  await expect(assign.getByRole('status')).toHaveText(
    `Vybraný príspevok: Tomáš Kráľ ${Tag}, rok ${YEAR}, VS ${tomasDues.variable_symbol}`,
  );
  await tabTo(page, assign.getByRole('button', { name: 'Priradiť' }));
  await press(page, 'Enter');
  await expect(page.getByText('Platba bola priradená.')).toBeVisible();
  await expect(firmRow).toHaveCount(0);
  expect(await myDues(request, tomas)).toMatchObject({ paid: 40, status: 'paid' });
});

test("the console's dues actions: statement preview and import, assigning a payment, the CSV, cash and a waiver", async ({
  page,
  request,
}) => {
  const finance = await openYear(request);
  const [paying, assigned, cash, waived] = await Promise.all(
    [1, 2, 3, 4].map(() => createMember(request, { verified: true })),
  );
  const symbol = async (member: Member) => (await myDues(request, member)).variable_symbol;
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const unknownPayer = `Neznámy platca ${tag}`;
  const statement = camt053(
    '08',
    [
      {
        ref: `TB${tag}A1`,
        amount: '40.00',
        endToEndId: `/VS${await symbol(paying)}/SS/KS`,
        debtor: `Platca ${tag}`,
        bookedOn: `${YEAR}-03-12`,
      },
      {
        ref: `TB${tag}A2`,
        amount: '15.00',
        endToEndId: '/VS9999999999/SS/KS',
        debtor: unknownPayer,
        bookedOn: `${YEAR}-03-12`,
      },
    ],
    `${YEAR}-${tag}`,
  );
  await signInToConsole(page, finance.email, finance.password);
  await expect(page.getByRole('heading', { name: `Členské príspevky ${YEAR}` })).toBeVisible();

  // A statement: the preview says what each entry would do, and confirming records it.
  await page.goto('/admin/dues-imports/create');
  await page
    .getByLabel('Súbor výpisu (XML)')
    .setInputFiles({ name: `vypis-${tag}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) });
  const preview = page.getByRole('table', { name: 'Náhľad importu' });
  await expect(preview.getByRole('row', { name: /Zaplatené presne/ })).toBeVisible();
  await expect(preview.getByRole('row', { name: new RegExp(`${unknownPayer}.*Neznámy symbol`) })).toBeVisible();
  await page.getByRole('button', { name: 'Potvrdiť import' }).click();
  await expect(page.getByText('Import je hotový: zapísané 2, priradené 1.')).toBeVisible();
  expect(await myDues(request, paying)).toMatchObject({ paid: 40, status: 'paid' });

  // The unmatched payment, assigned to a record by its variable symbol.
  await page.goto('/admin/dues-payments');
  await page
    .getByRole('row', { name: new RegExp(unknownPayer) })
    .getByRole('button', { name: 'Priradiť' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Priradiť platbu k príspevku' });
  await dialog.getByRole('textbox', { name: /^Variabilný symbol/ }).fill(await symbol(assigned));
  await dialog.getByRole('button', { name: 'Priradiť' }).click();
  await expect(page.getByText('Platba bola priradená.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(unknownPayer) })).toHaveCount(0);
  expect(await myDues(request, assigned)).toMatchObject({ paid: 15, status: 'partly_paid' });

  // The year's records as CSV.
  await page.goto('/admin/dues');
  const csvButton = page.getByRole('button', { name: 'Stiahnuť CSV' });
  await expect(csvButton).toBeEnabled(); // the list has loaded its records
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await csvButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`clenske-prispevky-${YEAR}.csv`);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(csv);
  for (const row of rows) expect(row).toHaveLength(header.length);
  const paidSymbol = await symbol(paying);
  expect(rows.find((row) => row[header.indexOf('Variabilný symbol')] === paidSymbol)).toBeDefined();

  // Cash received by hand, on the record's page.
  await page.goto(`/admin/dues/${(await myDues(request, cash)).id}`);
  await page.getByRole('textbox', { name: /^Poznámka( \*)?$/ }).fill('Hotovosť na stretnutí');
  await page.getByRole('button', { name: 'Zaznamenať platbu v hotovosti' }).click();
  await expect(page.getByText('Platba bola zaznamenaná.')).toBeVisible();
  expect(await myDues(request, cash)).toMatchObject({ paid: 40, status: 'paid' });

  // The member's plan: waived.
  await page.goto(`/admin/dues/${(await myDues(request, waived)).id}`);
  await page.getByRole('switch', { name: 'Odpustiť príspevok (čestný člen)' }).check();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Plán člena bol uložený.')).toBeVisible();
  expect(await myDues(request, waived)).toMatchObject({ status: 'waived' });
});

// The dues screens in Slovak throughout: the preview's dates as "12. 3. 2026" and no raw format
// name, a statement imported before offers nothing to confirm, unmatched amounts as "15,00 €", the
// payments' sources named, and the record readable at 320 and 390 px without sideways scrolling.
test('the dues screens: Slovak dates, amounts and sources, a re-imported statement, and the record at 320 and 390 px', async ({
  page,
  request,
}) => {
  const finance = await openYear(request);
  const member = await createMember(request, { verified: true });
  const record = await myDues(request, member);
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const unknownPayer = `Neznámy platca ${tag}`;
  const statement = camt053(
    '02',
    [
      {
        ref: `SK${tag}B1`,
        amount: '20.00',
        endToEndId: `/VS${record.variable_symbol}/SS/KS`,
        debtor: `Platca ${tag}`,
        bookedOn: `${YEAR}-03-12`,
      },
      {
        ref: `SK${tag}B2`,
        amount: '15.00',
        endToEndId: '/VS9999999999/SS/KS',
        debtor: unknownPayer,
        bookedOn: `${YEAR}-03-12`,
      },
    ],
    `${YEAR}-S${tag}`,
  );
  await signInToConsole(page, finance.email, finance.password);
  await expect(page.getByRole('heading', { name: `Členské príspevky ${YEAR}` })).toBeVisible();

  await page.goto('/admin/dues-imports/create');
  const file = { name: `vypis-${tag}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) };
  await page.getByLabel('Súbor výpisu (XML)').setInputFiles(file);
  const preview = page.getByRole('table', { name: 'Náhľad importu' });
  await expect(preview.getByRole('row', { name: new RegExp(`^12\\. 3\\. ${YEAR} .*Čiastočná platba`) })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('camt.053.001');
  await page.getByRole('button', { name: 'Potvrdiť import' }).click();
  await expect(page.getByText('Import je hotový: zapísané 2, priradené 1.')).toBeVisible();

  // The same statement again: everything was imported before, so there is nothing to confirm.
  await page.goto('/admin/dues-imports/create');
  await page.getByLabel('Súbor výpisu (XML)').setInputFiles(file);
  await expect(preview.getByRole('row', { name: /Už importované/ })).toHaveCount(2);
  await expect(page.getByText('Všetky položky tohto výpisu už boli importované, nie je čo zapísať.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Potvrdiť import' })).toHaveCount(0);

  // The unmatched payment's amount as other screens show amounts.
  await page.goto('/admin/dues-payments');
  await expect(page.getByRole('row', { name: new RegExp(unknownPayer) })).toContainText('15,00 €');

  // The record: cash for the rest, then both payments with their sources in words.
  await page.goto(`/admin/dues/${record.id}`);
  await page.getByRole('textbox', { name: /^Poznámka( \*)?$/ }).fill('Hotovosť na stretnutí');
  await page.getByRole('button', { name: 'Zaznamenať platbu v hotovosti' }).click();
  await expect(page.getByText('Platba bola zaznamenaná.')).toBeVisible();
  await expect(page.getByRole('row', { name: /bankový prevod/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /zadaná ručne/ })).toBeVisible();
  await reflows(page);
});

// Opened in late November, a year's due date defaults to the coming 31 March, never to one passed.
test('a new year opened in November defaults its due date to the coming 31 March', async ({ page, request }) => {
  const finance = await openYear(request);
  await page.clock.setFixedTime(new Date(`${YEAR}-11-28T10:00:00`));
  await signInToConsole(page, finance.email, finance.password);
  await expect(page.getByRole('heading', { name: /^Členské príspevky/ })).toBeVisible();
  await page.goto('/admin/dues-years/create');
  await expect(page.getByLabel(/^Splatnosť/)).toHaveValue(`${YEAR + 1}-03-31`);
  await expect(page.getByRole('spinbutton', { name: /^Rok/ })).toHaveValue(String(YEAR + 1));
});

test("the console's dues list opens on the open year, whatever the calendar year of the browser", async ({
  page,
  request,
}) => {
  const finance = await openYear(request);
  // Autumn of the year before: the club has opened the coming year's dues already.
  await page.clock.setFixedTime(new Date(`${YEAR - 1}-11-20T10:00:00`));
  await signInToConsole(page, finance.email, finance.password);
  await expect(page.getByRole('heading', { name: `Členské príspevky ${YEAR}` })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Členské príspevky' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Rok' })).toHaveValue(String(YEAR));
  await expect(page.getByRole('button', { name: 'Stiahnuť CSV' })).toBeEnabled(); // records listed, not "Nájdených 0"
});

test('the PAY by square QR on the member page decodes to the IBAN, amount, variable symbol, beneficiary and note shown', async ({
  page,
  context,
  request,
}) => {
  await openYear(request);
  const member = await createMember(request, {
    verified: true,
    profile: { first_name: 'Ľubomír', last_name: 'Šťastný' },
  });
  await signIn(context, request, member);
  await page.goto('/uzivatel/clensky-prispevok');
  await loaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Členský príspevok' })).toBeVisible();
  const vs = (await page
    .locator('dt', { hasText: 'Variabilný symbol' })
    .locator('xpath=following-sibling::dd[1]')
    .locator('code')
    .textContent())!;
  expect(vs).toMatch(/^\d{10}$/);
  await expect(page.getByText(`Členský príspevok ${YEAR}, Ľubomír Šťastný`)).toBeVisible();

  const qr = page.getByRole('img', { name: /QR kód PAY by square/ });
  await expect(qr).toBeVisible();
  const { text } = await readQr(qr);
  expect(text).not.toBeNull();
  const [payment] = decode(text!).payments;
  expect(payment.bankAccounts[0].iban).toBe(IBAN);
  expect(payment.amount).toBe(40);
  expect(payment.variableSymbol).toBe(vs);
  expect(payment.beneficiary?.name).toBe('EV Klub o.z.');
  expect(payment.paymentNote).toBe(deburr(`Členský príspevok ${YEAR}, Ľubomír Šťastný`));
  expect(payment.paymentNote).toBe(`Clensky prispevok ${YEAR}, Lubomir Stastny`);
});

test('keyboard: the menu leads to the page and the variable symbol is copied with Enter', async ({
  page,
  context,
  request,
  browserName,
}) => {
  await openYear(request);
  const member = await createMember(request, { verified: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: process.env.EVKLUB_WEB_URL });
  await signIn(context, request, member);
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  await expect(page.getByRole('heading', { name: 'Členský príspevok' })).toBeVisible(); // the card while owed
  await tabTo(page, 'Členský príspevok');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/uzivatel\/clensky-prispevok$/);
  await loaded(page);
  await tabTo(page, 'Kopírovať: Variabilný symbol');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Skopírované do schránky')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied, browserName).toMatch(/^\d{10}$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe-core: the member dues screens (${theme})`, async ({ page, context, request }) => {
    const finance = await openYear(request);
    const member = await createMember(request, { verified: true });
    if (theme === 'dark')
      await context.addCookies([{ name: 'color-mode', value: 'dark', url: process.env.EVKLUB_WEB_URL! }]);
    await signIn(context, request, member);
    for (const path of ['/uzivatel/dashboard', '/uzivatel/clensky-prispevok']) {
      await page.goto(path);
      await loaded(page);
      await expect(page.getByRole('heading', { name: 'Členský príspevok' }).first()).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
    // Paid by hand: the confirmation opens and prints.
    const mine = await apiGet<{ v: { current: { id: string } } }>(request, '/api/me/dues', member.token);
    const paid = await call(request, 'post', `/api/admin/dues/${mine.v.current.id}/payments`, finance.token, {
      amount: 40,
      paid_on: `${YEAR}-01-15`,
      note: 'Hotovosť',
    });
    expect(paid.status()).toBe(201);
    await page.goto(`/uzivatel/clensky-prispevok/potvrdenie/${mine.v.current.id}`);
    await loaded(page);
    await expect(page.getByRole('button', { name: 'Vytlačiť' })).toBeVisible();
    expect(await axeViolations(page), 'confirmation').toEqual([]);
    if (theme === 'dark') await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test(`axe-core: the console's dues screens (${theme})`, async ({ page, request }) => {
    const finance = await openYear(request);
    await useTheme(page, theme);
    await signInToConsole(page, finance.email, finance.password);
    await expect(page.getByRole('heading', { name: `Členské príspevky ${YEAR}` })).toBeVisible();
    expect(await axeViolations(page), 'home').toEqual([]);
    await checkScreens(
      page,
      [
        { url: '/admin/dues', ready: 'Variabilný symbol' },
        { url: '/admin/fee-plans', ready: 'Riadny člen' },
        { url: '/admin/dues-years', ready: String(YEAR) },
        { url: '/admin/dues-settings', ready: 'IBAN' },
        { url: '/admin/dues-payments', ready: 'Nepriradené platby' },
        { url: '/admin/dues-imports', ready: 'Importy výpisov' },
        { url: '/admin/dues-imports/create', ready: 'Súbor výpisu (XML)' },
      ],
      ['/admin/dues', '/admin/fee-plans'],
    );
  });
}
