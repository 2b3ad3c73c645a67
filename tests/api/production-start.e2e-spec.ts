// NODE_ENV=production refuses the development defaults (README "Run it for your club"): no demo
// seeding unless asked, no start without SMTP_URL (SMTP_URL=maildev asks for the local catcher), the
// seeded accounts' published passwords refused at sign-in, a warning for a PUBLIC_URL without
// https://, and a one-time setup link while the database has no owner. Against the real server
// process (dist/server/main.js).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anonKey } from '../../server/src/auth-api/crypto/keys';
import { PasswordHasher } from '../../server/src/auth-api';
import { loadConfig } from '../../server/src/config/config';
import {
  DEMO_ACCOUNTS,
  DEMO_MEMBER,
  DEMO_MEMBERS,
  DEMO_MEMBERS_PASSWORD,
  DEMO_STAFF,
} from '../../server/src/database/seed';
import { setupTokenHash } from '../../server/src/modules/setup/owner-setup.service';
import { createTestDatabase, queryDatabase, type TestDatabase } from '../support/database';
import { ensureServerBuild } from '../support/server-build';
import { killServers, spawnServer, started, type ServerProcess, stopServer } from '../support/server-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

const JWT_SECRET = 'production-start-test-secret-0123456789abcdef';
const apikey = anonKey(loadConfig({ JWT_SECRET, DATA_DIR: os.tmpdir() }));
const tempDirs: string[] = [];
let sink: SmtpSink;

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-production-'));
  tempDirs.push(dir);
  return dir;
}

/** A production start on `db` with mail into the local sink. */
async function productionServer(db: TestDatabase, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await spawnServer({
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    DATA_DIR: tempDir(),
    JWT_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    AUTH_BCRYPT_COST: '4',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '',
    ...env,
  });
  await started(server, 60_000);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  await stopServer(server);
}

async function signIn(
  server: ServerProcess,
  email: string,
  password: string,
): Promise<{ status: number; body: { error_code?: string; access_token?: string } }> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { error_code?: string; access_token?: string } };
}

const setupToken = (stdout: string) => /First owner:\s+\S+\/nastavenie\/([A-Za-z0-9_-]{43})\s/.exec(stdout)?.[1];

beforeAll(async () => {
  ensureServerBuild();
  sink = await startSmtpSink();
}, 300_000);

afterAll(async () => {
  killServers();
  await sink?.stop();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a production start', () => {
  it('stops without SMTP_URL with one line naming it', async () => {
    const server = await spawnServer({ NODE_ENV: 'production', SMTP_URL: '', DATA_DIR: tempDir(), JWT_SECRET });
    const { code } = await server.exited;
    expect(code).toBe(1);
    const lines = server.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^EV Klub: configuration error: SMTP_URL is required when NODE_ENV=production .*SMTP_URL=maildev/,
    );
  });

  it('on an empty database seeds no demo accounts, prints a setup link each start, and warns of a PUBLIC_URL without https://', async () => {
    const db = await createTestDatabase();
    try {
      const server = await productionServer(db);
      const out = server.stdout();
      expect(out).toMatch(/Warning: PUBLIC_URL http:\/\/localhost:\d+ is not https:\/\//);
      expect(out).not.toContain('Demo accounts');
      for (const account of [...DEMO_ACCOUNTS, { email: DEMO_MEMBERS[0].email, password: DEMO_MEMBERS_PASSWORD }]) {
        expect(await signIn(server, account.email, account.password)).toMatchObject({
          status: 400,
          body: { error_code: 'invalid_credentials' },
        });
      }
      expect(await queryDatabase(db.url, 'SELECT id FROM profiles')).toEqual([]);
      const token = setupToken(out);
      expect(token).toBeDefined();
      const link = await fetch(`${server.url}/api/setup/owner/${token}`);
      expect(link.status).toBe(200);
      await stop(server);

      // Another start without an owner: a fresh link; an https:// PUBLIC_URL is not warned of.
      const again = await productionServer(db, { PUBLIC_URL: 'https://klub.example' });
      const second = setupToken(again.stdout());
      expect(again.stdout()).toContain(`https://klub.example/nastavenie/${second}`);
      expect(second).not.toBe(token);
      expect(again.stdout()).not.toContain('Warning: PUBLIC_URL');
      const hashes = (
        await queryDatabase<{ token_hash: string }>(
          db.url,
          'SELECT token_hash FROM owner_setup_links ORDER BY created_at',
        )
      ).map((r) => r.token_hash);
      expect(hashes).toEqual([setupTokenHash(token!), setupTokenHash(second!)]);
      await stop(again);
    } finally {
      await db.drop();
    }
  }, 180_000);

  it('with SEED_DEMO=true seeds, warns of the demo accounts and refuses their published passwords', async () => {
    const db = await createTestDatabase();
    try {
      const server = await productionServer(db, { SEED_DEMO: 'true' });
      const warning = server
        .stdout()
        .split('\n')
        .find((line) => line.includes('Warning: these demo accounts'));
      for (const account of DEMO_ACCOUNTS) expect(warning).toContain(account.email);
      expect(warning).toContain(DEMO_MEMBERS[0].email);
      expect(server.stdout()).not.toContain(DEMO_STAFF.password);
      expect(
        Number((await queryDatabase<{ n: string }>(db.url, 'SELECT count(*) AS n FROM profiles'))[0].n),
      ).toBeGreaterThan(20);
      for (const account of [
        DEMO_STAFF,
        DEMO_MEMBER,
        { email: DEMO_MEMBERS[0].email, password: DEMO_MEMBERS_PASSWORD },
      ]) {
        expect(await signIn(server, account.email, account.password)).toMatchObject({
          status: 400,
          body: { error_code: 'invalid_credentials' },
        });
      }
      // A changed password signs in, and the account leaves the warning of the next start.
      await queryDatabase(db.url, 'UPDATE auth.users SET encrypted_password = $1 WHERE id = $2', [
        await new PasswordHasher().hash('Nove-Heslo-Spravcu-2026!', 4),
        DEMO_STAFF.id,
      ]);
      const signedIn = await signIn(server, DEMO_STAFF.email, 'Nove-Heslo-Spravcu-2026!');
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.access_token).toBeTruthy();
      await stop(server);
      const again = await productionServer(db);
      const next = again
        .stdout()
        .split('\n')
        .find((line) => line.includes('Warning: these demo accounts'));
      expect(next).toContain(DEMO_MEMBER.email);
      expect(next).not.toContain(DEMO_STAFF.email);
      await stop(again);
    } finally {
      await db.drop();
    }
  }, 180_000);

  it('keeps the local mail catcher when SMTP_URL=maildev asks for it', async () => {
    const db = await createTestDatabase();
    try {
      const server = await productionServer(db, { SMTP_URL: 'maildev', MAILDEV_SMTP_PORT: '0', MAILDEV_WEB_PORT: '0' });
      expect(server.stdout()).toMatch(/Mail inbox:\s+http/);
      await stop(server);
    } finally {
      await db.drop();
    }
  }, 120_000);
});
