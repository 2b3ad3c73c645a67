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
exports.EventAdminService = void 0;
exports.mapAdminEventSummary = mapAdminEventSummary;
exports.mapAttendee = mapAttendee;
// Staff management of events (events=full): all events including drafts, create/edit/delete, and
// the attendee list (JSON and a CSV for Excel), by id for the staff console and by slug for the
// member area's staff screen (/uzivatel/udalosti/{slug}/ucastnici).
//
// Decisions: lowering capacity below the number of registered members is refused (409
// errors.capacity_below_registered) rather than silently moving members to the waitlist; raising it
// (or removing it) promotes waitlisted members into the new places in the same transaction.
// Deleting an event deletes its registrations with it.
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const markdown_1 = require("../common/markdown");
const calendar_1 = require("../domain/calendar");
const csv_1 = require("../domain/csv");
const slug_1 = require("../domain/slug");
const page_dto_1 = require("../dtos/page.dto");
const event_attendance_repository_1 = require("../repositories/event-attendance.repository");
const event_repository_1 = require("../repositories/event.repository");
const car_enums_1 = require("../domain/car-enums");
const content_shared_1 = require("./content-shared");
const event_service_1 = require("./event.service");
const datesInvalid = (message) => new api_error_1.ApiError(400, 'errors.event_dates_invalid', message);
const registeredAtFormat = new Intl.DateTimeFormat('sv-SE', {
    timeZone: calendar_1.CLUB_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
});
function mapAdminEventSummary(event, counts, now = new Date()) {
    return {
        ...(0, event_service_1.mapEventSummary)(event, counts, now),
        photo_id: event.photoId,
        published_at: (0, content_shared_1.isoOrNull)(event.publishedAt),
        published: (0, content_shared_1.isPublished)(event.publishedAt, now),
        waitlisted_count: counts?.waitlisted ?? 0,
    };
}
function mapAttendee(row, waitlistPosition) {
    return {
        user_id: row.userId,
        first_name: row.user.firstName,
        last_name: row.user.lastName,
        email: row.user.email,
        phone_number: row.user.phoneNumber,
        address_city: row.user.addressCity,
        car_models: row.user.carOwnerships.map((o) => car_enums_1.carModel.fromDb(o.car.model)),
        status: row.status,
        registered_at: (0, content_shared_1.iso)(row.registeredAt),
        waitlist_position: waitlistPosition,
    };
}
/** date_end not before date_start; the registration deadline not after the event ends. */
function checkDates(event) {
    if (event.dateEnd && event.dateEnd < event.dateStart)
        throw datesInvalid('date_end must not be before date_start');
    if (event.registrationDeadline && event.registrationDeadline > (0, event_service_1.eventEnd)(event)) {
        throw datesInvalid('registration_deadline must not be after the event ends');
    }
}
/** The request's fields as a repository write: undefined = unchanged, null = cleared. */
function toWrite(body) {
    return {
        title: body.title?.trim(),
        description: body.description,
        body: body.body,
        photoId: body.photo_id,
        dateStart: (0, content_shared_1.toDate)(body.date_start) ?? undefined,
        dateEnd: (0, content_shared_1.toDate)(body.date_end),
        location: body.location,
        capacity: body.capacity,
        registrationDeadline: (0, content_shared_1.toDate)(body.registration_deadline),
        publishedAt: (0, content_shared_1.toDate)(body.published_at),
        fileName: body.file_name,
    };
}
let EventAdminService = class EventAdminService {
    events;
    attendances;
    constructor(events, attendances) {
        this.events = events;
        this.attendances = attendances;
    }
    async listEventsAdmin(query) {
        const now = new Date();
        const filter = { q: query.q?.trim() || undefined, when: query.when, sort: query.sort ?? '-date_start', now };
        const { rows, total } = await this.events.listForAdmin(filter, (0, page_dto_1.pageWindow)(query));
        const counts = await this.attendances.countsByEvent(rows.map((e) => e.id));
        return { v: rows.map((e) => mapAdminEventSummary(e, counts.get(e.id), now)), total };
    }
    async getEventAdmin(id) {
        return { v: await this.mapAdminEvent(await this.findById(id)) };
    }
    async createEventAdmin(body) {
        const data = toWrite(body);
        checkDates({ dateStart: data.dateStart, dateEnd: data.dateEnd ?? null, registrationDeadline: data.registrationDeadline ?? null });
        await this.checkPhoto(body.photo_id);
        const slug = await (0, content_shared_1.chooseSlug)(body.slug, body.title, (s) => this.events.slugExists(s));
        const created = await (0, content_shared_1.writeWithSlug)(slug, () => this.events.create({ ...data, title: data.title, dateStart: data.dateStart, slug }));
        return { v: await this.mapAdminEvent(created) };
    }
    async updateEventAdmin(id, body) {
        await this.findById(id);
        await this.checkPhoto(body.photo_id);
        if (body.slug !== undefined && (await this.events.slugExists(body.slug, id)))
            throw (0, content_shared_1.slugTaken)(body.slug);
        const data = { ...toWrite(body), slug: body.slug };
        // Under the event's row lock: capacity is checked against, and fills from, the current registrations.
        const updated = await (0, content_shared_1.writeWithSlug)(body.slug ?? '', () => this.attendances.transaction(async (db) => {
            const current = await this.attendances.lockEvent(db, id);
            if (!current)
                throw (0, event_service_1.eventNotFound)();
            const merged = { ...current, ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) };
            checkDates(merged);
            if (data.capacity !== undefined) {
                const registered = await this.attendances.count(id, event_attendance_repository_1.AttendanceStatus.registered, db);
                if (data.capacity !== null && data.capacity < registered) {
                    throw new api_error_1.ApiError(409, 'errors.capacity_below_registered', `${registered} members are registered: capacity cannot be lower`, { registered_count: registered });
                }
            }
            await this.events.update(id, data, db);
            if (data.capacity !== undefined)
                await this.attendances.promoteWaitlisted(db, id, data.capacity);
            return (await this.events.findById(id, db));
        }));
        return { v: await this.mapAdminEvent(updated) };
    }
    async deleteEventAdmin(id) {
        if (!(await this.events.delete(id)))
            throw (0, event_service_1.eventNotFound)();
    }
    listEventAttendeesAdmin(id, query) {
        return this.findById(id).then((event) => this.attendeeList(event, query));
    }
    exportEventAttendeesAdmin(id) {
        return this.findById(id).then((event) => this.attendeeCsv(event));
    }
    listEventAttendeesBySlug(slug, query) {
        return this.findBySlug(slug).then((event) => this.attendeeList(event, query));
    }
    exportEventAttendeesBySlug(slug) {
        return this.findBySlug(slug).then((event) => this.attendeeCsv(event));
    }
    async attendeeList(event, query) {
        const window = (0, page_dto_1.pageWindow)(query, 100);
        const { rows, total, registered } = await this.attendances.listAttendees(event.id, window);
        return { v: rows.map((row, i) => mapAttendee(row, this.position(row, window.skip + i, registered))), total };
    }
    /** Every attendee as CSV (Slovak headers and values, `;`-separated, UTF-8 with BOM for Excel). */
    async attendeeCsv(event) {
        const { rows, registered } = await this.attendances.listAttendees(event.id);
        const header = ['Stav', 'Poradie na čakacej listine', 'Meno', 'Priezvisko', 'E-mail', 'Telefón', 'Mesto', 'Autá', 'Prihlásený'];
        const lines = rows.map((row, i) => {
            const a = mapAttendee(row, this.position(row, i, registered));
            const status = a.status === 'registered' ? 'prihlásený' : 'čakacia listina';
            const registeredAt = registeredAtFormat.format(row.registeredAt);
            return [status, a.waitlist_position, a.first_name, a.last_name, a.email, a.phone_number, a.address_city, a.car_models.join(', '), registeredAt];
        });
        return new common_1.StreamableFile(Buffer.from((0, csv_1.toCsv)(header, lines), 'utf8'), {
            type: csv_1.CSV_CONTENT_TYPE,
            disposition: `attachment; filename="ucastnici-${event.slug}.csv"`,
        });
    }
    /** Attendees come registered first, then the waitlist in order: the index gives the place. */
    position(row, index, registered) {
        return row.status === event_attendance_repository_1.AttendanceStatus.waitlisted ? index - registered + 1 : null;
    }
    async mapAdminEvent(event) {
        const counts = await this.attendances.countsByEvent([event.id]);
        return { ...mapAdminEventSummary(event, counts.get(event.id)), body: event.body, body_html: (0, markdown_1.renderMarkdown)(event.body) };
    }
    async findById(id) {
        const event = await this.events.findById(id);
        if (!event)
            throw (0, event_service_1.eventNotFound)();
        return event;
    }
    async findBySlug(slug) {
        const event = (0, slug_1.isSlug)(slug) ? await this.events.findBySlug(slug) : null;
        if (!event)
            throw (0, event_service_1.eventNotFound)();
        return event;
    }
    async checkPhoto(photoId) {
        if (photoId && !(await this.events.photoExists(photoId)))
            throw new api_error_1.ApiError(400, 'errors.photo_not_found', 'photo_id names no photo');
    }
};
exports.EventAdminService = EventAdminService;
exports.EventAdminService = EventAdminService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [event_repository_1.EventRepository,
        event_attendance_repository_1.EventAttendanceRepository])
], EventAdminService);
//# sourceMappingURL=event-admin.service.js.map