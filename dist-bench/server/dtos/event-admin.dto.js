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
exports.AdminEventResponseDto = exports.AdminEventListResponseDto = exports.AdminEventDto = exports.AdminEventSummaryDto = exports.AdminEventListQueryDto = exports.ADMIN_EVENT_SORTS = exports.UpdateEventAdminDto = exports.CreateEventAdminDto = exports.MAX_CAPACITY = void 0;
// DTOs of the staff event endpoints (/api/admin/events…, events=full). Times must carry a time
// zone (Z or ±hh:mm): a bare local time would depend on the server's zone.
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const content_validation_1 = require("./content-validation");
const event_dto_1 = require("./event.dto");
const page_dto_1 = require("./page.dto");
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;
exports.MAX_CAPACITY = 100_000;
/** An ISO 8601 date-time that names its zone; strict: a day that does not exist (02-31) is refused. */
const ZonedDateTime = (o = {}) => (0, common_1.applyDecorators)((0, content_validation_1.DateTimeField)(o), (0, class_validator_1.Matches)(DATE_TIME, { message: '$property must be an ISO 8601 date-time with a time zone, e.g. 2026-05-16T10:00:00+02:00' }));
const FILE_NAME = /^[^/\\\u0000-\u001f]+$/;
/** PostgreSQL text cannot hold NUL: refused here as bad input instead of failing in the database. */
const NoNul = () => (0, class_validator_1.Matches)(/^[^\u0000]*$/, { message: '$property must not contain NUL characters' });
/** Fields shared by create and update (PATCH semantics: nullable fields accept null to clear them). */
class EventFieldsDto {
    slug;
    description;
    photo_id;
    date_end;
    location;
    capacity;
    registration_deadline;
    published_at;
    file_name;
}
__decorate([
    (0, content_validation_1.SlugField)({ optional: true, description: 'Generated from the title (diacritics stripped) when absent on create' }),
    __metadata("design:type", String)
], EventFieldsDto.prototype, "slug", void 0);
__decorate([
    NoNul(),
    (0, content_validation_1.TextField)(1000, { nullable: true }),
    __metadata("design:type", Object)
], EventFieldsDto.prototype, "description", void 0);
__decorate([
    (0, content_validation_1.UuidField)({ nullable: true, description: 'An existing photo' }),
    __metadata("design:type", Object)
], EventFieldsDto.prototype, "photo_id", void 0);
__decorate([
    ZonedDateTime({ nullable: true, description: 'Not before date_start; null = the event ends when it starts' }),
    __metadata("design:type", Object)
], EventFieldsDto.prototype, "date_end", void 0);
__decorate([
    NoNul(),
    (0, content_validation_1.TextField)(300, { nullable: true }),
    __metadata("design:type", Object)
], EventFieldsDto.prototype, "location", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: 'integer', nullable: true, minimum: 1, maximum: exports.MAX_CAPACITY, description: 'null = unlimited; not below the registered count' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(exports.MAX_CAPACITY),
    __metadata("design:type", Object)
], EventFieldsDto.prototype, "capacity", void 0);
__decorate([
    ZonedDateTime({ nullable: true, description: 'Registration closes then (not after the event ends); null = when the event starts' }),
    __metadata("design:type", Object)
], EventFieldsDto.prototype, "registration_deadline", void 0);
__decorate([
    ZonedDateTime({ nullable: true, description: 'null = draft; a future time schedules publication' }),
    __metadata("design:type", Object)
], EventFieldsDto.prototype, "published_at", void 0);
__decorate([
    (0, content_validation_1.TextField)(255, { nullable: true }),
    (0, class_validator_1.Matches)(FILE_NAME, { message: 'file_name must be a plain file name' }),
    __metadata("design:type", Object)
], EventFieldsDto.prototype, "file_name", void 0);
class CreateEventAdminDto extends EventFieldsDto {
    title;
    body;
    date_start;
}
exports.CreateEventAdminDto = CreateEventAdminDto;
__decorate([
    NoNul(),
    (0, content_validation_1.TextField)(200),
    __metadata("design:type", String)
], CreateEventAdminDto.prototype, "title", void 0);
__decorate([
    NoNul(),
    (0, content_validation_1.TextField)(100_000, { optional: true, description: 'Markdown' }),
    __metadata("design:type", String)
], CreateEventAdminDto.prototype, "body", void 0);
__decorate([
    ZonedDateTime(),
    __metadata("design:type", String)
], CreateEventAdminDto.prototype, "date_start", void 0);
class UpdateEventAdminDto extends EventFieldsDto {
    title;
    body;
    date_start;
}
exports.UpdateEventAdminDto = UpdateEventAdminDto;
__decorate([
    NoNul(),
    (0, content_validation_1.TextField)(200, { optional: true }),
    (0, class_validator_1.Matches)(/\S/, { message: 'title must not be empty' }),
    __metadata("design:type", String)
], UpdateEventAdminDto.prototype, "title", void 0);
__decorate([
    NoNul(),
    (0, content_validation_1.TextField)(100_000, { optional: true, description: 'Markdown' }),
    __metadata("design:type", String)
], UpdateEventAdminDto.prototype, "body", void 0);
__decorate([
    ZonedDateTime({ optional: true }),
    __metadata("design:type", String)
], UpdateEventAdminDto.prototype, "date_start", void 0);
exports.ADMIN_EVENT_SORTS = ['date_start', '-date_start', 'title', '-title', 'created_at', '-created_at'];
class AdminEventListQueryDto extends page_dto_1.PageQueryDto {
    q;
    when;
    sort;
}
exports.AdminEventListQueryDto = AdminEventListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 100, description: 'Matches title, slug, location or description' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    NoNul(),
    __metadata("design:type", String)
], AdminEventListQueryDto.prototype, "q", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: event_dto_1.EVENT_WHEN, enumName: 'EventWhen', description: 'Absent: all events' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(event_dto_1.EVENT_WHEN),
    __metadata("design:type", String)
], AdminEventListQueryDto.prototype, "when", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.ADMIN_EVENT_SORTS, enumName: 'AdminEventSort', default: '-date_start' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.ADMIN_EVENT_SORTS),
    __metadata("design:type", String)
], AdminEventListQueryDto.prototype, "sort", void 0);
class AdminEventSummaryDto extends event_dto_1.EventSummaryDto {
    photo_id;
    published_at;
    published;
    waitlisted_count;
}
exports.AdminEventSummaryDto = AdminEventSummaryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uuid', nullable: true }),
    __metadata("design:type", Object)
], AdminEventSummaryDto.prototype, "photo_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true, description: 'null = draft' }),
    __metadata("design:type", Object)
], AdminEventSummaryDto.prototype, "published_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Visible on the public site now' }),
    __metadata("design:type", Boolean)
], AdminEventSummaryDto.prototype, "published", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer' }),
    __metadata("design:type", Number)
], AdminEventSummaryDto.prototype, "waitlisted_count", void 0);
class AdminEventDto extends AdminEventSummaryDto {
    body;
    body_html;
}
exports.AdminEventDto = AdminEventDto;
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Markdown' }),
    __metadata("design:type", String)
], AdminEventDto.prototype, "body", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], AdminEventDto.prototype, "body_html", void 0);
class AdminEventListResponseDto {
    v;
    total;
}
exports.AdminEventListResponseDto = AdminEventListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: [AdminEventSummaryDto] }),
    __metadata("design:type", Array)
], AdminEventListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], AdminEventListResponseDto.prototype, "total", void 0);
class AdminEventResponseDto {
    v;
}
exports.AdminEventResponseDto = AdminEventResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => AdminEventDto }),
    __metadata("design:type", AdminEventDto)
], AdminEventResponseDto.prototype, "v", void 0);
//# sourceMappingURL=event-admin.dto.js.map