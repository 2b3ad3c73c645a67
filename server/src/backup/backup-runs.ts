// Each run of `npm run backup`, good or bad, is written to the table backup_runs of the site's own
// database, so the operator's status page and /metrics can say when the last backup was taken and
// whether it worked (docs/operations.md §2). A run that cannot be recorded (the database is down,
// which may be why the backup failed) still ends as it would have: the command says so on stderr.
import path from 'node:path';
import pg from 'pg';
import { firstLine } from '../common/first-line';
import { redactUrl, type Config } from '../config/config';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from '../database/embedded-postgres';
import { createBackup } from './backup';
import { runningEmbeddedUrl } from './base-backup';

/** The reason of a failed run is kept this short: one line, for the status page. */
const REASON_MAX = 300;

export interface BackupRunRecord {
  startedAt: Date;
  ok: boolean;
  archive?: string;
  bytes?: number;
  error?: string;
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

/** Writes one run to backup_runs. */
export async function recordBackupRun(config: Config, run: BackupRunRecord): Promise<void> {
  const db = await siteDatabase(config);
  try {
    const client = new pg.Client({ connectionString: db.url, application_name: 'evklub-backup', connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await client.query(`INSERT INTO backup_runs (started_at, ok, archive, bytes, error) VALUES ($1, $2, $3, $4, $5)`, [
        run.startedAt,
        run.ok,
        run.archive ?? null,
        run.bytes ?? null,
        run.error ?? null,
      ]);
    } finally {
      await client.end().catch(() => undefined);
    }
  } finally {
    await db.stop?.();
  }
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
 * `npm run backup`: takes the backup and records the run. A failed backup is recorded as failed
 * (with its reason) and its error thrown; a run that cannot be recorded is reported by
 * `notRecorded` (a good backup) or on `warn` (a failed one).
 */
export async function backupAndRecord(config: Config, warn: (line: string) => void, now = new Date()): Promise<RecordedBackup> {
  let result: Awaited<ReturnType<typeof createBackup>>;
  try {
    result = await createBackup(config, now);
  } catch (error) {
    await recordBackupRun(config, { startedAt: now, ok: false, error: failureReason(error as Error) }).catch((e: Error) =>
      warn(`the failed run could not be recorded in the database: ${failureReason(e)}`),
    );
    throw error;
  }
  const notRecorded = await recordBackupRun(config, { startedAt: now, ok: true, archive: path.basename(result.file), bytes: result.bytes }).then(
    () => undefined,
    (e: Error) => failureReason(e),
  );
  return { ...result, ...(notRecorded ? { notRecorded } : {}) };
}
