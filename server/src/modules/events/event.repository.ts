// Events (table events) as the public site, members and staff read and write them. Counts of
// registrations come from event-attendance.repository.ts; writes that depend on them (capacity
// changes) run there under the event's row lock.
import { PHOTO_REF_SELECT } from '../../media/image.dto';
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import type { Event, Prisma } from '../../generated/prisma/client';
import { containsText } from '../../database/like';
import { publishedWhere } from '../../domain/published';
import { soonestAfter } from '../../database/soonest';
import { readTogether } from '../../database/read-together';

const withPhoto = { photo: { select: PHOTO_REF_SELECT } } satisfies Prisma.EventInclude;

/** An event with its photo's src/alt. */
export type EventWithPhoto = Prisma.EventGetPayload<{ include: typeof withPhoto }>;
export type EventRow = Event;

export type EventWhen = 'upcoming' | 'past';
export type AdminEventSort = 'date_start' | '-date_start' | 'title' | '-title' | 'created_at' | '-created_at';

/** Fields staff can write (camelCase, already validated and converted). */
export type EventWrite = Partial<
  Pick<
    Event,
    | 'title'
    | 'slug'
    | 'description'
    | 'body'
    | 'photoId'
    | 'dateStart'
    | 'dateEnd'
    | 'location'
    | 'capacity'
    | 'registrationDeadline'
    | 'publishedAt'
    | 'fileName'
    | 'priceCents'
    | 'companionsMax'
    | 'paymentDays'
    | 'refundDeadline'
  >
>;

/** Published: has a publication time that has come (a future published_at schedules the event). */

/** Past = ended: date_end before now, or date_start before now when the event has no end. */
export function whenFilter(when: EventWhen, now: Date): Prisma.EventWhereInput {
  return when === 'past'
    ? { OR: [{ dateEnd: { lt: now } }, { dateEnd: null, dateStart: { lt: now } }] }
    : { OR: [{ dateEnd: { gte: now } }, { dateEnd: null, dateStart: { gte: now } }] };
}

/** Upcoming soonest first, past most recent first; id breaks ties so pages never overlap. */
export const whenOrder = (when: EventWhen): Prisma.EventOrderByWithRelationInput[] =>
  when === 'past' ? [{ dateStart: 'desc' }, { id: 'asc' }] : [{ dateStart: 'asc' }, { id: 'asc' }];

const ADMIN_ORDER: Record<AdminEventSort, Prisma.EventOrderByWithRelationInput> = {
  date_start: { dateStart: 'asc' },
  '-date_start': { dateStart: 'desc' },
  title: { title: 'asc' },
  '-title': { title: 'desc' },
  created_at: { createdAt: 'asc' },
  '-created_at': { createdAt: 'desc' },
};

@Injectable()
export class EventRepository {
  constructor(private readonly prisma: PrismaService) {}

  async listPublished(
    when: EventWhen,
    now: Date,
    window: { skip: number; take: number },
  ): Promise<{ rows: EventWithPhoto[]; total: number }> {
    const where: Prisma.EventWhereInput = { AND: [publishedWhere(now), whenFilter(when, now)] };
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.event.findMany({ where, include: withPhoto, orderBy: whenOrder(when), ...window }),
      this.prisma.event.count({ where }),
    ]);
    return { rows, total };
  }

  findPublishedBySlug(slug: string, now: Date): Promise<EventWithPhoto | null> {
    return this.prisma.event.findFirst({ where: { slug, ...publishedWhere(now) }, include: withPhoto });
  }

  findById(id: string, db: Db = this.prisma): Promise<EventWithPhoto | null> {
    return db.event.findUnique({ where: { id }, include: withPhoto });
  }

  async listForAdmin(
    filter: { q?: string; when?: EventWhen; sort: AdminEventSort; now: Date },
    window: { skip: number; take: number },
  ): Promise<{ rows: EventWithPhoto[]; total: number }> {
    const and: Prisma.EventWhereInput[] = [];
    if (filter.q) {
      const contains = containsText(filter.q);
      and.push({ OR: [{ title: contains }, { slug: contains }, { location: contains }, { description: contains }] });
    }
    if (filter.when) and.push(whenFilter(filter.when, filter.now));
    const where: Prisma.EventWhereInput = { AND: and };
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.event.findMany({
        where,
        include: withPhoto,
        orderBy: [ADMIN_ORDER[filter.sort], { id: 'asc' }],
        ...window,
      }),
      this.prisma.event.count({ where }),
    ]);
    return { rows, total };
  }

  async slugExists(slug: string, exceptId?: string): Promise<boolean> {
    const found = await this.prisma.event.findUnique({ where: { slug }, select: { id: true } });
    return Boolean(found && found.id !== exceptId);
  }

  create(
    data: EventWrite & Pick<Event, 'title' | 'slug' | 'dateStart'>,
    db: Db = this.prisma,
  ): Promise<EventWithPhoto> {
    return db.event.create({ data, include: withPhoto });
  }

  update(id: string, data: EventWrite, db: Db = this.prisma): Promise<EventWithPhoto> {
    return db.event.update({ where: { id }, data, include: withPhoto });
  }

  /** Deletes the event and (cascade) its attendances; false when it did not exist. */
  async delete(id: string, db: Db = this.prisma): Promise<boolean> {
    const { count } = await db.event.deleteMany({ where: { id } });
    return count === 1;
  }

  /**
   * The soonest moment after `now` at which the public events change by themselves: a publication, a start, an end or a
   * registration deadline.
   */
  nextMoment(now: Date): Promise<Date | null> {
    return soonestAfter(this.prisma, now, [
      ['events', 'published_at'],
      ['events', 'date_start'],
      ['events', 'date_end'],
      ['events', 'registration_deadline'],
    ]);
  }
}
