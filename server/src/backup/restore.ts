// `npm run restore -- <archive>`: unpacks a backup (backup.ts) into an empty DATA_DIR, checking
// every file against the manifest's size and SHA-256; on any mismatch nothing is left behind. The
// embedded PostgreSQL's first start then replays the backup's WAL to its stop point.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { FORMAT, MANIFEST, type Manifest } from './backup';
import { readTar } from './tar';
import { chownTree, postgresAccount } from '../database/postgres-account';

export class RestoreError extends Error {}

export async function restoreBackup(archive: string, dataDir: string): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new RestoreError(`no archive at ${archive}`);
  const target = path.resolve(dataDir);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
    throw new RestoreError(`DATA_DIR ${target} is not empty: restore only into an empty folder`);
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | undefined;
  try {
    await readTar(fs.createReadStream(archive).pipe(createGunzip()), async (name, size, body) => {
      if (name === MANIFEST) {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk);
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
        return;
      }
      const file = path.resolve(target, name);
      if (!file.startsWith(target + path.sep))
        throw new RestoreError(`the archive names a path outside DATA_DIR: ${name}`);
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      const hash = createHash('sha256');
      const out = fs.createWriteStream(file, { mode: 0o600 });
      for await (const chunk of body) {
        hash.update(chunk);
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      seen.set(name, { size, sha256: hash.digest('hex') });
    });
    check(manifest, seen);
    const pgDir = path.join(target, 'postgres');
    if (manifest!.database.kind === 'embedded') {
      for (const dir of [...manifest!.directories, 'pg_wal/archive_status'])
        fs.mkdirSync(path.join(pgDir, dir), { recursive: true, mode: 0o700 });
      fs.chmodSync(pgDir, 0o700);
      const owner = postgresAccount();
      if (owner) {
        fs.chmodSync(target, 0o755);
        chownTree(pgDir, owner);
      }
    }
    return manifest!;
  } catch (error) {
    fs.rmSync(target, { recursive: true, force: true });
    throw error instanceof RestoreError
      ? error
      : new RestoreError(`the archive cannot be restored: ${(error as Error).message}`);
  }
}

function check(
  manifest: Manifest | undefined,
  seen: Map<string, { size: number; sha256: string }>,
): asserts manifest is Manifest {
  if (!manifest || manifest.format !== FORMAT)
    throw new RestoreError('the archive has no manifest of a known format: it is incomplete or not an EV Klub backup');
  for (const entry of manifest.files) {
    const got = seen.get(entry.path);
    if (!got) throw new RestoreError(`${entry.path} is listed in the manifest but missing from the archive`);
    if (got.size !== entry.size || got.sha256 !== entry.sha256)
      throw new RestoreError(`${entry.path} does not match its checksum: the archive is damaged`);
  }
  if (seen.size !== manifest.files.length) throw new RestoreError('the archive holds files its manifest does not list');
}
