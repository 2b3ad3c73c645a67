// The base backups in BACKUP_DIR and their summaries (`<archive>.json` beside each archive: when it
// began and when it became consistent, which database system and WAL segment it starts from), and
// the retention of both with the archived WAL: the BACKUP_KEEP newest backups stay, and of the WAL
// only what the oldest of them needs (docs/operations.md §6).
import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from './backup';

export const ARCHIVE_NAME = /^evklub-backup-\d{8}T\d{6}Z\.tar\.gz$/;
/** A WAL segment (24 hex digits: timeline, log, segment) or a file named after one (`.partial`, `.backup`). */
const SEGMENT = /^[0-9A-F]{24}(\.partial|\.[0-9A-F]{8}\.backup)?$/;

export interface BackupSummary {
  /** The archive's file name. */
  name: string;
  /** When the backup began. */
  created: string;
  /** When it was consistent: the earliest moment a restore from it reaches. */
  stopped: string;
  /** Present for the embedded database: the system whose archived WAL continues it, and its first segment. */
  system_identifier?: string;
  start_wal?: string;
}

export const summaryName = (archive: string) => `${archive}.json`;

export function summaryOf(name: string, manifest: Manifest): BackupSummary {
  const db = manifest.database;
  return db.kind === 'embedded'
    ? {
        name,
        created: manifest.created,
        stopped: db.stopped,
        system_identifier: db.system_identifier,
        start_wal: db.start_wal,
      }
    : { name, created: manifest.created, stopped: manifest.created };
}

export function writeSummary(file: string, manifest: Manifest): BackupSummary {
  const summary = summaryOf(path.basename(file), manifest);
  fs.writeFileSync(summaryName(file), JSON.stringify(summary, null, 2), { mode: 0o600 });
  return summary;
}

/** Time from a name's stamp (`20260101T023000Z`). */
export function stampTime(name: string): string {
  const m = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name)!;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`;
}

/** The folder's backups, oldest first; an archive from before summaries counts from its name's time. */
export function localBackups(dir: string): BackupSummary[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => ARCHIVE_NAME.test(n))
    .sort()
    .map((name) => {
      const file = path.join(dir, summaryName(name));
      if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as BackupSummary;
      return { name, created: stampTime(name), stopped: stampTime(name) };
    });
}

/** The segment's place in the WAL, whatever its timeline (log and segment number). */
export const walPosition = (name: string) => name.slice(8, 24);
export const isWalFile = (name: string) => SEGMENT.test(name) || /^[0-9A-F]{8}\.history$/.test(name);

/**
 * For each database system, the first WAL position the kept backups need; segments before it go.
 * A system none of the kept backups belongs to keeps its WAL (nothing tells what it is for).
 */
export function walNeeded(kept: BackupSummary[]): Map<string, string> {
  const needed = new Map<string, string>();
  for (const b of kept) {
    if (!b.system_identifier || !b.start_wal) continue;
    const at = walPosition(b.start_wal);
    const before = needed.get(b.system_identifier);
    if (!before || at < before) needed.set(b.system_identifier, at);
  }
  return needed;
}

/** Whether a WAL file of a system may go: a segment before what the kept backups need (history files stay). */
export function walExpired(needed: Map<string, string>, system: string, name: string): boolean {
  const from = needed.get(system);
  return Boolean(from) && SEGMENT.test(name) && walPosition(name) < from!;
}

/** Keeps the `keep` newest backups of the folder (0 keeps all) and the archived WAL they need. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (keep === 0) return [];
  const all = localBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const b of old)
    for (const name of [b.name, summaryName(b.name)]) fs.rmSync(path.join(dir, name), { force: true });
  const needed = walNeeded(all.slice(old.length));
  const walRoot = path.join(dir, 'wal');
  for (const system of needed.keys()) {
    const folder = path.join(walRoot, system);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder))
      if (walExpired(needed, system, name.replace(/\.gz$/, ''))) fs.rmSync(path.join(folder, name), { force: true });
  }
  return old.map((b) => b.name);
}
