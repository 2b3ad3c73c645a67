// Registrations for events (table event_attendances). Every write that depends on how many places
// are taken runs in a transaction (TransactionRepository.run) after `lockEvent()`: the row lock on the event serialises
// registrations, cancellations and capacity changes of one event across connections and server
// processes, so counting and writing cannot interleave (no overbooking).
import { PHOTO_REF_SELECT } from '../../media/image.dto';
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { AttendanceStatus, type Event, type Prisma } from '../../generated/prisma/client';
import { whenFilter, whenOrder, type EventWhen, type EventWithPhoto } from './event.repository';
import type { Db } from '../../database/transaction.repository';
import { publishedWhere } from '../../domain/published';
import { readTogether } from '../../database/read-together';
import { containsText, escapeLike } from '../../database/like';
import { CHECK_IN_INCLUDE } from './event-check-in.repository';

/** Lower case without diacritics, as profiles.name_search_text holds names ("Ľuboš" → "lubos"). */
const searchForm = (q: string) =>
  q
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const withCheckIn = { checkIn: { select: { checkedInAt: true } } } satisfies Prisma.EventAttendanceInclude;

/** A registration with when the member was checked in at the door (checkIn null: not yet). */
export type AttendanceRow = Prisma.EventAttendanceGetPayload<{ include: typeof withCheckIn }>;
export { AttendanceStatus };

/** registered and waitlisted: the states that hold (or queue for) a place. */
export const ACTIVE_STATUSES: AttendanceStatus[] = [AttendanceStatus.registered, AttendanceStatus.waitlisted];

const attendeeInclude = {
  user: {
    select: {
      firstName: true,
      lastName: true,
      email: true,
      phoneNumber: true,
      addressCity: true,
      avatarUrl: true,
      avatarVariants: true,
      carOwnerships: {
        where: { ownedUntil: null },
        select: { car: { select: { model: true } } },
        orderBy: { createdAt: 'asc' },
      },
    },
  },
  ...CHECK_IN_INCLUDE,
} satisfies Prisma.EventAttendanceInclude;

/** An attendance with what staff see of the member. */
export type AttendeeRow = Prisma.EventAttendanceGetPayload<{ include: typeof attendeeInclude }>;
/** One of a member's attendances with its event. */
export type MyAttendanceRow = AttendanceRow & { event: EventWithPhoto };

/** Waitlist order: registered_at, then id so that equal timestamps still have one order. */
const QUEUE_ORDER: Prisma.EventAttendanceOrderByWithRelationInput[] = [{ registeredAt: 'asc' }, { id: 'asc' }];

