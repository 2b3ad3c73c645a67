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
exports.EventAttendeeListResponseDto = exports.EventAttendeeDto = exports.MyEventListResponseDto = exports.MyEventDto = exports.EventRegistrationResponseDto = exports.EventRegistrationDto = exports.EventResponseDto = exports.EventListResponseDto = exports.EventDetailDto = exports.EventSummaryDto = exports.PhotoRefDto = exports.EventListQueryDto = exports.EVENT_REGISTRATION_STATUSES = exports.EVENT_WHEN = void 0;
// DTOs of the public and member event endpoints (/api/events, registration, /api/me/events).
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const page_dto_1 = require("./page.dto");
exports.EVENT_WHEN = ['upcoming', 'past'];
exports.EVENT_REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'];
class EventListQueryDto extends page_dto_1.PageQueryDto {
    when;
}
exports.EventListQueryDto = EventListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        enum: exports.EVENT_WHEN,
        enumName: 'EventWhen',
        default: 'upcoming',
        description: 'upcoming: not yet ended, soonest first; past: ended (date_end, or date_start without an end, before now), most recent first',
    }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.EVENT_WHEN),
    __metadata("design:type", String)
], EventListQueryDto.prototype, "when", void 0);
/** A photo as content shows it (also used by articles). */
class PhotoRefDto {
    src;
    alt;
}
exports.PhotoRefDto = PhotoRefDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], PhotoRefDto.prototype, "src", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], PhotoRefDto.prototype, "alt", void 0);
class EventSummaryDto {
    id;
    title;
    description;
    slug;
    photo;
    date_start;
    date_end;
    location;
    capacity;
    registered_count;
    places_left;
    registration_deadline;
    registration_open;
    file_name;
    created_at;
    updated_at;
}
exports.EventSummaryDto = EventSummaryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], EventSummaryDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], EventSummaryDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], EventSummaryDto.prototype, "description", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'jarny-zraz-2026' }),
    __metadata("design:type", String)
], EventSummaryDto.prototype, "slug", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => PhotoRefDto, nullable: true }),
    __metadata("design:type", Object)
], EventSummaryDto.prototype, "photo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], EventSummaryDto.prototype, "date_start", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true }),
    __metadata("design:type", Object)
], EventSummaryDto.prototype, "date_end", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], EventSummaryDto.prototype, "location", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer', nullable: true, description: 'Places; null = unlimited' }),
    __metadata("design:type", Object)
], EventSummaryDto.prototype, "capacity", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer', description: 'Members registered (not counting the waitlist)' }),
    __metadata("design:type", Number)
], EventSummaryDto.prototype, "registered_count", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer', nullable: true, description: 'Free places; null = unlimited' }),
    __metadata("design:type", Object)
], EventSummaryDto.prototype, "places_left", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true, description: 'Registration closes then; without it, when the event starts' }),
    __metadata("design:type", Object)
], EventSummaryDto.prototype, "registration_deadline", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Members can register now (possibly onto the waitlist)' }),
    __metadata("design:type", Boolean)
], EventSummaryDto.prototype, "registration_open", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], EventSummaryDto.prototype, "file_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], EventSummaryDto.prototype, "created_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], EventSummaryDto.prototype, "updated_at", void 0);
class EventDetailDto extends EventSummaryDto {
    body_html;
}
exports.EventDetailDto = EventDetailDto;
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'The body rendered from markdown and sanitised' }),
    __metadata("design:type", String)
], EventDetailDto.prototype, "body_html", void 0);
class EventListResponseDto {
    v;
    total;
}
exports.EventListResponseDto = EventListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: [EventSummaryDto] }),
    __metadata("design:type", Array)
], EventListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], EventListResponseDto.prototype, "total", void 0);
class EventResponseDto {
    v;
}
exports.EventResponseDto = EventResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => EventDetailDto }),
    __metadata("design:type", EventDetailDto)
], EventResponseDto.prototype, "v", void 0);
class EventRegistrationDto {
    status;
    waitlist_position;
    registered_at;
}
exports.EventRegistrationDto = EventRegistrationDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.EVENT_REGISTRATION_STATUSES, enumName: 'EventRegistrationStatus', nullable: true, description: 'null: never registered' }),
    __metadata("design:type", Object)
], EventRegistrationDto.prototype, "status", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer', nullable: true, description: '1-based place in the waitlist when waitlisted' }),
    __metadata("design:type", Object)
], EventRegistrationDto.prototype, "waitlist_position", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true, description: 'When the member (last) registered; the waitlist is served in this order' }),
    __metadata("design:type", Object)
], EventRegistrationDto.prototype, "registered_at", void 0);
class EventRegistrationResponseDto {
    v;
}
exports.EventRegistrationResponseDto = EventRegistrationResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => EventRegistrationDto }),
    __metadata("design:type", EventRegistrationDto)
], EventRegistrationResponseDto.prototype, "v", void 0);
class MyEventDto extends EventSummaryDto {
    registration;
}
exports.MyEventDto = MyEventDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => EventRegistrationDto }),
    __metadata("design:type", EventRegistrationDto)
], MyEventDto.prototype, "registration", void 0);
class MyEventListResponseDto {
    v;
    total;
}
exports.MyEventListResponseDto = MyEventListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: [MyEventDto] }),
    __metadata("design:type", Array)
], MyEventListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], MyEventListResponseDto.prototype, "total", void 0);
class EventAttendeeDto {
    user_id;
    first_name;
    last_name;
    email;
    phone_number;
    address_city;
    car_models;
    status;
    registered_at;
    waitlist_position;
}
exports.EventAttendeeDto = EventAttendeeDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], EventAttendeeDto.prototype, "user_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], EventAttendeeDto.prototype, "first_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], EventAttendeeDto.prototype, "last_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'email' }),
    __metadata("design:type", String)
], EventAttendeeDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], EventAttendeeDto.prototype, "phone_number", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], EventAttendeeDto.prototype, "address_city", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: [String], description: 'Models of the cars the member currently owns', example: ['Model 3'] }),
    __metadata("design:type", Array)
], EventAttendeeDto.prototype, "car_models", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['registered', 'waitlisted'], enumName: 'EventAttendeeStatus' }),
    __metadata("design:type", String)
], EventAttendeeDto.prototype, "status", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], EventAttendeeDto.prototype, "registered_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer', nullable: true, description: '1-based place in the waitlist; null when registered' }),
    __metadata("design:type", Object)
], EventAttendeeDto.prototype, "waitlist_position", void 0);
class EventAttendeeListResponseDto {
    v;
    total;
}
exports.EventAttendeeListResponseDto = EventAttendeeListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: [EventAttendeeDto], description: 'Registered members in order of registration, then the waitlist in order' }),
    __metadata("design:type", Array)
], EventAttendeeListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], EventAttendeeListResponseDto.prototype, "total", void 0);
//# sourceMappingURL=event.dto.js.map