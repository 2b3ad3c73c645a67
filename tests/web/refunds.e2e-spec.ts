// Refunds of event payments in the browser. The member whose payment came in cash gives the account
// on "Moje udalosti" (an empty field and a wrong check digit are refused on the field, which keeps
// the focus; the saved account shows masked); the treasurer exports the SEPA file from the console's
// "Vrátenia" (the download is read back as pain.001.001.03), sees the refunds in it, marks one
// refunded by hand and the other by importing the statement that shows its debit. The member section passes axe in both colour modes and reflows at 320 px.
import fs from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { expect, test, type Page } from './fixtures';
import { axeViolations, createMember, loaded, signIn, type Member } from './member-support';
import { IBAN as CLUB_IBAN, treasurerWithAccount } from './dues-support';
import { signInToConsole, useTheme } from './staff-support';
import { overflow } from './public-support';
import { camt053 } from '../support/camt053';
import { owedRefund } from './refunds-support';

test.describe.configure({ timeout: 120_000 });

const MEMBER_IBAN = 'SK9509000000000123456789';
const OTHER_IBAN = 'SK2411000000002612345678';

async function member(request: Parameters<typeof createMember>[0], first: string, last: string) {
  const created = await createMember(request, { verified: true, profile: { first_name: first, last_name: last } });
  return { ...created, name: `${first} ${last}` } satisfies Member & { name: string };
}

const refundsSection = (page: Page) => page.getByRole('region', { name: 'Vrátenie platieb' });

