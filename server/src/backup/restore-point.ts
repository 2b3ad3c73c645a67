// `npm run restore -- --to <time>` / `--latest` (docs/operations.md §6): the newest base backup
// that was consistent before the moment, from BACKUP_DIR or the backup bucket (decrypted with
// BACKUP_ENCRYPTION_KEY), unpacked into an empty DATA_DIR (restore.ts), and the archived WAL of its
// database system from its first segment on copied into DATA_DIR/restore-wal, with the recovery
// settings (database/recovery-settings.ts). The next `npm start` replays the WAL to the moment.
// Everything is fetched and checked before DATA_DIR is made; on any failure nothing is left behind.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Config } from '../config/config';
import { chownTree, postgresAccount } from '../database/postgres-account';
import { RESTORE_WAL, writeRecoverySettings } from '../database/recovery-settings';
import { BackupBucket, backupBucketName } from './backup-bucket';
import { type BackupSummary, isWalFile, localBackups, walPosition } from './catalogue';
import { BackupKeyError, DamagedBackupError, decryptBuffer, decryptStream, isEncrypted } from './encryption';
import { RestoreError, restoreBackup } from './restore';

interface BackupSource {
  where: string;
  backups(): Promise<BackupSummary[]>;
  /** The archive as a plain .tar.gz file (fetched into `staging` when it is not one here). */
  archive(name: string, staging: string): Promise<string>;
  /** The WAL files stored for a database system (raw or `.gz`). */
  walFiles(system: string): Promise<string[]>;
  /** A WAL file's bytes as PostgreSQL wrote them. */
  wal(system: string, name: string): Promise<Buffer>;
}

const unzip = promisify(gunzip);
const FETCH_AT_ONCE = 8;
const rawName = (name: string) => name.replace(/\.gz$/, '');

function localSource(dir: string): BackupSource {
  return {
    where: dir,
    backups: () => Promise.resolve(localBackups(dir)),
    archive: (name) => Promise.resolve(path.join(dir, name)),
    walFiles: (system) =>
      Promise.resolve(
        fs.existsSync(path.join(dir, 'wal', system)) ? fs.readdirSync(path.join(dir, 'wal', system)) : [],
      ),
    wal: async (system, name) => {
      // A running server's shipper may have gzipped a raw segment since it was listed.
      const file = path.join(dir, 'wal', system, name);
      const gzipped = name.endsWith('.gz') || !fs.existsSync(file);
      const bytes = fs.readFileSync(gzipped && !name.endsWith('.gz') ? `${file}.gz` : file);
      return gzipped ? unzip(bytes) : bytes;
    },
  };
}

function bucketSource(bucket: BackupBucket, key: string | undefined): BackupSource {
  const open = async (bytes: Buffer) => {
    if (!isEncrypted(bytes)) return bytes;
    if (!key) throw new BackupKeyError('the backups in the bucket are encrypted: set BACKUP_ENCRYPTION_KEY');
    return decryptBuffer(key, bytes);
  };
  return {
    where: `bucket ${bucket.name}`,
    backups: async () => {
      const out: BackupSummary[] = [];
      for (const k of (await bucket.list('base/')).filter((k) => k.endsWith('.json')))
        out.push(JSON.parse((await bucket.getBuffer(k)).toString('utf8')) as BackupSummary);
      return out.sort((a, b) => a.name.localeCompare(b.name));
    },
    archive: async (name, staging) => {
      const file = path.join(staging, name);
      const body = await bucket.get(`base/${name}`);
      const head: Buffer[] = [];
      // The first bytes tell whether it is encrypted; then the whole object streams through.
      const source = (async function* () {
        for await (const chunk of body) {
          head.push(chunk as Buffer);
          yield chunk as Buffer;
        }
      })();
      const first = await source.next();
      const bytes = first.done ? Buffer.alloc(0) : first.value;
      const all = (async function* () {
        yield bytes;
        yield* source;
      })();
      if (isEncrypted(bytes) && !key)
        throw new BackupKeyError('the backups in the bucket are encrypted: set BACKUP_ENCRYPTION_KEY');
      if (isEncrypted(bytes)) await pipeline(all, decryptStream(key!), fs.createWriteStream(file, { mode: 0o600 }));
      else await pipeline(all, fs.createWriteStream(file, { mode: 0o600 }));
      return file;
    },
    walFiles: async (system) => (await bucket.list(`wal/${system}/`)).map((k) => k.slice(`wal/${system}/`.length)),
    wal: async (system, name) => {
      const bytes = await open(await bucket.getBuffer(`wal/${system}/${name}`));
      return name.endsWith('.gz') ? unzip(bytes) : bytes;
    },
  };
}

