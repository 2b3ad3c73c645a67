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
exports.UpdateDiscountAdminDto = exports.CreateDiscountAdminDto = exports.DiscountAdminQueryDto = exports.DISCOUNT_SORT_FIELDS = exports.DiscountAdminListResponseDto = exports.DiscountAdminResponseDto = exports.DiscountAdminDto = exports.DiscountListResponseDto = exports.DiscountDto = exports.CODE_HIDDEN_REASONS = exports.CalendarDateField = exports.HttpUrlField = exports.isHttpUrl = void 0;
// DTOs of partner discounts: the members' list (/api/discounts) and staff management
// (/api/admin/discounts, content=full). Codes are shown only to verified members (discount.service.ts).
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const calendar_1 = require("../domain/calendar");
const admin_list_dto_1 = require("./admin-list.dto");
const content_validation_1 = require("./content-validation");
const page_dto_1 = require("./page.dto");
const URL_MAX_LENGTH = 2000;
const isHttpUrl = (value) => typeof value === 'string' && (0, class_validator_1.isURL)(value, { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true, allow_underscores: true });
exports.isHttpUrl = isHttpUrl;
/** A path on this site ('/api/photos/…'): one leading slash, no backslash or space (browsers read '/\\x' as '//x'). */
const isSitePath = (value) => typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value);
function presence(o) {
    if (o.nullable)
        return [(0, class_validator_1.ValidateIf)((_object, value) => value !== undefined && value !== null)];
    if (o.optional)
        return [(0, class_validator_1.ValidateIf)((_object, value) => value !== undefined)];
    return [];
}
const documented = (o, schema) => (o.optional || o.nullable ? swagger_1.ApiPropertyOptional : swagger_1.ApiProperty)({ ...schema, ...(o.nullable ? { nullable: true } : {}), ...(o.description ? { description: o.description } : {}) });
/** An absolute http(s) URL (no javascript:, data: or other schemes); `sitePath` also accepts '/path' on this site. */
const HttpUrlField = (o = {}) => (0, common_1.applyDecorators)(documented(o, { type: String, format: o.sitePath ? 'uri-reference' : 'uri', maxLength: URL_MAX_LENGTH, example: o.sitePath ? '/api/photos/1b4e28ba-2fa1-4d3b-9c5e-2f1a0b7c9d11.png' : 'https://partner.example/ev-klub' }), ...presence(o), (0, class_validator_1.MaxLength)(URL_MAX_LENGTH), (0, class_validator_1.ValidateBy)({ name: 'httpUrl', validator: { validate: (value) => (0, exports.isHttpUrl)(value) || (!!o.sitePath && isSitePath(value)) } }, { message: o.sitePath ? '$property must be an http(s) URL or a path on this site' : '$property must be an http(s) URL' }));
exports.HttpUrlField = HttpUrlField;
/** A calendar day 'YYYY-MM-DD' (a real one: no 2026-02-30). */
const CalendarDateField = (o = {}) => (0, common_1.applyDecorators)(documented(o, { type: String, format: 'date', example: '2026-12-31' }), ...presence(o), (0, class_validator_1.ValidateBy)({ name: 'calendarDate', validator: { validate: (value) => (0, calendar_1.isCalendarDate)(value) && value >= '2000-01-01' && value <= '2999-12-31' } }, { message: '$property must be a date YYYY-MM-DD' }));
exports.CalendarDateField = CalendarDateField;
exports.CODE_HIDDEN_REASONS = ['unverified'];
class DiscountDto {
    id;
    partner_name;
    title;
    description;
    description_html;
    code;
    code_hidden_reason;
    url;
    valid_until;
    logo_url;
}
exports.DiscountDto = DiscountDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], DiscountDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Nabíjačky.sk' }),
    __metadata("design:type", String)
], DiscountDto.prototype, "partner_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '10 % na wallboxy' }),
    __metadata("design:type", String)
], DiscountDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'Markdown' }),
    __metadata("design:type", Object)
], DiscountDto.prototype, "description", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'The description rendered to sanitised HTML' }),
    __metadata("design:type", Object)
], DiscountDto.prototype, "description_html", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'The discount code; null when the offer has none or it is hidden (see code_hidden_reason)' }),
    __metadata("design:type", Object)
], DiscountDto.prototype, "code", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({
        enum: exports.CODE_HIDDEN_REASONS,
        enumName: 'DiscountCodeHiddenReason',
        nullable: true,
        description: "Why `code` is null although the offer has a code: 'unverified' = codes are for verified members only",
    }),
    __metadata("design:type", Object)
], DiscountDto.prototype, "code_hidden_reason", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, format: 'uri' }),
    __metadata("design:type", Object)
], DiscountDto.prototype, "url", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, format: 'date', description: 'Last day of validity (inclusive); null = no end' }),
    __metadata("design:type", Object)
], DiscountDto.prototype, "valid_until", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'Absolute URL or a path on this site' }),
    __metadata("design:type", Object)
], DiscountDto.prototype, "logo_url", void 0);
class DiscountListResponseDto {
    v;
    total;
}
exports.DiscountListResponseDto = DiscountListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [DiscountDto] }),
    __metadata("design:type", Array)
], DiscountListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], DiscountListResponseDto.prototype, "total", void 0);
class DiscountAdminDto extends DiscountDto {
    sort_order;
    published;
    created_at;
    updated_at;
}
exports.DiscountAdminDto = DiscountAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer' }),
    __metadata("design:type", Number)
], DiscountAdminDto.prototype, "sort_order", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Shown to members (until valid_until has passed)' }),
    __metadata("design:type", Boolean)
], DiscountAdminDto.prototype, "published", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], DiscountAdminDto.prototype, "created_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], DiscountAdminDto.prototype, "updated_at", void 0);
class DiscountAdminResponseDto {
    v;
}
exports.DiscountAdminResponseDto = DiscountAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => DiscountAdminDto }),
    __metadata("design:type", DiscountAdminDto)
], DiscountAdminResponseDto.prototype, "v", void 0);
class DiscountAdminListResponseDto {
    v;
    total;
}
exports.DiscountAdminListResponseDto = DiscountAdminListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [DiscountAdminDto] }),
    __metadata("design:type", Array)
], DiscountAdminListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], DiscountAdminListResponseDto.prototype, "total", void 0);
exports.DISCOUNT_SORT_FIELDS = ['sort_order', 'partner_name', 'title', 'valid_until', 'created_at', 'updated_at'];
class DiscountAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.DISCOUNT_SORT_FIELDS) {
}
exports.DiscountAdminQueryDto = DiscountAdminQueryDto;
/** Fields of create and update (PATCH semantics: nullable fields accept null to clear them). */
class DiscountFieldsDto {
    description;
    code;
    url;
    valid_until;
    logo_url;
    sort_order;
    published;
}
__decorate([
    (0, content_validation_1.TextField)(5000, { nullable: true, description: 'Markdown' }),
    __metadata("design:type", Object)
], DiscountFieldsDto.prototype, "description", void 0);
__decorate([
    (0, content_validation_1.TextField)(100, { nullable: true, description: 'Shown to verified members only' }),
    __metadata("design:type", Object)
], DiscountFieldsDto.prototype, "code", void 0);
__decorate([
    (0, exports.HttpUrlField)({ nullable: true, description: "The partner's offer page" }),
    __metadata("design:type", Object)
], DiscountFieldsDto.prototype, "url", void 0);
__decorate([
    (0, exports.CalendarDateField)({ nullable: true, description: 'Last day of validity (inclusive, Slovak time); null = no end' }),
    __metadata("design:type", Object)
], DiscountFieldsDto.prototype, "valid_until", void 0);
__decorate([
    (0, exports.HttpUrlField)({ nullable: true, sitePath: true, description: 'Absolute http(s) URL or a path on this site (an uploaded photo)' }),
    __metadata("design:type", Object)
], DiscountFieldsDto.prototype, "logo_url", void 0);
__decorate([
    (0, content_validation_1.SortOrderField)({ optional: true }),
    __metadata("design:type", Number)
], DiscountFieldsDto.prototype, "sort_order", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Shown to members; default false (draft)' }),
    (0, class_validator_1.ValidateIf)((_object, value) => value !== undefined),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], DiscountFieldsDto.prototype, "published", void 0);
