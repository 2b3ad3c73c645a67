// The first owner's setup link in Chromium: a production start of an empty database (its own
// embedded PostgreSQL under a fresh DATA_DIR, not the suite's seeded server) prints the link; the page
// creates the owner's account, signs in and opens the staff console; a second use of the link
// shows the Slovak refusal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { anonKey } from '../../server/src/auth-api';
import { freePort } from '../../server/src/common/net';
import { loadConfig } from '../../server/src/config/config';
import { killServers, spawnServer, started, type ServerProcess } from '../support/server-process';
import { expect, test } from './fixtures';

let server: ServerProcess;
let setupLink: string;
let dataDir: string;
const jwtSecret = randomBytes(32).toString('hex');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-owner-web-'));
  const port = await freePort();
  server = await spawnServer({
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
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

test('the setup link creates the owner, who lands in the console; a second use is refused in Slovak', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(setupLink);
  await expect(page.getByRole('heading', { name: 'Nastavenie klubu' })).toBeVisible();
  await page.getByLabel('E-mail').fill('predseda@klub.example');
  await page.getByLabel('Heslo', { exact: true }).fill('Vlastnik-Klubu-2026!');
  await page.getByLabel('Heslo znova').fill('Vlastnik-Klubu-2026!');
  await page.getByRole('button', { name: 'Vytvoriť účet vlastníka' }).click();
  await page.waitForURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Vitajte v administrácii EV Klubu' })).toBeVisible();
  // The account the page made is the owner's: its password signs in, and /api/me says is_owner.
  const token = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: anonKey(loadConfig({ JWT_SECRET: jwtSecret, DATA_DIR: dataDir })),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email: 'predseda@klub.example', password: 'Vlastnik-Klubu-2026!' }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const me = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token.access_token}` } }).then(
    (r) => r.json() as Promise<{ v: { user: { is_owner: boolean } } }>,
  );
  expect(me.v.user.is_owner).toBe(true);

  const other = await browser.newContext();
  const again = await other.newPage();
  await again.goto(setupLink);
  await expect(again.getByRole('alert')).toHaveText(
    'Tento odkaz na nastavenie klubu už bol použitý. Prihláste sa účtom, ktorý ním vznikol.',
  );
  await expect(again.getByRole('button', { name: 'Vytvoriť účet vlastníka' })).toHaveCount(0);
  await other.close();
});
