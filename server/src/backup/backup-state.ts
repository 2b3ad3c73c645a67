// The state of backups in one plain object (docs/operations.md §6), for the console's status page
// and the /metrics gauges: the last base backup and its result, the last archived WAL segment and
// its age, the archiver's failures (PostgreSQL's pg_stat_archiver), and the shipping to the bucket.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config/config';
import { backupBucketName } from './backup-bucket';
import { localBackups } from './catalogue';
import { SHIPPING_STATE, type ShippingState } from './backup-shipper';

const LAST_BACKUP = 'last-backup.json';

export interface BaseBackupResult {
  /** When it ended (ISO time). */
  at: string;
  ok: boolean;
  /** The archive's file name, when it succeeded. */
  file: string | null;
  /** Why it failed. */
  error: string | null;
}

export interface BackupState {
  /** The last base backup taken (scheduled or `npm run backup`), null when none is known. */
  lastBaseBackup: BaseBackupResult | null;
  /** Base backups in BACKUP_DIR. */
  localBaseBackups: number;
  /** Continuous archiving of the embedded database; null when it is off or the database is external. */
  wal: {
    /** From pg_stat_archiver; null when the database did not answer. */
    lastArchived: { segment: string; at: string; ageSeconds: number } | null;
    failedCount: number;
    lastFailed: { segment: string; at: string } | null;
    /** Whether the last attempt failed (a failure after the last success). */
    failing: boolean;
    /** The database answered (false: the figures above are unknown). */
    read: boolean;
  } | null;
  /** Shipping to the backup bucket; null without a bucket. */
  bucket: (ShippingState & { name: string }) | null;
}

export function recordBaseBackup(config: Pick<Config, 'BACKUP_DIR'>, result: BaseBackupResult): void {
  const dir = path.resolve(config.BACKUP_DIR);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, LAST_BACKUP), JSON.stringify(result, null, 2));
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

interface ArchiverRow {
  last_archived_wal: string | null;
  last_archived_time: Date | null;
  failed_count: string;
  last_failed_wal: string | null;
  last_failed_time: Date | null;
}

async function readArchiver(databaseUrl: string): Promise<ArchiverRow | null> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000, statement_timeout: 2000, application_name: 'evklub-backup-state' });
  try {
    await client.connect();
    return (await client.query<ArchiverRow>('SELECT last_archived_wal, last_archived_time, failed_count, last_failed_wal, last_failed_time FROM pg_stat_archiver')).rows[0];
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Reads the state; `databaseUrl` is the embedded database's (the archiver's figures), or null. */
export async function readBackupState(config: Config, databaseUrl: string | null, now = new Date()): Promise<BackupState> {
  const dir = path.resolve(config.BACKUP_DIR);
  const local = localBackups(dir);
  const newest = local.at(-1);
  const lastBaseBackup = readJson<BaseBackupResult>(path.join(dir, LAST_BACKUP)) ?? (newest ? { at: newest.stopped, ok: true, file: newest.name, error: null } : null);
  let wal: BackupState['wal'] = null;
  if (config.BACKUP_WAL && !config.DATABASE_URL && databaseUrl) {
    const row = await readArchiver(databaseUrl);
    const archivedAt = row?.last_archived_time ?? null;
    const failedAt = row?.last_failed_time ?? null;
    wal = {
      lastArchived: row?.last_archived_wal && archivedAt ? { segment: row.last_archived_wal, at: archivedAt.toISOString(), ageSeconds: Math.max(0, Math.round((now.getTime() - archivedAt.getTime()) / 1000)) } : null,
      failedCount: Number(row?.failed_count ?? 0),
      lastFailed: row?.last_failed_wal && failedAt ? { segment: row.last_failed_wal, at: failedAt.toISOString() } : null,
      failing: Boolean(failedAt && (!archivedAt || failedAt > archivedAt)),
      read: row !== null,
    };
  }
  const name = backupBucketName(config);
  const shipping = readJson<ShippingState>(path.join(dir, SHIPPING_STATE)) ?? { lastShipped: null, waiting: 0, lastError: null, failingSince: null };
  return { lastBaseBackup, localBaseBackups: local.length, wal, bucket: name ? { name, ...shipping } : null };
}
