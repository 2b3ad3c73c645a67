import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  FailedJobListResponseDto,
  FailedJobQueryDto,
  FailedJobResponseDto,
  JobQueueListResponseDto,
} from './job-admin.dto';
import { JobAdminService } from './job-admin.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { OPERATIONS_ERRORS } from './operations-errors';

@ApiTags('admin: jobs')
@Controller('api/admin')
export class JobAdminController {
  constructor(private readonly service: JobAdminService) {}

  /** Every job queue with its jobs by state (queued, active, failed, retrying). */
  @Authenticated({ permissions: { users: 'full' } })
  @Get('job-queues')
  @ApiOkResponse({ type: JobQueueListResponseDto })
  listJobQueuesAdmin(): Promise<JobQueueListResponseDto> {
    return this.service.listJobQueuesAdmin();
  }

  /** Failed jobs, most recent first, with the error each failed with. */
  @Authenticated({ permissions: { users: 'full' } })
  @Get('failed-jobs')
  @ApiOkResponse({ type: FailedJobListResponseDto })
  listFailedJobsAdmin(@Query() query: FailedJobQueryDto): Promise<FailedJobListResponseDto> {
    return this.service.listFailedJobsAdmin(query);
  }

  /** Queues a failed job again. */
  @Authenticated({ permissions: { users: 'full' } })
  @Post('failed-jobs/:id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: FailedJobResponseDto })
  @ApiErrors({ 404: [OPERATIONS_ERRORS.job_not_found], 409: [OPERATIONS_ERRORS.job_not_failed] })
  retryFailedJobAdmin(@Param('id', UuidPipe) id: string): Promise<FailedJobResponseDto> {
    return this.service.retryFailedJobAdmin(id);
  }
}