export interface PointRestore {
  source: string;
  backup: BackupSummary;
  segments: number;
  /** The moment asked for; null = all the archived WAL. */
  target: Date | null;
}

function chooseSource(config: Config, fromBucket: boolean): { source: BackupSource; close: () => void } {
  const bucket =
    fromBucket || localBackups(path.resolve(config.BACKUP_DIR)).every((b) => !b.system_identifier)
      ? BackupBucket.open(config)
      : null;
  if (fromBucket && !bucket)
    throw new RestoreError(
      '--from-bucket: no backup bucket is configured (BACKUP_S3_BUCKET, or STORAGE_DRIVER=s3 with S3_*)',
    );
  if (bucket) return { source: bucketSource(bucket, config.BACKUP_ENCRYPTION_KEY), close: () => bucket.destroy() };
  return { source: localSource(path.resolve(config.BACKUP_DIR)), close: () => {} };
}

export async function restoreToMoment(
  config: Config,
  target: Date | null,
  options: { fromBucket?: boolean } = {},
): Promise<PointRestore> {
  const dataDir = path.resolve(config.dataDir);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new RestoreError(`DATA_DIR ${dataDir} is not empty: restore only into an empty folder`);
  const { source, close } = chooseSource(config, options.fromBucket ?? false);
  const staging = `${dataDir}.restoring-${process.pid}`;
  try {
    const backups = (await source.backups()).filter((b) => b.system_identifier && b.start_wal);
    if (backups.length === 0)
      throw new RestoreError(
        `no base backup of the embedded database in ${source.where} (${backupBucketName(config) ? '' : 'no backup bucket configured; '}take one with npm run backup)`,
      );
    const chosen = target ? backups.filter((b) => Date.parse(b.stopped) <= target.getTime()).at(-1) : backups.at(-1);
    if (!chosen)
      throw new RestoreError(
        `no base backup in ${source.where} was complete before ${target!.toISOString()}: the oldest is from ${backups[0].stopped}`,
      );
    const system = chosen.system_identifier!;
    const from = walPosition(chosen.start_wal!);
    const listed = (await source.walFiles(system)).filter((n) => {
      const raw = rawName(n);
      return isWalFile(raw) && (raw.endsWith('.history') || (/^[0-9A-F]{24}$/.test(raw) && walPosition(raw) >= from));
    });
    // One copy of each: a segment listed both raw and gzipped (being gzipped meanwhile) is fetched once.
    const names = [...new Map(listed.map((n) => [rawName(n), n])).values()];
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    // Everything is fetched (and decrypted: a wrong key stops here) before DATA_DIR exists.
    const segments = path.join(staging, RESTORE_WAL);
    fs.mkdirSync(segments, { mode: 0o700 });
    // A week of segments is thousands of small objects: fetched a few at a time.
    for (let i = 0; i < names.length; i += FETCH_AT_ONCE) {
      await Promise.all(
        names
          .slice(i, i + FETCH_AT_ONCE)
          .map(async (name) =>
            fs.writeFileSync(path.join(segments, rawName(name)), await source.wal(system, name), { mode: 0o600 }),
          ),
      );
    }
    const archive = await source.archive(chosen.name, staging);
    await restoreBackup(archive, dataDir);
    try {
      fs.renameSync(segments, path.join(dataDir, RESTORE_WAL));
      writeRecoverySettings(dataDir, target);
      const owner = postgresAccount();
      if (owner) chownTree(path.join(dataDir, RESTORE_WAL), owner);
      if (owner) chownTree(path.join(dataDir, 'postgres'), owner);
    } catch (e) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw e;
    }
    return { source: source.where, backup: chosen, segments: names.length, target };
  } catch (e) {
    if (e instanceof RestoreError) throw e;
    if (e instanceof BackupKeyError || e instanceof DamagedBackupError) throw new RestoreError(e.message);
    throw new RestoreError(`the backup cannot be restored: ${(e as Error).message}`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    close();
  }
}
