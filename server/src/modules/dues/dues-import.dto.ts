// DTOs of the bank statement import (preview, confirm, past imports) and of the staff home's dues
// figures.
import { ApiProperty } from '@nestjs/swagger';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import type { ImportRow } from './dues-payment.repository';

/** What confirming would do with an entry (refund_paid: a debit that pays an exported refund of an event payment). */
export const ENTRY_OUTCOMES = [
  'matched',
  'partly_paid',
  'overpaid',
  'registration_cancelled',
  'unknown_symbol',
  'other_currency',
  'debit',
  'refund_paid',
  'imported_before',
] as const;
export type EntryOutcome = (typeof ENTRY_OUTCOMES)[number];

export class StatementUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'camt.053.001.02 or .001.08 XML, at most 10 MB' })
  file: unknown;
}

export class StatementEntryDto {
  @ApiProperty({ description: 'The bank’s reference of the entry' })
  bank_ref: string;

  @ApiProperty({ format: 'date' })
  booked_on: string;

  @ApiProperty()
  amount: number;

  @ApiProperty()
  currency: string;

  @ApiProperty()
  credit: boolean;

  @ApiProperty({ type: String, nullable: true })
  variable_symbol: string | null;

  @ApiProperty({ type: String, nullable: true })
  debtor_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ enum: ENTRY_OUTCOMES, enumName: 'StatementEntryOutcome' })
  outcome: EntryOutcome;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  dues_id: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The event registration the payment is for (its variable symbol)',
  })
  registration_id: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The event of that registration' })
  event_title: string | null;

  @ApiProperty({ type: String, nullable: true })
  member_name: string | null;
}

export class StatementCountsDto {
  @ApiProperty({ type: 'integer' }) matched: number;
  @ApiProperty({ type: 'integer' }) partly_paid: number;
  @ApiProperty({ type: 'integer' }) overpaid: number;
  @ApiProperty({ type: 'integer', description: 'Paid for a registration that was cancelled: refunded' })
  registration_cancelled: number;
  @ApiProperty({ type: 'integer' }) unknown_symbol: number;
  @ApiProperty({ type: 'integer' }) other_currency: number;
  @ApiProperty({ type: 'integer' }) debit: number;
  @ApiProperty({ type: 'integer', description: 'Debits that pay an exported refund' }) refund_paid: number;
  @ApiProperty({ type: 'integer' }) imported_before: number;
}

export class StatementPreviewDto {
  @ApiProperty({ enum: ['camt.053.001.02', 'camt.053.001.08'] })
  format: string;

  @ApiProperty({ type: String, nullable: true })
  statement_id: string | null;

  @ApiProperty({ type: String, nullable: true })
  iban: string | null;

  @ApiProperty({ type: StatementCountsDto })
  counts: StatementCountsDto;

  @ApiProperty({ type: [StatementEntryDto] })
  entries: StatementEntryDto[];
}

export class DuesImportDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  file_name: string;

  @ApiProperty()
  format: string;

  @ApiProperty({ type: String, nullable: true })
  statement_id: string | null;

  @ApiProperty({ type: 'integer', description: 'Entries in the file' })
  entries: number;

  @ApiProperty({ type: 'integer', description: 'Credits recorded now (new to the database)' })
  recorded: number;

  @ApiProperty({ type: 'integer', description: 'Of those, assigned to a dues record or an event registration' })
  matched: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class StatementPreviewResponseDto extends ResponseDto(StatementPreviewDto) {}
export class DuesImportResponseDto extends ResponseDto(DuesImportDto) {}
export class DuesImportListResponseDto extends ListResponseDto(DuesImportDto) {}

export const mapImport = (i: ImportRow): DuesImportDto => ({
  id: i.id,
  file_name: i.fileName,
  format: i.format,
  statement_id: i.statementId,
  entries: i.entries,
  recorded: i.recorded,
  matched: i.matched,
  created_at: i.createdAt.toISOString(),
});

// ── the staff home's figures ──

export class DuesWeekDto {
  @ApiProperty({ format: 'date', description: 'Monday of the week' })
  week: string;

  @ApiProperty({ description: 'EUR received' })
  amount: number;

  @ApiProperty({ type: 'integer' })
  count: number;
}

export class DuesSummaryDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'The latest open year; null when none is open' })
  year: number | null;

  @ApiProperty({ type: 'integer' }) paid_count: number;
  @ApiProperty({ type: 'integer', description: 'Waiting, partly paid or overdue' }) owed_count: number;
  @ApiProperty({ type: 'integer' }) overdue_count: number;
  @ApiProperty({ type: 'integer' }) waived_count: number;
  @ApiProperty({ description: 'EUR received' }) paid_amount: number;
  @ApiProperty({ description: 'EUR still owed' }) owed_amount: number;

  @ApiProperty({ type: [DuesWeekDto] })
  weeks: DuesWeekDto[];
}

export class DuesSummaryResponseDto extends ResponseDto(DuesSummaryDto) {}
