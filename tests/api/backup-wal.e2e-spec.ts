// Restore to a moment (docs/operations.md §6): the real server with its embedded PostgreSQL archives
// its WAL continuously while the backup bucket is down; a base backup is taken; rows are written at
// T1 and at T2 > T1 + 5 s; the bucket comes back and gets everything, encrypted. The server is
// killed with SIGKILL and its data folder deleted. A restore to a moment between T1 and T2 has
// exactly the T1 rows, `--latest` has both: from BACKUP_DIR, and from the bucket on a new machine
// (an empty folder and the key). A wrong key is refused and leaves nothing behind.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { variables } from '../../server/src/config/config';
import { freePort } from '../../server/src/common/net';
import { queryDatabase } from '../support/database';
import { startBucket, type TestBucket } from '../support/s3';
import { ensureServerBuild, ROOT } from '../support/server-build';
import { killServers, spawnServer, started, type ServerProcess, stopServer } from '../support/server-process';
import { embeddedUrl, postgresPids } from '../support/postgres-processes';
import { until } from '../support/until';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-wal-'));
fs.chmodSync(root, 0o755); // as root, PostgreSQL runs as `postgres`, which must reach the data folders
const original = path.join(root, 'original');
const backups = path.join(root, 'backups');
const KEY = 'correct horse battery staple 2026';
const METRICS_TOKEN = randomBytes(16).toString('hex');
let bucket: TestBucket | undefined;
let bucketPort = 0;

/** The settings every process of the test shares: the backup bucket (its own, not the storage's) and the key. */
const shared = () => ({
  BACKUP_S3_BUCKET: 'evklub-backups',
  BACKUP_S3_ENDPOINT: `http://127.0.0.1:${bucketPort}`,
  BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
  BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  BACKUP_ENCRYPTION_KEY: KEY,
});

/** Runs a compiled command (dist/server/bin/<name>.js) as `npm run <name>` does, with only the given configuration. */
async function command(name: string, args: string[], env: Record<string, string>) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !(k in variables)));
  return promisify(execFile)(process.execPath, [path.join(ROOT, 'dist', 'server', 'bin', `${name}.js`), ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    timeout: 120_000,
  });
}

const readJson = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

/** Starts the server on a restored folder and returns the slugs of the test's pages it has. */
async function pagesAfterStart(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ slugs: string[]; server: ServerProcess }> {
  const server = await spawnServer({
    DATA_DIR: dataDir,
    BACKUP_DIR: path.join(root, `${path.basename(dataDir)}-backups`),
    ...env,
  });
  await started(server, 120_000);
  const rows = await queryDatabase<{ slug: string }>(
    embeddedUrl(server, dataDir),
    `SELECT slug FROM content_pages WHERE slug LIKE 'wal-%' ORDER BY slug`,
  );
  return { slugs: rows.map((r) => r.slug), server };
}

async function stop(server: ServerProcess): Promise<void> {
  expect((await stopServer(server)).code).toBe(0);
}

