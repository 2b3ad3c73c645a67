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
exports.EventAttendanceService = void 0;
// Members' registrations for events: register (a place, or the waitlist when full), cancel (the
// first waitlisted member moves up in the same transaction), my state, my events.
//
// Rules decided here (the spec leaves them open):
// - Any signed-in member whose onboarding is complete may register, verified by staff or not;
//   before onboarding is complete → 403 errors.onboarding_incomplete.
// - Registering is idempotent: when already registered or waitlisted, POST answers 200 with the
//   current state and changes nothing (even after registration has closed). After a cancellation a
//   new POST registers again, at the end of the queue.
// - Registration closes at registration_deadline, or when the event starts when it has none → 409
//   errors.registration_closed. Cancelling is possible until the event starts (or, when the
//   deadline is later, while registration is open).
// Every write takes the event's row lock first (EventAttendanceRepository.lockEvent), so places are
// counted and taken one writer at a time: no overbooking, and each freed place promotes one member.
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const onboarding_steps_1 = require("../domain/onboarding-steps");
const page_dto_1 = require("../dtos/page.dto");
const event_attendance_repository_1 = require("../repositories/event-attendance.repository");
const profile_repository_1 = require("../repositories/profile.repository");
const content_shared_1 = require("./content-shared");
const event_service_1 = require("./event.service");
const registrationClosed = (message) => new api_error_1.ApiError(409, 'errors.registration_closed', message);
/** Cancelling is allowed before the event starts, and also later while registration is still open. */
const isCancellationOpen = (event, now) => now < event.dateStart || (0, event_service_1.isRegistrationOpen)(event, now);
let EventAttendanceService = class EventAttendanceService {
    events;
    attendances;
    profiles;
    constructor(events, attendances, profiles) {
        this.events = events;
        this.attendances = attendances;
        this.profiles = profiles;
    }
    async registerForEvent(user, slug) {
        const event = await this.events.findPublished(slug);
        await this.assertMayRegister(user.id);
        return this.attendances.transaction(async (db) => {
            const locked = await this.lockPublished(db, event.id);
            const now = new Date();
            const current = await this.attendances.find(event.id, user.id, db);
            if (current && current.status !== event_attendance_repository_1.AttendanceStatus.cancelled)
                return { v: await this.mapRegistration(current, db) };
            if (!(0, event_service_1.isRegistrationOpen)(locked, now))
                throw registrationClosed('Registration for this event is closed');
            const registered = await this.attendances.count(event.id, event_attendance_repository_1.AttendanceStatus.registered, db);
            const status = locked.capacity === null || registered < locked.capacity ? event_attendance_repository_1.AttendanceStatus.registered : event_attendance_repository_1.AttendanceStatus.waitlisted;
            const saved = await this.attendances.saveActive(db, event.id, user.id, status, now);
            return { v: await this.mapRegistration(saved, db) };
        });
    }
    async cancelEventRegistration(user, slug) {
        const event = await this.events.findPublished(slug);
        return this.attendances.transaction(async (db) => {
            const locked = await this.lockPublished(db, event.id);
            const current = await this.attendances.find(event.id, user.id, db);
            if (!current)
                throw new api_error_1.ApiError(404, 'errors.registration_not_found', 'You are not registered for this event');
            if (current.status === event_attendance_repository_1.AttendanceStatus.cancelled)
                return { v: await this.mapRegistration(current, db) };
            if (!isCancellationOpen(locked, new Date()))
                throw registrationClosed('The event has started: the registration can no longer be cancelled');
            const cancelled = await this.attendances.setStatus(db, current.id, event_attendance_repository_1.AttendanceStatus.cancelled);
            if (current.status === event_attendance_repository_1.AttendanceStatus.registered)
                await this.attendances.promoteWaitlisted(db, event.id, locked.capacity);
            return { v: await this.mapRegistration(cancelled, db) };
        });
    }
    async getMyEventRegistration(user, slug) {
        const event = await this.events.findPublished(slug);
        const current = await this.attendances.find(event.id, user.id);
        return { v: await this.mapRegistration(current) };
    }
    /** Published events the member is registered or waitlisted for, with the member's state in each. */
    async listMyEvents(user, query) {
        const now = new Date();
        const { rows, total } = await this.attendances.listMine(user.id, query.when ?? 'upcoming', now, (0, page_dto_1.pageWindow)(query));
        const counts = await this.attendances.countsByEvent(rows.map((a) => a.eventId));
        const v = await Promise.all(rows.map(async (a) => ({ ...(0, event_service_1.mapEventSummary)(a.event, counts.get(a.eventId), now), registration: await this.mapRegistration(a) })));
        return { v, total };
    }
    /**
     * For account deletion, inside the caller's transaction: cancels all the member's registrations;
     * each place freed at an event that has not started goes to the first waitlisted member. Events
     * are locked in id order (the order listActiveForUser returns), so concurrent callers cannot deadlock.
     */
    async cancelAllForMember(db, userId) {
        const active = await this.attendances.listActiveForUser(db, userId);
        for (const attendance of active) {
            const event = await this.attendances.lockEvent(db, attendance.eventId);
            await this.attendances.setStatus(db, attendance.id, event_attendance_repository_1.AttendanceStatus.cancelled);
            if (event && attendance.status === event_attendance_repository_1.AttendanceStatus.registered && new Date() < event.dateStart) {
                await this.attendances.promoteWaitlisted(db, event.id, event.capacity);
            }
        }
    }
    /** Members whose onboarding is complete (verified or not) may register. */
    async assertMayRegister(userId) {
        const profile = await this.profiles.findWithMemberState(userId);
        const onboarded = profile !== null && (profile._count.carOwnerships > 0 || (0, onboarding_steps_1.isOnboarded)(profile.onboarding));
        if (!onboarded)
            throw new api_error_1.ApiError(403, 'errors.onboarding_incomplete', 'Complete your registration (onboarding) before registering for events');
    }
    /** Locks the event; it may have been deleted or unpublished since it was looked up. */
    async lockPublished(db, eventId) {
        const locked = await this.attendances.lockEvent(db, eventId);
        if (!locked || !(0, content_shared_1.isPublished)(locked.publishedAt, new Date()))
            throw (0, event_service_1.eventNotFound)();
        return locked;
    }
    async mapRegistration(attendance, db) {
        if (!attendance)
            return { status: null, waitlist_position: null, registered_at: null };
        const waitlisted = attendance.status === event_attendance_repository_1.AttendanceStatus.waitlisted;
        return {
            status: attendance.status,
            waitlist_position: waitlisted ? await this.attendances.waitlistPosition(attendance, db) : null,
            registered_at: (0, content_shared_1.isoOrNull)(attendance.registeredAt),
        };
    }
};
exports.EventAttendanceService = EventAttendanceService;
exports.EventAttendanceService = EventAttendanceService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [event_service_1.EventService,
        event_attendance_repository_1.EventAttendanceRepository,
        profile_repository_1.ProfileRepository])
], EventAttendanceService);
//# sourceMappingURL=event-attendance.service.js.map