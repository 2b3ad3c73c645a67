import { Module } from '@nestjs/common';
import { JobAdminController } from './job-admin.controller';
import { JobAdminService } from './job-admin.service';

/** What operators look at in the staff console: the job queues and their failed jobs. */
@Module({
  controllers: [JobAdminController],
  providers: [JobAdminService],
})
export class OperationsModule {}
