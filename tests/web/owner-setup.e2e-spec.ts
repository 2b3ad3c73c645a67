// The first owner's setup link in Chromium: a production start of an empty database (its own
// embedded PostgreSQL under a fresh DATA_DIR, not the suite's seeded server) prints the link; the page
// creates the owner's account, signs in and opens the staff console; a second use of the link
// shows the Slovak refusal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../server/src/common/net';
import { killServers, spawnServer, started, type ServerProcess } from '../support/server-process';
import { expect, test } from './fixtures';

let server: ServerProcess;
let setupLink: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-owner-web-'));
  const port = await freePort();
  server = await spawnServer({
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:9',
    SEED_DEMO: '',
  });
  await started(server, 150_000);
  setupLink = /First owner:\s+(\S+\/nastavenie\/[A-Za-z0-9_-]{43})\s/.exec(server.stdout())?.[1] ?? '';
  expect(setupLink).not.toBe('');
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the setup link creates the owner, who lands in the console; a second use is refused in Slovak', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto(setupLink);
  await expect(page.getByRole('heading', { name: 'Nastavenie klubu' })).toBeVisible();
  await page.getByLabel('E-mail').fill('predseda@klub.example');
  await page.getByLabel('Heslo', { exact: true }).fill('Vlastnik-Klubu-2026!');
  await page.getByLabel('Heslo znova').fill('Vlastnik-Klubu-2026!');
  await page.getByRole('button', { name: 'Vytvoriť účet vlastníka' }).click();
  await page.waitForURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Vitajte v administrácii EV Klubu' })).toBeVisible();
  // Signed in as the owner: the session the page stored says so to /api/me.
  const me = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    const token = key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : '';
    const response = await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as { v: { user: { email: string; is_owner: boolean } } };
  });
  expect(me.v.user).toMatchObject({ email: 'predseda@klub.example', is_owner: true });

  const other = await browser.newContext();
  const again = await other.newPage();
  await again.goto(setupLink);
  await expect(again.getByRole('alert')).toHaveText('Tento odkaz na nastavenie klubu už bol použitý. Prihláste sa účtom, ktorý ním vznikol.');
  await expect(again.getByRole('button', { name: 'Vytvoriť účet vlastníka' })).toHaveCount(0);
  await other.close();
});
