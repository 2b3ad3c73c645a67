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
exports.MeResponseDto = exports.MeDto = exports.UserDto = exports.PermissionsDto = void 0;
// Response DTOs of GET /api/me: the member's own user record and whether onboarding is done.
// The staff-only `note` is deliberately absent: a member never sees the staff's note about them.
const swagger_1 = require("@nestjs/swagger");
const permissions_1 = require("../auth/permissions");
class PermissionsDto {
}
exports.PermissionsDto = PermissionsDto;
// Properties come from the one list of areas, so the document (and the generated client) follow it.
for (const area of permissions_1.PERMISSION_AREAS) {
    (0, swagger_1.ApiPropertyOptional)({ enum: permissions_1.PERMISSION_LEVELS, enumName: 'PermissionLevel' })(PermissionsDto.prototype, area);
}
class UserDto {
    id;
    username;
    first_name;
    last_name;
    email;
    avatar_url;
    address_street;
    address_city;
    address_post_code;
    address_country;
    phone_number;
    birth_date;
    company_name;
    company_id;
    permissions;
    cars_count;
    is_verified;
    recommendation;
    created_at;
}
exports.UserDto = UserDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], UserDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], UserDto.prototype, "username", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], UserDto.prototype, "first_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], UserDto.prototype, "last_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'email' }),
    __metadata("design:type", String)
], UserDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], UserDto.prototype, "avatar_url", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], UserDto.prototype, "address_street", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], UserDto.prototype, "address_city", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], UserDto.prototype, "address_post_code", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'ISO 3166-1 alpha-2 country code' }),
    __metadata("design:type", Object)
], UserDto.prototype, "address_country", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], UserDto.prototype, "phone_number", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date', nullable: true, example: '1985-04-12' }),
    __metadata("design:type", Object)
], UserDto.prototype, "birth_date", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], UserDto.prototype, "company_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'Company registration number (IČO)' }),
    __metadata("design:type", Object)
], UserDto.prototype, "company_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => PermissionsDto, description: 'Area → level; an absent area is not held' }),
    __metadata("design:type", PermissionsDto)
], UserDto.prototype, "permissions", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer', description: 'Cars the member currently owns' }),
    __metadata("design:type", Number)
], UserDto.prototype, "cars_count", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Staff have verified the membership' }),
    __metadata("design:type", Boolean)
], UserDto.prototype, "is_verified", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'Who recommended the member to the club' }),
    __metadata("design:type", Object)
], UserDto.prototype, "recommendation", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], UserDto.prototype, "created_at", void 0);
class MeDto {
    user;
    onboarding_complete;
}
exports.MeDto = MeDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => UserDto }),
    __metadata("design:type", UserDto)
], MeDto.prototype, "user", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Onboarding steps 1–3 are complete, or the member already has a car on record' }),
    __metadata("design:type", Boolean)
], MeDto.prototype, "onboarding_complete", void 0);
class MeResponseDto {
    v;
}
exports.MeResponseDto = MeResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => MeDto }),
    __metadata("design:type", MeDto)
], MeResponseDto.prototype, "v", void 0);
//# sourceMappingURL=me.dto.js.map