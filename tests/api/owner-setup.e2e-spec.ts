// The first owner (docs/product-rules.md §6): the one-time setup link (GET/POST /api/setup/owner,
// the link made as a start without an owner makes it) and `npm run owner -- <e-mail>` (the compiled
// dist/server/bin/owner.js against the test database), whose printed link signs in once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { openPrisma } from '../../server/src/database/cli';
import { issueSetupLinkIfNoOwner, setupTokenHash } from '../../server/src/modules/setup/owner-setup.service';
import { signedInClient, signedUpClient } from '../support/auth-client';
import { queryDatabase } from '../support/database';
import { ensureServerBuild, ROOT } from '../support/server-build';
import { startTestApp, type TestApp } from '../support/app';

const OWNER_CLI = path.join(ROOT, 'dist', 'server', 'bin', 'owner.js');
const JWT_SECRET = 'owner-setup-test-secret-0123456789abcdef';
const PASSWORD = 'Vlastnik-Klubu-2026!';

let t: TestApp;
const tempDirs: string[] = [];
const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  queryDatabase<T>(t.database.url, text, values);

async function newSetupLink(): Promise<string> {
  const prisma = openPrisma(t.database.url);
  try {
    const link = await issueSetupLinkIfNoOwner(prisma, t.config.PUBLIC_URL);
    return link ? link.url.slice(link.url.lastIndexOf('/') + 1) : '';
  } finally {
    await prisma.$disconnect();
  }
}

function runOwnerCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-owner-'));
  tempDirs.push(dataDir);
  const child = spawn(process.execPath, [OWNER_CLI, ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      DATABASE_URL: t.database.url,
      JWT_SECRET,
      PUBLIC_URL: t.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** Follows a printed /auth/v1/verify link as a browser would: the session in the redirect's fragment, or its error. */
async function followLink(link: string): Promise<{ accessToken: string | null; location: string }> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  return { accessToken: new URLSearchParams(location.split('#')[1] ?? '').get('access_token'), location };
}

async function isOwner(accessToken: string): Promise<boolean> {
  const me = await request(t.url).get('/api/me').set('authorization', `Bearer ${accessToken}`).expect(200);
  return me.body.v.user.is_owner;
}

beforeAll(async () => {
  ensureServerBuild();
  t = await startTestApp({
    JWT_SECRET,
    AUTH_AUTOCONFIRM: 'true',
    AUTH_BCRYPT_COST: '4',
    RATE_LIMIT_SIGN_UP: 'off',
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
}, 300_000);

afterAll(async () => {
  await t?.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the setup link', () => {
  it('is refused when unknown, malformed or expired, and keeps only its hash', async () => {
    const unknown = await request(t.url)
      .get(`/api/setup/owner/${'A'.repeat(43)}`)
      .expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'errors.setup_link_invalid' });
    await request(t.url).get('/api/setup/owner/short').expect(404);
    const token = await newSetupLink();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await sql<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM owner_setup_links',
    );
    expect(rows.map((r) => r.token_hash)).toEqual([setupTokenHash(token)]);
    const hours = (rows[0].expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const ok = await request(t.url).get(`/api/setup/owner/${token}`).expect(200);
    expect(new Date(ok.body.v.expires_at).getTime()).toBe(rows[0].expires_at.getTime());
    await sql(`UPDATE owner_setup_links SET expires_at = now() - interval '1 minute'`);
    const expired = await request(t.url).get(`/api/setup/owner/${token}`).expect(410);
    expect(expired.body.code).toBe('errors.setup_link_expired');
    const post = await request(t.url)
      .post('/api/setup/owner')
      .send({ token, email: 'vlastnik@example.sk', password: PASSWORD })
      .expect(410);
    expect(post.body.code).toBe('errors.setup_link_expired');
  });

  it('creates the first owner once: bad input is refused, the owner signs in, a second use is 410', async () => {
    const token = await newSetupLink();
    await signedUpClient(t, 'clen@example.sk', PASSWORD);
    const bad = await request(t.url)
      .post('/api/setup/owner')
      .send({ token, email: 'no-address', password: PASSWORD })
      .expect(400);
    expect(bad.body.code).toBe('errors.validation');
    const weak = await request(t.url)
      .post('/api/setup/owner')
      .send({ token, email: 'vlastnik@example.sk', password: 'kratke' })
      .expect(422);
    expect(weak.body).toMatchObject({ statusCode: 422, code: 'errors.setup_weak_password' });
    const taken = await request(t.url)
      .post('/api/setup/owner')
      .send({ token, email: 'Clen@Example.sk', password: PASSWORD })
      .expect(409);
    expect(taken.body.code).toBe('errors.setup_email_taken');

    const created = await request(t.url)
      .post('/api/setup/owner')
      .send({ token, email: 'Vlastnik@Example.sk', password: PASSWORD })
      .expect(201);
    expect(created.body).toEqual({ v: { email: 'vlastnik@example.sk' } });
    const owner = await signedInClient(t, 'vlastnik@example.sk', PASSWORD);
    const { data } = await owner.auth.getSession();
    expect(await isOwner(data.session!.access_token)).toBe(true);
    expect(await sql('SELECT via, changed_by, owner_before, owner_after FROM permission_changes')).toEqual([
      { via: 'setup', changed_by: null, owner_before: false, owner_after: true },
    ]);

    const again = await request(t.url)
      .post('/api/setup/owner')
      .send({ token, email: 'druhy@example.sk', password: PASSWORD })
      .expect(410);
    expect(again.body).toMatchObject({ statusCode: 410, code: 'errors.setup_link_used' });
    expect((await request(t.url).get(`/api/setup/owner/${token}`).expect(410)).body.code).toBe(
      'errors.setup_link_used',
    );
    // A link made before the owner existed, unused, is refused now; a start makes no new one.
    await sql(`INSERT INTO owner_setup_links (token_hash, expires_at) VALUES ($1, now() + interval '1 hour')`, [
      setupTokenHash('B'.repeat(43)),
    ]);
    expect(
      (
        await request(t.url)
          .get(`/api/setup/owner/${'B'.repeat(43)}`)
          .expect(409)
      ).body.code,
    ).toBe('errors.setup_owner_exists');
    expect(await newSetupLink()).toBe('');
  });
});

describe('npm run owner', () => {
  it('makes a new account an owner; its printed link signs in once, not twice', async () => {
    const run = await runOwnerCli(['Novy.Vlastnik@example.sk']);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toContain('novy.vlastnik@example.sk is a new account and an owner');
    const link = /^(http\S+\/auth\/v1\/verify\?\S+)$/m.exec(run.stdout)?.[1];
    expect(link).toMatch(/type=recovery/);
    const first = await followLink(link!);
    expect(first.location).toMatch(/\/vytvorit-nove-heslo#/);
    expect(first.accessToken).toBeTruthy();
    expect(await isOwner(first.accessToken!)).toBe(true);
    const second = await followLink(link!);
    expect(second.accessToken).toBeNull();
    expect(second.location).toMatch(/error/);
    const [user] = await sql<{ encrypted_password: string | null; email_confirmed_at: Date | null }>(
      `SELECT encrypted_password, email_confirmed_at FROM auth.users WHERE email = 'novy.vlastnik@example.sk'`,
    );
    expect(user.encrypted_password).toBeNull();
    expect(user.email_confirmed_at).not.toBeNull();
  }, 60_000);

  it('makes an existing account an owner (audited via command), and says so when it is one already', async () => {
    const member = await signedUpClient(t, 'existujuci@example.sk', PASSWORD);
    const { data } = await member.auth.getSession();
    expect(await isOwner(data.session!.access_token)).toBe(false);
    const run = await runOwnerCli(['existujuci@example.sk']);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toContain('existujuci@example.sk is now an owner');
    const link = /^(http\S+\/auth\/v1\/verify\?\S+)$/m.exec(run.stdout)![1];
    const first = await followLink(link);
    expect(await isOwner(first.accessToken!)).toBe(true);
    expect((await followLink(link)).accessToken).toBeNull();
    const audit = await sql(
      `SELECT pc.via, pc.owner_before, pc.owner_after FROM permission_changes pc JOIN profiles p ON p.id = pc.member_id WHERE p.email = 'existujuci@example.sk'`,
    );
    expect(audit).toEqual([{ via: 'command', owner_before: false, owner_after: true }]);
    // The password still works: the command changes no password.
    await signedInClient(t, 'existujuci@example.sk', PASSWORD);

    const again = await runOwnerCli(['existujuci@example.sk']);
    expect(again.stdout).toContain('existujuci@example.sk is an owner already');
    expect(
      await sql(
        `SELECT 1 FROM permission_changes pc JOIN profiles p ON p.id = pc.member_id WHERE p.email = 'existujuci@example.sk'`,
      ),
    ).toHaveLength(1);
  }, 60_000);

  it('refuses a missing or malformed address with one line', async () => {
    const none = await runOwnerCli([]);
    expect(none.code).toBe(1);
    expect(none.stderr).toBe('EV Klub owner: usage: npm run owner -- <e-mail>\n');
    const bad = await runOwnerCli(['not-an-address']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^EV Klub owner: not an e-mail address: not-an-address\n$/);
  });
});
