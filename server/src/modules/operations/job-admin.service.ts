// The job queues as staff see them: each queue's jobs by state, the failed jobs with their error,
// and a failed job queued again.
import { Injectable } from '@nestjs/common';
import { ApiError } from '../../common/api-error';
import { pageWindow } from '../../common/page.dto';
import { JobQueueService } from '../../jobs/job-queue.service';
import {
  type FailedJobListResponseDto,
  type FailedJobQueryDto,
  type FailedJobResponseDto,
  type JobQueueListResponseDto,
  mapFailedJob,
  mapJobQueue,
} from './job-admin.dto';
import { OPERATIONS_ERRORS } from './operations-errors';

@Injectable()
export class JobAdminService {
  constructor(private readonly jobs: JobQueueService) {}

  async listJobQueuesAdmin(): Promise<JobQueueListResponseDto> {
    const queues = await this.jobs.queueStats();
    return { v: queues.map(mapJobQueue), total: queues.length };
  }

  async listFailedJobsAdmin(query: FailedJobQueryDto): Promise<FailedJobListResponseDto> {
    const { rows, total } = await this.jobs.listFailed(query.queue, pageWindow(query));
    return { v: rows.map(mapFailedJob), total };
  }

  async retryFailedJobAdmin(id: string): Promise<FailedJobResponseDto> {
    const job = await this.jobs.findJob(id);
    if (!job) throw new ApiError(404, OPERATIONS_ERRORS.job_not_found, 'No such job');
    if (job.state !== 'failed')
      throw new ApiError(409, OPERATIONS_ERRORS.job_not_failed, 'Only a failed job can be retried');
    await this.jobs.retry(job.queue, id);
    return { v: mapFailedJob(job) };
  }
}
