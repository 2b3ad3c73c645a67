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
exports.UpdateSiteSettingsDto = exports.SiteSettingsAdminResponseDto = exports.SiteSettingsAdminDto = exports.SiteSettingsResponseDto = exports.SiteSettingsDto = exports.SOCIAL_KEYS = void 0;
// DTOs of the site settings: the club's social links and contact e-mail (spec §1), read by every
// page (/api/site-settings) and replaced as a whole by staff (/api/admin/site-settings).
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
exports.SOCIAL_KEYS = ['x', 'instagram', 'youtube', 'facebook', 'discord'];
class SiteSettingsDto {
    x;
    instagram;
    youtube;
    facebook;
    discord;
    contact_email;
}
exports.SiteSettingsDto = SiteSettingsDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true, description: 'Profile on X (Twitter)' }),
    __metadata("design:type", Object)
], SiteSettingsDto.prototype, "x", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true }),
    __metadata("design:type", Object)
], SiteSettingsDto.prototype, "instagram", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true }),
    __metadata("design:type", Object)
], SiteSettingsDto.prototype, "youtube", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true }),
    __metadata("design:type", Object)
], SiteSettingsDto.prototype, "facebook", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true, description: 'Invitation to the club\'s Discord server' }),
    __metadata("design:type", Object)
], SiteSettingsDto.prototype, "discord", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'email', description: 'The club\'s contact address (the configured CONTACT_EMAIL unless staff set one)' }),
    __metadata("design:type", String)
], SiteSettingsDto.prototype, "contact_email", void 0);
class SiteSettingsResponseDto {
    v;
}
exports.SiteSettingsResponseDto = SiteSettingsResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => SiteSettingsDto }),
    __metadata("design:type", SiteSettingsDto)
], SiteSettingsResponseDto.prototype, "v", void 0);
/** What staff set, in the shape PUT takes (so the console can send it back), plus the configured default address. */
class SiteSettingsAdminDto {
    x;
    instagram;
    youtube;
    facebook;
    discord;
    contact_email;
    default_contact_email;
    updated_at;
}
exports.SiteSettingsAdminDto = SiteSettingsAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true }),
    __metadata("design:type", Object)
], SiteSettingsAdminDto.prototype, "x", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true }),
    __metadata("design:type", Object)
], SiteSettingsAdminDto.prototype, "instagram", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true }),
    __metadata("design:type", Object)
], SiteSettingsAdminDto.prototype, "youtube", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true }),
    __metadata("design:type", Object)
], SiteSettingsAdminDto.prototype, "facebook", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true }),
    __metadata("design:type", Object)
], SiteSettingsAdminDto.prototype, "discord", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'email', nullable: true, description: 'null = the configured CONTACT_EMAIL applies' }),
    __metadata("design:type", Object)
], SiteSettingsAdminDto.prototype, "contact_email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'email', description: 'The configured CONTACT_EMAIL, used while contact_email is null' }),
    __metadata("design:type", String)
], SiteSettingsAdminDto.prototype, "default_contact_email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true, description: 'Last change; null when never set' }),
    __metadata("design:type", Object)
], SiteSettingsAdminDto.prototype, "updated_at", void 0);
class SiteSettingsAdminResponseDto {
    v;
}
exports.SiteSettingsAdminResponseDto = SiteSettingsAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => SiteSettingsAdminDto }),
    __metadata("design:type", SiteSettingsAdminDto)
], SiteSettingsAdminResponseDto.prototype, "v", void 0);
const HTTPS_URL = { protocols: ['https'], require_protocol: true, require_valid_protocol: true, require_tld: true, disallow_auth: true, allow_underscores: false };
const present = () => (0, class_validator_1.ValidateIf)((_object, value) => value !== null);
const HttpsUrl = () => (0, class_validator_1.IsUrl)(HTTPS_URL, { message: '$property must be an https:// URL or null' });
const urlDoc = (description) => (0, swagger_1.ApiProperty)({ type: String, format: 'uri', nullable: true, maxLength: 500, description: description ?? 'https:// URL, or null for none' });
/** The whole settings object: every key must be given (null clears it). */
class UpdateSiteSettingsDto {
    x;
    instagram;
    youtube;
    facebook;
    discord;
    contact_email;
}
exports.UpdateSiteSettingsDto = UpdateSiteSettingsDto;
__decorate([
    urlDoc(),
    present(),
    HttpsUrl(),
    (0, class_validator_1.MaxLength)(500),
    __metadata("design:type", Object)
], UpdateSiteSettingsDto.prototype, "x", void 0);
__decorate([
    urlDoc(),
    present(),
    HttpsUrl(),
    (0, class_validator_1.MaxLength)(500),
    __metadata("design:type", Object)
], UpdateSiteSettingsDto.prototype, "instagram", void 0);
__decorate([
    urlDoc(),
    present(),
    HttpsUrl(),
    (0, class_validator_1.MaxLength)(500),
    __metadata("design:type", Object)
], UpdateSiteSettingsDto.prototype, "youtube", void 0);
__decorate([
    urlDoc(),
    present(),
    HttpsUrl(),
    (0, class_validator_1.MaxLength)(500),
    __metadata("design:type", Object)
], UpdateSiteSettingsDto.prototype, "facebook", void 0);
__decorate([
    urlDoc(),
    present(),
    HttpsUrl(),
    (0, class_validator_1.MaxLength)(500),
    __metadata("design:type", Object)
], UpdateSiteSettingsDto.prototype, "discord", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'email', nullable: true, maxLength: 254, description: 'null = use the configured CONTACT_EMAIL' }),
    present(),
    (0, class_validator_1.IsEmail)({}, { message: '$property must be an e-mail address or null' }),
    (0, class_validator_1.MaxLength)(254),
    __metadata("design:type", Object)
], UpdateSiteSettingsDto.prototype, "contact_email", void 0);
//# sourceMappingURL=site-setting.dto.js.map