// Each base backup, good or bad, taken by `npm run backup` or by the scheduled job, is written to the
// table backup_runs of the site's own database, so the operator's status page and /metrics can say
// when the last backup was taken and whether it worked (docs/operations.md §2). It is the one record
// of them. A run that cannot be recorded (the database is down, which may be why the backup failed)
// still ends as it would have, and says so.
import path from 'node:path';
import pg from 'pg';
import { firstLine } from '../common/first-line';
import { redactUrl, type Config } from '../config/config';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from '../database/embedded-postgres';
import { createBackup } from './backup';
import { runningEmbeddedUrl } from './base-backup';
import type { SqlExecutor } from '../database/sql-executor';

/** The reason of a failed run is kept this short: one line, for the status page. */
const REASON_MAX = 300;

export interface BackupRunRecord {
  startedAt: Date;
  /** When it ended; now when not given. */
  finishedAt?: Date;
  ok: boolean;
  archive?: string;
  bytes?: number;
  error?: string;
}

/** Writes one run to backup_runs, on the handle it is given: the server's pool, or a command's own connection. */
export async function recordBackupRun(db: SqlExecutor, run: BackupRunRecord): Promise<void> {
  await db.executeSql(
    `INSERT INTO backup_runs (started_at, finished_at, ok, archive, bytes, error) VALUES ($1, $2, $3, $4, $5, $6)`,
    [run.startedAt, run.finishedAt ?? new Date(), run.ok, run.archive ?? null, run.bytes ?? null, run.error ?? null],
  );
}

/** The site's database: DATABASE_URL, the running embedded PostgreSQL, or one started for this record. */
async function siteDatabase(config: Config): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const running = runningEmbeddedUrl(config.dataDir);
  if (running) {
    const url = new URL(running);
    url.pathname = `/${EMBEDDED_DATABASE}`;
    return { url: url.toString() };
  }
  const db = await startEmbeddedPostgres(config.dataDir);
  return { url: db.url, stop: db.stop };
}

/**
 * How a command (`npm run backup`), which has no pool, records a run: on a connection of its own to the site's
 * database.
 */
export function recordInSiteDatabase(config: Config): (run: BackupRunRecord) => Promise<void> {
  return async (run) => {
    const db = await siteDatabase(config);
    try {
      const client = new pg.Client({
        connectionString: db.url,
        application_name: 'evklub-backup',
        connectionTimeoutMillis: 10_000,
      });
      await client.connect();
      try {
        await recordBackupRun({ executeSql: (text, values) => client.query(text, values) }, run);
      } finally {
        await client.end().catch(() => undefined);
      }
    } finally {
      await db.stop?.();
    }
  };
}

/** A failure's reason as the status page shows it: its first line, without a connection URL's password. */
export function failureReason(error: Error): string {
  return redactUrl(firstLine(error)).slice(0, REASON_MAX);
}

export interface RecordedBackup {
  file: string;
  bytes: number;
  manifest: Awaited<ReturnType<typeof createBackup>>['manifest'];
  /** Why the run could not be written to backup_runs, when it could not. */
  notRecorded?: string;
}

/**
 * A base backup (`npm run backup`, the scheduled job): takes it and records the run with `record`,
 * its times read from `clock` (the scheduled job's is the injected one: jobs/clock.ts). A failed
 * backup is recorded as failed (with its reason) and its error thrown; a run that cannot be
 * recorded is reported by `notRecorded` (a good backup) or on `warn` (a failed one).
 */
export async function backupAndRecord(
  config: Config,
  record: (run: BackupRunRecord) => Promise<void>,
  warn: (line: string) => void,
  clock: () => Date = () => new Date(),
): Promise<RecordedBackup> {
  const now = clock();
  let result: Awaited<ReturnType<typeof createBackup>>;
  try {
    result = await createBackup(config, now);
  } catch (error) {
    await record({ startedAt: now, finishedAt: clock(), ok: false, error: failureReason(error as Error) }).catch(
      (e: Error) => warn(`the failed run could not be recorded in the database: ${failureReason(e)}`),
    );
    throw error;
  }
  const notRecorded = await record({
    startedAt: now,
    finishedAt: clock(),
    ok: true,
    archive: path.basename(result.file),
    bytes: result.bytes,
  }).then(
    () => undefined,
    (e: Error) => failureReason(e),
  );
  return { ...result, ...(notRecorded ? { notRecorded } : {}) };
}
