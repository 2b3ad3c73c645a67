// "Stav servera" in the console (docs/operations.md): on a server of its own whose SMTP_URL points at
// a closed port, an owner opens it from the menu and sees the mail problem with its Slovak advice,
// the WAL archiving with its last segment and age, and that backups stay on this machine (no bucket),
// refreshes it from the keyboard, and axe finds nothing in either theme (nor does it scroll sideways
// at 320 px); a staff member who is no owner has no such menu entry, and the address says it is not
// theirs (the API refuses them: 403 errors.owner_required).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/src/common/net';
import { DEMO_MEMBER, DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { queryDatabase } from '../support/database';
import { embeddedUrl } from '../support/postgres-processes';
import { killServers, spawnServer, started, type ServerProcess } from '../support/server-process';
import { expect, test, type Browser, type Page } from './fixtures';
import { axeViolations } from './member-support';
import { accessToken } from './public-support';
import { expectDashboard, signInToConsole, useTheme } from './staff-support';

test.describe.configure({ timeout: 120_000 });

let server: ServerProcess;
let closedPort: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-status-web-'));

test.beforeAll(async () => {
  test.setTimeout(240_000);
  closedPort = await freePort(); // nothing listens there
  server = await spawnServer({
    DATA_DIR: dataDir,
    BACKUP_DIR: path.join(dataDir, 'backups'),
    BACKUP_WAL_TIMEOUT: '1',
    SEED_DEMO: 'true',
    SMTP_URL: `smtp://klub:tajne-heslo@127.0.0.1:${closedPort}`,
  });
  await started(server, 200_000);
  const db = embeddedUrl(server, dataDir);
  // The demo staff member becomes the owner; the demo member becomes staff (events) who is not one.
  await queryDatabase(db, 'UPDATE profiles SET is_owner = true WHERE id = $1', [DEMO_STAFF.id]);
  await queryDatabase(db, `UPDATE profiles SET permissions = '{"events":"full"}' WHERE id = $1`, [DEMO_MEMBER.id]);
});

test.afterAll(() => {
  killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function consolePage(browser: Browser, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'sk-SK' });
  const page = await context.newPage();
  await useTheme(page, theme);
  return page;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('an owner opens Stav servera from the menu: the mail server cannot be reached, and what to do', async ({
  browser,
}) => {
  const page = await consolePage(browser);
  await signInToConsole(page);
  await expectDashboard(page);
  await page.getByRole('menuitem', { name: 'Stav servera' }).click();
  await expect(page).toHaveURL(/\/admin\/status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stav servera' })).toBeVisible();

  const mail = page.getByRole('region', { name: 'Pošta' });
  await expect(mail).toContainText('Problém');
  await expect(mail).toContainText(
    `Poštový server 127.0.0.1:${closedPort} sa nedá zastihnúť: server neodpovedá (spojenie odmietnuté alebo prerušené).`,
  );
  await expect(mail).toContainText('Čo urobiť:');
  await expect(mail).toContainText('Skontrolujte adresu a port v SMTP_URL');
  await expect(page.getByText('Niečo treba opraviť, pozrite problémy nižšie.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('tajne-heslo');
  // The other checks are there, each with its state in words.
  for (const name of [
    'Úlohy na pozadí',
    'Zálohy',
    'Miesto na disku',
    'Databáza',
    'Úložisko súborov',
    'Verzia servera',
  ]) {
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Zálohy', exact: true })).toContainText(
    'So svojou databázou robí server zálohu aj sám podľa BACKUP_SCHEDULE',
  );
  // The WAL: archived continuously, the last segment and how long ago, what a lost server would cost.
  const wal = page.getByRole('region', { name: 'Priebežná archivácia zmien' });
  await expect(wal).toContainText('V poriadku');
  await expect(wal).toContainText(
    /Zmeny databázy sa priebežne archivujú do BACKUP_DIR: posledný segment [0-9A-F]{24} pred \d+ s \(/,
  );
  await expect(wal).toContainText('Pri strate servera sa stratia najviac zmeny asi za 1 s.');
  const offsite = page.getByRole('region', { name: 'Zálohy mimo servera' });
  await expect(offsite).toContainText('Upozornenie');
  await expect(offsite).toContainText('Nie je nastavený bucket na zálohy');
  await expect(offsite).toContainText('Nastavte BACKUP_S3_BUCKET');
  await expect(page.getByRole('region', { name: 'Databáza' })).toContainText('V poriadku');

  // "Obnoviť stav" from the keyboard: the checks run again and say when.
  const refresh = page.getByRole('button', { name: 'Obnoviť stav' });
  await refresh.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Skontrolované/ })).toBeVisible();
  await expect(refresh).toBeFocused();
  expect(await axeViolations(page), 'status, light theme').toEqual([]);
  await page.context().close();
});

test('on a phone (320 px, 390 px): from the menu drawer, nothing scrolls sideways', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'sk-SK',
    viewport: { width: 320, height: 700 },
  });
  const page = await context.newPage();
  await signInToConsole(page);
  await expectDashboard(page);
  await page.getByRole('button', { name: 'Otvoriť menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('menuitem', { name: 'Stav servera' }).click();
  const mail = page.getByRole('region', { name: 'Pošta' });
  await expect(mail).toContainText('Skontrolujte adresu a port v SMTP_URL');
  await expect(page.getByRole('region', { name: 'Priebežná archivácia zmien' })).toContainText(
    /posledný segment [0-9A-F]{24}/,
  );
  await expect(page.getByRole('region', { name: 'Zálohy mimo servera' })).toContainText('Nastavte BACKUP_S3_BUCKET');
  expect(await noSidewaysScroll(page), 'no sideways scroll at 320 px').toBe(true);
  await page.setViewportSize({ width: 390, height: 700 });
  await expect(mail).toBeVisible();
  expect(await noSidewaysScroll(page), 'no sideways scroll at 390 px').toBe(true);
  await context.close();
});

test('the status screen in the dark theme: axe finds nothing', async ({ browser }) => {
  const page = await consolePage(browser, 'dark');
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto('/admin/status');
  await expect(page.getByRole('region', { name: 'Pošta' })).toContainText('Problém');
  await expect(page.getByRole('region', { name: 'Priebežná archivácia zmien' })).toContainText('V poriadku');
  await expect(page.getByRole('region', { name: 'Zálohy mimo servera' })).toContainText('Upozornenie');
  expect(await axeViolations(page), 'status, dark theme').toEqual([]);
  await page.context().close();
});

test('staff who are no owner: no menu entry, the address says it is for owners, the API refuses', async ({
  browser,
}) => {
  const page = await consolePage(browser);
  await signInToConsole(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expectDashboard(page);
  await expect(page.getByRole('menuitem', { name: 'Udalosti' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Stav servera' })).toHaveCount(0);
  await page.goto('/admin/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Stav servera' })).toBeVisible();
  await expect(page.getByText('Stav servera vidí len vlastník klubu.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pošta' })).toHaveCount(0);
  const token = await accessToken(page.request, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const refused = await page.request.get('/api/admin/status', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'errors.owner_required' });
  await page.context().close();
});
