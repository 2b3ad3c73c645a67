import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ResponseDto } from '../../common/page.dto';
import { DELIVERY_PROBLEMS, type DeliveryProblem } from '../../mail/delivery-problem';
import {
  STATUS_CHECKS,
  STATUS_FINDINGS,
  STATUS_STATES,
  worst,
  type StatusCheckKey,
  type StatusFinding,
  type StatusState,
} from './status-rules';

const RANK: Record<StatusState, number> = { ok: 0, warning: 1, problem: 2 };

const FINDINGS = Object.keys(STATUS_FINDINGS) as StatusFinding[];
const date = (description: string) => ({ type: String, format: 'date-time', nullable: true, description });
const count = (description: string) => ({ type: Number, description });

export class StatusFindingDto {
  @ApiProperty({
    enum: FINDINGS,
    enumName: 'StatusFindingCode',
    description: 'What the check found (the console explains each and says what to do)',
  })
  code: StatusFinding;

  @ApiProperty({ enum: STATUS_STATES, enumName: 'StatusState' })
  state: StatusState;
}

/** The figures behind the findings; each check fills in its own (absent = not this check's). */
export class StatusFactsDto {
  @ApiPropertyOptional({
    enum: ['smtp_url', 'local_maildev', 'none'],
    description: 'Where mail goes: SMTP_URL, the local MailDev (no SMTP_URL), or nowhere',
  })
  mail_server_kind?: 'smtp_url' | 'local_maildev' | 'none';

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'host:port of the mail server (never a user or password)',
  })
  mail_server?: string | null;

  @ApiPropertyOptional({
    type: Boolean,
    nullable: true,
    description: 'Whether the mail server answered the live check just now (null: there is none)',
  })
  mail_reachable?: boolean | null;

  @ApiPropertyOptional({
    enum: DELIVERY_PROBLEMS,
    enumName: 'DeliveryProblem',
    nullable: true,
    description: 'What the live check ran into',
  })
  mail_problem?: DeliveryProblem | null;

  @ApiPropertyOptional(count('Mails given up on in the last days (THRESHOLDS.mailFailedDays)'))
  mails_failed?: number;

  @ApiPropertyOptional(count('Mails waiting for another attempt after a failed one'))
  mails_retrying?: number;

  @ApiPropertyOptional(date('When the newest delivered mail went out'))
  last_mail_sent_at?: string | null;

  @ApiPropertyOptional({
    enum: DELIVERY_PROBLEMS,
    enumName: 'DeliveryProblem',
    nullable: true,
    description: 'What the newest undelivered mail last failed with (its kind only: no address, no server reply)',
  })
  last_mail_problem?: DeliveryProblem | null;

  @ApiPropertyOptional(date('When that mail was queued'))
  last_mail_problem_at?: string | null;

  @ApiPropertyOptional(count('Jobs failed in the last hours (THRESHOLDS.jobsFailedHours)'))
  jobs_failed?: number;

  @ApiPropertyOptional(count('Jobs due for longer than THRESHOLDS.jobOverdueMinutes and still waiting'))
  jobs_overdue?: number;

  @ApiPropertyOptional(date('When the longest-waiting of those was due'))
  oldest_overdue_since?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'The queues with failed or waiting jobs' })
  queues?: string[];

  @ApiPropertyOptional(date('When the newest backup run ended'))
  backup_last_at?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'Whether it succeeded' })
  backup_last_ok?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Its archive (file name in BACKUP_DIR)' })
  backup_last_archive?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Its archive size in bytes' })
  backup_last_bytes?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why it failed (one line)' })
  backup_last_error?: string | null;

  @ApiPropertyOptional(date('When the newest good backup ended'))
  backup_last_success_at?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The newest WAL segment PostgreSQL archived (pg_stat_archiver)',
  })
  wal_segment?: string | null;

  @ApiPropertyOptional(date('When it was archived'))
  wal_archived_at?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Its age in seconds: about the most committed data a lost machine costs',
  })
  wal_age_seconds?: number | null;

  @ApiPropertyOptional(count('BACKUP_WAL_TIMEOUT: a written segment is archived within about this many seconds'))
  wal_timeout_seconds?: number;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'Whether WAL written after that segment waits to be archived (the database is written)',
  })
  wal_pending?: boolean;

  @ApiPropertyOptional(
    count('Failed attempts to archive a segment since the statistics began (PostgreSQL retries each)'),
  )
  wal_failed_count?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'The segment of the newest failed attempt' })
  wal_failed_segment?: string | null;

  @ApiPropertyOptional(date('When that attempt failed'))
  wal_failed_at?: string | null;

  @ApiPropertyOptional({ type: String, description: "PostgreSQL's archive_mode" })
  wal_archive_mode?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The backup bucket (null: none, backups stay on this machine)',
  })
  bucket_name?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The file last shipped to it (its key under backups/)',
  })
  bucket_last_file?: string | null;

  @ApiPropertyOptional(date('When it was shipped'))
  bucket_last_shipped_at?: string | null;

  @ApiPropertyOptional(count('Archived WAL files and base backups waiting to be shipped'))
  bucket_waiting?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'What the bucket last answered when shipping failed (one line)',
  })
  bucket_error?: string | null;

  @ApiPropertyOptional(date('When shipping failed last'))
  bucket_error_at?: string | null;

  @ApiPropertyOptional(date('Since when shipping fails (null: it works)'))
  bucket_failing_since?: string | null;

  @ApiPropertyOptional({ type: String, description: 'The data folder (DATA_DIR) whose disk is measured' })
  data_dir?: string;

  @ApiPropertyOptional(count('Free bytes on the disk of DATA_DIR (for this server)'))
  disk_free_bytes?: number;

  @ApiPropertyOptional(count('Size of that disk in bytes'))
  disk_total_bytes?: number;

  @ApiPropertyOptional(count('Free share of that disk in percent'))
  disk_free_percent?: number;

  @ApiPropertyOptional(count('Size of the database in bytes (pg_database_size)'))
  database_bytes?: number;

  @ApiPropertyOptional({ type: String, description: "The server's version (package.json)" })
  version?: string;

  @ApiPropertyOptional({ type: String, description: 'Node.js version' })
  node_version?: string;

  @ApiPropertyOptional(count('Migrations applied to the database'))
  migrations_applied?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'The newest applied migration' })
  last_migration?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Migrations of this version not yet applied' })
  migrations_pending?: string[];

  @ApiPropertyOptional({ enum: ['local', 's3'], description: 'STORAGE_DRIVER' })
  storage_driver?: 'local' | 's3';

  @ApiPropertyOptional({
    type: Boolean,
    description: 'Whether the store could be written (local) or reached (s3) just now',
  })
  storage_reachable?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'What the store answered when it could not be used (one line)',
  })
  storage_error?: string | null;

  @ApiPropertyOptional({ type: String, description: 'Why the check itself failed (check.failed, one line)' })
  check_error?: string;
}

