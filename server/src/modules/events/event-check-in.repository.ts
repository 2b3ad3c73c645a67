// Check-ins at the door (table event_check_ins). A check-in is one INSERT … ON CONFLICT DO NOTHING
// on the unique attendance_id, never a read-then-write: when several staff scan one ticket at the
// same moment, exactly one statement inserts the row and every other one finds it there.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import type { Prisma } from '../../generated/prisma/client';

export const STAFF_NAME_SELECT = { select: { firstName: true, lastName: true } } satisfies Prisma.ProfileDefaultArgs;

/** The check-in of a registration, with who checked the member in. */
export const CHECK_IN_INCLUDE = {
  checkIn: { select: { checkedInAt: true, checkedInBy: STAFF_NAME_SELECT } },
} satisfies Prisma.EventAttendanceInclude;

const registrationInclude = {
  ...CHECK_IN_INCLUDE,
  event: { select: { id: true, title: true } },
  user: {
    select: {
      firstName: true,
      lastName: true,
      carOwnerships: {
        where: { ownedUntil: null },
        select: { car: { select: { model: true } } },
        orderBy: { createdAt: 'asc' },
      },
    },
  },
} satisfies Prisma.EventAttendanceInclude;

/** A registration as the door sees it: the member's name and cars, its event, its check-in. */
export type DoorRegistrationRow = Prisma.EventAttendanceGetPayload<{ include: typeof registrationInclude }>;

@Injectable()
export class EventCheckInRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Checks the registration in when it belongs to the event, is registered (not waitlisted or
   * cancelled) and is not checked in yet. True when this call made the check-in.
   */
  async insert(attendanceId: string, eventId: string, staffId: string): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO event_check_ins (attendance_id, checked_in_by)
      SELECT a.id, ${staffId}::uuid FROM event_attendances a
       WHERE a.id = ${attendanceId}::uuid AND a.event_id = ${eventId}::uuid AND a.status = 'registered'
      ON CONFLICT (attendance_id) DO NOTHING
      RETURNING id`;
    return rows.length === 1;
  }

  findRegistration(attendanceId: string, db: Db = this.prisma): Promise<DoorRegistrationRow | null> {
    return db.eventAttendance.findUnique({ where: { id: attendanceId }, include: registrationInclude });
  }

  /** Undoes the registration's check-in at this event; true when there was one. */
  async remove(attendanceId: string, eventId: string): Promise<boolean> {
    const { count } = await this.prisma.eventCheckIn.deleteMany({ where: { attendanceId, attendance: { eventId } } });
    return count === 1;
  }

  /** How many came to each event (events nobody came to are absent). */
  async countByEvent(eventIds: string[]): Promise<Map<string, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<{ event_id: string; n: number }[]>`
      SELECT a.event_id, count(*)::int AS n FROM event_check_ins c JOIN event_attendances a ON a.id = c.attendance_id
       WHERE a.event_id = ANY(${eventIds}::uuid[]) GROUP BY a.event_id`;
    return new Map(rows.map((r) => [r.event_id, r.n]));
  }

  /**
   * For account deletion, in the caller's transaction: the member's check-in times are deleted, and
   * where the member checked others in as staff, who did it is forgotten.
   */
  async eraseForMember(db: Db, userId: string): Promise<void> {
    await db.eventCheckIn.deleteMany({ where: { attendance: { userId } } });
    await db.eventCheckIn.updateMany({ where: { checkedInById: userId }, data: { checkedInById: null } });
  }
}
