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
exports.UpdateRedirectDto = exports.CreateRedirectDto = exports.RedirectAdminQueryDto = exports.REDIRECT_SORT_FIELDS = exports.RedirectResponseDto = exports.RedirectListResponseDto = exports.RedirectDto = exports.PATH_MAX_LENGTH = exports.REDIRECT_STATUS_CODES = exports.TO_PATH_PATTERN = exports.FROM_PATH_PATTERN = void 0;
// DTOs of the redirects (the redirect-by-path guard): every rule for the server renderer and the
// client router (/api/redirects) and their staff management (/api/admin/redirects).
// Both paths are local: a target on another host is refused, so no rule can be an open redirect.
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const admin_list_dto_1 = require("./admin-list.dto");
const page_dto_1 = require("./page.dto");
const SEGMENT = `(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+`;
const PATH = `/(?:${SEGMENT}(?:/${SEGMENT})*/?)?`;
const QUERY = `(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*`;
/** A path on this site: starts with one `/`, no empty segments (`//`), no backslash, spaces or scheme; ASCII with %-escapes. */
exports.FROM_PATH_PATTERN = new RegExp(`^${PATH}$`);
/** A from-path pattern that may carry a query string and a fragment. */
exports.TO_PATH_PATTERN = new RegExp(`^${PATH}(?:\\?${QUERY})?(?:#${QUERY})?$`);
exports.REDIRECT_STATUS_CODES = [301, 302];
exports.PATH_MAX_LENGTH = 2000;
class RedirectDto {
    id;
    from_path;
    to_path;
    status_code;
    created_at;
    updated_at;
}
exports.RedirectDto = RedirectDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], RedirectDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '/stary-clanok' }),
    __metadata("design:type", String)
], RedirectDto.prototype, "from_path", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '/clanok/novy-clanok', description: 'A path on this site, possibly with a query string' }),
    __metadata("design:type", String)
], RedirectDto.prototype, "to_path", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.REDIRECT_STATUS_CODES, description: '301 permanent, 302 temporary' }),
    __metadata("design:type", Number)
], RedirectDto.prototype, "status_code", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], RedirectDto.prototype, "created_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], RedirectDto.prototype, "updated_at", void 0);
class RedirectListResponseDto {
    v;
    total;
}
exports.RedirectListResponseDto = RedirectListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [RedirectDto] }),
    __metadata("design:type", Array)
], RedirectListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], RedirectListResponseDto.prototype, "total", void 0);
class RedirectResponseDto {
    v;
}
exports.RedirectResponseDto = RedirectResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => RedirectDto }),
    __metadata("design:type", RedirectDto)
], RedirectResponseDto.prototype, "v", void 0);
exports.REDIRECT_SORT_FIELDS = ['from_path', 'to_path', 'status_code', 'created_at', 'updated_at'];
class RedirectAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.REDIRECT_SORT_FIELDS) {
}
exports.RedirectAdminQueryDto = RedirectAdminQueryDto;
const pathMessage = '$property must be a path on this site starting with a single "/" (no host, no "//", no spaces; other characters %-encoded)';
class CreateRedirectDto {
    from_path;
    to_path;
    status_code;
}
exports.CreateRedirectDto = CreateRedirectDto;
__decorate([
    (0, swagger_1.ApiProperty)({ pattern: exports.FROM_PATH_PATTERN.source, maxLength: exports.PATH_MAX_LENGTH, example: '/stary-clanok' }),
    (0, class_validator_1.MaxLength)(exports.PATH_MAX_LENGTH),
    (0, class_validator_1.Matches)(exports.FROM_PATH_PATTERN, { message: pathMessage }),
    __metadata("design:type", String)
], CreateRedirectDto.prototype, "from_path", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ pattern: exports.TO_PATH_PATTERN.source, maxLength: exports.PATH_MAX_LENGTH, example: '/clanok/novy-clanok' }),
    (0, class_validator_1.MaxLength)(exports.PATH_MAX_LENGTH),
    (0, class_validator_1.Matches)(exports.TO_PATH_PATTERN, { message: pathMessage }),
    __metadata("design:type", String)
], CreateRedirectDto.prototype, "to_path", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.REDIRECT_STATUS_CODES, default: 301 }),
    (0, class_validator_1.ValidateIf)((_object, value) => value !== undefined),
    (0, class_validator_1.IsIn)(exports.REDIRECT_STATUS_CODES),
    __metadata("design:type", Number)
], CreateRedirectDto.prototype, "status_code", void 0);
class UpdateRedirectDto extends (0, swagger_1.PartialType)(CreateRedirectDto, { skipNullProperties: false }) {
}
exports.UpdateRedirectDto = UpdateRedirectDto;
//# sourceMappingURL=redirect.dto.js.map