class CreateDiscountAdminDto extends DiscountFieldsDto {
    partner_name;
    title;
}
exports.CreateDiscountAdminDto = CreateDiscountAdminDto;
__decorate([
    (0, content_validation_1.TextField)(200),
    __metadata("design:type", String)
], CreateDiscountAdminDto.prototype, "partner_name", void 0);
__decorate([
    (0, content_validation_1.TextField)(200),
    __metadata("design:type", String)
], CreateDiscountAdminDto.prototype, "title", void 0);
class UpdateDiscountAdminDto extends DiscountFieldsDto {
    partner_name;
    title;
}
exports.UpdateDiscountAdminDto = UpdateDiscountAdminDto;
__decorate([
    (0, content_validation_1.TextField)(200, { optional: true }),
    (0, class_validator_1.Matches)(/\S/, { message: 'partner_name must not be empty' }),
    __metadata("design:type", String)
], UpdateDiscountAdminDto.prototype, "partner_name", void 0);
__decorate([
    (0, content_validation_1.TextField)(200, { optional: true }),
    (0, class_validator_1.Matches)(/\S/, { message: 'title must not be empty' }),
    __metadata("design:type", String)
], UpdateDiscountAdminDto.prototype, "title", void 0);
//# sourceMappingURL=discount.dto.js.map