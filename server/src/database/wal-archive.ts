// Continuous WAL archiving of the embedded PostgreSQL (docs/operations.md §6): PostgreSQL's own
// archiver with its basic_archive module copies each finished WAL segment into
// BACKUP_DIR/wal/<system identifier>/. basic_archive reports success only once the copy is fsynced
// under its final name, never overwrites a different file of the same name, and PostgreSQL retries a
// segment that failed (keeping it in pg_wal meanwhile). archive_timeout closes a partly filled
// segment after BACKUP_WAL_TIMEOUT seconds, which bounds what a lost machine costs (and the server
// asks for the same switch itself: startWalSwitcher). The settings are
// given on PostgreSQL's command line at every start, so a data folder made before them gets them too.
// One folder per database system: a data folder made anew (initdb) writes segments of the same
// names as an earlier one, which must neither clash nor mix with that one's.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config/config';
import { postgresAccount } from './postgres-account';

export interface WalArchive {
  /** BACKUP_DIR/wal: one folder per database system below it. */
  root: string;
  timeoutSeconds: number;
}

export function walArchive(
  config: Pick<Config, 'BACKUP_WAL' | 'BACKUP_DIR' | 'BACKUP_WAL_TIMEOUT'>,
): WalArchive | null {
  return config.BACKUP_WAL
    ? { root: path.resolve(config.BACKUP_DIR, 'wal'), timeoutSeconds: config.BACKUP_WAL_TIMEOUT }
    : null;
}

/** The database system identifier initdb chose: the first 8 bytes of global/pg_control. */
export function systemIdentifier(pgDir: string): string {
  const fd = fs.openSync(path.join(pgDir, 'global', 'pg_control'), 'r');
  try {
    const head = Buffer.alloc(8);
    fs.readSync(fd, head, 0, 8, 0);
    return head.readBigUInt64LE().toString();
  } finally {
    fs.closeSync(fd);
  }
}

/** The folder a database system's segments are archived in. */
export const walFolder = (root: string, system: string) => path.join(root, system);

/** Makes the archive folder (PostgreSQL's to write) and returns the settings that turn archiving on. */
export function archiveFlags(archive: WalArchive, pgDir: string): string[] {
  const dir = walFolder(archive.root, systemIdentifier(pgDir));
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const owner = postgresAccount();
  if (owner) {
    for (const up of [path.dirname(archive.root), archive.root]) fs.chmodSync(up, 0o755);
    fs.chownSync(dir, owner.uid, owner.gid);
  }
  return [
    '-c',
    'archive_mode=on',
    '-c',
    'archive_library=basic_archive',
    '-c',
    `basic_archive.archive_directory=${dir}`,
    '-c',
    `archive_timeout=${archive.timeoutSeconds}`,
  ];
}

/** Whether PostgreSQL's archiver fails now: its last failure came after its last success (pg_stat_archiver). */
export function archiverFailing(a: { last_failed_time: Date | null; last_archived_time: Date | null }): boolean {
  return Boolean(a.last_failed_time && (!a.last_archived_time || a.last_failed_time > a.last_archived_time));
}

/**
 * Closes the current WAL segment every `seconds` (pg_switch_wal, which does nothing when no WAL was
 * written since the last switch), so that it is archived. archive_timeout should do this, but the
 * embedded PostgreSQL 18 build was seen not to switch by it (docs/operations.md §6); asking from the
 * server keeps the bound either way. It also tells when archiving fails (pg_stat_archiver: PostgreSQL
 * keeps the segment in pg_wal and retries it), once a minute while it lasts. Returns the function
 * that stops it.
 */
export function startWalSwitcher(databaseUrl: string, seconds: number, warn: (msg: string) => void): () => void {
  let lastWarned = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5000,
      application_name: 'evklub-wal-switch',
    });
    const once = (message: string) => {
      if (Date.now() - lastWarned < 60_000) return;
      lastWarned = Date.now();
      warn(message);
    };
    client
      .connect()
      .then(() =>
        client.query<{
          last_failed_wal: string | null;
          last_failed_time: Date | null;
          last_archived_time: Date | null;
          failed_count: string;
        }>(
          'SELECT pg_switch_wal(), last_failed_wal, last_failed_time, last_archived_time, failed_count FROM pg_stat_archiver',
        ),
      )
      .then(({ rows: [a] }) => {
        if (archiverFailing(a)) {
          once(
            `backups: PostgreSQL cannot archive WAL segment ${a.last_failed_wal} (${a.failed_count} failures since its statistics began; it keeps the segment and retries): see its log, or the archive folder's space and permissions`,
          );
        }
      })
      .catch((e: Error) => once(`backups: cannot close the current WAL segment for archiving: ${e.message}`))
      .finally(() => {
        busy = false;
        void client.end().catch(() => undefined);
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
