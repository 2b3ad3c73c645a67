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
exports.ContactMessageAdminQueryDto = exports.CONTACT_SORT_FIELDS = exports.ContactMessageAdminResponseDto = exports.ContactMessageAdminListResponseDto = exports.ContactMessageAdminDto = exports.ContactReceiptResponseDto = exports.ContactReceiptDto = exports.ContactMessageDto = void 0;
// DTOs of the contact form (POST /api/contact) and the staff's list of received messages.
// Single-line fields refuse control characters (CR/LF included), so nothing a visitor types can
// become a mail header.
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const admin_list_dto_1 = require("./admin-list.dto");
const page_dto_1 = require("./page.dto");
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
const NOT_BLANK = /\S/;
class ContactMessageDto {
    name;
    email;
    subject;
    message;
    website;
}
exports.ContactMessageDto = ContactMessageDto;
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 100 }),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    (0, class_validator_1.Matches)(NOT_BLANK, { message: '$property must not be empty' }),
    (0, class_validator_1.Matches)(SINGLE_LINE, { message: '$property must be a single line' }),
    __metadata("design:type", String)
], ContactMessageDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'email', maxLength: 254, description: 'Replies go here (Reply-To); the message itself goes only to the club' }),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(254),
    (0, class_validator_1.IsEmail)({}, { message: '$property must be an e-mail address' }),
    __metadata("design:type", String)
], ContactMessageDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 150 }),
    (0, class_validator_1.ValidateIf)((_object, value) => value !== undefined),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(150),
    (0, class_validator_1.Matches)(SINGLE_LINE, { message: '$property must be a single line' }),
    __metadata("design:type", String)
], ContactMessageDto.prototype, "subject", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minLength: 10, maxLength: 5000 }),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MinLength)(10),
    (0, class_validator_1.MaxLength)(5000),
    (0, class_validator_1.Matches)(NOT_BLANK, { message: '$property must not be empty' }),
    __metadata("design:type", String)
], ContactMessageDto.prototype, "message", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Leave empty: a hidden field that only robots fill in (such messages are silently dropped)', maxLength: 500 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(500),
    __metadata("design:type", String)
], ContactMessageDto.prototype, "website", void 0);
class ContactReceiptDto {
    received;
}
exports.ContactReceiptDto = ContactReceiptDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: true }),
    __metadata("design:type", Boolean)
], ContactReceiptDto.prototype, "received", void 0);
class ContactReceiptResponseDto {
    v;
}
exports.ContactReceiptResponseDto = ContactReceiptResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ContactReceiptDto }),
    __metadata("design:type", ContactReceiptDto)
], ContactReceiptResponseDto.prototype, "v", void 0);
// ── staff ──
class ContactMessageAdminDto {
    id;
    name;
    email;
    subject;
    message;
    created_at;
}
exports.ContactMessageAdminDto = ContactMessageAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], ContactMessageAdminDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ContactMessageAdminDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'email' }),
    __metadata("design:type", String)
], ContactMessageAdminDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], ContactMessageAdminDto.prototype, "subject", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ContactMessageAdminDto.prototype, "message", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ContactMessageAdminDto.prototype, "created_at", void 0);
class ContactMessageAdminListResponseDto {
    v;
    total;
}
exports.ContactMessageAdminListResponseDto = ContactMessageAdminListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ContactMessageAdminDto] }),
    __metadata("design:type", Array)
], ContactMessageAdminListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], ContactMessageAdminListResponseDto.prototype, "total", void 0);
class ContactMessageAdminResponseDto {
    v;
}
exports.ContactMessageAdminResponseDto = ContactMessageAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ContactMessageAdminDto }),
    __metadata("design:type", ContactMessageAdminDto)
], ContactMessageAdminResponseDto.prototype, "v", void 0);
exports.CONTACT_SORT_FIELDS = ['created_at', 'name', 'email'];
class ContactMessageAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.CONTACT_SORT_FIELDS) {
}
exports.ContactMessageAdminQueryDto = ContactMessageAdminQueryDto;
//# sourceMappingURL=contact.dto.js.map