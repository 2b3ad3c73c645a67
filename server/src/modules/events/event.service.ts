// Public events: the list (upcoming / past), the detail and its .ics calendar file. Only published
// events exist for visitors and members: a draft or a scheduled event answers 404 like an unknown
// slug, so its existence does not leak.
import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { ApiError } from '../../common/api-error';
import { markdownToText } from '../../common/markdown';
import { CONFIG } from '../../config/config.module';
import { CLOCK, type Clock } from '../../jobs/clock';
import type { Config } from '../../config/config';
import { buildCalendar, type CalendarEvent } from '../../domain/ics';
import { isSlug } from '../../domain/slug';
import {
  mapEventSummary,
  mapEventDetail,
  type EventListQueryDto,
  type EventListResponseDto,
  type EventResponseDto,
} from './event.dto';
import { pageWindow } from '../../common/page.dto';
import { EventAttendanceRepository } from './event-attendance.repository';
import { EventRepository, EventRow, type EventWithPhoto } from './event.repository';
import { eventEnd, NO_COUNTS } from './event-rules';
import { EventCheckInRepository } from './event-check-in.repository';
import { EVENTS_ERRORS } from './events-errors';

export const eventNotFound = () => new ApiError(404, EVENTS_ERRORS.event_not_found, 'Event not found');

/** An event as calendars show it: the same UID in the single file and in every feed. */
export function toCalendarEvent(event: EventRow, publicUrl: string): CalendarEvent {
  const description = [event.description?.trim(), markdownToText(event.body)].filter(Boolean).join('\n\n');
  return {
    uid: `${event.id}@${new URL(publicUrl).hostname}`,
    stamp: event.updatedAt,
    created: event.createdAt,
    start: event.dateStart,
    end: event.dateEnd,
    summary: event.title,
    description,
    location: event.location,
    url: `${publicUrl}/udalost/${event.slug}`,
  };
}

@Injectable()
export class EventService {
  constructor(
    private readonly events: EventRepository,
    private readonly attendances: EventAttendanceRepository,
    private readonly checkIns: EventCheckInRepository,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** When the public events next change with no write at all (the page cache empties itself then). */
  nextScheduledChange(): Promise<Date | null> {
    return this.events.nextMoment(this.clock.now());
  }

  async listEvents(query: EventListQueryDto): Promise<EventListResponseDto> {
    const now = this.clock.now();
    const { rows, total } = await this.events.listPublished(query.when ?? 'upcoming', now, pageWindow(query));
    const counts = await this.attendances.countsByEvent(rows.map((e) => e.id));
    return { v: rows.map((e) => mapEventSummary(e, counts.get(e.id), now)), total };
  }

  async getEvent(slug: string): Promise<EventResponseDto> {
    const now = this.clock.now();
    const event = await this.findPublished(slug, now);
    const counts = await this.attendances.countsByEvent([event.id]);
    const attended = eventEnd(event) < now ? ((await this.checkIns.countByEvent([event.id])).get(event.id) ?? 0) : null;
    return { v: mapEventDetail(event, counts.get(event.id) ?? NO_COUNTS, attended, now) };
  }

  /** The event as an RFC 5545 file, downloaded as `<slug>.ics`. */
  async getEventCalendar(slug: string): Promise<StreamableFile> {
    const event = await this.findPublished(slug);
    const ics = buildCalendar(toCalendarEvent(event, this.config.PUBLIC_URL));
    return new StreamableFile(Buffer.from(ics, 'utf8'), {
      type: 'text/calendar; charset=utf-8',
      // The slug is [a-z0-9-] only, so it is safe inside the quoted file name.
      disposition: `attachment; filename="${event.slug}.ics"`,
    });
  }

  /** A published event by slug; a malformed slug cannot name one (404, and never reaches the database). */
  async findPublished(slug: string, now = this.clock.now()): Promise<EventWithPhoto> {
    const event = isSlug(slug) ? await this.events.findPublishedBySlug(slug, now) : null;
    if (!event) throw eventNotFound();
    return event;
  }
}
