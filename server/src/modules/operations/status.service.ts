// The operator's status page (GET /api/admin/status, owners only) and the same figures for
// /metrics: mail, jobs, backups, WAL archiving, shipping off the machine, disk, database, storage,
// version (docs/operations.md). Every check
// runs at once, each within its own deadline, so the page answers within THRESHOLDS.checkDeadlineMs
// whatever hangs; what a figure must be is decided in status-rules.ts.
import { Inject, Injectable } from '@nestjs/common';
import fs from 'node:fs';
import { appVersion } from '../../common/app-version';
import { firstLine } from '../../common/first-line';
import { BackupJobsService } from '../../backup/backup-jobs.service';
import type { BackupState } from '../../backup/backup-state';
import { redactUrl, type Config } from '../../config/config';
import { CONFIG } from '../../config/config.module';
import { readMigrations } from '../../database/migrator';
import { JobQueueService } from '../../jobs/job-queue.service';
import { deliveryProblem } from '../../mail/delivery-problem';
import { MailOutboxService } from '../../mail/mail-outbox.service';
import { StorageService } from '../../storage/storage.service';
import { mapServerStatus, type ServerStatusResponseDto, type StatusFactsDto } from './status-admin.dto';
import {
  backupFindings,
  diskFindings,
  jobFindings,
  mailFindings,
  offsiteFindings,
  THRESHOLDS,
  walFindings,
  type StatusCheckKey,
  type StatusFinding,
} from './status-rules';
import { StatusRepository } from './status.repository';

export interface Check {
  key: StatusCheckKey;
  findings: StatusFinding[];
  facts: StatusFactsDto;
}

/** What /metrics shows of the status (no live mail check: a scrape must not knock on the mail server). */
export interface StatusFigures {
  backup: { lastAt: Date | null; lastOk: boolean | null; lastSuccessAt: Date | null } | null;
  databaseBytes: number | null;
  disk: { freeBytes: number; totalBytes: number } | null;
  storageReachable: boolean | null;
  /** Continuous archiving and the shipping to the bucket (backup/backup-state.ts). */
  backups: BackupState | null;
}

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

class TimedOut extends Error {}