export class StatusCheckDto {
  @ApiProperty({ enum: STATUS_CHECKS, enumName: 'StatusCheckKey' })
  key: StatusCheckKey;

  @ApiProperty({ enum: STATUS_STATES, enumName: 'StatusState', description: 'The worst state of its findings' })
  state: StatusState;

  @ApiProperty({ type: [StatusFindingDto], description: 'What it found, the worst first' })
  findings: StatusFindingDto[];

  @ApiProperty({ type: StatusFactsDto })
  facts: StatusFactsDto;
}

export class ServerStatusDto {
  @ApiProperty({ enum: STATUS_STATES, enumName: 'StatusState', description: 'The worst state of the checks' })
  state: StatusState;

  @ApiProperty({ format: 'date-time' })
  checked_at: string;

  @ApiProperty({ type: [StatusCheckDto], description: 'The checks, problems first' })
  checks: StatusCheckDto[];
}

export class ServerStatusResponseDto extends ResponseDto(ServerStatusDto) {}

/** A check as the page shows it: its state the worst of its findings, the worst first. */
export function mapStatusCheck(check: {
  key: StatusCheckKey;
  findings: StatusFinding[];
  facts: StatusFactsDto;
}): StatusCheckDto {
  const findings = check.findings
    .map((code) => ({ code, state: STATUS_FINDINGS[code] as StatusState }))
    .sort((a, b) => RANK[b.state] - RANK[a.state]);
  return { key: check.key, state: worst(findings.map((f) => f.state)), findings, facts: check.facts };
}

/** The whole page: problems first, then warnings, then what is fine (each group in the checks' order). */
export function mapServerStatus(
  checks: { key: StatusCheckKey; findings: StatusFinding[]; facts: StatusFactsDto }[],
  now: Date,
): ServerStatusDto {
  const mapped = checks.map(mapStatusCheck).sort((a, b) => RANK[b.state] - RANK[a.state]);
  return { state: worst(mapped.map((c) => c.state)), checked_at: now.toISOString(), checks: mapped };
}
