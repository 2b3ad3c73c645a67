// DTOs of the staff event endpoints (/api/admin/events…, events=full). Times must carry a time
// zone (Z or ±hh:mm): a bare local time would depend on the server's zone.
import { euros } from '../../domain/money';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { DateTimeField, SlugField, TextField, UuidField, type FieldOptions } from '../../common/content-validation';
import { EVENT_WHEN, EventAttendeeDto, EventSummaryDto, mapEventSummary, type EventWhenName } from './event.dto';
import { ListResponseDto, PageQueryDto, ResponseDto } from '../../common/page.dto';
import { carModel } from '../../domain/car-enums';
import { isoOrNull, iso } from '../../common/iso-time';
import { isPublished } from '../../domain/published';
import { mapAvatarRef } from '../../media/image.dto';
import type { AttendeeRow } from './event-attendance.repository';
import type { EventWithPhoto } from './event.repository';
import { AttendanceCounts } from './event-rules';
import { staffName } from './event-check-in.dto';
import { eventPaymentStatus, EventMoneyDto } from '../event-fees/event-fees.types';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;
export const MAX_CAPACITY = 100_000;
/** EUR per person at most. */
export const MAX_PRICE = 10_000;

/** An ISO 8601 date-time that names its zone; strict: a day that does not exist (02-31) is refused. */
const ZonedDateTime = (o: FieldOptions = {}) =>
  applyDecorators(
    DateTimeField(o),
    ApiProperty({ pattern: DATE_TIME.source, example: '2026-05-16T10:00:00+02:00' }),
    Matches(DATE_TIME, {
      message: '$property must be an ISO 8601 date-time with a time zone, e.g. 2026-05-16T10:00:00+02:00',
    }),
  );

const FILE_NAME = /^[^/\\\u0000-\u001f]+$/;

/** A field that may be absent but not null (the document does not say nullable). */
const GivenOrAbsent = () => ValidateIf((_object, value) => value !== undefined);

/** PostgreSQL text cannot hold NUL: refused here as bad input instead of failing in the database. */
const NoNul = () => Matches(/^[^\u0000]*$/, { message: '$property must not contain NUL characters' });

/** Fields shared by create and update (PATCH semantics: nullable fields accept null to clear them). */
class EventFieldsDto {
  @SlugField({ optional: true, description: 'Generated from the title (diacritics stripped) when absent on create' })
  slug?: string;

  @NoNul()
  @TextField(1000, { nullable: true })
  description?: string | null;

  @UuidField({ nullable: true, description: 'An existing photo' })
  photo_id?: string | null;

  @ZonedDateTime({ nullable: true, description: 'Not before date_start; null = the event ends when it starts' })
  date_end?: string | null;

  @NoNul()
  @TextField(300, { nullable: true })
  location?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: MAX_CAPACITY,
    description: 'null = unlimited; not below the registered count',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_CAPACITY)
  capacity?: number | null;

  @ZonedDateTime({
    nullable: true,
    description: 'Registration closes then (not after the event ends); null = when the event starts',
  })
  registration_deadline?: string | null;

  @ZonedDateTime({ nullable: true, description: 'null = draft; a future time schedules publication' })
  published_at?: string | null;

  @TextField(255, { nullable: true, pattern: FILE_NAME, patternMessage: 'file_name must be a plain file name' })
  file_name?: string | null;

  @ApiPropertyOptional({
    type: 'number',
    nullable: true,
    minimum: 0.01,
    maximum: MAX_PRICE,
    multipleOf: 0.01,
    description:
      'EUR per person, at most two decimals; null = free. Not changeable once a registration has paid (409 errors.price_locked)',
  })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  @Min(0.01)
  @Max(MAX_PRICE)
  price?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10, description: 'Companions a member may bring' })
  @GivenOrAbsent()
  @IsInt()
  @Min(0)
  @Max(10)
  companions_max?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 60,
    description: 'Days after registering to pay; the deadline never falls after registration closes',
  })
  @GivenOrAbsent()
  @IsInt()
  @Min(1)
  @Max(60)
  payment_days?: number;

  @ZonedDateTime({
    nullable: true,
    description: "A member's cancellation is refunded until then; null = whenever the member may cancel",
  })
  refund_deadline?: string | null;
}

export class CreateEventAdminDto extends EventFieldsDto {
  @NoNul()
  @TextField(200)
  title: string;