/** `work`, or TimedOut after `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimedOut()), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class StatusService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly repository: StatusRepository,
    private readonly jobs: JobQueueService,
    private readonly outbox: MailOutboxService,
    private readonly storage: StorageService,
    private readonly backups: BackupJobsService,
  ) {}

  async getServerStatusAdmin(): Promise<ServerStatusResponseDto> {
    const now = new Date();
    // Read once for both checks; each check awaits it within its own deadline.
    const backups = this.backups.state(now);
    backups.catch(() => undefined);
    const runs: [StatusCheckKey, () => Promise<Omit<Check, 'key'>>][] = [
      ['mail', () => this.mail(now)],
      ['jobs', () => this.jobQueues(now)],
      ['backup', () => this.backup(now)],
      ['wal', () => this.wal(backups)],
      ['offsite', () => this.offsite(backups)],
      ['disk', () => this.disk()],
      ['database', () => this.database()],
      ['storage', () => this.storageCheck()],
      ['version', () => this.version()],
    ];
    const checks = await Promise.all(runs.map(([key, run]) => this.guarded(key, run)));
    return { v: mapServerStatus(checks, now) };
  }

  /** The figures /metrics exports, each left out (null) when it could not be read within the deadline. */
  async figures(deadlineMs: number): Promise<StatusFigures> {
    const quiet = <T>(work: () => Promise<T>) => within(deadlineMs, work()).catch(() => null);
    const [backup, databaseBytes, disk, storage, backups] = await Promise.all([
      quiet(() => this.repository.backupRuns()),
      quiet(() => this.repository.databaseBytes()),
      quiet(() => this.diskFigures()),
      quiet(() => this.storage.check(deadlineMs)),
      quiet(() => this.backups.state()),
    ]);
    return {
      backup: backup && {
        lastAt: backup.last?.finishedAt ?? null,
        lastOk: backup.last?.ok ?? null,
        lastSuccessAt: backup.lastSuccess?.finishedAt ?? null,
      },
      databaseBytes,
      disk,
      storageReachable: storage?.reachable ?? null,
      backups,
    };
  }

  /** A check within its deadline; one that hangs or throws is a problem of its own, not a failed page. */
  private async guarded(key: StatusCheckKey, run: () => Promise<Omit<Check, 'key'>>): Promise<Check> {
    try {
      return { key, ...(await within(THRESHOLDS.checkDeadlineMs, run())) };
    } catch (error) {
      if (error instanceof TimedOut) return { key, findings: ['check.timed_out'], facts: {} };
      return { key, findings: ['check.failed'], facts: { check_error: firstLine(error as Error) } };
    }
  }

  private async mail(now: Date): Promise<Omit<Check, 'key'>> {
    const since = new Date(now.getTime() - THRESHOLDS.mailFailedDays * 86_400_000);
    const [server, delivery] = await Promise.all([
      this.outbox.checkServer(THRESHOLDS.smtpTimeoutMs),
      this.outbox.deliveryFigures(since),
    ]);
    const findings = mailFindings({
      kind: server.kind,
      reachable: server.reachable,
      problem: server.problem,
      failed: delivery.failed,
      retrying: delivery.retrying,
      lastSentAt: delivery.lastSentAt,
      lastErrorAt: delivery.lastErrorAt,
    });
    return {
      findings,
      facts: {
        mail_server_kind: server.kind,
        mail_server: server.server,
        mail_reachable: server.reachable,
        mail_problem: server.problem,
        mails_failed: delivery.failed,
        mails_retrying: delivery.retrying,
        last_mail_sent_at: iso(delivery.lastSentAt),
        last_mail_problem: delivery.lastError ? deliveryProblem(delivery.lastError) : null,
        last_mail_problem_at: iso(delivery.lastErrorAt),
      },
    };
  }

  private async jobQueues(now: Date): Promise<Omit<Check, 'key'>> {
    const queues = await this.jobs.attention(
      new Date(now.getTime() - THRESHOLDS.jobsFailedHours * 3_600_000),
      new Date(now.getTime() - THRESHOLDS.jobOverdueMinutes * 60_000),
    );
    const failed = queues.reduce((n, q) => n + q.failed, 0);
    const overdue = queues.reduce((n, q) => n + q.overdue, 0);
    const oldest =
      queues
        .map((q) => q.oldestDue)
        .filter((d): d is Date => !!d)
        .sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
    return {
      findings: jobFindings({ failed, overdue }),
      facts: {
        jobs_failed: failed,
        jobs_overdue: overdue,
        oldest_overdue_since: iso(oldest),
        queues: queues.map((q) => q.name),
      },
    };
  }

  private async backup(now: Date): Promise<Omit<Check, 'key'>> {
    const { last, lastSuccess } = await this.repository.backupRuns();
    return {
      findings: backupFindings({ last, lastSuccessAt: lastSuccess?.finishedAt ?? null }, now),
      facts: {
        backup_last_at: iso(last?.finishedAt),
        backup_last_ok: last?.ok ?? null,
        backup_last_archive: last?.archive ?? null,
        backup_last_bytes: last?.bytes == null ? null : Number(last.bytes),
        backup_last_error: last?.error ?? null,
        backup_last_success_at: iso(lastSuccess?.finishedAt),
      },
    };
  }

  private async wal(state: Promise<BackupState>): Promise<Omit<Check, 'key'>> {
    const { wal } = await state;
    if (typeof wal === 'string') return { findings: walFindings(wal), facts: {} };
    return {
      findings: walFindings(wal),
      facts: {
        wal_archive_mode: wal.archiveMode,
        wal_segment: wal.lastArchived?.segment ?? null,
        wal_archived_at: wal.lastArchived?.at ?? null,
        wal_age_seconds: wal.lastArchived?.ageSeconds ?? null,
        wal_timeout_seconds: wal.timeoutSeconds,
        wal_pending: wal.pending,
        wal_failed_count: wal.failedCount,
        wal_failed_segment: wal.lastFailed?.segment ?? null,
        wal_failed_at: wal.lastFailed?.at ?? null,
      },
    };
  }

  private async offsite(state: Promise<BackupState>): Promise<Omit<Check, 'key'>> {
    const { bucket } = await state;
    return {
      findings: offsiteFindings(bucket),
      facts: {
        bucket_name: bucket?.name ?? null,
        bucket_last_file: bucket?.lastShipped?.file ?? null,
        bucket_last_shipped_at: bucket?.lastShipped?.at ?? null,
        bucket_waiting: bucket?.waiting ?? 0,
        // What the bucket answered, one line, with any password in a URL hidden.
        bucket_error: bucket?.lastError ? redactUrl(bucket.lastError.message.split('\n')[0]) : null,
        bucket_error_at: bucket?.lastError?.at ?? null,
        bucket_failing_since: bucket?.failingSince ?? null,
      },
    };
  }

  private async diskFigures(): Promise<{ freeBytes: number; totalBytes: number }> {
    const stats = await fs.promises.statfs(this.config.dataDir);
    // bavail: what an unprivileged process may still write (bfree counts the root reserve too).
    return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
  }

  private async disk(): Promise<Omit<Check, 'key'>> {
    const d = await this.diskFigures();
    const percent = d.totalBytes > 0 ? Math.round((1000 * d.freeBytes) / d.totalBytes) / 10 : 0;
    return {
      findings: diskFindings(d),
      facts: {
        data_dir: this.config.dataDir,
        disk_free_bytes: d.freeBytes,
        disk_total_bytes: d.totalBytes,
        disk_free_percent: percent,
      },
    };
  }

  private async database(): Promise<Omit<Check, 'key'>> {
    return { findings: ['database.ok'], facts: { database_bytes: await this.repository.databaseBytes() } };
  }

  private async storageCheck(): Promise<Omit<Check, 'key'>> {
    const s = await this.storage.check(THRESHOLDS.storageTimeoutMs);
    return {
      findings: [s.reachable ? 'storage.ok' : 'storage.unreachable'],
      facts: { storage_driver: s.driver, storage_reachable: s.reachable, storage_error: s.error },
    };
  }

  private async version(): Promise<Omit<Check, 'key'>> {
    const applied = await this.repository.appliedMigrations();
    const done = new Set(applied);
    const pending = readMigrations()
      .map((m) => m.name)
      .filter((name) => !done.has(name));
    return {
      findings: [pending.length ? 'version.pending_migrations' : 'version.ok'],
      facts: {
        version: appVersion(),
        node_version: process.version,
        migrations_applied: applied.length,
        last_migration: applied.at(-1) ?? null,
        migrations_pending: pending,
      },
    };
  }
}
