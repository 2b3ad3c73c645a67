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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.EventService = exports.eventEnd = exports.eventNotFound = void 0;
exports.isRegistrationOpen = isRegistrationOpen;
exports.mapEventSummary = mapEventSummary;
exports.mapEventDetail = mapEventDetail;
// Public events: the list (upcoming / past), the detail and its .ics calendar file. Only published
// events exist for visitors and members: a draft or a scheduled event answers 404 like an unknown
// slug, so its existence does not leak.
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const markdown_1 = require("../common/markdown");
const config_module_1 = require("../config/config.module");
const ics_1 = require("../domain/ics");
const slug_1 = require("../domain/slug");
const page_dto_1 = require("../dtos/page.dto");
const event_attendance_repository_1 = require("../repositories/event-attendance.repository");
const event_repository_1 = require("../repositories/event.repository");
const content_shared_1 = require("./content-shared");
const eventNotFound = () => new api_error_1.ApiError(404, 'errors.event_not_found', 'Event not found');
exports.eventNotFound = eventNotFound;
const NO_COUNTS = { registered: 0, waitlisted: 0 };
/** When the event is over: its end, or its start when it has no end. */
const eventEnd = (event) => event.dateEnd ?? event.dateStart;
exports.eventEnd = eventEnd;
/**
 * Registration is open while the event is published, before its registration deadline (without
 * one: before it starts) and before it ends. Staff cannot set a deadline after the end.
 */
function isRegistrationOpen(event, now) {
    const closesAt = event.registrationDeadline ?? event.dateStart;
    return (0, content_shared_1.isPublished)(event.publishedAt, now) && now < closesAt && now < (0, exports.eventEnd)(event);
}
function mapEventSummary(event, counts = NO_COUNTS, now = new Date()) {
    return {
        id: event.id,
        title: event.title,
        description: event.description,
        slug: event.slug,
        photo: event.photo ? { src: event.photo.src, alt: event.photo.alt } : null,
        date_start: (0, content_shared_1.iso)(event.dateStart),
        date_end: (0, content_shared_1.isoOrNull)(event.dateEnd),
        location: event.location,
        capacity: event.capacity,
        registered_count: counts.registered,
        places_left: event.capacity === null ? null : Math.max(0, event.capacity - counts.registered),
        registration_deadline: (0, content_shared_1.isoOrNull)(event.registrationDeadline),
        registration_open: isRegistrationOpen(event, now),
        file_name: event.fileName,
        created_at: (0, content_shared_1.iso)(event.createdAt),
        updated_at: (0, content_shared_1.iso)(event.updatedAt),
    };
}
function mapEventDetail(event, counts, now = new Date()) {
    return { ...mapEventSummary(event, counts, now), body_html: (0, markdown_1.renderMarkdown)(event.body) };
}
let EventService = class EventService {
    events;
    attendances;
    config;
    constructor(events, attendances, config) {
        this.events = events;
        this.attendances = attendances;
        this.config = config;
    }
    async listEvents(query) {
        const now = new Date();
        const { rows, total } = await this.events.listPublished(query.when ?? 'upcoming', now, (0, page_dto_1.pageWindow)(query));
        const counts = await this.attendances.countsByEvent(rows.map((e) => e.id));
        return { v: rows.map((e) => mapEventSummary(e, counts.get(e.id), now)), total };
    }
    async getEvent(slug) {
        const event = await this.findPublished(slug);
        const counts = await this.attendances.countsByEvent([event.id]);
        return { v: mapEventDetail(event, counts.get(event.id) ?? NO_COUNTS) };
    }
    /** The event as an RFC 5545 file, downloaded as `<slug>.ics`. */
    async getEventCalendar(slug) {
        const event = await this.findPublished(slug);
        const body = (0, markdown_1.markdownToText)(event.body);
        const description = [event.description?.trim(), body].filter(Boolean).join('\n\n');
        const ics = (0, ics_1.buildCalendar)({
            uid: `${event.id}@${new URL(this.config.PUBLIC_URL).hostname}`,
            stamp: event.updatedAt,
            created: event.createdAt,
            start: event.dateStart,
            end: event.dateEnd,
            summary: event.title,
            description,
            location: event.location,
            url: `${this.config.PUBLIC_URL}/udalost/${event.slug}`,
        });
        return new common_1.StreamableFile(Buffer.from(ics, 'utf8'), {
            type: 'text/calendar; charset=utf-8',
            // The slug is [a-z0-9-] only, so it is safe inside the quoted file name.
            disposition: `attachment; filename="${event.slug}.ics"`,
        });
    }
    /** A published event by slug; a malformed slug cannot name one (404, and never reaches the database). */
    async findPublished(slug, now = new Date()) {
        const event = (0, slug_1.isSlug)(slug) ? await this.events.findPublishedBySlug(slug, now) : null;
        if (!event)
            throw (0, exports.eventNotFound)();
        return event;
    }
};
exports.EventService = EventService;
exports.EventService = EventService = __decorate([
    (0, common_1.Injectable)(),
    __param(2, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [event_repository_1.EventRepository,
        event_attendance_repository_1.EventAttendanceRepository, Object])
], EventService);
//# sourceMappingURL=event.service.js.map