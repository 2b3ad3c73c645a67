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
exports.EventController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const event_dto_1 = require("../dtos/event.dto");
const event_service_1 = require("../services/event.service");
/** Published events for everyone. */
let EventController = class EventController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Upcoming events soonest first (default), or past events most recent first. */
    listEvents(query) {
        return this.service.listEvents(query);
    }
    getEvent(slug) {
        return this.service.getEvent(slug);
    }
    /** The event as an iCalendar (RFC 5545) file to add to a calendar, downloaded as `<slug>.ics`. */
    getEventCalendar(slug) {
        return this.service.getEventCalendar(slug);
    }
};
exports.EventController = EventController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: event_dto_1.EventListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [event_dto_1.EventListQueryDto]),
    __metadata("design:returntype", Promise)
], EventController.prototype, "listEvents", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(':slug'),
    (0, swagger_1.ApiOkResponse)({ type: event_dto_1.EventResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found (also for drafts)' }),
    __param(0, (0, common_1.Param)('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], EventController.prototype, "getEvent", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(':slug/calendar.ics'),
    (0, swagger_1.ApiProduces)('text/calendar'),
    (0, swagger_1.ApiOkResponse)({ description: 'text/calendar; charset=utf-8', schema: { type: 'string' } }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found' }),
    __param(0, (0, common_1.Param)('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], EventController.prototype, "getEventCalendar", null);
exports.EventController = EventController = __decorate([
    (0, swagger_1.ApiTags)('events'),
    (0, common_1.Controller)('api/events'),
    __metadata("design:paramtypes", [event_service_1.EventService])
], EventController);
//# sourceMappingURL=event.controller.js.map