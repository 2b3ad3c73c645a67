// The staff home's figures, each one SQL aggregate (count … FILTER, GROUP BY) so that no table is
// loaded into the process: the answers stay small and fast on a club of 100 000 members
// (`npm run bench:dashboard`). Raw SQL because Prisma's groupBy cannot bucket by month or join.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { CLUB_TIME_ZONE } from '../../domain/calendar';
import { publishedSql } from '../../domain/published';
import { pendingRegistrationSql, verifiedMemberSql } from '../members/members.types';

export interface MemberTotalsRow {
  total: number;
  verified: number;
  pending: number;
  oldest_pending: Date | null;
}
export interface MonthRow {
  month: string;
  count: number;
}
export interface ModelRow {
  model: string;
  members: number;
}
export interface EventFiguresRow {
  id: string;
  title: string;
  date_start: Date;
  capacity: number | null;
  registered: number;
  waitlisted: number;
  came: number;
  unpaid: number;
  owed_cents: number;
}
export interface ContactRow {
  recent: number;
  total: number;
  latest_at: Date | null;
  unhandled: number;
  oldest_unhandled_at: Date | null;
}
export interface ArticleCountsRow {
  published: number;
  scheduled: number;
  drafts: number;
}
export interface LatestArticleRow {
  id: string;
  title: string;
  published_at: Date | null;
}

/** Which published events: the next ones, the ones starting before `until`, or those already started (latest first). */
export type EventWindow =
  { kind: 'upcoming'; limit: number } | { kind: 'soon'; until: Date } | { kind: 'past'; limit: number };

@Injectable()
export class DashboardRepository {
  constructor(private readonly prisma: PrismaService) {}

  async memberTotals(): Promise<MemberTotalsRow> {
    const verified = Prisma.raw(verifiedMemberSql('profiles'));
    const pending = Prisma.raw(pendingRegistrationSql('profiles'));
    const [row] = await this.prisma.$queryRaw<MemberTotalsRow[]>`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE ${verified})::int AS verified,
             count(*) FILTER (WHERE ${pending})::int AS pending,
             min(created_at) FILTER (WHERE ${pending}) AS oldest_pending
        FROM profiles WHERE deleted_at IS NULL`;
    return row;
  }

  /** Sign-ups per calendar month in club time, the last `months` months, zero-filled. */
  newMembersPerMonth(months: number): Promise<MonthRow[]> {
    return this.prisma.$queryRaw<MonthRow[]>`
      WITH span AS (
        SELECT generate_series(date_trunc('month', now() AT TIME ZONE ${CLUB_TIME_ZONE}) - make_interval(months => ${months - 1}::int),
                               date_trunc('month', now() AT TIME ZONE ${CLUB_TIME_ZONE}), interval '1 month') AS month
      ), joined AS (
        SELECT date_trunc('month', created_at AT TIME ZONE ${CLUB_TIME_ZONE}) AS month, count(*)::int AS count
          FROM profiles
         WHERE deleted_at IS NULL
           AND created_at >= (date_trunc('month', now() AT TIME ZONE ${CLUB_TIME_ZONE}) - make_interval(months => ${months - 1}::int)) AT TIME ZONE ${CLUB_TIME_ZONE}
         GROUP BY 1
      )
      SELECT to_char(span.month, 'YYYY-MM') AS month, coalesce(joined.count, 0)::int AS count
        FROM span LEFT JOIN joined USING (month) ORDER BY span.month`;
  }

  /**
   * Members per model of the cars they own now (a member with two models counts once for each):
   * rows of member_car_models, which triggers keep (a DISTINCT over all current ownerships would cost ~100 ms).
   */
  membersByModel(): Promise<ModelRow[]> {
    return this.prisma.$queryRaw<ModelRow[]>`
      SELECT model::text AS model, count(*)::int AS members FROM member_car_models GROUP BY model ORDER BY members DESC, model`;
  }

  /** Published events of a window with their registered and waitlisted counts and how many came (checked in). */
  eventFigures(window: EventWindow, now: Date): Promise<EventFiguresRow[]> {
    const where =
      window.kind === 'past'
        ? Prisma.sql`e.date_start < ${now}`
        : window.kind === 'soon'
          ? Prisma.sql`e.date_start >= ${now} AND e.date_start < ${window.until}`
          : Prisma.sql`e.date_start >= ${now}`;
    const order = window.kind === 'past' ? Prisma.sql`e.date_start DESC, e.id` : Prisma.sql`e.date_start, e.id`;
    const limit = window.kind === 'soon' ? Prisma.empty : Prisma.sql`LIMIT ${window.limit}`;
    return this.prisma.$queryRaw<EventFiguresRow[]>`
      SELECT e.id, e.title, e.date_start, e.capacity,
             (SELECT coalesce(sum(1 + a.companions), 0)::int FROM event_attendances a WHERE a.event_id = e.id AND a.status = 'registered') AS registered,
             (SELECT coalesce(sum(1 + a.companions), 0)::int FROM event_attendances a WHERE a.event_id = e.id AND a.status = 'waitlisted') AS waitlisted,
             (SELECT count(*)::int FROM event_attendances a WHERE a.event_id = e.id AND a.status = 'registered' AND a.amount_cents > a.paid_cents) AS unpaid,
             (SELECT coalesce(sum(a.amount_cents - a.paid_cents), 0)::int FROM event_attendances a WHERE a.event_id = e.id AND a.status = 'registered' AND a.amount_cents > a.paid_cents) AS owed_cents,
             (SELECT count(*)::int FROM event_check_ins c JOIN event_attendances a ON a.id = c.attendance_id WHERE a.event_id = e.id) AS came
        FROM events e
       WHERE ${Prisma.raw(publishedSql('e.published_at', now))} AND ${where}
       ORDER BY ${order} ${limit}`;
  }

  async contactFigures(since: Date): Promise<ContactRow> {
    const [row] = await this.prisma.$queryRaw<ContactRow[]>`
      SELECT count(*) FILTER (WHERE created_at >= ${since})::int AS recent, count(*)::int AS total, max(created_at) AS latest_at,
             count(*) FILTER (WHERE handled_at IS NULL)::int AS unhandled, min(created_at) FILTER (WHERE handled_at IS NULL) AS oldest_unhandled_at
        FROM contact_messages`;
    return row;
  }

  async articleCounts(now: Date): Promise<ArticleCountsRow> {
    const [row] = await this.prisma.$queryRaw<ArticleCountsRow[]>`
      SELECT count(*) FILTER (WHERE ${Prisma.raw(publishedSql('published_at', now))})::int AS published,
             count(*) FILTER (WHERE published_at > ${now})::int AS scheduled,
             count(*) FILTER (WHERE published_at IS NULL)::int AS drafts
        FROM articles`;
    return row;
  }

  latestArticles(limit: number): Promise<LatestArticleRow[]> {
    return this.prisma.$queryRaw<LatestArticleRow[]>`
      SELECT id, title, published_at FROM articles ORDER BY created_at DESC, id LIMIT ${limit}`;
  }
}
