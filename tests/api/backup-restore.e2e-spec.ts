// The restore drill: accounts, pages, uploaded files and queued mail written to a running
// server with the embedded PostgreSQL; `npm run backup` taken while writes go on; the data folder
// destroyed; `npm run restore` into an empty one; the server started on it has everything that was
// committed before the backup began, nothing half-written, and the files byte for byte. Each run of
// `npm run backup`, good or failed, is recorded in the database.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { variables } from '../../server/src/config/config';
import { queryDatabase } from '../support/database';
import { ensureServerBuild, ROOT } from '../support/server-build';
import { killServers, spawnServer, started, stopServer } from '../support/server-process';
import { embeddedUrl, postgresPids } from '../support/postgres-processes';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-drill-'));
fs.chmodSync(root, 0o755); // as root, PostgreSQL runs as `postgres`, which must reach the data folders
const original = path.join(root, 'original');
const restored = path.join(root, 'restored');
const backups = path.join(root, 'backups');

/** Runs a compiled command (dist/server/bin/<name>.js) as `npm run <name>` does, with only the given configuration. */
async function command(name: string, args: string[], env: Record<string, string>) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !(key in variables)));
  return promisify(execFile)(process.execPath, [path.join(ROOT, 'dist', 'server', 'bin', `${name}.js`), ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    timeout: 120_000,
  });
}

beforeAll(() => ensureServerBuild(), 300_000);
afterAll(() => {
  killServers();
  for (const dir of [original, restored]) for (const pid of postgresPids(dir)) process.kill(pid, 'SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('restore drill: back up while writes run, destroy, restore; every account, page, file and queued mail is there', async () => {
    const first = await spawnServer({ DATA_DIR: original });
    await started(first, 90_000);
    const db = embeddedUrl(first, original);
    const anonKey = /Anon key:\s+(\S+)/.exec(first.stdout())![1];

    // Accounts through the auth API; each sign-up queues a confirmation mail (SMTP is closed: it stays in the outbox).
    const emails = Array.from({ length: 4 }, (_, i) => `drill-${i}-${randomBytes(3).toString('hex')}@example.sk`);
    for (const email of emails) {
      const res = await fetch(`${first.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Elektromobil-2026' }),
      });
      expect(res.status).toBe(200);
    }
    // Uploaded files (the local store's folder), one of them large enough to be read in several chunks.
    const uploads = new Map([
      ['ab/drill-photo.webp', randomBytes(3 * 1024 * 1024 + 17)],
      ['cd/drill-file.pdf', randomBytes(1000)],
    ]);
    for (const [key, bytes] of uploads) {
      fs.mkdirSync(path.dirname(path.join(original, 'files', key)), { recursive: true });
      fs.writeFileSync(path.join(original, 'files', key), bytes);
    }

    // A write loop: published pages, one commit each, until the backup is done.
    const committed: string[] = [];
    let writing = true;
    const loop = (async () => {
      for (let i = 0; writing; i++) {
        const slug = `drill-page-${i}`;
        await queryDatabase(
          db,
          `INSERT INTO content_pages (slug, title, body, published_at) VALUES ($1, $2, $3, now())`,
          [slug, `Stránka ${i}`, 'x'.repeat(2000)],
        );
        committed.push(slug);
      }
    })();
    while (committed.length < 20) await new Promise((r) => setTimeout(r, 20));
    const beforeBackup = [...committed];
    const mailsBefore = await queryDatabase<{ id: string; recipient: string }>(
      db,
      `SELECT id, recipient FROM mail_outbox ORDER BY id`,
    );
    expect(mailsBefore.map((m) => m.recipient).sort()).toEqual([...emails].sort());

    const backup = await command('backup', [], { DATA_DIR: original, BACKUP_DIR: backups });
    const duringBackup = committed.length - beforeBackup.length;
    writing = false;
    await loop;
    expect(duringBackup).toBeGreaterThan(0); // the writes really ran while the backup was taken
    expect(backup.stdout).toMatch(/^EV Klub backup: .*evklub-backup-\d{8}T\d{6}Z\.tar\.gz \(/);
    const [archive] = fs.readdirSync(backups).map((n) => path.join(backups, n));
    // Each run is recorded in the database for the status page (docs/operations.md §2), a failed one with its reason.
    const notAFolder = path.join(root, 'not-a-folder');
    fs.writeFileSync(notAFolder, 'x');
    await expect(command('backup', [], { DATA_DIR: original, BACKUP_DIR: notAFolder })).rejects.toMatchObject({
      stderr: expect.stringMatching(/EEXIST|ENOTDIR/),
    });
    const runs = await queryDatabase<{
      ok: boolean;
      archive: string | null;
      bytes: string | null;
      error: string | null;
    }>(db, `SELECT ok, archive, bytes, error FROM backup_runs ORDER BY finished_at`);
    expect(runs).toEqual([
      { ok: true, archive: path.basename(archive), bytes: String(fs.statSync(archive).size), error: null },
      { ok: false, archive: null, bytes: null, error: expect.stringMatching(/EEXIST|ENOTDIR/) },
    ]);

    expect((await stopServer(first)).code).toBe(0);
    fs.rmSync(original, { recursive: true, force: true }); // the disaster

    const restore = await command('restore', [archive], { DATA_DIR: restored });
    expect(restore.stdout).toMatch(/restored into/);

    const second = await spawnServer({ DATA_DIR: restored });
    await started(second, 90_000);
    const again = embeddedUrl(second, restored);
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    const users = await queryDatabase<{ email: string }>(again, `SELECT email FROM auth.users`);
    expect(users.map((u) => u.email).sort()).toEqual([...emails].sort());
    const pages = await queryDatabase<{ slug: string; body: string }>(
      again,
      `SELECT slug, body FROM content_pages WHERE slug LIKE 'drill-page-%'`,
    );
    const slugs = new Set(pages.map((p) => p.slug));
    for (const slug of beforeBackup) expect(slugs).toContain(slug);
    for (const slug of slugs) expect(committed).toContain(slug); // nothing that never committed
    expect(pages.every((p) => p.body.length === 2000)).toBe(true);
    expect((await fetch(`${second.url}/${beforeBackup[0]}`)).status).toBe(200);
    const mails = await queryDatabase<{ id: string }>(again, `SELECT id FROM mail_outbox ORDER BY id`);
    expect(mails.map((m) => m.id)).toEqual(mailsBefore.map((m) => m.id));
    for (const [key, bytes] of uploads)
      expect(fs.readFileSync(path.join(restored, 'files', key)).equals(bytes)).toBe(true);
    // The secrets came along: the anon key (derived from the JWT secret) is the same.
    expect(/Anon key:\s+(\S+)/.exec(second.stdout())![1]).toBe(anonKey);

    expect((await stopServer(second)).code).toBe(0);

    // Restore refuses a folder that is not empty, and a damaged archive (leaving nothing behind).
    await expect(command('restore', [archive], { DATA_DIR: restored })).rejects.toMatchObject({
      stderr: expect.stringMatching(/is not empty/),
    });
    const damaged = path.join(root, 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    const elsewhere = path.join(root, 'elsewhere');
    await expect(command('restore', [damaged], { DATA_DIR: elsewhere })).rejects.toMatchObject({
      stderr: expect.stringMatching(/cannot be restored|damaged/),
    });
    expect(fs.existsSync(elsewhere)).toBe(false);
  }, 300_000);
});
