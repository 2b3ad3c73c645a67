import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListResponseDto, PageQueryDto, ResponseDto } from '../../common/page.dto';
import type { OutboxRow } from '../../mail/mail-outbox.service';

const STATUSES = ['queued', 'sent', 'failed', 'superseded'] as const;
type Status = (typeof STATUSES)[number];

export class OutboxQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @IsIn(STATUSES)
  status?: Status;

  @ApiPropertyOptional({
    description:
      'account, contact, dues, event_registration, event_updates, event_reminders, membership, new_events, newsletter, newsletter_test',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  kind?: string;
}

/** An outgoing mail as staff see it: who, what and how it went; never its body (account mails hold sign-in links). */
export class OutboxMailDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  kind: string;

  @ApiProperty()
  recipient: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ enum: STATUSES })
  status: Status;

  @ApiProperty({ type: 'integer', description: 'Delivery attempts so far' })
  attempts: number;

  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed' })
  last_error: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at: string | null;
}

export class OutboxListResponseDto extends ListResponseDto(OutboxMailDto) {}
export class OutboxMailResponseDto extends ResponseDto(OutboxMailDto) {}

export class NewsletterDto {
  @ApiProperty({ format: 'uuid' })
  article_id: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ description: 'The mail as members will see it (for the preview)' })
  html: string;

  @ApiProperty({ type: 'integer', description: 'Members subscribed to the newsletter now' })
  subscribers: number;

  @ApiProperty({ type: 'integer', description: 'Mails of this newsletter waiting for delivery' })
  queued: number;

  @ApiProperty({ type: 'integer' })
  sent: number;

  @ApiProperty({ type: 'integer' })
  failed: number;
}

export class NewsletterResponseDto extends ResponseDto(NewsletterDto) {}

export function mapOutboxMail(row: OutboxRow): OutboxMailDto {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
