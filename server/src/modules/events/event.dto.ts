// DTOs of the public and member event endpoints (/api/events, registration, /api/me/events).
import { euros } from '../../domain/money';
import { PhotoRefDto } from '../../media/image.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { EVENT_PAYMENT_STATUSES, EventPaymentDto, type EventPaymentStatus } from '../event-fees/event-fees.types';
import { ListResponseDto, PageQueryDto, ResponseDto, TotalProperty } from '../../common/page.dto';
import { renderMarkdown } from '../../common/markdown';
import { iso, isoOrNull } from '../../common/iso-time';
import type { EventWithPhoto } from './event.repository';
import { AttendanceCounts, isRegistrationOpen, NO_COUNTS } from './event-rules';
import { documentTimestamps } from '../../common/timestamps.dto';
import { ContentSummaryDto, documentSlugExample, mapContentSummary } from '../../common/content-summary.dto';

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhenName = (typeof EVENT_WHEN)[number];

export const EVENT_REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];

export class EventListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: EVENT_WHEN,
    enumName: 'EventWhen',
    default: 'upcoming',
    description:
      'upcoming: not yet ended, soonest first; past: ended (date_end, or date_start without an end, before now), most recent first',
  })
  @IsOptional()
  @IsIn(EVENT_WHEN)
  when?: EventWhenName;
}

export class EventSummaryDto extends ContentSummaryDto {
  @ApiProperty({ format: 'date-time' })
  date_start: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  date_end: string | null;

  @ApiProperty({ type: String, nullable: true })
  location: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Places; null = unlimited' })
  capacity: number | null;

  @ApiProperty({ type: 'integer', description: 'Members registered (not counting the waitlist)' })
  registered_count: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Free places; null = unlimited' })
  places_left: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Registration closes then; without it, when the event starts',
  })
  registration_deadline: string | null;

  @ApiProperty({ description: 'Members can register now (possibly onto the waitlist)' })
  registration_open: boolean;

  @ApiProperty({ type: String, nullable: true })
  file_name: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'EUR per person; null = free' })
  price: number | null;

  @ApiProperty({ type: 'integer', description: 'Companions a member may bring (each pays the price, takes a place)' })
  companions_max: number;

  @ApiProperty({ type: 'integer', description: 'Days after registering to pay (never after registration closes)' })
  payment_days: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'A member who cancels until then gets the payment back; null = whenever the member may cancel',
  })
  refund_deadline: string | null;

  created_at: string;
  updated_at: string;
}
documentTimestamps(EventSummaryDto);
documentSlugExample(EventSummaryDto, 'jarny-zraz-2026');

export class EventDetailDto extends EventSummaryDto {
  @ApiProperty({ description: 'The body rendered from markdown and sanitised' })
  body_html: string;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'How many members came (checked in at the door); null until the event has ended',
  })
  attended_count: number | null;
}

export class EventListResponseDto extends ListResponseDto(EventSummaryDto) {}

export class EventResponseDto extends ResponseDto(EventDetailDto) {}

export class EventRegistrationDto {
  @ApiProperty({
    enum: EVENT_REGISTRATION_STATUSES,
    enumName: 'EventRegistrationStatus',
    nullable: true,
    description: 'null: never registered',
  })
  status: EventRegistrationStatus | null;

  @ApiProperty({ type: 'integer', nullable: true, description: '1-based place in the waitlist when waitlisted' })
  waitlist_position: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the member (last) registered; the waitlist is served in this order',
  })
  registered_at: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The ticket for the door: the token its QR code holds (server/src/domain/ticket-token.ts); null unless registered (a waitlisted member has none)',
  })
  ticket_token: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the member was checked in at the door; null: not (yet)',
  })
  checked_in_at: string | null;

  @ApiProperty({ type: 'integer', description: 'Companions registered with the member' })
  companions: number;

  @ApiProperty({
    type: () => EventPaymentDto,
    nullable: true,
    description: 'What the registration of a paid event owes and how to pay it; null for a free event',
  })
  payment: EventPaymentDto | null;
}

