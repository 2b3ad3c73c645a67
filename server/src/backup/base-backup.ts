// An online base backup of the embedded PostgreSQL, the way PostgreSQL documents it for a backup
// taken with low-level calls: a temporary physical replication slot keeps the WAL from the start on,
// pg_backup_start (fast checkpoint), a copy of the data folder's files while the database keeps
// working, pg_backup_stop (its backup_label goes into the copy), a WAL switch, then the WAL segments
// from the start to the stop, copied while the session (and so its slot) lasts: once archived, a
// segment the slot no longer holds may be removed by the next checkpoint. Restored with those segments in pg_wal and
// the backup_label, PostgreSQL replays the WAL to the stop point at its first start and is consistent: no archive
// needed.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Folders whose contents PostgreSQL rebuilds or must not get from a backup (its documentation's list). */
const SKIPPED_CONTENTS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
]);

/**
 * The running embedded PostgreSQL's URL, read from its lock file (port) and the data folder (password); null when it is
 * not running.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const lock = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(lock)) return null;
  const lines = fs.readFileSync(lock, 'utf8').split('\n');
  const [pid, port] = [Number(lines[0]), Number(lines[3])];
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** The files of a data folder to copy, relative to it, in a stable order. */
export function dataFiles(dir: string, relative = ''): string[] {
  const out: string[] = [];
  for (const entry of fs
    .readdirSync(path.join(dir, relative), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const name = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_CONTENTS.has(name) && !entry.name.startsWith('pgsql_tmp')) out.push(...dataFiles(dir, name));
    } else if (entry.isFile() && !SKIPPED_FILES.has(name)) out.push(name);
  }
  return out;
}

export interface BaseBackup {
  startLsn: string;
  stopLsn: string;
  serverVersion: string;
  /** The WAL segment the backup starts in: a restore to a moment needs the archived ones from it on. */
  startWal: string;
  /** pg_backup_stop's label file, to be stored as backup_label. */
  label: string;
  /** WAL segment files (names under pg_wal) from the start to the stop. */
  walSegments: string[];
}

/**
 * Runs `copy` between pg_backup_start and pg_backup_stop on a connection of its own, then
 * `copyWal` with the segments from the start to the stop (names under pg_wal) while the slot holds them.
 */
export async function baseBackup(
  url: string,
  dir: string,
  copy: () => Promise<void>,
  copyWal: (segments: string[]) => Promise<void>,
): Promise<BaseBackup> {
  const client = new pg.Client({ connectionString: url, application_name: 'evklub-backup' });
  await client.connect();
  try {
    const one = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
      (await client.query<T>(sql, values)).rows[0];
    const serverVersion = (await one<{ server_version: string }>('SHOW server_version')).server_version;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [
      `evklub_backup_${process.pid}_${randomBytes(4).toString('hex')}`,
    ]);
    const start = await one<{ lsn: string; file: string }>(
      `SELECT lsn::text, pg_walfile_name(lsn) AS file FROM pg_backup_start('evklub backup', true) AS lsn`,
    );
    await copy();
    const stop = await one<{ lsn: string; labelfile: string }>(
      'SELECT lsn::text, labelfile FROM pg_backup_stop(false)',
    );
    const last = await one<{ file: string }>('SELECT pg_walfile_name($1::pg_lsn) AS file', [stop.lsn]);
    await client.query('SELECT pg_switch_wal()');
    const walSegments = fs
      .readdirSync(path.join(dir, 'pg_wal'))
      .filter((name) => /^[0-9A-F]{24}$/.test(name) && name >= start.file && name <= last.file)
      .sort();
    await copyWal(walSegments);
    return {
      startLsn: start.lsn,
      stopLsn: stop.lsn,
      startWal: start.file,
      serverVersion,
      label: stop.labelfile,
      walSegments,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}
