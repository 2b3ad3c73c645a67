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
exports.ReorderFaqDto = exports.UpdateFaqEntryDto = exports.CreateFaqEntryDto = exports.FaqAdminQueryDto = exports.FAQ_SORT_FIELDS = exports.FaqEntryAdminResponseDto = exports.FaqEntryAdminListResponseDto = exports.FaqEntryAdminDto = exports.FaqListResponseDto = exports.FaqEntryDto = void 0;
// DTOs of the FAQ: the published questions (/api/faq) and their staff management (/api/admin/faq).
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const admin_list_dto_1 = require("./admin-list.dto");
const content_validation_1 = require("./content-validation");
const page_dto_1 = require("./page.dto");
class FaqEntryDto {
    id;
    question;
    answer_html;
    sort_order;
}
exports.FaqEntryDto = FaqEntryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], FaqEntryDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], FaqEntryDto.prototype, "question", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'The markdown answer rendered to sanitised HTML' }),
    __metadata("design:type", String)
], FaqEntryDto.prototype, "answer_html", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer' }),
    __metadata("design:type", Number)
], FaqEntryDto.prototype, "sort_order", void 0);
class FaqListResponseDto {
    v;
    total;
}
exports.FaqListResponseDto = FaqListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [FaqEntryDto] }),
    __metadata("design:type", Array)
], FaqListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], FaqListResponseDto.prototype, "total", void 0);
class FaqEntryAdminDto {
    id;
    question;
    answer;
    sort_order;
    published;
    created_at;
    updated_at;
}
exports.FaqEntryAdminDto = FaqEntryAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], FaqEntryAdminDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], FaqEntryAdminDto.prototype, "question", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Markdown' }),
    __metadata("design:type", String)
], FaqEntryAdminDto.prototype, "answer", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer' }),
    __metadata("design:type", Number)
], FaqEntryAdminDto.prototype, "sort_order", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", Boolean)
], FaqEntryAdminDto.prototype, "published", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], FaqEntryAdminDto.prototype, "created_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], FaqEntryAdminDto.prototype, "updated_at", void 0);
class FaqEntryAdminListResponseDto {
    v;
    total;
}
exports.FaqEntryAdminListResponseDto = FaqEntryAdminListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [FaqEntryAdminDto] }),
    __metadata("design:type", Array)
], FaqEntryAdminListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], FaqEntryAdminListResponseDto.prototype, "total", void 0);
class FaqEntryAdminResponseDto {
    v;
}
exports.FaqEntryAdminResponseDto = FaqEntryAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => FaqEntryAdminDto }),
    __metadata("design:type", FaqEntryAdminDto)
], FaqEntryAdminResponseDto.prototype, "v", void 0);
exports.FAQ_SORT_FIELDS = ['sort_order', 'question', 'created_at', 'updated_at'];
class FaqAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.FAQ_SORT_FIELDS) {
}
exports.FaqAdminQueryDto = FaqAdminQueryDto;
class CreateFaqEntryDto {
    question;
    answer;
    sort_order;
    published;
}
exports.CreateFaqEntryDto = CreateFaqEntryDto;
__decorate([
    (0, content_validation_1.TextField)(500),
    __metadata("design:type", String)
], CreateFaqEntryDto.prototype, "question", void 0);
__decorate([
    (0, content_validation_1.TextField)(20_000, { description: 'Markdown' }),
    __metadata("design:type", String)
], CreateFaqEntryDto.prototype, "answer", void 0);
__decorate([
    (0, content_validation_1.SortOrderField)({ optional: true, description: 'Position in the list; default after the last entry' }),
    __metadata("design:type", Number)
], CreateFaqEntryDto.prototype, "sort_order", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: false }),
    (0, class_validator_1.ValidateIf)((_object, value) => value !== undefined),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], CreateFaqEntryDto.prototype, "published", void 0);
class UpdateFaqEntryDto extends (0, swagger_1.PartialType)(CreateFaqEntryDto, { skipNullProperties: false }) {
}
exports.UpdateFaqEntryDto = UpdateFaqEntryDto;
class ReorderFaqDto {
    ids;
}
exports.ReorderFaqDto = ReorderFaqDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: [String], format: 'uuid', description: 'Entry ids in the new order; listed entries get sort_order 0, 1, 2 …' }),
    (0, class_validator_1.IsArray)(),
    (0, class_validator_1.ArrayMinSize)(1),
    (0, class_validator_1.ArrayMaxSize)(1000),
    (0, class_validator_1.ArrayUnique)(),
    (0, class_validator_1.IsUUID)('all', { each: true }),
    __metadata("design:type", Array)
], ReorderFaqDto.prototype, "ids", void 0);
//# sourceMappingURL=faq.dto.js.map