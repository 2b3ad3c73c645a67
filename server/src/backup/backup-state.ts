// The state of continuous archiving and of the shipping to the bucket in one plain object
// (docs/operations.md §6), for the console's status page and the /metrics gauges: the last archived
// WAL segment and its age, whether WAL waits to be archived, the archiver's failures (PostgreSQL's
// pg_stat_archiver, read through the server's pool) and the shipping state the shipper keeps in
// BACKUP_DIR. The base backups themselves are recorded in backup_runs (backup-runs.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config';
import type { SqlExecutor } from '../database/sql-executor';
import { archiverFailing } from '../database/wal-archive';
import { backupBucketName } from './backup-bucket';
import { walPosition } from './catalogue';
import { SHIPPING_STATE, type ShippingState } from './backup-shipper';

export interface WalState {
  /** PostgreSQL's archive_mode as the server runs it ('on' while archiving works as configured). */
  archiveMode: string;
  /** BACKUP_WAL_TIMEOUT: a written segment is archived within about this many seconds. */
  timeoutSeconds: number;
  lastArchived: { segment: string; at: string; ageSeconds: number } | null;
  failedCount: number;
  lastFailed: { segment: string; at: string } | null;
  /** Whether the last attempt failed (a failure after the last success). */
  failing: boolean;
  /** WAL was written after the last archived segment: the database is written and that WAL is not archived yet. */
  pending: boolean;
}

export interface BackupState {
  /**
   * Continuous archiving: its figures (the embedded database, BACKUP_WAL on), `disabled`
   * (BACKUP_WAL=false) or `external` (DATABASE_URL: the provider's, not ours).
   */
  wal: WalState | 'disabled' | 'external';
  /** Shipping to the backup bucket; null without a bucket. */
  bucket: (ShippingState & { name: string }) | null;
}

interface ArchiverRow {
  archive_mode: string;
  current_wal: string | null;
  last_archived_wal: string | null;
  last_archived_time: Date | null;
  failed_count: string;
  last_failed_wal: string | null;
  last_failed_time: Date | null;
}

const ARCHIVER_SQL = `SELECT current_setting('archive_mode') AS archive_mode,
  CASE WHEN pg_is_in_recovery() THEN NULL ELSE pg_walfile_name(pg_current_wal_lsn()) END AS current_wal,
  last_archived_wal, last_archived_time, failed_count, last_failed_wal, last_failed_time FROM pg_stat_archiver`;

function readShipping(dir: string): ShippingState {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, SHIPPING_STATE), 'utf8')) as ShippingState;
  } catch {
    return { lastShipped: null, waiting: 0, lastError: null, failingSince: null };
  }
}

/** Reads the state; `db` is the server's pool (pg_stat_archiver). A database that does not answer throws. */
export async function readBackupState(config: Config, db: SqlExecutor, now = new Date()): Promise<BackupState> {
  const name = backupBucketName(config);
  const bucket = name ? { name, ...readShipping(path.resolve(config.BACKUP_DIR)) } : null;
  if (config.DATABASE_URL) return { wal: 'external', bucket };
  if (!config.BACKUP_WAL) return { wal: 'disabled', bucket };
  const row = (await db.executeSql(ARCHIVER_SQL)).rows[0] as ArchiverRow;
  const archivedAt = row.last_archived_time;
  const lastArchived =
    row.last_archived_wal && archivedAt
      ? {
          segment: row.last_archived_wal,
          at: archivedAt.toISOString(),
          ageSeconds: Math.max(0, Math.round((now.getTime() - archivedAt.getTime()) / 1000)),
        }
      : null;
  // pg_walfile_name names the segment holding the last byte written: the last archived one when nothing was written
  // since its switch.
  const pending = Boolean(
    row.current_wal && (!lastArchived || walPosition(row.current_wal) > walPosition(lastArchived.segment)),
  );
  return {
    wal: {
      archiveMode: row.archive_mode,
      timeoutSeconds: config.BACKUP_WAL_TIMEOUT,
      lastArchived,
      failedCount: Number(row.failed_count),
      lastFailed:
        row.last_failed_wal && row.last_failed_time
          ? { segment: row.last_failed_wal, at: row.last_failed_time.toISOString() }
          : null,
      failing: archiverFailing(row),
      pending,
    },
    bucket,
  };
}
