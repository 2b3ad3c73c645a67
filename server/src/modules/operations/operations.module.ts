import { Module } from '@nestjs/common';
import { BackupModule } from '../../backup/backup.module';
import { JobAdminController } from './job-admin.controller';
import { JobAdminService } from './job-admin.service';
import { StatusAdminController } from './status-admin.controller';
import { StatusRepository } from './status.repository';
import { StatusService } from './status.service';

/**
 * What operators look at in the staff console: the job queues and their failed jobs, and the server's status (owners).
 */
@Module({
  imports: [BackupModule],
  controllers: [JobAdminController, StatusAdminController],
  providers: [JobAdminService, StatusService, StatusRepository],
  exports: [StatusService],
})
export class OperationsModule {}
