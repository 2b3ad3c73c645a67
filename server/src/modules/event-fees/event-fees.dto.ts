// What a member sees of a paid registration: what it owes, what came, its variable symbol and
// deadline, where to pay and the PAY by square text to draw as a QR code.
import { ApiProperty } from '@nestjs/swagger';
import { PaymentDetailsDto } from '../../common/payment-details.dto';
import { EVENT_PAYMENT_STATUSES, type EventPaymentStatus } from './event-fee-rules';

export class EventPaymentDto {
  @ApiProperty({ description: 'EUR: the price for the member and each companion' })
  amount: number;

  @ApiProperty({ description: 'EUR received so far' })
  paid: number;

  @ApiProperty({ description: 'EUR still owed' })
  outstanding: number;

  @ApiProperty({ enum: EVENT_PAYMENT_STATUSES, enumName: 'EventPaymentStatus' })
  status: EventPaymentStatus;

  @ApiProperty({ description: 'Variable symbol: 10 digits starting with 9' })
  variable_symbol: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Unpaid by then, the place is released; null while waitlisted or once paid',
  })
  due_at: string | null;

  @ApiProperty({ description: 'The note to put on the transfer' })
  payment_note: string;

  @ApiProperty({ type: PaymentDetailsDto, nullable: true, description: 'Where to pay; null until staff set it' })
  account: PaymentDetailsDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'PAY by square text of what is still owed (draw it as a QR code); null when nothing is owed',
  })
  pay_by_square: string | null;
}

/** A paid event's money, for staff: what came in, what its places still owe, what is owed back and was paid back. */
export class EventMoneyDto {
  @ApiProperty({ description: 'EUR received for the event’s registrations (bank and cash)' })
  received: number;

  @ApiProperty({ description: 'EUR its registered places still owe' })
  owed: number;

  @ApiProperty({ type: 'integer', description: 'Registered places not paid in full' })
  unpaid_count: number;

  @ApiProperty({ description: 'EUR owed back (refunds not yet paid)' })
  refunds_owed: number;

  @ApiProperty({ description: 'EUR paid back' })
  refunded: number;
}
