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
exports.EventAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const event_admin_dto_1 = require("../dtos/event-admin.dto");
const event_dto_1 = require("../dtos/event.dto");
const page_dto_1 = require("../dtos/page.dto");
const event_admin_service_1 = require("../services/event-admin.service");
const CSV_RESPONSE = { description: 'text/csv; charset=utf-8 with a BOM, `;`-separated (Slovak Excel)', schema: { type: 'string' } };
/** Event management and attendee lists: staff holding events=full. */
let EventAdminController = class EventAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Every event, drafts included; `q` searches title, slug, location and description. */
    listEventsAdmin(query) {
        return this.service.listEventsAdmin(query);
    }
    /** Creates an event; the slug comes from the title (diacritics stripped) when absent. */
    createEventAdmin(body) {
        return this.service.createEventAdmin(body);
    }
    getEventAdmin(id) {
        return this.service.getEventAdmin(id);
    }
    /** Changes the given fields; null clears a nullable one. Capacity below the registered count is refused. */
    updateEventAdmin(id, body) {
        return this.service.updateEventAdmin(id, body);
    }
    /** Deletes the event with its registrations. */
    deleteEventAdmin(id) {
        return this.service.deleteEventAdmin(id);
    }
    /** Registered members, then the waitlist in order. */
    listEventAttendeesAdmin(id, query) {
        return this.service.listEventAttendeesAdmin(id, query);
    }
    exportEventAttendeesAdmin(id) {
        return this.service.exportEventAttendeesAdmin(id);
    }
    /** The same list by slug, for the member area's staff screen /uzivatel/udalosti/{slug}/ucastnici. */
    listEventAttendees(slug, query) {
        return this.service.listEventAttendeesBySlug(slug, query);
    }
    exportEventAttendees(slug) {
        return this.service.exportEventAttendeesBySlug(slug);
    }
};
exports.EventAdminController = EventAdminController;
__decorate([
    (0, common_1.Get)('admin/events'),
    (0, swagger_1.ApiOkResponse)({ type: event_admin_dto_1.AdminEventListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [event_admin_dto_1.AdminEventListQueryDto]),
    __metadata("design:returntype", Promise)
], EventAdminController.prototype, "listEventsAdmin", null);
__decorate([
    (0, common_1.Post)('admin/events'),
    (0, swagger_1.ApiCreatedResponse)({ type: event_admin_dto_1.AdminEventResponseDto }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.slug_taken' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [event_admin_dto_1.CreateEventAdminDto]),
    __metadata("design:returntype", Promise)
], EventAdminController.prototype, "createEventAdmin", null);
__decorate([
    (0, common_1.Get)('admin/events/:id'),
    (0, swagger_1.ApiOkResponse)({ type: event_admin_dto_1.AdminEventResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], EventAdminController.prototype, "getEventAdmin", null);
__decorate([
    (0, common_1.Patch)('admin/events/:id'),
    (0, swagger_1.ApiOkResponse)({ type: event_admin_dto_1.AdminEventResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found' }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.slug_taken, errors.capacity_below_registered' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, event_admin_dto_1.UpdateEventAdminDto]),
    __metadata("design:returntype", Promise)
], EventAdminController.prototype, "updateEventAdmin", null);
__decorate([
    (0, common_1.Delete)('admin/events/:id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], EventAdminController.prototype, "deleteEventAdmin", null);
__decorate([
    (0, common_1.Get)('admin/events/:id/attendees'),
    (0, swagger_1.ApiOkResponse)({ type: event_dto_1.EventAttendeeListResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, page_dto_1.PageQueryDto]),
    __metadata("design:returntype", Promise)
], EventAdminController.prototype, "listEventAttendeesAdmin", null);
__decorate([
    (0, common_1.Get)('admin/events/:id/attendees.csv'),
    (0, swagger_1.ApiProduces)('text/csv'),
    (0, swagger_1.ApiOkResponse)(CSV_RESPONSE),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], EventAdminController.prototype, "exportEventAttendeesAdmin", null);
__decorate([
    (0, common_1.Get)('events/:slug/attendees'),
    (0, swagger_1.ApiOkResponse)({ type: event_dto_1.EventAttendeeListResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found' }),
    __param(0, (0, common_1.Param)('slug')),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, page_dto_1.PageQueryDto]),
    __metadata("design:returntype", Promise)
], EventAdminController.prototype, "listEventAttendees", null);
__decorate([
    (0, common_1.Get)('events/:slug/attendees.csv'),
    (0, swagger_1.ApiProduces)('text/csv'),
    (0, swagger_1.ApiOkResponse)(CSV_RESPONSE),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found' }),
    __param(0, (0, common_1.Param)('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], EventAdminController.prototype, "exportEventAttendees", null);
exports.EventAdminController = EventAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: events'),
    (0, decorators_1.Authenticated)({ permissions: { events: 'full' } }),
    (0, common_1.Controller)('api'),
    __metadata("design:paramtypes", [event_admin_service_1.EventAdminService])
], EventAdminController);
//# sourceMappingURL=event-admin.controller.js.map