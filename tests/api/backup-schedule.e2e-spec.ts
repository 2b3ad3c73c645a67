// Scheduled base backups and the WAL state an operator sees (docs/operations.md §1, §6): two server
// instances (the real app, in this process) on one embedded PostgreSQL that archives its WAL, as
// `npm start` runs it. The status page shows the last archived segment and its age; when PostgreSQL
// cannot write the archive folder the page says archiving fails (a problem) and the log says so once
// a minute, not once per segment. The job queue takes a base backup on BACKUP_SCHEDULE, one instance
// each, recorded in backup_runs; runs put on other days by the injected clock keep BACKUP_KEEP
// backups and only the archived WAL the oldest kept one needs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../../server/src/app';
import { BackupJobsService, BASE_BACKUP_JOB } from '../../server/src/backup/backup-jobs.service';
import { walPosition } from '../../server/src/backup/catalogue';
import { createLogger } from '../../server/src/common/logger';
import { loadConfig } from '../../server/src/config/config';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../server/src/database/embedded-postgres';
import { applyMigrations } from '../../server/src/database/migrator';
import { systemIdentifier, walArchive, walFolder } from '../../server/src/database/wal-archive';
import type { Clock } from '../../server/src/jobs/clock';
import { JobQueueService } from '../../server/src/jobs/job-queue.service';
import { queryDatabase } from '../support/database';
import { bearer, createMember, type TestMember } from '../support/members';
import { until } from '../support/until';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-schedule-'));
fs.chmodSync(root, 0o755); // as root, PostgreSQL runs as `postgres`, which must reach the data folder
const dataDir = path.join(root, 'data');
const backups = path.join(root, 'backups');
const METRICS_TOKEN = 'schedule-test-metrics-token-0123456789';
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  DATA_DIR: dataDir,
  BACKUP_DIR: backups,
  BACKUP_KEEP: '2',
  BACKUP_WAL_TIMEOUT: '2',
  BACKUP_SCHEDULE: '* * * * *',
  SEED_DEMO: 'false',
  AUTH_AUTOCONFIRM: 'true',
  AUTH_BCRYPT_COST: '4',
  METRICS_TOKEN,
});

let clockNow: Date | null = null;
const clock: Clock = { now: () => clockNow ?? new Date() };
let db: EmbeddedDatabase;
/** The two instances and what each logged. */
const instances: { app: NestFastifyApplication; url: string; lines: string[] }[] = [];
let owner: TestMember;

const query = <T extends object>(text: string, values: unknown[] = []) =>
  queryDatabase<T & Record<string, unknown>>(db.url, text, values);
const logged = (pattern: RegExp) => instances.flatMap((i) => i.lines).filter((l) => pattern.test(l));

interface Check {
  key: string;
  state: string;
  findings: { code: string; state: string }[];
  facts: Record<string, unknown>;
}
async function statusCheck(key: string): Promise<Check> {
  const res = await request(instances[0].url).get('/api/admin/status').set('authorization', bearer(owner)).expect(200);
  return (res.body as { v: { checks: Check[] } }).v.checks.find((c) => c.key === key)!;
}

/** Writes a row, so that there is WAL to archive. */
const write = () =>
  query(`INSERT INTO content_pages (slug, title, body) VALUES ('wal-' || gen_random_uuid(), 'x', 'x')`);

beforeAll(async () => {
  db = await startEmbeddedPostgres(dataDir, () => {}, { archive: walArchive(config) });
  await applyMigrations(db.url);
  for (let i = 0; i < 2; i++) {
    const lines: string[] = [];
    const app = await createApp({
      config,
      databaseUrl: db.url,
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
      clock,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, url: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`, lines });
  }
  // As `npm start` does: each instance works the queue; the one that runs the database switches and keeps the WAL.
  await Promise.all(instances.map((i) => i.app.get(JobQueueService).start()));
  instances[0].app.get(BackupJobsService).startShipping();
  owner = await createMember(
    { url: instances[0].url, config, database: { url: db.url, name: 'evklub', drop: async () => undefined } },
    { owner: true, verified: true },
  );
}, 120_000);

afterAll(async () => {
  for (const i of instances) await i.app.close();
  await db?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The folder PostgreSQL archives this database system's segments into. */
const archiveFolder = () => walFolder(path.resolve(backups, 'wal'), systemIdentifier(path.join(dataDir, 'postgres')));

describe('the WAL on the status page', () => {
  it('shows the last archived segment and its age while archiving works', async () => {
    await write();
    const wal = await until('a segment archived', async () => {
      const c = await statusCheck('wal');
      return c.facts.wal_segment ? c : null;
    });
    expect(wal).toMatchObject({
      state: 'ok',
      findings: [{ code: 'wal.ok', state: 'ok' }],
      facts: { wal_archive_mode: 'on', wal_timeout_seconds: 2, wal_failed_count: 0, wal_failed_segment: null },
    });
    expect(wal.facts.wal_segment).toMatch(/^[0-9A-F]{24}$/);
    expect(wal.facts.wal_age_seconds).toEqual(expect.any(Number));
    expect(Date.parse(wal.facts.wal_archived_at as string)).toBeLessThanOrEqual(Date.now());
    // No bucket: the backups are on this machine only, and the page says so.
    expect(await statusCheck('offsite')).toMatchObject({
      state: 'warning',
      findings: [{ code: 'offsite.none' }],
      facts: { bucket_name: null },
    });
  });

  it('archiving that fails is a problem on the page and in /metrics, logged once a minute however many segments fail', async () => {
    const folder = archiveFolder();
    const mode = fs.statSync(folder).mode & 0o777;
    fs.chmodSync(folder, 0o500); // PostgreSQL can no longer write it
    try {
      const failing = await until(
        'archiving to fail',
        async () => {
          await write();
          const c = await statusCheck('wal');
          return c.state === 'problem' && c;
        },
        30_000,
      );
      expect(failing).toMatchObject({
        findings: [{ code: 'wal.failing', state: 'problem' }],
        facts: { wal_failed_segment: expect.stringMatching(/^[0-9A-F]{24}$/), wal_failed_count: expect.any(Number) },
      });
      const firstCount = failing.facts.wal_failed_count as number;
      // More segments fail for some seconds: many failures, one line.
      for (let i = 0; i < 10; i++) {
        await write();
        await new Promise((r) => setTimeout(r, 1000));
      }
      const after = await statusCheck('wal');
      expect(after.facts.wal_failed_count as number).toBeGreaterThan(firstCount);
      const [row] = await query<{ failed_count: string }>(`SELECT failed_count FROM pg_stat_archiver`);
      expect(Number(row.failed_count)).toBeGreaterThanOrEqual(3);
      expect(logged(/cannot archive WAL segment/)).toHaveLength(1);
      const metrics = (
        await request(instances[0].url).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`).expect(200)
      ).text;
      expect(metrics).toMatch(/^evklub_backup_wal_failing 1$/m);
    } finally {
      fs.chmodSync(folder, mode);
    }
    // The folder writable again: PostgreSQL archives what waited, and the page is fine again.
    await until(
      'archiving to work again',
      async () => {
        await write();
        return (await statusCheck('wal')).state === 'ok';
      },
      90_000,
    );
  }, 150_000);
});