@Injectable()
export class EventAttendanceRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Takes the event's row lock (SELECT … FOR UPDATE) until the transaction ends, then reads the
   * event as committed now (READ COMMITTED: the read after the lock sees every earlier writer).
   * The event is named by id or by slug. Null when it does not exist (any more).
   */
  async lockEvent(db: Db, event: { id: string } | { slug: string }): Promise<Event | null> {
    const locked =
      'id' in event
        ? await db.$queryRaw<{ id: string }[]>`SELECT id FROM events WHERE id = ${event.id}::uuid FOR UPDATE`
        : await db.$queryRaw<{ id: string }[]>`SELECT id FROM events WHERE slug = ${event.slug} FOR UPDATE`;
    if (locked.length === 0) return null;
    return db.event.findUnique({ where: { id: locked[0].id } });
  }

  /** A registration by id, read in the caller's transaction (after lockEvent). */
  get(db: Db, id: string): Promise<AttendanceRow | null> {
    return db.eventAttendance.findUnique({ where: { id }, include: withCheckIn });
  }

  find(eventId: string, userId: string, db: Db = this.prisma): Promise<AttendanceRow | null> {
    return db.eventAttendance.findUnique({ where: { eventId_userId: { eventId, userId } }, include: withCheckIn });
  }

  /** The places the event's registrations in `status` take: each member and their companions. */
  async places(eventId: string, status: AttendanceStatus, db: Db = this.prisma): Promise<number> {
    const sum = await db.eventAttendance.aggregate({
      where: { eventId, status },
      _count: { _all: true },
      _sum: { companions: true },
    });
    return sum._count._all + (sum._sum.companions ?? 0);
  }

  /** Whether a registration of the event has paid something (its price is then fixed). */
  async hasPaid(eventId: string, db: Db = this.prisma): Promise<boolean> {
    return (await db.eventAttendance.count({ where: { eventId, paidCents: { gt: 0 } }, take: 1 })) > 0;
  }

  /** Registered and waitlisted places (members and companions) per event (events without any are absent). */
  async countsByEvent(eventIds: string[]): Promise<Map<string, { registered: number; waitlisted: number }>> {
    const counts = new Map<string, { registered: number; waitlisted: number }>();
    if (eventIds.length === 0) return counts;
    const groups = await this.prisma.eventAttendance.groupBy({
      by: ['eventId', 'status'],
      where: { eventId: { in: eventIds }, status: { in: ACTIVE_STATUSES } },
      _count: { _all: true },
      _sum: { companions: true },
    });
    for (const group of groups) {
      const entry = counts.get(group.eventId) ?? { registered: 0, waitlisted: 0 };
      entry[group.status as 'registered' | 'waitlisted'] = group._count._all + (group._sum.companions ?? 0);
      counts.set(group.eventId, entry);
    }
    return counts;
  }

  /** Creates the member's attendance or, after a cancellation, re-opens it at the end of the queue. */
  saveActive(
    db: Db,
    eventId: string,
    userId: string,
    status: AttendanceStatus,
    at: Date,
    companions: number,
  ): Promise<AttendanceRow> {
    return db.eventAttendance.upsert({
      where: { eventId_userId: { eventId, userId } },
      create: { eventId, userId, status, registeredAt: at, companions },
      update: { status, registeredAt: at, companions },
      include: withCheckIn,
    });
  }

  setStatus(db: Db, id: string, status: AttendanceStatus): Promise<AttendanceRow> {
    return db.eventAttendance.update({ where: { id }, data: { status }, include: withCheckIn });
  }

  /** 1-based place of a waitlisted attendance in its event's queue. */
  async waitlistPosition(
    attendance: Pick<AttendanceRow, 'id' | 'eventId' | 'registeredAt'>,
    db: Db = this.prisma,
  ): Promise<number> {
    const ahead = await db.eventAttendance.count({
      where: {
        eventId: attendance.eventId,
        status: AttendanceStatus.waitlisted,
        OR: [
          { registeredAt: { lt: attendance.registeredAt } },
          { registeredAt: attendance.registeredAt, id: { lt: attendance.id } },
        ],
      },
    });
    return ahead + 1;
  }

  /**
   * Moves waitlisted members up, first come first served, while the first in the queue fits (with
   * companions) into the capacity (null = unlimited). Call with the event locked. Returns the promoted registrations.
   */
  async promoteWaitlisted(
    db: Db,
    eventId: string,
    capacity: number | null,
  ): Promise<{ userId: string; registrationId: string; registeredAt: Date }[]> {
    let free = capacity === null ? Infinity : capacity - (await this.places(eventId, AttendanceStatus.registered, db));
    if (free <= 0) return [];
    const queue = await db.eventAttendance.findMany({
      where: { eventId, status: AttendanceStatus.waitlisted },
      orderBy: QUEUE_ORDER,
      take: capacity === null ? undefined : free,
      select: { id: true, userId: true, registeredAt: true, companions: true },
    });
    const next: typeof queue = [];
    for (const waiting of queue) {
      if (waiting.companions + 1 > free) break;
      free -= waiting.companions + 1;
      next.push(waiting);
    }
    if (next.length === 0) return [];
    await db.eventAttendance.updateMany({
      where: { id: { in: next.map((a) => a.id) } },
      data: { status: AttendanceStatus.registered },
    });
    return next.map((a) => ({ userId: a.userId, registrationId: a.id, registeredAt: a.registeredAt }));
  }

  /** A registration with its event (null when the event, and with it the registration, was deleted). */
  findWithEvent(id: string): Promise<(AttendanceRow & { event: Event }) | null> {
    return this.prisma.eventAttendance.findUnique({ where: { id }, include: { event: true, ...withCheckIn } });
  }

  /** Members registered (and, by default, waitlisted) for the event: who hears of its changes. */
  async listActiveUserIds(
    eventId: string,
    statuses: AttendanceStatus[] = ACTIVE_STATUSES,
    db: Db = this.prisma,
  ): Promise<string[]> {
    const rows = await db.eventAttendance.findMany({
      where: { eventId, status: { in: statuses } },
      orderBy: QUEUE_ORDER,
      select: { userId: true },
    });
    return rows.map((r) => r.userId);
  }

  /** Events whose scheduled publication came after `from` and at the latest at `to`, still to start. */
  listPublishedBetween(from: Date, to: Date): Promise<Event[]> {
    return this.prisma.event.findMany({
      where: { publishedAt: { gt: from, lte: to }, dateStart: { gt: to } },
      orderBy: { publishedAt: 'asc' },
    });
  }

  /** Published events starting after `from` and at the latest at `to`, with their registered members. */
  listStartingWithRegistered(
    from: Date,
    to: Date,
    now: Date,
  ): Promise<(Event & { attendances: { id: string; userId: string }[] })[]> {
    return this.prisma.event.findMany({
      where: { ...publishedWhere(now), dateStart: { gt: from, lte: to } },
      include: { attendances: { where: { status: AttendanceStatus.registered }, select: { id: true, userId: true } } },
      orderBy: { dateStart: 'asc' },
    });
  }

  /** The member's registered and waitlisted attendances, events in id order (the order locks are taken in). */
  listActiveForUser(db: Db, userId: string): Promise<AttendanceRow[]> {
    return db.eventAttendance.findMany({
      where: { userId, status: { in: ACTIVE_STATUSES } },
      orderBy: { eventId: 'asc' },
      include: withCheckIn,
    });
  }

  /** "My events": published events the member is registered or waitlisted for. */
  async listMine(
    userId: string,
    when: EventWhen,
    now: Date,
    window: { skip: number; take: number },
  ): Promise<{ rows: MyAttendanceRow[]; total: number }> {
    const where: Prisma.EventAttendanceWhereInput = {
      userId,
      status: { in: ACTIVE_STATUSES },
      event: { AND: [publishedWhere(now), whenFilter(when, now)] },
    };
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.eventAttendance.findMany({
        where,
        include: { event: { include: { photo: { select: PHOTO_REF_SELECT } } }, ...withCheckIn },
        orderBy: whenOrder(when).map((order) => ({ event: order })),
        ...window,
      }),
      this.prisma.eventAttendance.count({ where }),
    ]);
    return { rows, total };
  }

  /**
   * Registered members (in order of registration), then the waitlist in queue order; `q` keeps those
   * whose name (diacritics and case ignored) or e-mail contains it. `registered` counts the registered members
   * (registrations, not places: where the waitlist starts in the list).
   */
  async listAttendees(
    eventId: string,
    window?: { skip: number; take: number },
    q?: string,
  ): Promise<{ rows: AttendeeRow[]; total: number; registered: number }> {
    const text = q?.trim();
    const match: Prisma.EventAttendanceWhereInput = text
      ? {
          user: { OR: [{ nameSearchText: { contains: escapeLike(searchForm(text)) } }, { email: containsText(text) }] },
        }
      : {};
    const where: Prisma.EventAttendanceWhereInput = { eventId, status: { in: ACTIVE_STATUSES }, ...match };
    const [rows, total, registered] = await readTogether(this.prisma, [
      // The enum sorts in declaration order: registered before waitlisted.
      this.prisma.eventAttendance.findMany({
        where,
        include: attendeeInclude,
        orderBy: [{ status: 'asc' }, ...QUEUE_ORDER],
        ...window,
      }),
      this.prisma.eventAttendance.count({ where }),
      this.prisma.eventAttendance.count({ where: { eventId, status: AttendanceStatus.registered } }),
    ]);
    return { rows, total, registered };
  }
}
