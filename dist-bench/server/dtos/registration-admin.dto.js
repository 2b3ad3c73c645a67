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
exports.RejectRegistrationDto = exports.VerifyRegistrationDto = exports.RegistrationListDto = exports.RegistrationResponseDto = exports.RegistrationDto = exports.RegistrationListQueryDto = exports.REGISTRATION_STATUSES = void 0;
// Staff registrations (users: 'full'): spec §3 "User registration: user plus onboarding", the
// status filter and the verify / reject bodies.
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const page_dto_1 = require("./page.dto");
const onboarding_dto_1 = require("./onboarding.dto");
const user_admin_dto_1 = require("./user-admin.dto");
/** pending = neither verified nor rejected; rejected = rejected and not verified since. */
exports.REGISTRATION_STATUSES = ['pending', 'verified', 'rejected'];
class RegistrationListQueryDto extends page_dto_1.PageQueryDto {
    status;
}
exports.RegistrationListQueryDto = RegistrationListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        enum: exports.REGISTRATION_STATUSES,
        enumName: 'RegistrationStatus',
        default: 'pending',
        description: 'Newest first: by sign-up (pending), verification (verified) or rejection (rejected)',
    }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.REGISTRATION_STATUSES),
    __metadata("design:type", String)
], RegistrationListQueryDto.prototype, "status", void 0);
class RegistrationDto {
    user;
    onboarding;
}
exports.RegistrationDto = RegistrationDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => user_admin_dto_1.AdminUserDto }),
    __metadata("design:type", user_admin_dto_1.AdminUserDto)
], RegistrationDto.prototype, "user", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => onboarding_dto_1.OnboardingDto, nullable: true, description: 'null until the member starts onboarding' }),
    __metadata("design:type", Object)
], RegistrationDto.prototype, "onboarding", void 0);
class RegistrationResponseDto {
    v;
}
exports.RegistrationResponseDto = RegistrationResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => RegistrationDto }),
    __metadata("design:type", RegistrationDto)
], RegistrationResponseDto.prototype, "v", void 0);
class RegistrationListDto {
    v;
    total;
}
exports.RegistrationListDto = RegistrationListDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [RegistrationDto] }),
    __metadata("design:type", Array)
], RegistrationListDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], RegistrationListDto.prototype, "total", void 0);
class VerifyRegistrationDto {
    note;
}
exports.VerifyRegistrationDto = VerifyRegistrationDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: user_admin_dto_1.NOTE_MAX_LENGTH, description: 'Replaces the staff note when given' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(user_admin_dto_1.NOTE_MAX_LENGTH),
    __metadata("design:type", String)
], VerifyRegistrationDto.prototype, "note", void 0);
class RejectRegistrationDto {
    note;
}
exports.RejectRegistrationDto = RejectRegistrationDto;
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: user_admin_dto_1.NOTE_MAX_LENGTH, description: 'Why: kept as the staff note' }),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/\S/, { message: 'note must not be blank' }),
    (0, class_validator_1.MaxLength)(user_admin_dto_1.NOTE_MAX_LENGTH),
    __metadata("design:type", String)
], RejectRegistrationDto.prototype, "note", void 0);
//# sourceMappingURL=registration-admin.dto.js.map