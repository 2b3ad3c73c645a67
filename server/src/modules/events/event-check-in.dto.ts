// DTOs of check-in at the door (/api/admin/events/{id}/check-ins…): what staff send and the one
// answer every scan gets.
import { euros } from '../../domain/money';
import { ApiProperty } from '@nestjs/swagger';
import { outstandingCents } from '../event-fees/event-fees.types';
import { IsString, MaxLength } from 'class-validator';
import { ResponseDto } from '../../common/page.dto';
import { iso } from '../../common/iso-time';
import { carModel } from '../../domain/car-enums';
import type { DoorRegistrationRow } from './event-check-in.repository';

/**
 * checked_in: this scan checked the member in. already_checked_in: someone had (at checked_in_at,
 * by checked_in_by). not_registered: the ticket names no registration (any more). waitlisted,
 * cancelled: the registration holds no place. other_event: the ticket is for event_title.
 */
export const CHECK_IN_RESULTS = [
  'checked_in',
  'already_checked_in',
  'not_registered',
  'waitlisted',
  'cancelled',
  'other_event',
] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

export class CheckInTicketDto {
  @ApiProperty({ description: 'The token of the ticket’s QR code', maxLength: 200 })
  @IsString()
  @MaxLength(200)
  token: string;
}

export class CheckInDto {
  @ApiProperty({ enum: CHECK_IN_RESULTS, enumName: 'CheckInResult' })
  result: CheckInResult;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The registration; null when not_registered or other_event',
  })
  registration_id: string | null;

  @ApiProperty({ type: String, nullable: true })
  first_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  last_name: string | null;

  @ApiProperty({ type: [String], description: 'Models of the cars the member currently owns' })
  car_models: string[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the member was checked in (checked_in, already_checked_in)',
  })
  checked_in_at: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Who checked the member in (name of the staff member); null when unknown',
  })
  checked_in_by: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'other_event: the title of the event the ticket is for' })
  event_title: string | null;

  @ApiProperty({ type: 'integer', description: 'Companions registered with the member (they come in with them)' })
  companions: number;

  @ApiProperty({
    description: 'EUR the registration still owes (a paid event not paid in full); 0 when paid or free',
  })
  amount_owed: number;
}

export class CheckInResponseDto extends ResponseDto(CheckInDto) {}

/** "Ján Novák", or null when the staff member is unknown or deleted. */
export function staffName(
  staff: { firstName: string | null; lastName: string | null } | null | undefined,
): string | null {
  const name = [staff?.firstName, staff?.lastName].filter(Boolean).join(' ');
  return name || null;
}

const EMPTY = {
  registration_id: null,
  first_name: null,
  last_name: null,
  car_models: [],
  checked_in_at: null,
  checked_in_by: null,
  event_title: null,
  companions: 0,
  amount_owed: 0,
};

/** The answer without a registration to show: not_registered, or other_event with its title. */
export function mapNoRegistration(
  result: 'not_registered' | 'other_event',
  eventTitle: string | null = null,
): CheckInDto {
  return { ...EMPTY, result, event_title: eventTitle };
}

export function mapCheckIn(result: CheckInResult, row: DoorRegistrationRow): CheckInDto {
  return {
    ...EMPTY,
    result,
    registration_id: row.id,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    car_models: row.user.carOwnerships.map((o) => carModel.fromDb(o.car.model)),
    checked_in_at: row.checkIn ? iso(row.checkIn.checkedInAt) : null,
    checked_in_by: staffName(row.checkIn?.checkedInBy),
    companions: row.companions,
    amount_owed: euros(outstandingCents(row)),
  };
}
