import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ListResponseDto, PageQueryDto, ResponseDto } from '../../common/page.dto';
import type { FailedJob, QueueStats } from '../../jobs/job-queue.service';

export class JobQueueDto {
  @ApiProperty({ description: 'The queue name (e.g. mail-delivery)' })
  id: string;

  @ApiProperty({ description: 'Waiting to run (also those scheduled for later)' })
  queued: number;

  @ApiProperty()
  active: number;

  @ApiProperty({ description: 'Failed jobs still kept' })
  failed: number;

  @ApiProperty({ description: 'Failed once, waiting for their next attempt' })
  retrying: number;
}

export class JobQueueListResponseDto extends ListResponseDto(JobQueueDto) {}

export class FailedJobQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only this queue' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  queue?: string;
}

export class FailedJobDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  queue: string;

  @ApiProperty({ type: String, nullable: true, description: 'What the job failed with' })
  error: string | null;

  @ApiProperty({ description: 'Attempts after the first' })
  retry_count: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  failed_at: string | null;
}

export class FailedJobListResponseDto extends ListResponseDto(FailedJobDto) {}
export class FailedJobResponseDto extends ResponseDto(FailedJobDto) {}

export function mapJobQueue(stats: QueueStats): JobQueueDto {
  return { id: stats.name, queued: stats.queued, active: stats.active, failed: stats.failed, retrying: stats.retrying };
}

export function mapFailedJob(job: FailedJob): FailedJobDto {
  return {
    id: job.id,
    queue: job.queue,
    error: job.error,
    retry_count: job.retryCount,
    created_at: job.createdAt.toISOString(),
    failed_at: job.failedAt?.toISOString() ?? null,
  };
}
