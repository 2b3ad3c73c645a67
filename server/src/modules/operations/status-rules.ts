// The operator's status page (docs/operations.md §1): what each figure must be for a check to be
// fine, and which finding each figure gives. Every threshold is named here, once; status.service.ts
// gathers the figures and the metrics export the same ones.
import type { DeliveryProblem } from '../../mail/delivery-problem';

export const STATUS_STATES = ['ok', 'warning', 'problem'] as const;
export type StatusState = (typeof STATUS_STATES)[number];

export const STATUS_CHECKS = [
  'mail',
  'jobs',
  'backup',
  'wal',
  'offsite',
  'disk',
  'database',
  'storage',
  'version',
] as const;
export type StatusCheckKey = (typeof STATUS_CHECKS)[number];

/** What a check found; the console says each in Slovak with what to do. */
export const STATUS_FINDINGS = {
  'mail.ok': 'ok',
  'mail.local_maildev': 'warning',
  'mail.not_configured': 'problem',
  'mail.unreachable': 'problem',
  'mail.auth': 'problem',
  'mail.tls': 'problem',
  'mail.failing': 'problem',
  'mail.failed_recently': 'warning',
  'jobs.ok': 'ok',
  'jobs.overdue': 'problem',
  'jobs.failed': 'warning',
  'backup.ok': 'ok',
  'backup.never': 'warning',
  'backup.failed': 'problem',
  'backup.old': 'warning',
  'backup.very_old': 'problem',
  /** Continuous WAL archiving (docs/operations.md §6). */
  'wal.ok': 'ok',
  /** An external DATABASE_URL: archiving is its provider's, not ours (its point-in-time recovery). */
  'wal.external': 'ok',
  'wal.disabled': 'warning',
  /** BACKUP_WAL is on but PostgreSQL runs without archive_mode. */
  'wal.off': 'problem',
  'wal.none_yet': 'warning',
  'wal.failing': 'problem',
  'wal.stale': 'warning',
  /** Shipping backups and WAL to the backup bucket. */
  'offsite.ok': 'ok',
  'offsite.none': 'warning',
  'offsite.failing': 'problem',
  'disk.ok': 'ok',
  'disk.low': 'warning',
  'disk.full': 'problem',
  'database.ok': 'ok',
  'version.ok': 'ok',
  'version.pending_migrations': 'problem',
  'storage.ok': 'ok',
  'storage.unreachable': 'problem',
  /** The check did not answer within its deadline, or could not be made (the database is down). */
  'check.timed_out': 'problem',
  'check.failed': 'problem',
} as const satisfies Record<string, StatusState>;
export type StatusFinding = keyof typeof STATUS_FINDINGS;

export const THRESHOLDS = {
  /** Each check answers within this, or counts as a problem (check.timed_out); the page answers within it too. */
  checkDeadlineMs: 5000,
  /** The live mail-server check (connect, greeting, EHLO, login) gives up after this. */
  smtpTimeoutMs: 4000,
  storageTimeoutMs: 4000,
  /** Mails given up on within this many days are a warning. */
  mailFailedDays: 7,
  /** Jobs failed within this many hours are a warning. */
  jobsFailedHours: 24,
  /** A job due longer ago than this and still not taken: no worker runs its queue (problem). */
  jobOverdueMinutes: 15,
  /** The last good backup older than this is a warning (a daily backup with some slack)… */
  backupWarningHours: 26,
  /** …and older than this a problem. */
  backupProblemHours: 7 * 24,
  /**
   * The newest archived WAL segment older than this many BACKUP_WAL_TIMEOUTs while WAL written since
   * waits is a warning: the server closes a written segment every timeout, so it is at most about two old.
   */
  walStaleTimeouts: 3,
  /** Free disk under DATA_DIR below either is a problem… */
  diskProblemPercent: 10,
  diskProblemBytes: 2 * 1024 ** 3,
  /** …below either of these a warning. */
  diskWarningPercent: 20,
  diskWarningBytes: 5 * 1024 ** 3,
} as const;

