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
exports.EventRepository = exports.whenOrder = exports.publishedAt = void 0;
exports.whenFilter = whenFilter;
// Events (table events) as the public site, members and staff read and write them. Counts of
// registrations come from event-attendance.repository.ts; writes that depend on them (capacity
// changes) run there under the event's row lock.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const withPhoto = { photo: { select: { src: true, alt: true } } };
/** Published: has a publication time that has come (a future published_at schedules the event). */
const publishedAt = (now) => ({ publishedAt: { not: null, lte: now } });
exports.publishedAt = publishedAt;
/** Past = ended: date_end before now, or date_start before now when the event has no end. */
function whenFilter(when, now) {
    return when === 'past'
        ? { OR: [{ dateEnd: { lt: now } }, { dateEnd: null, dateStart: { lt: now } }] }
        : { OR: [{ dateEnd: { gte: now } }, { dateEnd: null, dateStart: { gte: now } }] };
}
/** Upcoming soonest first, past most recent first; id breaks ties so pages never overlap. */
const whenOrder = (when) => when === 'past' ? [{ dateStart: 'desc' }, { id: 'asc' }] : [{ dateStart: 'asc' }, { id: 'asc' }];
exports.whenOrder = whenOrder;
const ADMIN_ORDER = {
    date_start: { dateStart: 'asc' },
    '-date_start': { dateStart: 'desc' },
    title: { title: 'asc' },
    '-title': { title: 'desc' },
    created_at: { createdAt: 'asc' },
    '-created_at': { createdAt: 'desc' },
};
let EventRepository = class EventRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    async listPublished(when, now, window) {
        const where = { AND: [(0, exports.publishedAt)(now), whenFilter(when, now)] };
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.event.findMany({ where, include: withPhoto, orderBy: (0, exports.whenOrder)(when), ...window }),
            this.prisma.event.count({ where }),
        ]);
        return { rows, total };
    }
    findPublishedBySlug(slug, now) {
        return this.prisma.event.findFirst({ where: { slug, ...(0, exports.publishedAt)(now) }, include: withPhoto });
    }
    /** Any event, published or not (staff). */
    findBySlug(slug) {
        return this.prisma.event.findUnique({ where: { slug }, include: withPhoto });
    }
    findById(id, db = this.prisma) {
        return db.event.findUnique({ where: { id }, include: withPhoto });
    }
    async listForAdmin(filter, window) {
        const and = [];
        if (filter.q) {
            const contains = { contains: filter.q, mode: 'insensitive' };
            and.push({ OR: [{ title: contains }, { slug: contains }, { location: contains }, { description: contains }] });
        }
        if (filter.when)
            and.push(whenFilter(filter.when, filter.now));
        const where = { AND: and };
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.event.findMany({ where, include: withPhoto, orderBy: [ADMIN_ORDER[filter.sort], { id: 'asc' }], ...window }),
            this.prisma.event.count({ where }),
        ]);
        return { rows, total };
    }
    async slugExists(slug, exceptId) {
        const found = await this.prisma.event.findUnique({ where: { slug }, select: { id: true } });
        return Boolean(found && found.id !== exceptId);
    }
    async photoExists(id) {
        return (await this.prisma.photo.count({ where: { id } })) === 1;
    }
    create(data) {
        return this.prisma.event.create({ data, include: withPhoto });
    }
    update(id, data, db = this.prisma) {
        return db.event.update({ where: { id }, data, include: withPhoto });
    }
    /** Deletes the event and (cascade) its attendances; false when it did not exist. */
    async delete(id) {
        const { count } = await this.prisma.event.deleteMany({ where: { id } });
        return count === 1;
    }
};
exports.EventRepository = EventRepository;
exports.EventRepository = EventRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], EventRepository);
//# sourceMappingURL=event.repository.js.map