  @NoNul()
  @TextField(100_000, { optional: true, description: 'Markdown' })
  body?: string;

  @ZonedDateTime()
  date_start: string;
}

export class UpdateEventAdminDto extends EventFieldsDto {
  @NoNul()
  @TextField(200, { optional: true })
  @Matches(/\S/, { message: 'title must not be empty' })
  title?: string;

  @NoNul()
  @TextField(100_000, { optional: true, description: 'Markdown' })
  body?: string;

  @ZonedDateTime({ optional: true })
  date_start?: string;
}

export const ADMIN_EVENT_SORTS = ['date_start', '-date_start', 'title', '-title', 'created_at', '-created_at'] as const;
export type AdminEventSortName = (typeof ADMIN_EVENT_SORTS)[number];

export class EventAttendeeListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Matches the member’s first or last name (diacritics and case ignored) or e-mail',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @NoNul()
  q?: string;
}

export class AdminEventListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Matches title, slug, location or description' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @NoNul()
  q?: string;

  @ApiPropertyOptional({ enum: EVENT_WHEN, enumName: 'EventWhen', description: 'Absent: all events' })
  @IsOptional()
  @IsIn(EVENT_WHEN)
  when?: EventWhenName;

  @ApiPropertyOptional({ enum: ADMIN_EVENT_SORTS, enumName: 'AdminEventSort', default: '-date_start' })
  @IsOptional()
  @IsIn(ADMIN_EVENT_SORTS)
  sort?: AdminEventSortName;
}

export class AdminEventSummaryDto extends EventSummaryDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  photo_id: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null = draft' })
  published_at: string | null;

  @ApiProperty({ description: 'Visible on the public site now' })
  published: boolean;

  @ApiProperty({ type: 'integer' })
  waitlisted_count: number;
}

export class AdminEventDto extends AdminEventSummaryDto {
  @ApiProperty({ description: 'Markdown' })
  body: string;

  @ApiProperty({ type: () => EventMoneyDto, nullable: true, description: 'A paid event’s money; null when free' })
  money: EventMoneyDto | null;

  @ApiProperty()
  body_html: string;
}

export class AdminEventListResponseDto extends ListResponseDto(AdminEventSummaryDto) {}

export class AdminEventResponseDto extends ResponseDto(AdminEventDto) {}

/** How many members the change told, by channel (a member with mail and push on is in both). */
export class EventNotifiedDto {
  @ApiProperty({ type: 'integer', description: 'Members who get a mail about the change' })
  mail: number;

  @ApiProperty({ type: 'integer', description: 'Members who get a push on their devices about the change' })
  push: number;
}

/** The event as saved, and whom its change notifies (a moved or called-off event, a place given, a publication). */
export class AdminEventChangeResponseDto extends AdminEventResponseDto {
  @ApiProperty({ type: () => EventNotifiedDto })
  notified: EventNotifiedDto;
}

export function mapAdminEventSummary(
  event: EventWithPhoto,
  counts: AttendanceCounts | undefined,
  now = new Date(),
): AdminEventSummaryDto {
  return {
    ...mapEventSummary(event, counts, now),
    photo_id: event.photoId,
    published_at: isoOrNull(event.publishedAt),
    published: isPublished(event.publishedAt, now),
    waitlisted_count: counts?.waitlisted ?? 0,
  };
}

export function mapAttendee(row: AttendeeRow, waitlistPosition: number | null): EventAttendeeDto {
  return {
    user_id: row.userId,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    email: row.user.email,
    phone_number: row.user.phoneNumber,
    address_city: row.user.addressCity,
    car_models: row.user.carOwnerships.map((o) => carModel.fromDb(o.car.model)),
    status: row.status as EventAttendeeDto['status'],
    registered_at: iso(row.registeredAt),
    waitlist_position: waitlistPosition,
    avatar: mapAvatarRef(row.user.avatarUrl, row.user.avatarVariants),
    registration_id: row.id,
    checked_in_at: row.checkIn ? iso(row.checkIn.checkedInAt) : null,
    checked_in_by: staffName(row.checkIn?.checkedInBy),
    companions: row.companions,
    amount: row.amountCents === null ? null : euros(row.amountCents),
    paid: euros(row.paidCents),
    payment_status: eventPaymentStatus(row),
    variable_symbol: row.amountCents === null ? null : row.variableSymbol,
  };
}
