// DTOs of the member's own refunds (/api/me/refunds) and of the account a refund is paid to, which
// the member (and the treasurer, refunds-admin.dto.ts) may give while the refund is not exported.
import { ApiProperty } from '@nestjs/swagger';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { TextField } from '../../common/content-validation';
import { maskIban } from '../../domain/iban';
import { euros } from '../../domain/money';
import type { RefundReason, RefundRow } from './refunds.repository';
import { REFUND_REASONS, REFUND_STATUSES, refundStatus, type RefundStatus } from './refund-rules';

export class RefundAccountDto {
  @TextField(42, {
    rule: 'ibanCheckDigits',
    example: 'SK89 7500 0000 0000 1234 5671',
    description:
      'The account the refund is paid to (spaces and case ignored); its country length and ISO 13616 check digits (mod 97) are checked: a wrong one answers 400 errors.iban_invalid',
  })
  iban: string;

  @TextField(70, { nullable: true, description: 'The account holder; null or absent: the member' })
  account_name?: string | null;
}

export class MyRefundDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once the event is deleted' })
  event_id: string | null;

  @ApiProperty()
  event_title: string;

  @ApiProperty({ description: 'EUR' })
  amount: number;

  @ApiProperty({ enum: REFUND_REASONS, enumName: 'RefundReason' })
  reason: RefundReason;

  @ApiProperty({
    enum: REFUND_STATUSES,
    enumName: 'RefundStatus',
    description: 'owed: waiting for the next transfer; exported: in a transfer sent to the bank; refunded: paid back',
  })
  status: RefundStatus;

  @ApiProperty({ description: 'Owed and no account given yet: the member is asked for one' })
  account_needed: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The account, all but its first and last 4 characters hidden',
  })
  iban_masked: string | null;

  @ApiProperty({ type: String, nullable: true })
  account_name: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  refunded_at: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class MyRefundListResponseDto extends ListResponseDto(MyRefundDto) {}
export class MyRefundResponseDto extends ResponseDto(MyRefundDto) {}

/** A refund in the member's data export: the account in full (the member's own data). */
export class ExportRefundDto extends MyRefundDto {
  @ApiProperty({ type: String, nullable: true, description: 'Where the money goes (or went)' })
  iban: string | null;
}

export const mapExportRefund = (r: RefundRow): ExportRefundDto => ({ ...mapMyRefund(r), iban: r.iban });

export const mapMyRefund = (r: RefundRow): MyRefundDto => {
  const status = refundStatus(r);
  return {
    id: r.id,
    event_id: r.eventId,
    event_title: r.eventTitle,
    amount: euros(r.amountCents),
    reason: r.reason,
    status,
    account_needed: status === 'owed' && !r.iban,
    iban_masked: r.iban ? maskIban(r.iban) : null,
    account_name: r.accountName,
    refunded_at: r.refundedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
};
