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
exports.ProfileExportResponseDto = exports.ProfileExportDto = exports.ExportArticleDto = exports.ExportFileDto = exports.ExportAttendanceDto = exports.ExportCarDto = exports.ExportOwnershipDto = exports.DeleteProfileDto = exports.ProfileVisibilityResponseDto = exports.ProfileVisibilityDto = exports.ProfileResponseDto = exports.ProfileDto = exports.UpdateProfileDto = exports.normalizePhone = exports.PHONE_E164 = exports.DELETE_CONFIRMATION = void 0;
// The member's own profile (spec §3 User): what they may edit, who sees what, their data export and
// account deletion. Permissions, verification, the staff note and the recommendation are never
// writable here: they are not fields of any request DTO, so sending them is 400 errors.validation.
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const car_enums_1 = require("../domain/car-enums");
const countries_1 = require("../domain/countries");
const me_dto_1 = require("./me.dto");
const onboarding_dto_1 = require("./onboarding.dto");
const member_fields_1 = require("./member-fields");
exports.DELETE_CONFIRMATION = 'ZMAZAŤ';
/** E.164 after removing spaces, dashes, dots and parentheses: '+' and 7–15 digits. */
exports.PHONE_E164 = /^\+[1-9]\d{6,14}$/;
const normalizePhone = (text) => text.replace(/[\s().-]/g, '');
exports.normalizePhone = normalizePhone;
/** PATCH /api/profile: any subset; absent = unchanged, null or '' = cleared. */
class UpdateProfileDto {
    username;
    first_name;
    last_name;
    birth_date;
    address_street;
    address_city;
    address_post_code;
    address_country;
    phone_number;
    company_name;
    company_id;
}
exports.UpdateProfileDto = UpdateProfileDto;
__decorate([
    (0, member_fields_1.TextField)(30, {
        description: 'Unique (case-insensitive); 3–30 of a–z, 0–9, ".", "_", "-", starting with a letter or digit; taken → 409 errors.username_taken',
        pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$/,
    }),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "username", void 0);
__decorate([
    (0, member_fields_1.TextField)(100),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "first_name", void 0);
__decorate([
    (0, member_fields_1.TextField)(100),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "last_name", void 0);
__decorate([
    (0, member_fields_1.PastDateField)('1900-01-01', { description: 'Birth date, 1900-01-01 … today', example: '1985-04-12' }),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "birth_date", void 0);
__decorate([
    (0, member_fields_1.TextField)(200),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "address_street", void 0);
__decorate([
    (0, member_fields_1.TextField)(100),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "address_city", void 0);
__decorate([
    (0, member_fields_1.TextField)(12, { pattern: /^[A-Za-z0-9][A-Za-z0-9 -]*$/, example: '040 01' }),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "address_post_code", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: String, nullable: true, pattern: '^[A-Za-z]{2}$', example: 'SK', description: 'ISO 3166-1 alpha-2 code (any case, stored upper case)' }),
    (0, class_transformer_1.Transform)(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value)),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(countries_1.COUNTRY_CODES, { message: 'address_country must be an ISO 3166-1 alpha-2 country code, e.g. SK' }),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "address_country", void 0);
__decorate([
    (0, member_fields_1.TextField)(20, {
        description: 'International format (E.164): "+" and 7–15 digits; spaces, dashes, dots and parentheses are removed before checking',
        pattern: exports.PHONE_E164,
        patternMessage: 'phone_number must be in international format, e.g. +421 905 123 456',
        transform: exports.normalizePhone,
        example: '+421905123456',
    }),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "phone_number", void 0);
__decorate([
    (0, member_fields_1.TextField)(200),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "company_name", void 0);
__decorate([
    (0, member_fields_1.TextField)(20, { description: 'Company registration number (IČO)', pattern: /^[A-Za-z0-9][A-Za-z0-9 /-]*$/ }),
    __metadata("design:type", Object)
], UpdateProfileDto.prototype, "company_id", void 0);
class ProfileDto extends me_dto_1.UserDto {
    address_country_name;
    address_full;
    updated_at;
}
exports.ProfileDto = ProfileDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'The country’s Slovak name', example: 'Slovensko' }),
    __metadata("design:type", Object)
], ProfileDto.prototype, "address_country_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: '"street, post code city, country" with the country in Slovak; missing parts left out', example: 'Hlavná 1, 040 01 Košice, Slovensko' }),
    __metadata("design:type", Object)
], ProfileDto.prototype, "address_full", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ProfileDto.prototype, "updated_at", void 0);
class ProfileResponseDto {
    v;
}
exports.ProfileResponseDto = ProfileResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ProfileDto }),
    __metadata("design:type", ProfileDto)
], ProfileResponseDto.prototype, "v", void 0);
/** What other members see of me in search (PUT replaces all four). */
class ProfileVisibilityDto {
    show_email;
    show_phone;
    show_city;
    show_cars;
}
exports.ProfileVisibilityDto = ProfileVisibilityDto;
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Show my e-mail to other members (default false)' }),
    (0, class_validator_1.IsDefined)(),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], ProfileVisibilityDto.prototype, "show_email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Show my phone number to other members (default false)' }),
    (0, class_validator_1.IsDefined)(),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], ProfileVisibilityDto.prototype, "show_phone", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Show my city to other members (default true)' }),
    (0, class_validator_1.IsDefined)(),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], ProfileVisibilityDto.prototype, "show_city", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Show my cars to other members (default true)' }),
    (0, class_validator_1.IsDefined)(),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], ProfileVisibilityDto.prototype, "show_cars", void 0);
