// Figures of the staff console's home (/api/admin/dashboard/…): one block per permission area, so
// each staff member gets exactly the blocks their permissions cover. Each block also carries its
// part of the "to do now" list (registrations waiting, contact messages, events needing attention).
import { ApiProperty } from '@nestjs/swagger';
import { CAR_MODELS, type CarModelName } from '../../domain/car-enums';
import { ResponseDto } from '../../common/page.dto';

/** How far ahead "starting soon" looks, and what counts as nearly empty (documented in the DTOs below). */
export const SOON_DAYS = 14;
export const NEARLY_EMPTY_SHARE = 0.25;
export const NEARLY_EMPTY_UNCAPPED = 5;
export const MONTHS = 12;
export const UPCOMING_LIMIT = 10;
export const PAST_LIMIT = 12;
export const LATEST_ARTICLES = 5;

export class PendingRegistrationsDto {
  @ApiProperty({ type: 'integer', description: 'Members neither verified nor rejected' })
  count: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Sign-up time of the one waiting longest; null when none waits',
  })
  oldest_at: string | null;
}

export class MonthCountDto {
  @ApiProperty({ example: '2026-11', description: 'Calendar month in club time (Europe/Bratislava), YYYY-MM' })
  month: string;

  @ApiProperty({ type: 'integer' })
  count: number;
}

export class ModelCountDto {
  @ApiProperty({ enum: CAR_MODELS, enumName: 'CarModel' })
  model: CarModelName;

  @ApiProperty({ type: 'integer', description: 'Members owning at least one current car of this model' })
  members: number;
}

export class DashboardMembersDto {
  @ApiProperty({ type: 'integer', description: 'Members (deleted accounts not counted)' })
  total: number;

  @ApiProperty({ type: 'integer' })
  verified: number;

  @ApiProperty({ type: () => PendingRegistrationsDto })
  pending: PendingRegistrationsDto;

  @ApiProperty({
    type: () => [MonthCountDto],
    description: `Sign-ups per month, the last ${MONTHS} months oldest first (the current one included), months without any as 0`,
  })
  new_per_month: MonthCountDto[];

  @ApiProperty({ type: () => [ModelCountDto], description: 'Most members first; models nobody owns are left out' })
  by_model: ModelCountDto[];
}

export const EVENT_ATTENTION = ['full', 'nearly_empty'] as const;
export type EventAttention = (typeof EVENT_ATTENTION)[number];

export class DashboardEventDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, format: 'date-time' })
  date_start: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'null = unlimited' })
  capacity: number | null;

  @ApiProperty({ type: 'integer' })
  registered: number;

  @ApiProperty({ type: 'integer' })
  waitlisted: number;

  @ApiProperty({ type: 'integer', description: 'Members checked in at the door' })
  came: number;

  @ApiProperty({ type: 'integer', description: 'Registered places of a paid event not paid in full' })
  unpaid: number;

  @ApiProperty({ description: 'EUR those registrations still owe' })
  owed: number;

  @ApiProperty({
    enum: EVENT_ATTENTION,
    enumName: 'EventAttention',
    nullable: true,
    description: `full: no place left; nearly_empty: under ${NEARLY_EMPTY_SHARE * 100} % of the places taken (without a capacity: under ${NEARLY_EMPTY_UNCAPPED} registered); null otherwise`,
  })
  attention: EventAttention | null;
}

export class DashboardEventsDto {
  @ApiProperty({
    type: () => [DashboardEventDto],
    description: `Published events starting within ${SOON_DAYS} days that are full or nearly empty, soonest first`,
  })
  attention: DashboardEventDto[];

  @ApiProperty({
    type: () => [DashboardEventDto],
    description: `The next ${UPCOMING_LIMIT} published events, soonest first`,
  })
  upcoming: DashboardEventDto[];

  @ApiProperty({
    type: () => [DashboardEventDto],
    description: `The last ${PAST_LIMIT} published events that have started, oldest first; registered = attendance`,
  })
  past: DashboardEventDto[];
}

export class ContactFiguresDto {
  @ApiProperty({ type: 'integer', description: `Messages received in the last ${SOON_DAYS} days` })
  recent: number;

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  latest_at: string | null;

  @ApiProperty({ type: 'integer', description: 'Messages not yet marked handled' })
  unhandled: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the oldest message not yet handled arrived',
  })
  oldest_unhandled_at: string | null;
}

export class DashboardArticleDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'null = draft; a future time = scheduled',
  })
  published_at: string | null;
}

export class ArticleCountsDto {
  @ApiProperty({ type: 'integer' })
  published: number;

  @ApiProperty({ type: 'integer' })
  scheduled: number;

  @ApiProperty({ type: 'integer' })
  drafts: number;
}

export class DashboardContentDto {
  @ApiProperty({ type: () => ContactFiguresDto })
  contact: ContactFiguresDto;

  @ApiProperty({ type: () => ArticleCountsDto })
  articles: ArticleCountsDto;

  @ApiProperty({
    type: () => [DashboardArticleDto],
    description: `The ${LATEST_ARTICLES} most recently created articles, newest first`,
  })
  latest_articles: DashboardArticleDto[];
}

export class DashboardMembersResponseDto extends ResponseDto(DashboardMembersDto) {}
export class DashboardEventsResponseDto extends ResponseDto(DashboardEventsDto) {}
export class DashboardContentResponseDto extends ResponseDto(DashboardContentDto) {}
