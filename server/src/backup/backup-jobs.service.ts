// Scheduled base backups (docs/operations.md §6): the job queue queues one on BACKUP_SCHEDULE, once
// across instances, and one worker takes it. It is the backup of `npm run backup` (backup.ts), so it
// goes where the WAL goes: BACKUP_DIR, then the bucket through the shipper, with the same retention.
// Its result is kept for the backup state; a failed one is retried by the queue. Also the shipper's
// home in the server process.
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.module';
import type { Config } from '../config/config';
import { CONFIG } from '../config/config.module';
import { DATABASE_URL } from '../database/prisma.service';
import { JobQueueService } from '../jobs/job-queue.service';
import { backupAndRecord } from './backup-runs';
import { BackupShipper } from './backup-shipper';
import { type BackupState, readBackupState, recordBaseBackup } from './backup-state';
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
    private readonly queue: JobQueueService,
  ) {}

  /** Scheduled only with the embedded database: an external one is backed up by its provider. */
  onModuleInit(): void {
    if (this.config.DATABASE_URL || this.config.BACKUP_SCHEDULE === 'off') return;
    this.queue.define({ name: BASE_BACKUP_JOB, cron: this.config.BACKUP_SCHEDULE, queue: { retryLimit: 2, retryDelay: 600, expireInSeconds: 6 * 3600 }, handler: () => this.takeBaseBackup() });
  }

  async takeBaseBackup(): Promise<void> {
    try {
      // Recorded in backup_runs as `npm run backup`'s runs are, for the status page (backup-runs.ts).
      const { file, bytes } = await backupAndRecord(this.config, (m) => this.logger.warn(m));
      recordBaseBackup(this.config, { at: new Date().toISOString(), ok: true, file: file.split('/').at(-1)!, error: null });
      this.logger.info({ file, bytes }, 'base backup taken');
      await this.shipper?.runOnce();
    } catch (e) {
      recordBaseBackup(this.config, { at: new Date().toISOString(), ok: false, file: null, error: (e as Error).message });
      this.logger.error(`base backup failed: ${(e as Error).message}`);
      throw e;
    }
  }

  /** Starts the WAL switcher and the shipper in the process that runs the embedded database (boot.ts). */
  startShipping(): void {
    if (!this.config.DATABASE_URL && this.config.BACKUP_WAL) this.stopSwitcher = startWalSwitcher(this.databaseUrl, this.config.BACKUP_WAL_TIMEOUT, (m) => this.logger.warn(m));
    if (this.config.DATABASE_URL && !backupBucketName(this.config)) return;
    this.shipper = new BackupShipper(this.config, { warn: (m) => this.logger.warn(m), info: (m) => this.logger.info(m) });
    this.shipper.start();
  }

  state(): Promise<BackupState> {
    return readBackupState(this.config, this.config.DATABASE_URL ? null : this.databaseUrl);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopSwitcher?.();
    await this.shipper?.stop();
  }
}
