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
exports.EventRegistrationController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const current_user_decorator_1 = require("../auth/current-user.decorator");
const decorators_1 = require("../auth/decorators");
const event_dto_1 = require("../dtos/event.dto");
const event_attendance_service_1 = require("../services/event-attendance.service");
/** The signed-in member's registrations for events. */
let EventRegistrationController = class EventRegistrationController {
    service;
    constructor(service) {
        this.service = service;
    }
    /**
     * Registers the member: a place while there are places left, else the waitlist. Idempotent:
     * when already registered or waitlisted it answers 200 with the current state.
     */
    registerForEvent(user, slug) {
        return this.service.registerForEvent(user, slug);
    }
    /** Cancels the member's registration; a freed place goes to the first waitlisted member. */
    cancelEventRegistration(user, slug) {
        return this.service.cancelEventRegistration(user, slug);
    }
    /** The member's state for the event (status null when never registered). */
    getMyEventRegistration(user, slug) {
        return this.service.getMyEventRegistration(user, slug);
    }
    /** "My events": events the member is registered or waitlisted for. */
    listMyEvents(user, query) {
        return this.service.listMyEvents(user, query);
    }
};
exports.EventRegistrationController = EventRegistrationController;
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Post)('events/:slug/registration'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOkResponse)({ type: event_dto_1.EventRegistrationResponseDto }),
    (0, swagger_1.ApiForbiddenResponse)({ description: 'errors.onboarding_incomplete' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found' }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.registration_closed' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Param)('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], EventRegistrationController.prototype, "registerForEvent", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Delete)('events/:slug/registration'),
    (0, swagger_1.ApiOkResponse)({ type: event_dto_1.EventRegistrationResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found, errors.registration_not_found' }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.registration_closed (the event has started)' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Param)('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], EventRegistrationController.prototype, "cancelEventRegistration", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Get)('events/:slug/registration'),
    (0, swagger_1.ApiOkResponse)({ type: event_dto_1.EventRegistrationResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.event_not_found' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Param)('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], EventRegistrationController.prototype, "getMyEventRegistration", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Get)('me/events'),
    (0, swagger_1.ApiOkResponse)({ type: event_dto_1.MyEventListResponseDto }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, event_dto_1.EventListQueryDto]),
    __metadata("design:returntype", Promise)
], EventRegistrationController.prototype, "listMyEvents", null);
exports.EventRegistrationController = EventRegistrationController = __decorate([
    (0, swagger_1.ApiTags)('events'),
    (0, common_1.Controller)('api'),
    __metadata("design:paramtypes", [event_attendance_service_1.EventAttendanceService])
], EventRegistrationController);
//# sourceMappingURL=event-registration.controller.js.map