beforeAll(async () => {
  ensureServerBuild();
  bucketPort = await freePort(); // nothing listens there yet: the bucket is down
}, 300_000);
afterAll(async () => {
  killServers();
  for (const dir of fs.readdirSync(root))
    for (const pid of postgresPids(path.join(root, dir))) process.kill(pid, 'SIGKILL');
  await bucket?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('continuous WAL archiving and restore to a moment', () => {
  const t1 = ['wal-t1-a', 'wal-t1-b'];
  const t2 = ['wal-t2-a', 'wal-t2-b'];
  const t3 = ['wal-t3-last'];
  let target = '';

  it('archives every commit within BACKUP_WAL_TIMEOUT, keeps it while the bucket is down and ships it, encrypted, once it is back', async () => {
    const first = await spawnServer({
      DATA_DIR: original,
      BACKUP_DIR: backups,
      BACKUP_WAL_TIMEOUT: '2',
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
      ...shared(),
    });
    await started(first, 120_000);
    const db = embeddedUrl(first, original);

    const backup = await command('backup', [], { DATA_DIR: original, BACKUP_DIR: backups, ...shared() });
    expect(backup.stdout).toMatch(/^EV Klub backup: /);

    const insert = async (slugs: string[]) => {
      const [row] = await queryDatabase<{ at: Date; wal: string }>(
        db,
        `WITH i AS (INSERT INTO content_pages (slug, title, body, published_at) SELECT s, s, 'x', now() FROM unnest($1::text[]) AS s RETURNING 1)
         SELECT clock_timestamp() AS at, pg_walfile_name(pg_current_wal_insert_lsn()) AS wal FROM (SELECT count(*) FROM i) AS done`,
        [slugs],
      );
      return row;
    };
    const at1 = await insert(t1);
    await new Promise((r) => setTimeout(r, 2500));
    target = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 3000));
    const at2 = await insert(t2);
    expect(at2.at.getTime() - at1.at.getTime()).toBeGreaterThan(5000);

    // PostgreSQL archives the segment holding T2 within the timeout, without anyone asking for it.
    /** When PostgreSQL archived the segment `wal` (or a later one). */
    const archivedPast = (wal: string) =>
      until(
        `${wal} archived`,
        async () => {
          const [a] = await queryDatabase<{ last_archived_wal: string | null; last_archived_time: Date }>(
            db,
            `SELECT last_archived_wal, last_archived_time FROM pg_stat_archiver`,
          );
          return (a.last_archived_wal ?? '') >= wal ? a.last_archived_time : null;
        },
        30_000,
      );
    expect((await archivedPast(at2.wal)).getTime() - at2.at.getTime()).toBeLessThan(15_000);

    // The bucket is down: the segments stay in BACKUP_DIR, the state and the metrics say so, the log once.
    const state = await until('shipping to fail', async () => {
      const s = readJson(path.join(backups, 'shipping.json'));
      return s?.failingSince && s.waiting > 0 && s;
    });
    expect(state.lastError.message).toEqual(expect.any(String));
    const metrics = await (
      await fetch(`${first.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toMatch(/^evklub_backup_bucket_failing 1$/m);
    expect(metrics).toMatch(/^evklub_backup_wal_last_archived_age_seconds \d+$/m);
    expect(metrics).toMatch(/^evklub_backup_last_run_success 1$/m);
    await new Promise((r) => setTimeout(r, 6000)); // more rounds fail: still one line
    expect(first.stdout().match(/shipping to bucket evklub-backups fails since/g)).toHaveLength(1);

    // The bucket comes back: everything is shipped, encrypted (the bucket holds no plain segment).
    bucket = await startBucket('evklub-backups', bucketPort);
    const local = fs.readdirSync(path.join(backups, 'wal')).flatMap((system) =>
      fs
        .readdirSync(path.join(backups, 'wal', system))
        .filter((n) => n.endsWith('.gz'))
        .map((n) => `backups/wal/${system}/${n}`),
    );
    await until(
      'everything shipped',
      async () => {
        const keys = new Set(await bucket!.keys());
        return (
          local.every((k) => keys.has(k)) &&
          [...keys].some((k) => k.endsWith('.tar.gz.json')) &&
          readJson(path.join(backups, 'shipping.json'))?.failingSince === null
        );
      },
      60_000,
    );
    expect(local.some((k) => k.includes(at2.wal))).toBe(true);

    // A last commit is archived (and shipped) within the timeout, without anyone asking: a crash after that loses
    // nothing of it.
    const at3 = await insert(t3);
    const window = (await archivedPast(at3.wal)).getTime() - at3.at.getTime();
    expect(window).toBeLessThan(15_000);
    await until(
      'the last commit shipped',
      async () =>
        (await bucket!.keys()).some((k) => k.includes(`${at3.wal}.gz`)) &&
        readJson(path.join(backups, 'shipping.json'))?.waiting === 0,
      30_000,
    );

    // The crash: server and PostgreSQL killed at once, the data folder gone.
    process.kill(-first.child.pid!, 'SIGKILL');
    await first.exited;
    for (const pid of postgresPids(original)) process.kill(pid, 'SIGKILL');
    process.stdout.write(
      `the last commit was archived ${(window / 1000).toFixed(1)} s after it committed (BACKUP_WAL_TIMEOUT=2)\n`,
    );
    fs.rmSync(original, { recursive: true, force: true });
  }, 240_000);

  it('restores from BACKUP_DIR to a moment between T1 and T2 (exactly the T1 rows) and to the latest (both)', async () => {
    const toMoment = path.join(root, 'to-moment');
    const out = await command('restore', ['--to', target], { DATA_DIR: toMoment, BACKUP_DIR: backups, ...shared() });
    expect(out.stdout).toMatch(/base backup evklub-backup-.* from .*backups/);
    const a = await pagesAfterStart(toMoment);
    expect(a.slugs).toEqual(t1);
    expect(fs.existsSync(path.join(toMoment, 'restore-wal'))).toBe(false); // cleared once the recovery ended
    await stop(a.server);

    const latest = path.join(root, 'latest');
    await command('restore', ['--latest'], { DATA_DIR: latest, BACKUP_DIR: backups, ...shared() });
    const b = await pagesAfterStart(latest);
    expect(b.slugs).toEqual([...t1, ...t2, ...t3]);
    await stop(b.server);
  }, 240_000);

  it('restores from the bucket on a new machine with the key; a wrong key is refused and leaves nothing', async () => {
    const machine = path.join(root, 'new-machine');
    fs.mkdirSync(machine);
    const env = { BACKUP_DIR: path.join(machine, 'backups'), ...shared() };

    const wrong = path.join(machine, 'wrong');
    await expect(
      command('restore', ['--latest', '--from-bucket'], {
        ...env,
        DATA_DIR: wrong,
        BACKUP_ENCRYPTION_KEY: 'not the key, not the key',
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(/BACKUP_ENCRYPTION_KEY is not the key/),
    });
    expect(fs.readdirSync(machine)).toEqual([]);

    const toMoment = path.join(machine, 'to-moment');
    await command('restore', ['--to', target, '--from-bucket'], { ...env, DATA_DIR: toMoment });
    const a = await pagesAfterStart(toMoment);
    expect(a.slugs).toEqual(t1);
    await stop(a.server);

    const latest = path.join(machine, 'latest');
    // automatic: nothing in BACKUP_DIR, so the bucket
    const out = await command('restore', ['--latest'], { ...env, DATA_DIR: latest });
    expect(out.stdout).toMatch(/from bucket evklub-backups/);
    const b = await pagesAfterStart(latest);
    expect(b.slugs).toEqual([...t1, ...t2, ...t3]);
    await stop(b.server);
  }, 240_000);
});
