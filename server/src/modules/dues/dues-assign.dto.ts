// DTOs of the assign dialog's helpers (finance=full): the member search and the records suggested
// for an unmatched payment, each with why; and the registrations for paid events it may be for.
import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { EVENT_REGISTRATION_STATUSES, type EventRegistrationStatus } from '../events/events.types';
import { EventPaymentDto } from '../event-fees/event-fees.types';
import { AdminDuesDto, DuesMemberRefDto } from './dues-admin.dto';
import { SUGGESTION_REASONS, type SuggestionReason } from './payment-suggestions';

/** The search answers at most this many members. */
export const MEMBER_SEARCH_LIMIT = 10;

export class DuesMemberSearchQueryDto {
  @ApiProperty({
    minLength: 2,
    maxLength: 100,
    description: 'Words of the member’s name or e-mail (case and diacritics ignored, any order); each must occur',
  })
  @IsString()
  @MinLength(2)
  @MaxLength(100)
  q: string;
}

export class DuesMemberMatchDto {
  @ApiProperty({ type: DuesMemberRefDto })
  member: DuesMemberRefDto;

  @ApiProperty({ type: [AdminDuesDto], description: 'The member’s dues records, newest year first' })
  records: AdminDuesDto[];
}

export class DuesMemberMatchListResponseDto extends ListResponseDto(DuesMemberMatchDto) {}

export class PaymentSuggestionDto {
  @ApiProperty({ type: AdminDuesDto, description: 'A record still owed' })
  record: AdminDuesDto;

  @ApiProperty({
    enum: SUGGESTION_REASONS,
    enumName: 'PaymentSuggestionReason',
    isArray: true,
    description:
      'Strongest first: symbol (the payment’s own), symbol_in_note, name (the payer’s name, any order, diacritics ignored), symbol_transposed (two neighbouring digits swapped), symbol_typo (a digit wrong, missing or added), surname, amount (what the record still owes)',
  })
  reasons: SuggestionReason[];
}

export class PaymentSuggestionListResponseDto extends ListResponseDto(PaymentSuggestionDto) {}

/** A registration for a paid event that a payment may be for: its event, member and what it still owes. */
export class RegistrationPaymentDto extends PickType(EventPaymentDto, [
  'amount',
  'paid',
  'outstanding',
  'variable_symbol',
] as const) {
  @ApiProperty({ format: 'uuid', description: 'The registration' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  event_id: string;

  @ApiProperty()
  event_title: string;

  @ApiProperty({ format: 'date-time' })
  event_start: string;

  @ApiProperty({ type: DuesMemberRefDto })
  member: DuesMemberRefDto;

  @ApiProperty({ enum: EVENT_REGISTRATION_STATUSES, enumName: 'EventRegistrationStatus' })
  status: EventRegistrationStatus;
}

export class RegistrationPaymentResponseDto extends ResponseDto(RegistrationPaymentDto) {}

export class RegistrationSuggestionDto {
  @ApiProperty({ type: RegistrationPaymentDto, description: 'A registration still owed' })
  registration: RegistrationPaymentDto;

  @ApiProperty({
    enum: SUGGESTION_REASONS,
    enumName: 'PaymentSuggestionReason',
    isArray: true,
    description: 'Strongest first, as for dues records',
  })
  reasons: SuggestionReason[];
}

export class RegistrationSuggestionListResponseDto extends ListResponseDto(RegistrationSuggestionDto) {}
