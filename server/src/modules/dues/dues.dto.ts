// DTOs of a member's own dues (/api/me/dues): the records by year, the club's payment details and
// the PAY by square text of what is still owed. Amounts are euros with two decimals at most.
import { ApiProperty } from '@nestjs/swagger';
import { ResponseDto } from '../../common/page.dto';
import type { DuesRecord, DuesStatus } from './dues.repository';
import { PaymentDetailsDto } from '../../common/payment-details.dto';
import { euros } from '../../domain/money';
import { memberName } from '../../domain/member-name';
import { dayOf, OWING, paymentNote } from './dues-rules';

export const DUES_STATUSES = [
  'waiting',
  'paid',
  'partly_paid',
  'overdue',
  'waived',
] as const satisfies readonly DuesStatus[];

export class DuesDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer' })
  year: number;

  @ApiProperty({ type: String, nullable: true })
  plan_name: string | null;

  @ApiProperty({ description: 'EUR' })
  amount: number;

  @ApiProperty({ description: 'EUR received so far' })
  paid: number;

  @ApiProperty({ description: 'EUR still owed (0 when paid or waived)' })
  outstanding: number;

  @ApiProperty({ enum: DUES_STATUSES, enumName: 'DuesStatus' })
  status: DuesStatus;

  @ApiProperty({ description: 'Variable symbol: digits only, at most 10' })
  variable_symbol: string;

  @ApiProperty({ format: 'date' })
  due_date: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paid_at: string | null;

  @ApiProperty({ description: 'The note to put on the transfer' })
  payment_note: string;
}

export class MyDuesDto {
  @ApiProperty({ type: DuesDto, nullable: true, description: 'The latest year’s record' })
  current: DuesDto | null;

  @ApiProperty({ type: [DuesDto], description: 'Earlier years, newest first' })
  past: DuesDto[];

  @ApiProperty({ type: PaymentDetailsDto, nullable: true, description: 'Where to pay; null until staff set it' })
  payment: PaymentDetailsDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'PAY by square text of what the current record still owes (draw it as a QR code)',
  })
  pay_by_square: string | null;
}

export class MyDuesResponseDto extends ResponseDto(MyDuesDto) {}
export class DuesResponseDto extends ResponseDto(DuesDto) {}

export const isOwing = (record: Pick<DuesRecord, 'status'>) => OWING.includes(record.status);

export function mapDues(record: DuesRecord): DuesDto {
  const owed = record.status === 'waived' ? 0 : Math.max(0, record.amountCents - record.paidCents);
  return {
    id: record.id,
    year: record.year,
    plan_name: record.plan?.name ?? null,
    amount: euros(record.amountCents),
    paid: euros(record.paidCents),
    outstanding: euros(owed),
    status: record.status,
    variable_symbol: record.variableSymbol,
    due_date: dayOf(record.dueYear.dueDate),
    paid_at: record.paidAt?.toISOString() ?? null,
    payment_note: paymentNote(record.year, memberName(record.user)),
  };
}