class ProfileVisibilityResponseDto {
    v;
}
exports.ProfileVisibilityResponseDto = ProfileVisibilityResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ProfileVisibilityDto }),
    __metadata("design:type", ProfileVisibilityDto)
], ProfileVisibilityResponseDto.prototype, "v", void 0);
/** DELETE /api/profile needs the word typed by the member, so no stray request deletes an account. */
class DeleteProfileDto {
    confirm;
}
exports.DeleteProfileDto = DeleteProfileDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: [exports.DELETE_CONFIRMATION], description: `Exactly "${exports.DELETE_CONFIRMATION}"` }),
    (0, class_validator_1.IsIn)([exports.DELETE_CONFIRMATION], { message: `confirm must be exactly "${exports.DELETE_CONFIRMATION}"` }),
    __metadata("design:type", String)
], DeleteProfileDto.prototype, "confirm", void 0);
class ExportOwnershipDto {
    ownership_id;
    license_plate;
    name;
    tesla_account;
    owned_since;
    owned_until;
}
exports.ExportOwnershipDto = ExportOwnershipDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], ExportOwnershipDto.prototype, "ownership_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], ExportOwnershipDto.prototype, "license_plate", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], ExportOwnershipDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], ExportOwnershipDto.prototype, "tesla_account", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date', nullable: true }),
    __metadata("design:type", Object)
], ExportOwnershipDto.prototype, "owned_since", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date', nullable: true, description: 'null = I still own the car' }),
    __metadata("design:type", Object)
], ExportOwnershipDto.prototype, "owned_until", void 0);
class ExportCarDto {
    vin;
    model;
    variant;
    color;
    custom_color;
    ownerships;
}
exports.ExportCarDto = ExportCarDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ExportCarDto.prototype, "vin", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_MODELS, enumName: 'CarModel' }),
    __metadata("design:type", String)
], ExportCarDto.prototype, "model", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_VARIANTS, enumName: 'CarVariant', nullable: true }),
    __metadata("design:type", Object)
], ExportCarDto.prototype, "variant", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_COLORS, enumName: 'CarColor', nullable: true }),
    __metadata("design:type", Object)
], ExportCarDto.prototype, "color", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], ExportCarDto.prototype, "custom_color", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ExportOwnershipDto], description: 'My ownerships of this car, oldest first' }),
    __metadata("design:type", Array)
], ExportCarDto.prototype, "ownerships", void 0);
class ExportAttendanceDto {
    event_id;
    event_title;
    event_slug;
    event_date_start;
    status;
    registered_at;
}
exports.ExportAttendanceDto = ExportAttendanceDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], ExportAttendanceDto.prototype, "event_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ExportAttendanceDto.prototype, "event_title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ExportAttendanceDto.prototype, "event_slug", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ExportAttendanceDto.prototype, "event_date_start", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['registered', 'waitlisted', 'cancelled'] }),
    __metadata("design:type", String)
], ExportAttendanceDto.prototype, "status", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ExportAttendanceDto.prototype, "registered_at", void 0);
class ExportFileDto {
    id;
    kind;
    title;
    file_name;
    created_at;
}
exports.ExportFileDto = ExportFileDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], ExportFileDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ExportFileDto.prototype, "kind", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ExportFileDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ExportFileDto.prototype, "file_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ExportFileDto.prototype, "created_at", void 0);
class ExportArticleDto {
    id;
    title;
    slug;
    published_at;
}
exports.ExportArticleDto = ExportArticleDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], ExportArticleDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ExportArticleDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ExportArticleDto.prototype, "slug", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true }),
    __metadata("design:type", Object)
], ExportArticleDto.prototype, "published_at", void 0);
class ProfileExportDto {
    exported_at;
    profile;
    visibility;
    onboarding;
    cars;
    event_attendances;
    files;
    articles;
}
exports.ProfileExportDto = ProfileExportDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ProfileExportDto.prototype, "exported_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ProfileDto }),
    __metadata("design:type", ProfileDto)
], ProfileExportDto.prototype, "profile", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ProfileVisibilityDto }),
    __metadata("design:type", ProfileVisibilityDto)
], ProfileExportDto.prototype, "visibility", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => onboarding_dto_1.OnboardingDto, nullable: true }),
    __metadata("design:type", Object)
], ProfileExportDto.prototype, "onboarding", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ExportCarDto], description: 'Every car I own or owned, with my ownership history' }),
    __metadata("design:type", Array)
], ProfileExportDto.prototype, "cars", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ExportAttendanceDto] }),
    __metadata("design:type", Array)
], ProfileExportDto.prototype, "event_attendances", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ExportFileDto], description: 'Files I uploaded' }),
    __metadata("design:type", Array)
], ProfileExportDto.prototype, "files", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ExportArticleDto], description: 'Articles I authored' }),
    __metadata("design:type", Array)
], ProfileExportDto.prototype, "articles", void 0);
class ProfileExportResponseDto {
    v;
}
exports.ProfileExportResponseDto = ProfileExportResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ProfileExportDto }),
    __metadata("design:type", ProfileExportDto)
], ProfileExportResponseDto.prototype, "v", void 0);
//# sourceMappingURL=profile.dto.js.map