// Scheduled base backups (docs/operations.md §6): the job queue queues one on BACKUP_SCHEDULE, once
// across instances, and one worker takes it. It is the backup of `npm run backup` (backup.ts), so it
// goes where the WAL goes: BACKUP_DIR, then the bucket through the shipper, with the same retention.
// Its run is recorded in backup_runs through the server's pool (backup-runs.ts), its times from the
// injected clock; a failed one is retried by the queue. Also the shipper's home in the server process.
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.module';
import type { Config } from '../config/config';
import { CONFIG } from '../config/config.module';
import { DATABASE_URL, PrismaService } from '../database/prisma.service';
import { sqlExecutor } from '../database/sql-executor';
import { CLOCK, type Clock } from '../jobs/clock';
import { JobQueueService } from '../jobs/job-queue.service';
import { backupAndRecord, recordBackupRun } from './backup-runs';
import { BackupShipper } from './backup-shipper';
import { type BackupState, readBackupState } from './backup-state';
import { backupBucketName } from './backup-bucket';
import { startWalSwitcher } from '../database/wal-archive';

export const BASE_BACKUP_JOB = 'base-backup';

@Injectable()
export class BackupJobsService implements OnModuleInit, OnApplicationShutdown {
  @Inject(LOGGER) private readonly logger!: Logger;
  private shipper: BackupShipper | null = null;
  private stopSwitcher: (() => void) | null = null;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly prisma: PrismaService,
    private readonly queue: JobQueueService,
  ) {}

  /**
   * Scheduled only with the embedded database: an external one is backed up by its provider. One runs at a time
   * (singleton).
   */
  onModuleInit(): void {
    if (this.config.DATABASE_URL || this.config.BACKUP_SCHEDULE === 'off') return;
    this.queue.define({
      name: BASE_BACKUP_JOB,
      cron: this.config.BACKUP_SCHEDULE,
      queue: { policy: 'singleton', retryLimit: 2, retryDelay: 600, expireInSeconds: 6 * 3600 },
      handler: () => this.takeBaseBackup(),
    });
  }

  async takeBaseBackup(): Promise<void> {
    const warn = (m: string) => this.logger.warn(`base backup: ${m}`);
    try {
      const { file, bytes, notRecorded } = await backupAndRecord(
        this.config,
        (run) => recordBackupRun(sqlExecutor(this.prisma), run),
        warn,
        () => this.clock.now(),
      );
      if (notRecorded)
        warn(`the run could not be recorded in the database (the status page will not show it): ${notRecorded}`);
      this.logger.info({ file, bytes }, 'base backup taken');
      await this.shipper?.runOnce();
    } catch (e) {
      this.logger.error(`base backup failed: ${(e as Error).message}`);
      throw e;
    }
  }

  /** Starts the WAL switcher and the shipper in the process that runs the embedded database (boot.ts). */
  startShipping(): void {
    if (!this.config.DATABASE_URL && this.config.BACKUP_WAL)
      this.stopSwitcher = startWalSwitcher(this.databaseUrl, this.config.BACKUP_WAL_TIMEOUT, (m) =>
        this.logger.warn(m),
      );
    if (this.config.DATABASE_URL && !backupBucketName(this.config)) return;
    this.shipper = new BackupShipper(this.config, {
      warn: (m) => this.logger.warn(m),
      info: (m) => this.logger.info(m),
    });
    this.shipper.start();
  }

  /**
   * The archiving and shipping state, pg_stat_archiver read through the server's pool (ages against PostgreSQL's own
   * time: the system clock).
   */
  state(now = new Date()): Promise<BackupState> {
    return readBackupState(this.config, sqlExecutor(this.prisma), now);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopSwitcher?.();
    await this.shipper?.stop();
  }
}
