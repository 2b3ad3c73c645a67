// DTOs of the treasurer's refunds (/api/admin/refunds…, finance=full): the list with its filters, one
// refund with its account, reference and who marked it refunded, and the SEPA exports.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import type { RefundExportRow, RefundReason, RefundRow } from './refunds.repository';
import { REFUND_REASONS, REFUND_SORTS, REFUND_STATUSES, refundStatus, type RefundStatus } from './refund-rules';
import { euros } from '../../domain/money';

export class AdminRefundListQueryDto extends AdminListQueryDto(REFUND_SORTS) {
  @ApiPropertyOptional({ enum: REFUND_STATUSES, enumName: 'RefundStatus' })
  @IsOptional()
  @IsIn(REFUND_STATUSES)
  status?: RefundStatus;
}

export class RefundStaffDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;
}

export class AdminRefundDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once the account is deleted' })
  user_id: string | null;

  @ApiProperty()
  member_name: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once the event is deleted' })
  event_id: string | null;

  @ApiProperty()
  event_title: string;

  @ApiProperty({ description: 'The registration’s variable symbol' })
  variable_symbol: string;

  @ApiProperty({ description: 'EUR' })
  amount: number;

  @ApiProperty({ enum: REFUND_REASONS, enumName: 'RefundReason' })
  reason: RefundReason;

  @ApiProperty({ enum: REFUND_STATUSES, enumName: 'RefundStatus' })
  status: RefundStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where the refund is paid (personal data; finance staff only)',
  })
  iban: string | null;

  @ApiProperty({ type: String, nullable: true })
  account_name: string | null;

  @ApiProperty({ description: 'The transfer’s EndToEndId, which the statement’s debit shows again' })
  end_to_end_id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  export_id: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  exported_at: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  refunded_at: string | null;

  @ApiProperty({ type: RefundStaffDto, nullable: true, description: 'Who marked it refunded by hand' })
  refunded_by: RefundStaffDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'The statement debit that paid it; null: by hand' })
  bank_ref: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class RefundExportDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'The file’s MsgId (also its PmtInfId)' })
  message_id: string;

  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ description: 'EUR' })
  total: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class AdminRefundListResponseDto extends ListResponseDto(AdminRefundDto) {}
export class AdminRefundResponseDto extends ResponseDto(AdminRefundDto) {}
export class RefundExportResponseDto extends ResponseDto(RefundExportDto) {}

const personName = (p: { firstName: string | null; lastName: string | null; email: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

export const mapAdminRefund = (r: RefundRow): AdminRefundDto => ({
  id: r.id,
  user_id: r.userId,
  member_name: r.memberName,
  event_id: r.eventId,
  event_title: r.eventTitle,
  variable_symbol: r.variableSymbol,
  amount: euros(r.amountCents),
  reason: r.reason,
  status: refundStatus(r),
  iban: r.iban,
  account_name: r.accountName,
  end_to_end_id: r.endToEndId,
  export_id: r.exportId,
  exported_at: r.export?.createdAt.toISOString() ?? null,
  refunded_at: r.refundedAt?.toISOString() ?? null,
  refunded_by: r.refundedBy ? { id: r.refundedBy.id, name: personName(r.refundedBy) } : null,
  bank_ref: r.bankRef,
  created_at: r.createdAt.toISOString(),
});

export const mapRefundExport = (e: RefundExportRow): RefundExportDto => ({
  id: e.id,
  message_id: e.messageId,
  count: e.count,
  total: euros(e.totalCents),
  created_at: e.createdAt.toISOString(),
});