describe('scheduled base backups', () => {
  const runs = () =>
    query<{ started_at: Date; ok: boolean; archive: string | null }>(
      `SELECT started_at, ok, archive FROM backup_runs ORDER BY started_at`,
    );
  const archives = () =>
    fs
      .readdirSync(backups)
      .filter((n) => n.endsWith('.tar.gz'))
      .sort();

  it('the job queue takes one on BACKUP_SCHEDULE, one instance each, and records it in backup_runs', async () => {
    await until('a scheduled base backup', async () => (await runs()).length > 0, 150_000);
    const boss = await instances[0].app.get(JobQueueService).start();
    await boss.unschedule(BASE_BACKUP_JOB); // no more for the rest of the test
    await until(
      'the queued ones done',
      async () =>
        (
          await query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed'`,
            [BASE_BACKUP_JOB],
          )
        )[0].n === 0,
      180_000,
    );
    const jobs = await query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`, [
      BASE_BACKUP_JOB,
    ]);
    const recorded = await runs();
    // Each scheduled job was taken by one instance: one backup, one run, one line in one instance's log.
    expect(recorded.length).toBe(jobs[0].n);
    expect(recorded.every((r) => r.ok)).toBe(true);
    expect(archives()).toEqual(recorded.map((r) => r.archive).slice(-2)); // BACKUP_KEEP
    expect(logged(/base backup taken/)).toHaveLength(recorded.length);
    expect(fs.existsSync(path.join(backups, 'last-backup.json'))).toBe(false);
    // The status page and /metrics read the same run.
    expect(await statusCheck('backup')).toMatchObject({
      state: 'ok',
      facts: { backup_last_ok: true, backup_last_archive: recorded.at(-1)!.archive },
    });
  }, 300_000);

  it('on the injected clock: named and recorded at its time, BACKUP_KEEP backups kept with only the WAL the oldest of them needs', async () => {
    const queue = instances[1].app.get(JobQueueService);
    const takeOn = async (day: string) => {
      clockNow = new Date(`${day}T02:30:00Z`);
      const before = (await runs()).length;
      await queue.send(BASE_BACKUP_JOB, [{ data: {} }]);
      // minutes on a loaded 2-core machine
      await until(`the backup of ${day}`, async () => (await runs()).length > before, 300_000);
    };
    await takeOn('2030-01-01');
    await takeOn('2030-01-02');
    const second = JSON.parse(
      fs.readFileSync(path.join(backups, 'evklub-backup-20300102T023000Z.tar.gz.json'), 'utf8'),
    ) as { start_wal: string };
    const segments = () =>
      fs
        .readdirSync(archiveFolder())
        .map((n) => n.replace(/\.gz$/, ''))
        .filter((n) => /^[0-9A-F]{24}$/.test(n));
    // The segments before the second backup's start are archived (they are what the first one needs).
    await until('the older segments archived', async () =>
      segments().some((n) => walPosition(n) < walPosition(second.start_wal)),
    );
    await takeOn('2030-01-03');

    expect(archives()).toEqual(['evklub-backup-20300102T023000Z.tar.gz', 'evklub-backup-20300103T023000Z.tar.gz']);
    expect(fs.existsSync(path.join(backups, 'evklub-backup-20300101T023000Z.tar.gz.json'))).toBe(false);
    expect(segments().filter((n) => walPosition(n) < walPosition(second.start_wal))).toEqual([]);
    expect(segments().some((n) => walPosition(n) >= walPosition(second.start_wal))).toBe(true);
    const last = (await runs()).slice(-3);
    expect(last.map((r) => r.started_at.toISOString())).toEqual([
      '2030-01-01T02:30:00.000Z',
      '2030-01-02T02:30:00.000Z',
      '2030-01-03T02:30:00.000Z',
    ]);
    expect(last.map((r) => r.archive)).toEqual([
      'evklub-backup-20300101T023000Z.tar.gz',
      'evklub-backup-20300102T023000Z.tar.gz',
      'evklub-backup-20300103T023000Z.tar.gz',
    ]);
    clockNow = null;
  }, 1_000_000);
});
