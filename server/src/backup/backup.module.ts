import { Module } from '@nestjs/common';
import { BackupJobsService } from './backup-jobs.service';

/** Scheduled base backups, the shipping of backups and WAL to the bucket, and the backup state (server/src/backup). */
@Module({ providers: [BackupJobsService], exports: [BackupJobsService] })
export class BackupModule {}
