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
exports.UpdateChargingEntryAdminDto = exports.CreateChargingEntryAdminDto = exports.ChargingEntryAdminQueryDto = exports.CHARGING_SORT_FIELDS = exports.ChargingEntryAdminListResponseDto = exports.ChargingEntryAdminResponseDto = exports.ChargingEntryAdminDto = exports.ChargingEntryListResponseDto = exports.ChargingEntryDto = void 0;
// DTOs of the charging information: the members' page (/api/charging) and staff management
// (/api/admin/charging, content=full). Descriptions are markdown, served also as sanitised HTML.
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const admin_list_dto_1 = require("./admin-list.dto");
const content_validation_1 = require("./content-validation");
const discount_dto_1 = require("./discount.dto");
const page_dto_1 = require("./page.dto");
class ChargingEntryDto {
    id;
    title;
    provider;
    description;
    description_html;
    url;
}
exports.ChargingEntryDto = ChargingEntryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], ChargingEntryDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Nabíjanie v zime' }),
    __metadata("design:type", String)
], ChargingEntryDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, example: 'ZSE Drive' }),
    __metadata("design:type", Object)
], ChargingEntryDto.prototype, "provider", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Markdown' }),
    __metadata("design:type", String)
], ChargingEntryDto.prototype, "description", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'The description rendered to sanitised HTML' }),
    __metadata("design:type", String)
], ChargingEntryDto.prototype, "description_html", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, format: 'uri' }),
    __metadata("design:type", Object)
], ChargingEntryDto.prototype, "url", void 0);
class ChargingEntryListResponseDto {
    v;
    total;
}
exports.ChargingEntryListResponseDto = ChargingEntryListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ChargingEntryDto] }),
    __metadata("design:type", Array)
], ChargingEntryListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], ChargingEntryListResponseDto.prototype, "total", void 0);
class ChargingEntryAdminDto extends ChargingEntryDto {
    sort_order;
    published;
    created_at;
    updated_at;
}
exports.ChargingEntryAdminDto = ChargingEntryAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer' }),
    __metadata("design:type", Number)
], ChargingEntryAdminDto.prototype, "sort_order", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Shown to members' }),
    __metadata("design:type", Boolean)
], ChargingEntryAdminDto.prototype, "published", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ChargingEntryAdminDto.prototype, "created_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ChargingEntryAdminDto.prototype, "updated_at", void 0);
class ChargingEntryAdminResponseDto {
    v;
}
exports.ChargingEntryAdminResponseDto = ChargingEntryAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ChargingEntryAdminDto }),
    __metadata("design:type", ChargingEntryAdminDto)
], ChargingEntryAdminResponseDto.prototype, "v", void 0);
class ChargingEntryAdminListResponseDto {
    v;
    total;
}
exports.ChargingEntryAdminListResponseDto = ChargingEntryAdminListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ChargingEntryAdminDto] }),
    __metadata("design:type", Array)
], ChargingEntryAdminListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], ChargingEntryAdminListResponseDto.prototype, "total", void 0);
exports.CHARGING_SORT_FIELDS = ['sort_order', 'title', 'provider', 'created_at', 'updated_at'];
class ChargingEntryAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.CHARGING_SORT_FIELDS) {
}
exports.ChargingEntryAdminQueryDto = ChargingEntryAdminQueryDto;
/** Fields of create and update (PATCH semantics: nullable fields accept null to clear them). */
class ChargingEntryFieldsDto {
    provider;
    description;
    url;
    sort_order;
    published;
}
__decorate([
    (0, content_validation_1.TextField)(200, { nullable: true }),
    __metadata("design:type", Object)
], ChargingEntryFieldsDto.prototype, "provider", void 0);
__decorate([
    (0, content_validation_1.TextField)(20_000, { optional: true, description: 'Markdown' }),
    __metadata("design:type", String)
], ChargingEntryFieldsDto.prototype, "description", void 0);
__decorate([
    (0, discount_dto_1.HttpUrlField)({ nullable: true }),
    __metadata("design:type", Object)
], ChargingEntryFieldsDto.prototype, "url", void 0);
__decorate([
    (0, content_validation_1.SortOrderField)({ optional: true }),
    __metadata("design:type", Number)
], ChargingEntryFieldsDto.prototype, "sort_order", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Shown to members; default false (draft)' }),
    (0, class_validator_1.ValidateIf)((_object, value) => value !== undefined),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], ChargingEntryFieldsDto.prototype, "published", void 0);
class CreateChargingEntryAdminDto extends ChargingEntryFieldsDto {
    title;
}
exports.CreateChargingEntryAdminDto = CreateChargingEntryAdminDto;
__decorate([
    (0, content_validation_1.TextField)(200),
    __metadata("design:type", String)
], CreateChargingEntryAdminDto.prototype, "title", void 0);
class UpdateChargingEntryAdminDto extends ChargingEntryFieldsDto {
    title;
}
exports.UpdateChargingEntryAdminDto = UpdateChargingEntryAdminDto;
__decorate([
    (0, content_validation_1.TextField)(200, { optional: true }),
    (0, class_validator_1.Matches)(/\S/, { message: 'title must not be empty' }),
    __metadata("design:type", String)
], UpdateChargingEntryAdminDto.prototype, "title", void 0);
//# sourceMappingURL=charging.dto.js.map