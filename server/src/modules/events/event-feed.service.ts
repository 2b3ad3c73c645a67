// Subscribable calendars (RFC 5545): every upcoming event of the club at /udalosti.ics, and each
// member's own events (registered or waitlisted) behind a secret URL the member can renew in the
// settings; a renewed-away secret opens nothing (404).
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import { CLOCK, type Clock } from '../../jobs/clock';
import type { Config } from '../../config/config';
import { ApiError } from '../../common/api-error';
import { buildCalendarFeed } from '../../domain/ics';
import { NotificationSettingsService } from '../notifications/notification-settings.service';
import { EventAttendanceRepository } from './event-attendance.repository';
import { EventRepository } from './event.repository';
import { toCalendarEvent } from './event.service';
import { EVENTS_ERRORS } from './events-errors';

const FEED_SIZE = { skip: 0, take: 500 };

@Injectable()
export class EventFeedService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly events: EventRepository,
    private readonly attendances: EventAttendanceRepository,
    private readonly settings: NotificationSettingsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async getEventsFeed(): Promise<string> {
    const { rows } = await this.events.listPublished('upcoming', this.clock.now(), FEED_SIZE);
    return buildCalendarFeed(
      `${this.config.SITE_NAME} – udalosti`,
      rows.map((e) => toCalendarEvent(e, this.config.PUBLIC_URL)),
    );
  }

  /** `file` is `<secret>.ics`. */
  async getMemberFeed(file: string): Promise<string> {
    const owner = file.endsWith('.ics') ? await this.settings.calendarOwner(file.slice(0, -4)) : null;
    if (!owner)
      throw new ApiError(
        404,
        EVENTS_ERRORS.calendar_not_found,
        'No calendar at this address (the link may have been renewed)',
      );
    const { rows } = await this.attendances.listMine(owner, 'upcoming', this.clock.now(), FEED_SIZE);
    // A place is confirmed; the waitlist is tentative, and the title says so for calendars that hide STATUS.
    const entries = rows.map((a) => {
      const event = toCalendarEvent(a.event, this.config.PUBLIC_URL);
      const waitlisted = a.status === 'waitlisted';
      return {
        ...event,
        summary: waitlisted ? `${event.summary} (čakacia listina)` : event.summary,
        status: waitlisted ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
      };
    });
    return buildCalendarFeed(`${this.config.SITE_NAME} – moje udalosti`, entries);
  }
}