export class RegisterForEventDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10, default: 0, description: 'Up to companions_max' })
  // Absent means none; null is refused (the document does not say nullable).
  @ValidateIf((_object, value) => value !== undefined)
  @IsInt()
  @Min(0)
  @Max(10)
  companions?: number;
}

export class EventRegistrationResponseDto extends ResponseDto(EventRegistrationDto) {}

export class MyEventDto extends EventSummaryDto {
  @ApiProperty({ type: () => EventRegistrationDto })
  registration: EventRegistrationDto;
}

export class MyEventListResponseDto extends ListResponseDto(MyEventDto) {}

export class EventAttendeeDto {
  @ApiProperty({ format: 'uuid' })
  user_id: string;

  @ApiProperty({ type: String, nullable: true })
  first_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  last_name: string | null;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  phone_number: string | null;

  @ApiProperty({ type: String, nullable: true })
  address_city: string | null;

  @ApiProperty({ type: [String], description: 'Models of the cars the member currently owns', example: ['Model 3'] })
  car_models: string[];

  @ApiProperty({ enum: ['registered', 'waitlisted'], enumName: 'EventAttendeeStatus' })
  status: 'registered' | 'waitlisted';

  @ApiProperty({ format: 'date-time' })
  registered_at: string;

  @ApiProperty({ type: 'integer', nullable: true, description: '1-based place in the waitlist; null when registered' })
  waitlist_position: number | null;

  @ApiProperty({ type: () => PhotoRefDto, nullable: true, description: 'The member’s avatar; null without one' })
  avatar: PhotoRefDto | null;

  @ApiProperty({ format: 'uuid', description: 'The registration (check-in at the door names it)' })
  registration_id: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the member was checked in at the door; null: has not come (yet)',
  })
  checked_in_at: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Who checked the member in (staff member’s name)' })
  checked_in_by: string | null;

  @ApiProperty({ type: 'integer', description: 'Companions registered with the member' })
  companions: number;

  @ApiProperty({ type: Number, nullable: true, description: 'EUR owed for the member and companions; null: free' })
  amount: number | null;

  @ApiProperty({ description: 'EUR received' })
  paid: number;

  @ApiProperty({ enum: EVENT_PAYMENT_STATUSES, enumName: 'EventPaymentStatus', nullable: true })
  payment_status: EventPaymentStatus | null;

  @ApiProperty({ type: String, nullable: true, description: 'The payment’s variable symbol; null: free' })
  variable_symbol: string | null;
}

export class EventAttendeeListResponseDto {
  @ApiProperty({
    type: [EventAttendeeDto],
    description: 'Registered members in order of registration, then the waitlist in order',
  })
  v: EventAttendeeDto[];

  @TotalProperty()
  total: number;
}

export function mapEventSummary(
  event: EventWithPhoto,
  counts: AttendanceCounts = NO_COUNTS,
  now = new Date(),
): EventSummaryDto {
  return {
    ...mapContentSummary(event),
    date_start: iso(event.dateStart),
    date_end: isoOrNull(event.dateEnd),
    location: event.location,
    capacity: event.capacity,
    registered_count: counts.registered,
    places_left: event.capacity === null ? null : Math.max(0, event.capacity - counts.registered),
    registration_deadline: isoOrNull(event.registrationDeadline),
    registration_open: isRegistrationOpen(event, now),
    file_name: event.fileName,
    price: event.priceCents === null ? null : euros(event.priceCents),
    companions_max: event.companionsMax,
    payment_days: event.paymentDays,
    refund_deadline: isoOrNull(event.refundDeadline),
    created_at: iso(event.createdAt),
    updated_at: iso(event.updatedAt),
  };
}

export function mapEventDetail(
  event: EventWithPhoto,
  counts: AttendanceCounts,
  attended: number | null,
  now = new Date(),
): EventDetailDto {
  return { ...mapEventSummary(event, counts, now), body_html: renderMarkdown(event.body), attended_count: attended };
}
