// Commands for existing sites. `npm run media:rebuild` gives photos and avatars uploaded
// before processing existed their variants and removes their originals (which carry the GPS
// position); until then the original is served as before. `npm run storage:migrate -- --to s3`
// copies every stored file into the bucket, verified, and a second run copies nothing again; a
// server on the bucket then serves them.
import exifr from 'exifr';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { variables } from '../../server/src/config/config';
import { startTestApp, TestApp } from '../support/app';
import { createTestDatabase, queryDatabase, TestDatabase } from '../support/database';
import { phonePhoto } from '../support/images';
import { createMember } from '../support/members';
import { startBucket, TestBucket } from '../support/s3';
import { ensureServerBuild, ROOT } from '../support/server-build';

let database: TestDatabase;
let dataDir: string;
let bucket: TestBucket;
const PUBLIC_URL = 'http://evklub.test';

beforeAll(async () => {
  ensureServerBuild();
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-media-cmd-'));
  bucket = await startBucket('evklub-migrate');
});
afterAll(async () => {
  await database?.drop();
  await bucket?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a compiled command with only the configuration given (nothing leaks in from the test's environment). */
async function command(entry: string, env: Record<string, string>, args: string[] = []): Promise<string> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in variables)));
  const run = promisify(execFile);
  const { stdout } = await run(process.execPath, [path.join(ROOT, 'dist', 'server', 'bin', `${entry}.js`), ...args], {
    env: { ...inherited, DATABASE_URL: database.url, DATA_DIR: dataDir, PUBLIC_URL, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 25_000,
  }).catch((e: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(`${entry} failed: ${e.message}\n${e.stdout}\n${e.stderr}`);
  });
  return stdout;
}

/** GET on a connection of its own, closed after the answer (a kept-alive one could hold up the app's close). */
const fetchFrom = (t: TestApp, url: string) =>
  new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(url, t.url), { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
          .on('error', reject);
      })
      .on('error', reject);
  });

describe('npm run media:rebuild', () => {
  // Three server commands and a server start, each a process of its own: minutes on a busy machine.
  it('processes photos and avatars uploaded before, removing their originals; a second run has nothing to do', async () => {
    // What the site stored before this change: the phone's file as it came, named by a UUID.
    const photoName = `${randomUUID()}.jpg`;
    const avatarName = `${randomUUID()}.jpg`;
    fs.mkdirSync(path.join(dataDir, 'files', 'photos'), { recursive: true });
    fs.mkdirSync(path.join(dataDir, 'files', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'photos', photoName), await phonePhoto(1200, 900, 6));
    fs.writeFileSync(path.join(dataDir, 'files', 'avatars', avatarName), await phonePhoto(600, 600, 1));
    const [photo] = await queryDatabase<{ id: string }>(
      database.url,
      `INSERT INTO photos (src, alt, width, height) VALUES ($1, 'Stará fotka', 1200, 900) RETURNING id`,
      [`/api/photos/${photoName}`],
    );

    const t = await startTestApp(
      { DATA_DIR: dataDir, PUBLIC_URL, AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' },
      { database },
    );
    let member;
    try {
      member = await createMember(t);
      await queryDatabase(database.url, 'UPDATE profiles SET avatar_url = $1 WHERE id = $2', [
        `${PUBLIC_URL}/api/avatars/${avatarName}`,
        member.id,
      ]);
      // Until the command has run, the original is served as before (GPS and all).
      const before = await fetchFrom(t, `/api/photos/${photoName}`);
      expect(before.status).toBe(200);
      expect((await exifr.parse(before.body))?.latitude).toEqual(expect.any(Number));
    } finally {
      await t.close();
    }

    const out = await command('media-rebuild', {});
    expect(out).toContain('1 photo(s) and 1 avatar(s) processed, 0 failed');
    expect(fs.readdirSync(path.join(dataDir, 'files', 'photos'))).toEqual([]);
    expect(fs.readdirSync(path.join(dataDir, 'files', 'avatars'))).toEqual([]);
    const [row] = await queryDatabase<{ src: string; width: number; height: number; keys: number }>(
      database.url,
      "SELECT src, width, height, jsonb_array_length(variants -> 'keys') AS keys FROM photos WHERE id = $1",
      [photo.id],
    );
    expect(row).toEqual({
      src: expect.stringMatching(/^\/api\/media\/[0-9a-f]{32}\.jpg$/),
      width: 900,
      height: 1200,
      keys: 10,
    }); // 320, 640 and 900 px in three formats, and the preview
    const [profile] = await queryDatabase<{ avatar_url: string }>(
      database.url,
      'SELECT avatar_url FROM profiles WHERE id = $1',
      [member.id],
    );
    expect(profile.avatar_url).toMatch(new RegExp(`^${PUBLIC_URL}/api/media/[0-9a-f]{32}\\.webp$`));

    const served = await startTestApp({ DATA_DIR: dataDir, PUBLIC_URL }, { database });
    try {
      for (const url of [row.src, profile.avatar_url.slice(PUBLIC_URL.length)]) {
        const file = await fetchFrom(served, url);
        expect(file.status).toBe(200);
        expect(await exifr.parse(file.body).catch(() => null)).toBeFalsy();
      }
      expect((await fetchFrom(served, `/api/photos/${photoName}`)).status).toBe(404);
    } finally {
      await served.close();
    }
    expect(await command('media-rebuild', {})).toContain('0 photo(s) and 0 avatar(s) processed, 0 failed');
  }, 120_000);
});

describe('npm run storage:migrate -- --to s3', () => {
  it('copies every stored file into the bucket, verified; run again it copies nothing; a server on the bucket serves them', async () => {
    const local = fs
      .readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => `${path.basename(d.parentPath)}/${d.name}`)
      .sort();
    expect(local.length).toBeGreaterThanOrEqual(16);
    const first = await command('storage-migrate', bucket.env, ['--to', 's3']);
    expect(first).toContain(`${local.length} file(s) copied and verified, 0 already there`);
    expect(await bucket.keys()).toEqual(local);
    const again = await command('storage-migrate', bucket.env, ['--to', 's3']);
    expect(again).toContain(`0 file(s) copied and verified, ${local.length} already there`);

    const [row] = await queryDatabase<{ src: string }>(database.url, 'SELECT src FROM photos');
    const onBucket = await startTestApp(
      { ...bucket.env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-s3-app-')), PUBLIC_URL },
      { database },
    );
    try {
      expect((await fetchFrom(onBucket, row.src)).status).toBe(200);
    } finally {
      await onBucket.close();
    }
  }, 120_000);
});