const ORDER: Record<StatusState, number> = { ok: 0, warning: 1, problem: 2 };

/** The worse of the states (a check's state is its worst finding's). */
export function worst(states: StatusState[]): StatusState {
  return states.reduce<StatusState>((a, b) => (ORDER[b] > ORDER[a] ? b : a), 'ok');
}

export interface MailFigures {
  kind: 'smtp_url' | 'local_maildev' | 'none';
  reachable: boolean | null;
  problem: DeliveryProblem | null;
  failed: number;
  retrying: number;
  lastSentAt: Date | null;
  lastErrorAt: Date | null;
}

export function mailFindings(m: MailFigures): StatusFinding[] {
  const found: StatusFinding[] = [];
  if (m.kind === 'none') found.push('mail.not_configured');
  else if (m.reachable === false)
    found.push(m.problem === 'auth' ? 'mail.auth' : m.problem === 'tls' ? 'mail.tls' : 'mail.unreachable');
  if (m.kind === 'local_maildev') found.push('mail.local_maildev');
  // Mails waiting for a retry and none delivered since the newest of them failed: deliveries fail now.
  if (m.retrying > 0 && m.lastErrorAt && (!m.lastSentAt || m.lastSentAt < m.lastErrorAt)) found.push('mail.failing');
  if (m.failed > 0) found.push('mail.failed_recently');
  return found.length ? found : ['mail.ok'];
}

export function jobFindings(j: { failed: number; overdue: number }): StatusFinding[] {
  const found: StatusFinding[] = [];
  if (j.overdue > 0) found.push('jobs.overdue');
  if (j.failed > 0) found.push('jobs.failed');
  return found.length ? found : ['jobs.ok'];
}

export function backupFindings(
  b: { last: { ok: boolean } | null; lastSuccessAt: Date | null },
  now: Date,
): StatusFinding[] {
  if (!b.last) return ['backup.never'];
  const found: StatusFinding[] = [];
  if (!b.last.ok) found.push('backup.failed');
  const hours = b.lastSuccessAt ? (now.getTime() - b.lastSuccessAt.getTime()) / 3_600_000 : Infinity;
  if (hours > THRESHOLDS.backupProblemHours) found.push('backup.very_old');
  else if (hours > THRESHOLDS.backupWarningHours) found.push('backup.old');
  return found.length ? found : ['backup.ok'];
}

export interface WalFigures {
  archiveMode: string;
  timeoutSeconds: number;
  lastArchived: { ageSeconds: number } | null;
  failing: boolean;
  pending: boolean;
}

export function walFindings(w: WalFigures | 'disabled' | 'external'): StatusFinding[] {
  if (w === 'external') return ['wal.external'];
  if (w === 'disabled') return ['wal.disabled'];
  if (w.archiveMode !== 'on' && w.archiveMode !== 'always') return ['wal.off'];
  if (w.failing) return ['wal.failing'];
  if (!w.lastArchived) return ['wal.none_yet'];
  if (w.pending && w.lastArchived.ageSeconds > THRESHOLDS.walStaleTimeouts * w.timeoutSeconds) return ['wal.stale'];
  return ['wal.ok'];
}

export function offsiteFindings(bucket: { failingSince: string | null } | null): StatusFinding[] {
  if (!bucket) return ['offsite.none'];
  return [bucket.failingSince ? 'offsite.failing' : 'offsite.ok'];
}

export function diskFindings(d: { freeBytes: number; totalBytes: number }): StatusFinding[] {
  const percent = d.totalBytes > 0 ? (100 * d.freeBytes) / d.totalBytes : 0;
  if (percent < THRESHOLDS.diskProblemPercent || d.freeBytes < THRESHOLDS.diskProblemBytes) return ['disk.full'];
  if (percent < THRESHOLDS.diskWarningPercent || d.freeBytes < THRESHOLDS.diskWarningBytes) return ['disk.low'];
  return ['disk.ok'];
}
