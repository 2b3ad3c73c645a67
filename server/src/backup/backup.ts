// `npm run backup`: one archive (`evklub-backup-<time>.tar.gz` in BACKUP_DIR) holding everything
// a restore needs, taken while the site runs:
// - the embedded PostgreSQL as an online base backup with its WAL (base-backup.ts), or nothing for
//   an external DATABASE_URL (its provider's backups or pg_dump of a matching version cover it);
// - the uploaded files under DATA_DIR/files (STORAGE_DRIVER=local; a bucket is backed up by its own
//   versioning or replication);
// - the secrets kept in DATA_DIR (database password, JWT secret or signing keys: the anon key and
//   every session derive from them);
// - manifest.json, last: what the archive holds, each file with its size and SHA-256.
// Written under a temporary name and renamed when complete, with its summary beside it
// (`<name>.json`, catalogue.ts: what a restore to a moment picks by); then only the BACKUP_KEEP
// newest stay, with the archived WAL they need.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Config } from '../config/config';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { systemIdentifier, walArchive } from '../database/wal-archive';
import { baseBackup, dataFiles, runningEmbeddedUrl } from './base-backup';
import { type Entry, TarWriter } from './tar';
import { pruneBackups, writeSummary } from './catalogue';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'evklub-backup/1';

export interface Manifest {
  format: typeof FORMAT;
  created: string;
  database:
    | {
        kind: 'embedded';
        server_version: string;
        start_lsn: string;
        stop_lsn: string;
        system_identifier: string;
        start_wal: string;
        stopped: string;
      }
    | { kind: 'external'; note: string };
  storage: { driver: 'local' } | { driver: 's3'; note: string };
  /** Every folder of the data folder's database, so that empty ones PostgreSQL needs exist again. */
  directories: string[];
  files: Entry[];
}

function folders(dir: string, relative = ''): string[] {
  return fs
    .readdirSync(path.join(dir, relative), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => {
      const name = path.posix.join(relative, e.name);
      return [name, ...folders(dir, name)];
    });
}

function filesUnder(dir: string, relative = ''): string[] {
  if (!fs.existsSync(path.join(dir, relative))) return [];
  return fs
    .readdirSync(path.join(dir, relative), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? filesUnder(dir, path.posix.join(relative, e.name))
        : e.isFile()
          ? [path.posix.join(relative, e.name)]
          : [],
    );
}

/** The embedded database's URL: the running server's, or a PostgreSQL started for this backup. */
async function embeddedDatabase(config: Config): Promise<{ url: string; stop?: () => Promise<void> }> {
  const running = runningEmbeddedUrl(config.dataDir);
  if (running) return { url: running };
  const db = await startEmbeddedPostgres(config.dataDir, () => {}, { archive: walArchive(config) });
  return { url: db.url, stop: db.stop };
}

export async function createBackup(
  config: Config,
  now = new Date(),
): Promise<{ file: string; manifest: Manifest; bytes: number }> {
  const dir = path.resolve(config.BACKUP_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.join(dir, `evklub-backup-${stamp}.tar.gz`);
  const partial = `${file}.partial`;
  const tarStream = new PassThrough({ highWaterMark: 4 * 1024 * 1024 });
  const written = pipeline(tarStream, createGzip({ level: 1 }), fs.createWriteStream(partial, { mode: 0o600 }));
  const tar = new TarWriter(tarStream);
  const files: Entry[] = [];
  let database: Manifest['database'];
  let directories: string[] = [];
  try {
    if (config.DATABASE_URL) {
      database = {
        kind: 'external',
        note: "DATABASE_URL is external: neither this backup nor WAL archiving covers it; use its provider's backups and point-in-time recovery (restore to a time), or pg_dump of the same major version",
      };
    } else {
      const pgDir = path.join(config.dataDir, 'postgres');
      const db = await embeddedDatabase(config);
      try {
        directories = folders(pgDir);
        const copied = await baseBackup(
          db.url,
          pgDir,
          async () => {
            for (const name of dataFiles(pgDir))
              files.push(await tar.addFile(`postgres/${name}`, path.join(pgDir, name)));
          },
          async (segments) => {
            for (const segment of segments)
              files.push(await tar.addFile(`postgres/pg_wal/${segment}`, path.join(pgDir, 'pg_wal', segment)));
          },
        );
        files.push(await tar.addBuffer('postgres/backup_label', Buffer.from(copied.label)));
        database = {
          kind: 'embedded',
          server_version: copied.serverVersion,
          start_lsn: copied.startLsn,
          stop_lsn: copied.stopLsn,
          system_identifier: systemIdentifier(pgDir),
          start_wal: copied.startWal,
          stopped: new Date().toISOString(),
        };
      } finally {
        await db.stop?.();
      }
    }
    const storage: Manifest['storage'] =
      config.STORAGE_DRIVER === 'local'
        ? { driver: 'local' }
        : { driver: 's3', note: `files are in bucket ${config.S3_BUCKET}: use its versioning or replication` };
    if (storage.driver === 'local') {
      const filesDir = path.join(config.dataDir, 'files');
      for (const name of filesUnder(filesDir))
        files.push(await tar.addFile(`files/${name}`, path.join(filesDir, name)));
    }
    for (const entry of fs.readdirSync(config.dataDir, { withFileTypes: true })) {
      if (entry.isFile()) files.push(await tar.addFile(entry.name, path.join(config.dataDir, entry.name)));
    }
    const manifest: Manifest = { format: FORMAT, created: now.toISOString(), database, storage, directories, files };
    await tar.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.end();
    await written;
    fs.renameSync(partial, file);
    writeSummary(file, manifest);
    pruneBackups(dir, config.BACKUP_KEEP);
    return { file, manifest, bytes: fs.statSync(file).size };
  } catch (error) {
    tarStream.destroy();
    await written.catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
