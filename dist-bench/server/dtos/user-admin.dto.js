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
exports.UpdateUserAdminDto = exports.PermissionsInputDto = exports.AdminUserListQueryDto = exports.USER_SORT_FIELDS = exports.AdminUserListDto = exports.AdminUserResponseDto = exports.AdminUserDetailDto = exports.AdminUserEmbeddedDto = exports.AdminUserDto = exports.QueryBoolean = exports.RECOMMENDATION_MAX_LENGTH = exports.NOTE_MAX_LENGTH = void 0;
// Staff user administration (users: 'full'): the spec's User with what only staff see (note,
// verification audit), its onboarding answers and cars, the list query and the update body.
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const permissions_1 = require("../auth/permissions");
const admin_list_dto_1 = require("./admin-list.dto");
const car_dto_1 = require("./car.dto");
const me_dto_1 = require("./me.dto");
const onboarding_dto_1 = require("./onboarding.dto");
const page_dto_1 = require("./page.dto");
exports.NOTE_MAX_LENGTH = 5000;
exports.RECOMMENDATION_MAX_LENGTH = 1000;
/** `?flag=true|false` as a boolean; anything else is left for @IsBoolean to refuse. */
const QueryBoolean = () => (0, class_transformer_1.Transform)(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));
exports.QueryBoolean = QueryBoolean;
/** A member as staff see them: the spec's User plus the staff note and the verification audit. */
class AdminUserDto extends me_dto_1.UserDto {
    note;
    verified_at;
    verified_by;
    rejected_at;
    onboarding_complete;
}
exports.AdminUserDto = AdminUserDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'Staff-only note' }),
    __metadata("design:type", Object)
], AdminUserDto.prototype, "note", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true }),
    __metadata("design:type", Object)
], AdminUserDto.prototype, "verified_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uuid', nullable: true, description: 'The staff member who verified the membership' }),
    __metadata("design:type", Object)
], AdminUserDto.prototype, "verified_by", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true, description: 'Set while the registration is rejected' }),
    __metadata("design:type", Object)
], AdminUserDto.prototype, "rejected_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Onboarding steps 1–3 are complete, or the member has a car on record' }),
    __metadata("design:type", Boolean)
], AdminUserDto.prototype, "onboarding_complete", void 0);
class AdminUserEmbeddedDto {
    onboarding;
    cars;
}
exports.AdminUserEmbeddedDto = AdminUserEmbeddedDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => onboarding_dto_1.OnboardingDto, nullable: true, description: 'null until the member starts onboarding' }),
    __metadata("design:type", Object)
], AdminUserEmbeddedDto.prototype, "onboarding", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [car_dto_1.CarDto], description: 'Current cars' }),
    __metadata("design:type", Array)
], AdminUserEmbeddedDto.prototype, "cars", void 0);
class AdminUserDetailDto extends AdminUserDto {
    _embedded;
}
exports.AdminUserDetailDto = AdminUserDetailDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => AdminUserEmbeddedDto }),
    __metadata("design:type", AdminUserEmbeddedDto)
], AdminUserDetailDto.prototype, "_embedded", void 0);
class AdminUserResponseDto {
    v;
}
exports.AdminUserResponseDto = AdminUserResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => AdminUserDetailDto }),
    __metadata("design:type", AdminUserDetailDto)
], AdminUserResponseDto.prototype, "v", void 0);
class AdminUserListDto {
    v;
    total;
}
exports.AdminUserListDto = AdminUserListDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [AdminUserDto] }),
    __metadata("design:type", Array)
], AdminUserListDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], AdminUserListDto.prototype, "total", void 0);
/** Fields the staff user list sorts by (`sort` + `order`); without `sort`, best matches first with q, else newest first. */
exports.USER_SORT_FIELDS = ['created_at', 'last_name', 'email'];
class AdminUserListQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.USER_SORT_FIELDS) {
    is_verified;
    permission;
    onboarding_complete;
}
exports.AdminUserListQueryDto = AdminUserListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, exports.QueryBoolean)(),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], AdminUserListQueryDto.prototype, "is_verified", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: permissions_1.PERMISSION_AREAS, enumName: 'PermissionArea', description: 'Members holding this area (at any level)' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(permissions_1.PERMISSION_AREAS),
    __metadata("design:type", String)
], AdminUserListQueryDto.prototype, "permission", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, exports.QueryBoolean)(),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], AdminUserListQueryDto.prototype, "onboarding_complete", void 0);
class PermissionsInputDto {
}
exports.PermissionsInputDto = PermissionsInputDto;
for (const area of permissions_1.PERMISSION_AREAS) {
    (0, swagger_1.ApiPropertyOptional)({ enum: permissions_1.PERMISSION_LEVELS, enumName: 'PermissionLevel' })(PermissionsInputDto.prototype, area);
    (0, class_validator_1.IsOptional)()(PermissionsInputDto.prototype, area);
    (0, class_validator_1.IsIn)(permissions_1.PERMISSION_LEVELS)(PermissionsInputDto.prototype, area);
}
class UpdateUserAdminDto {
    permissions;
    is_verified;
    note;
    recommendation;
}
exports.UpdateUserAdminDto = UpdateUserAdminDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        type: () => PermissionsInputDto,
        description: 'Replaces the whole map: an area left out (or null) is no longer held. Unknown areas or levels are refused.',
    }),
    (0, class_validator_1.ValidateIf)((o) => o.permissions !== undefined),
    (0, class_validator_1.IsObject)(),
    (0, class_validator_1.ValidateNested)(),
    (0, class_transformer_1.Type)(() => PermissionsInputDto),
    __metadata("design:type", PermissionsInputDto)
], UpdateUserAdminDto.prototype, "permissions", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'true records who verified and when; false clears it' }),
    (0, class_validator_1.ValidateIf)((o) => o.is_verified !== undefined),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], UpdateUserAdminDto.prototype, "is_verified", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: String, nullable: true, maxLength: exports.NOTE_MAX_LENGTH }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(exports.NOTE_MAX_LENGTH),
    __metadata("design:type", Object)
], UpdateUserAdminDto.prototype, "note", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: String, nullable: true, maxLength: exports.RECOMMENDATION_MAX_LENGTH }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(exports.RECOMMENDATION_MAX_LENGTH),
    __metadata("design:type", Object)
], UpdateUserAdminDto.prototype, "recommendation", void 0);
//# sourceMappingURL=user-admin.dto.js.map