test('a member gives the account for a refund of a cash payment on Moje udalosti', async ({
  page,
  context,
  request,
}) => {
  const eva = await member(request, 'Eva', 'Kováčová');
  const refund = await owedRefund(request, eva, 1500, null);
  await signIn(context, request, eva);
  await page.goto('/uzivatel/udalosti');
  await loaded(page);
  const section = refundsSection(page);
  const item = section.getByRole('listitem').filter({ hasText: refund.eventTitle });
  await expect(item).toContainText('15,00 €');
  await expect(item).toContainText('Čaká na vrátenie');
  await expect(item).toContainText('Zadajte účet, na ktorý vám platbu vrátime.');
  expect(await axeViolations(page)).toEqual([]);

  const iban = item.getByLabel('IBAN');
  await item.getByRole('button', { name: 'Uložiť účet' }).click();
  await expect(iban).toBeFocused();
  await expect(iban).toHaveAccessibleDescription(/Toto pole je povinné\./);
  await expect(page.getByRole('alert')).toHaveText('Skontrolujte prosím zvýraznené polia.');

  // The shape is right, the check digits are not: the server refuses it, on the field.
  await iban.fill('SK96 0900 0000 0001 2345 6789');
  await item.getByRole('button', { name: 'Uložiť účet' }).click();
  await expect(iban).toHaveAccessibleDescription(/IBAN nie je platný\. Skontrolujte dĺžku a kontrolné číslice\./);
  await expect(iban).toBeFocused();

  await iban.fill('SK95 0900 0000 0001 2345 6789');
  await item.getByLabel('Majiteľ účtu (nepovinné)').fill('Eva Kováčová');
  await item.getByRole('button', { name: 'Uložiť účet' }).click();
  const saved = item.getByRole('status');
  await expect(saved).toHaveText('Účet sme uložili. Platbu vrátime najbližším hromadným prevodom.');
  await expect(saved).toBeFocused();
  await expect(item).toContainText('Na účet SK95 … 6789');
  await expect(item.getByLabel('IBAN')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(MEMBER_IBAN);

  expect(await axeViolations(page)).toEqual([]);
  await context.addCookies([{ name: 'color-mode', value: 'dark', url: process.env.EVKLUB_WEB_URL! }]);
  await page.reload();
  await loaded(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(refundsSection(page)).toContainText('Na účet SK95 … 6789');
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 320, height: 800 });
  await expect.poll(() => overflow(page)).toMatchObject({ by: 0 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('moje-udalosti-vratenia-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('moje-udalosti-vratenia-390.png'), fullPage: true });
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
type Tx = {
  PmtId: { EndToEndId: string };
  Amt: { InstdAmt: { '#text': string; '@Ccy': string } };
  Cdtr: { Nm: string };
  CdtrAcct: { Id: { IBAN: string } };
  RmtInf: { Ustrd: string };
};

test('the treasurer exports the SEPA file, sees the refunds in it and marks one refunded by hand', async ({
  page,
  request,
}) => {
  const treasurer = await treasurerWithAccount(request);
  const peter = await member(request, 'Peter', 'Horváth');
  const jan = await member(request, 'Ján', 'Novák');
  const first = await owedRefund(request, peter, 2500, MEMBER_IBAN);
  const second = await owedRefund(request, jan, 3000, OTHER_IBAN);

  await useTheme(page, 'light');
  await signInToConsole(page, treasurer.email, treasurer.password);
  await page.getByRole('menuitem', { name: 'Vrátenia' }).click();
  await expect(page).toHaveURL(/\/admin\/refunds/);
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(first.eventTitle)).toContainText('Na vrátenie');
  await expect(row(first.eventTitle)).toContainText('25,00');
  await expect(row(first.eventTitle)).toContainText(MEMBER_IBAN);
  expect(await axeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovať SEPA príkaz' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vratenia-EVKLUB-VRATENIA-\d{8}-[A-Z0-9]{6}\.xml$/);
  const xml = fs.readFileSync((await download.path())!, 'utf8');
  const document = parser.parse(xml).Document;
  expect(document['@xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
  const payment = document.CstmrCdtTrfInitn.PmtInf;
  const transactions: Tx[] = [payment.CdtTrfTxInf].flat();
  // Other specs on the same server may have refunds owed too: the file holds at least these two.
  const mine = (id: string) => transactions.find((tx) => tx.PmtId.EndToEndId === id);
  expect(mine(first.endToEndId)).toEqual({
    PmtId: { EndToEndId: first.endToEndId },
    Amt: { InstdAmt: { '#text': '25.00', '@Ccy': 'EUR' } },
    Cdtr: { Nm: 'Peter Horváth' },
    CdtrAcct: { Id: { IBAN: MEMBER_IBAN } },
    RmtInf: { Ustrd: `Vrátenie: ${first.eventTitle} VS ${first.variableSymbol}` },
  });
  expect(mine(second.endToEndId)).toMatchObject({ Amt: { InstdAmt: { '#text': '30.00' } }, Cdtr: { Nm: 'Ján Novák' } });
  expect(payment.NbOfTxs).toBe(String(transactions.length));
  const cents = transactions.reduce((sum, tx) => sum + Math.round(Number(tx.Amt.InstdAmt['#text']) * 100), 0);
  expect(document.CstmrCdtTrfInitn.GrpHdr.CtrlSum).toBe((cents / 100).toFixed(2));
  expect(payment.DbtrAcct.Id.IBAN).toBe(CLUB_IBAN);
  await expect(page.getByText(/SEPA príkaz je stiahnutý/)).toBeVisible();
  await expect(row(first.eventTitle)).toContainText('V SEPA príkaze');
  await expect(row(second.eventTitle)).toContainText('V SEPA príkaze');

  // Nothing new to export now: the console says so in Slovak.
  await page.getByRole('button', { name: 'Exportovať SEPA príkaz' }).click();
  await expect(page.getByText(/Nie je čo exportovať/)).toBeVisible();

  await row(second.eventTitle).click();
  await expect(page.getByRole('button', { name: 'Označiť ako vrátené' })).toBeVisible();
  await expect(page.getByText('Vrátenie je už v SEPA príkaze alebo vrátené, účet sa nedá zmeniť')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uložiť' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('konzola-vratenie-1280.png'), fullPage: true });
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stiahnuť SEPA príkaz znova' }).click();
  expect(fs.readFileSync((await (await again).path())!, 'utf8')).toBe(xml);
  await page.getByRole('button', { name: 'Označiť ako vrátené' }).click();
  await expect(page.getByText('Vrátenie je označené ako vrátené.')).toBeVisible();
  await expect(page.getByText(/^Vrátené \(označil\(a\) /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Označiť ako vrátené' })).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Vrátenia' }).click();
  await expect(row(second.eventTitle)).toContainText('Vrátené');
  await expect(row(first.eventTitle)).toContainText('V SEPA príkaze');

  // The bank's statement shows the first transfer's debit: the import's preview names it, confirming marks it refunded.
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const statement = camt053(
    '02',
    [{ ref: `RF${tag}`, amount: '25.00', debit: true, endToEndId: first.endToEndId, creditor: 'Peter Horvath' }],
    `VR-${tag}`,
  );
  await page.goto('/admin/dues-imports/create');
  await page
    .getByLabel('Súbor výpisu (XML)')
    .setInputFiles({ name: `vypis-${tag}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) });
  const preview = page.getByRole('table', { name: 'Náhľad importu' });
  await expect(preview.getByRole('row', { name: /Vrátenie platby \(označí sa ako vrátené\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Potvrdiť import' }).click();
  await expect(page.getByText('Import je hotový: zapísané 0, priradené 0.')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Vrátenia' }).click();
  await expect(row(first.eventTitle)).toContainText('Vrátené');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('konzola-vratenia-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the export is an icon button, still named by its label.
  await expect(page.locator('button[aria-label="Exportovať SEPA príkaz"] svg')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('konzola-vratenia-390.png'), fullPage: true });
});

test('the console in the dark theme: the refunds list passes axe', async ({ page, request }) => {
  const treasurer = await createMember(request, { verified: true, permissions: { finance: 'full' } });
  const peter = await member(request, 'Peter', 'Horváth');
  const refund = await owedRefund(request, peter, 1200, null);
  await useTheme(page, 'dark');
  await signInToConsole(page, treasurer.email, treasurer.password);
  await page.getByRole('menuitem', { name: 'Vrátenia' }).click();
  await expect(page.getByRole('row').filter({ hasText: refund.eventTitle })).toContainText('chýba – zadá člen');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('konzola-vratenia-tmava-1280.png'), fullPage: true });
});
