// The staff home's blocks: members (users=full), events (events=full) and content (content=full).
// The controller's permission decorators decide who gets which block; this service only assembles figures.
import { euros } from '../../domain/money';
import { Injectable } from '@nestjs/common';
import type { CarModelName } from '../../domain/car-enums';
import { iso, isoOrNull } from '../../common/iso-time';
import {
  type DashboardContentResponseDto,
  type DashboardEventDto,
  type DashboardEventsResponseDto,
  type DashboardMembersResponseDto,
  type EventAttention,
  LATEST_ARTICLES,
  MONTHS,
  NEARLY_EMPTY_SHARE,
  NEARLY_EMPTY_UNCAPPED,
  PAST_LIMIT,
  SOON_DAYS,
  UPCOMING_LIMIT,
} from './dashboard.dto';
import { DashboardRepository, type EventFiguresRow } from './dashboard.repository';

const DAY_MS = 86_400_000;

export function eventAttention({
  capacity,
  registered,
}: Pick<EventFiguresRow, 'capacity' | 'registered'>): EventAttention | null {
  if (capacity !== null && registered >= capacity) return 'full';
  if (capacity === null ? registered < NEARLY_EMPTY_UNCAPPED : registered < capacity * NEARLY_EMPTY_SHARE)
    return 'nearly_empty';
  return null;
}

export function mapDashboardEvent(row: EventFiguresRow): DashboardEventDto {
  return {
    id: row.id,
    title: row.title,
    date_start: iso(row.date_start),
    capacity: row.capacity,
    registered: row.registered,
    waitlisted: row.waitlisted,
    came: row.came,
    unpaid: row.unpaid,
    owed: euros(row.owed_cents),
    attention: eventAttention(row),
  };
}

@Injectable()
export class DashboardService {
  constructor(private readonly repository: DashboardRepository) {}

  async getMembersDashboardAdmin(): Promise<DashboardMembersResponseDto> {
    const [totals, months, models] = await Promise.all([
      this.repository.memberTotals(),
      this.repository.newMembersPerMonth(MONTHS),
      this.repository.membersByModel(),
    ]);
    return {
      v: {
        total: totals.total,
        verified: totals.verified,
        pending: { count: totals.pending, oldest_at: isoOrNull(totals.oldest_pending) },
        new_per_month: months,
        by_model: models.map((m) => ({ model: m.model as CarModelName, members: m.members })),
      },
    };
  }

  async getEventsDashboardAdmin(): Promise<DashboardEventsResponseDto> {
    const now = new Date();
    const [soon, upcoming, past] = await Promise.all([
      this.repository.eventFigures({ kind: 'soon', until: new Date(now.getTime() + SOON_DAYS * DAY_MS) }, now),
      this.repository.eventFigures({ kind: 'upcoming', limit: UPCOMING_LIMIT }, now),
      this.repository.eventFigures({ kind: 'past', limit: PAST_LIMIT }, now),
    ]);
    return {
      v: {
        attention: soon.map(mapDashboardEvent).filter((e) => e.attention !== null),
        upcoming: upcoming.map(mapDashboardEvent),
        past: past.reverse().map(mapDashboardEvent),
      },
    };
  }

  async getContentDashboardAdmin(): Promise<DashboardContentResponseDto> {
    const now = new Date();
    const [contact, articles, latest] = await Promise.all([
      this.repository.contactFigures(new Date(now.getTime() - SOON_DAYS * DAY_MS)),
      this.repository.articleCounts(now),
      this.repository.latestArticles(LATEST_ARTICLES),
    ]);
    return {
      v: {
        contact: {
          recent: contact.recent,
          total: contact.total,
          latest_at: isoOrNull(contact.latest_at),
          unhandled: contact.unhandled,
          oldest_unhandled_at: isoOrNull(contact.oldest_unhandled_at),
        },
        articles,
        latest_articles: latest.map((a) => ({ id: a.id, title: a.title, published_at: isoOrNull(a.published_at) })),
      },
    };
  }
}
