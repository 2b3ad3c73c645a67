"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.EventAttendanceRepository = exports.ACTIVE_STATUSES = exports.AttendanceStatus = void 0;
// Registrations for events (table event_attendances). Every write that depends on how many places
// are taken runs inside `transaction()` after `lockEvent()`: the row lock on the event serialises
// registrations, cancellations and capacity changes of one event across connections and server
// processes, so counting and writing cannot interleave (no overbooking).
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const client_1 = require("../generated/prisma/client");
Object.defineProperty(exports, "AttendanceStatus", { enumerable: true, get: function () { return client_1.AttendanceStatus; } });
const event_repository_1 = require("./event.repository");
/** registered and waitlisted: the states that hold (or queue for) a place. */
exports.ACTIVE_STATUSES = [client_1.AttendanceStatus.registered, client_1.AttendanceStatus.waitlisted];
const attendeeInclude = {
    user: {
        select: {
            firstName: true,
            lastName: true,
            email: true,
            phoneNumber: true,
            addressCity: true,
            carOwnerships: { where: { ownedUntil: null }, select: { car: { select: { model: true } } }, orderBy: { createdAt: 'asc' } },
        },
    },
};
/** Waitlist order: registered_at, then id so that equal timestamps still have one order. */
const QUEUE_ORDER = [{ registeredAt: 'asc' }, { id: 'asc' }];
let EventAttendanceRepository = class EventAttendanceRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** One interactive transaction. Waiting for the pool and for the lock is allowed to take a while under load. */
    transaction(fn) {
        return this.prisma.$transaction(fn, { maxWait: 15_000, timeout: 30_000 });
    }
    /**
     * Takes the event's row lock (SELECT … FOR UPDATE) until the transaction ends, then reads the
     * event as committed now (READ COMMITTED: the read after the lock sees every earlier writer).
     * Null when the event does not exist (any more).
     */
    async lockEvent(db, eventId) {
        const locked = await db.$queryRaw `SELECT id FROM events WHERE id = ${eventId}::uuid FOR UPDATE`;
        if (locked.length === 0)
            return null;
        return db.event.findUnique({ where: { id: eventId } });
    }
    find(eventId, userId, db = this.prisma) {
        return db.eventAttendance.findUnique({ where: { eventId_userId: { eventId, userId } } });
    }
    count(eventId, status, db = this.prisma) {
        return db.eventAttendance.count({ where: { eventId, status } });
    }
    /** Registered and waitlisted counts per event (events without any are absent). */
    async countsByEvent(eventIds) {
        const counts = new Map();
        if (eventIds.length === 0)
            return counts;
        const groups = await this.prisma.eventAttendance.groupBy({
            by: ['eventId', 'status'],
            where: { eventId: { in: eventIds }, status: { in: exports.ACTIVE_STATUSES } },
            _count: { _all: true },
        });
        for (const group of groups) {
            const entry = counts.get(group.eventId) ?? { registered: 0, waitlisted: 0 };
            entry[group.status] = group._count._all;
            counts.set(group.eventId, entry);
        }
        return counts;
    }
    /** Creates the member's attendance or, after a cancellation, re-opens it at the end of the queue. */
    saveActive(db, eventId, userId, status, at) {
        return db.eventAttendance.upsert({
            where: { eventId_userId: { eventId, userId } },
            create: { eventId, userId, status, registeredAt: at },
            update: { status, registeredAt: at },
        });
    }
    setStatus(db, id, status) {
        return db.eventAttendance.update({ where: { id }, data: { status } });
    }
    /** 1-based place of a waitlisted attendance in its event's queue. */
    async waitlistPosition(attendance, db = this.prisma) {
        const ahead = await db.eventAttendance.count({
            where: {
                eventId: attendance.eventId,
                status: client_1.AttendanceStatus.waitlisted,
                OR: [{ registeredAt: { lt: attendance.registeredAt } }, { registeredAt: attendance.registeredAt, id: { lt: attendance.id } }],
            },
        });
        return ahead + 1;
    }
    /**
     * Moves waitlisted members up, first come first served, until the capacity (null = unlimited) is
     * reached. Call with the event locked. Returns the promoted attendances' user ids.
     */
    async promoteWaitlisted(db, eventId, capacity) {
        const take = capacity === null ? undefined : capacity - (await this.count(eventId, client_1.AttendanceStatus.registered, db));
        if (take !== undefined && take <= 0)
            return [];
        const next = await db.eventAttendance.findMany({
            where: { eventId, status: client_1.AttendanceStatus.waitlisted },
            orderBy: QUEUE_ORDER,
            take,
            select: { id: true, userId: true },
        });
        if (next.length === 0)
            return [];
        await db.eventAttendance.updateMany({ where: { id: { in: next.map((a) => a.id) } }, data: { status: client_1.AttendanceStatus.registered } });
        return next.map((a) => a.userId);
    }
    /** The member's registered and waitlisted attendances, events in id order (the order locks are taken in). */
    listActiveForUser(db, userId) {
        return db.eventAttendance.findMany({ where: { userId, status: { in: exports.ACTIVE_STATUSES } }, orderBy: { eventId: 'asc' } });
    }
    /** "My events": published events the member is registered or waitlisted for. */
    async listMine(userId, when, now, window) {
        const where = { userId, status: { in: exports.ACTIVE_STATUSES }, event: { AND: [(0, event_repository_1.publishedAt)(now), (0, event_repository_1.whenFilter)(when, now)] } };
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.eventAttendance.findMany({
                where,
                include: { event: { include: { photo: { select: { src: true, alt: true } } } } },
                orderBy: (0, event_repository_1.whenOrder)(when).map((order) => ({ event: order })),
                ...window,
            }),
            this.prisma.eventAttendance.count({ where }),
        ]);
        return { rows, total };
    }
    /** Registered members (in order of registration), then the waitlist in queue order. */
    async listAttendees(eventId, window) {
        const where = { eventId, status: { in: exports.ACTIVE_STATUSES } };
        const [rows, total, registered] = await this.prisma.$transaction([
            // The enum sorts in declaration order: registered before waitlisted.
            this.prisma.eventAttendance.findMany({ where, include: attendeeInclude, orderBy: [{ status: 'asc' }, ...QUEUE_ORDER], ...window }),
            this.prisma.eventAttendance.count({ where }),
            this.prisma.eventAttendance.count({ where: { eventId, status: client_1.AttendanceStatus.registered } }),
        ]);
        return { rows, total, registered };
    }
};
exports.EventAttendanceRepository = EventAttendanceRepository;
exports.EventAttendanceRepository = EventAttendanceRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], EventAttendanceRepository);
//# sourceMappingURL=event-attendance.repository.js.map