// A restore to a moment (server/src/backup/restore-point.ts) leaves the data folder in archive
// recovery: recovery.signal, the archived segments in DATA_DIR/restore-wal, and in
// postgresql.auto.conf a restore_command that copies them, the target and "promote". The next
// start of the embedded PostgreSQL replays them to the target and opens the database on a new
// timeline; then the folder and the settings are removed.
import fs from 'node:fs';
import path from 'node:path';

export const RESTORE_WAL = 'restore-wal';
const SETTINGS = ['restore_command', 'recovery_target_time', 'recovery_target_action', 'recovery_target_timeline'];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

function rewrite(pgDir: string, add: string[]): void {
  const file = path.join(pgDir, 'postgresql.auto.conf');
  const kept = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => !SETTINGS.some((s) => l.trim().startsWith(s)))
    : [];
  const text = `${[kept.join('\n').trimEnd(), ...add].filter(Boolean).join('\n')}\n`;
  fs.writeFileSync(file, text, { mode: 0o600 });
}

/** Puts a restored data folder into archive recovery up to `target` (null: all the archived WAL). */
export function writeRecoverySettings(dataDir: string, target: Date | null): void {
  const pgDir = path.join(dataDir, 'postgres');
  const segments = path.join(path.resolve(dataDir), RESTORE_WAL);
  rewrite(pgDir, [
    `restore_command = ${quote(`cp "${segments}/%f" "%p"`)}`,
    ...(target ? [`recovery_target_time = ${quote(target.toISOString().replace('T', ' ').replace('Z', '+00'))}`] : []),
    `recovery_target_action = 'promote'`,
    `recovery_target_timeline = 'latest'`,
  ]);
  fs.writeFileSync(path.join(pgDir, 'recovery.signal'), '', { mode: 0o600 });
}

/** After the recovery ended (PostgreSQL removed recovery.signal): the segments and the settings go. */
export function clearFinishedRecovery(dataDir: string): void {
  const pgDir = path.join(dataDir, 'postgres');
  if (!fs.existsSync(path.join(dataDir, RESTORE_WAL)) || fs.existsSync(path.join(pgDir, 'recovery.signal'))) return;
  rewrite(pgDir, []);
  fs.rmSync(path.join(dataDir, RESTORE_WAL), { recursive: true, force: true });
}
