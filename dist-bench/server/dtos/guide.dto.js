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
exports.UpdateGuideEntryDto = exports.CreateGuideEntryDto = exports.GuideAdminQueryDto = exports.GUIDE_SORT_FIELDS = exports.GuideEntryAdminResponseDto = exports.GuideEntryAdminListResponseDto = exports.GuideEntryAdminDto = exports.GuideEntryResponseDto = exports.GuideListResponseDto = exports.GuideEntryDto = exports.GuideEntrySummaryDto = void 0;
// DTOs of the guide (/poradna): published entries (/api/guide) and staff management (/api/admin/guide).
const swagger_1 = require("@nestjs/swagger");
const admin_list_dto_1 = require("./admin-list.dto");
const content_validation_1 = require("./content-validation");
const page_dto_1 = require("./page.dto");
class GuideEntrySummaryDto {
    id;
    slug;
    title;
    summary;
    category;
    sort_order;
    published_at;
    updated_at;
}
exports.GuideEntrySummaryDto = GuideEntrySummaryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], GuideEntrySummaryDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'nabijanie-doma' }),
    __metadata("design:type", String)
], GuideEntrySummaryDto.prototype, "slug", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], GuideEntrySummaryDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], GuideEntrySummaryDto.prototype, "summary", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'Entries of one category are shown together' }),
    __metadata("design:type", Object)
], GuideEntrySummaryDto.prototype, "category", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer' }),
    __metadata("design:type", Number)
], GuideEntrySummaryDto.prototype, "sort_order", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true }),
    __metadata("design:type", Object)
], GuideEntrySummaryDto.prototype, "published_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], GuideEntrySummaryDto.prototype, "updated_at", void 0);
class GuideEntryDto extends GuideEntrySummaryDto {
    body_html;
}
exports.GuideEntryDto = GuideEntryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'The markdown body rendered to sanitised HTML' }),
    __metadata("design:type", String)
], GuideEntryDto.prototype, "body_html", void 0);
class GuideListResponseDto {
    v;
    total;
}
exports.GuideListResponseDto = GuideListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [GuideEntrySummaryDto] }),
    __metadata("design:type", Array)
], GuideListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], GuideListResponseDto.prototype, "total", void 0);
class GuideEntryResponseDto {
    v;
}
exports.GuideEntryResponseDto = GuideEntryResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => GuideEntryDto }),
    __metadata("design:type", GuideEntryDto)
], GuideEntryResponseDto.prototype, "v", void 0);
class GuideEntryAdminDto extends GuideEntrySummaryDto {
    body;
    created_at;
}
exports.GuideEntryAdminDto = GuideEntryAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Markdown' }),
    __metadata("design:type", String)
], GuideEntryAdminDto.prototype, "body", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], GuideEntryAdminDto.prototype, "created_at", void 0);
class GuideEntryAdminListResponseDto {
    v;
    total;
}
exports.GuideEntryAdminListResponseDto = GuideEntryAdminListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [GuideEntryAdminDto] }),
    __metadata("design:type", Array)
], GuideEntryAdminListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], GuideEntryAdminListResponseDto.prototype, "total", void 0);
class GuideEntryAdminResponseDto {
    v;
}
exports.GuideEntryAdminResponseDto = GuideEntryAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => GuideEntryAdminDto }),
    __metadata("design:type", GuideEntryAdminDto)
], GuideEntryAdminResponseDto.prototype, "v", void 0);
exports.GUIDE_SORT_FIELDS = ['sort_order', 'title', 'slug', 'category', 'published_at', 'created_at', 'updated_at'];
class GuideAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.GUIDE_SORT_FIELDS) {
}
exports.GuideAdminQueryDto = GuideAdminQueryDto;
class CreateGuideEntryDto {
    title;
    slug;
    summary;
    body;
    category;
    sort_order;
    published_at;
}
exports.CreateGuideEntryDto = CreateGuideEntryDto;
__decorate([
    (0, content_validation_1.TextField)(200),
    __metadata("design:type", String)
], CreateGuideEntryDto.prototype, "title", void 0);
__decorate([
    (0, content_validation_1.SlugField)({ optional: true, description: 'Made from the title when absent' }),
    __metadata("design:type", String)
], CreateGuideEntryDto.prototype, "slug", void 0);
__decorate([
    (0, content_validation_1.TextField)(1000, { nullable: true }),
    __metadata("design:type", Object)
], CreateGuideEntryDto.prototype, "summary", void 0);
__decorate([
    (0, content_validation_1.TextField)(200_000, { optional: true, description: 'Markdown' }),
    __metadata("design:type", String)
], CreateGuideEntryDto.prototype, "body", void 0);
__decorate([
    (0, content_validation_1.TextField)(100, { nullable: true }),
    __metadata("design:type", Object)
], CreateGuideEntryDto.prototype, "category", void 0);
__decorate([
    (0, content_validation_1.SortOrderField)({ optional: true }),
    __metadata("design:type", Number)
], CreateGuideEntryDto.prototype, "sort_order", void 0);
__decorate([
    (0, content_validation_1.DateTimeField)({ nullable: true, description: 'null = draft' }),
    __metadata("design:type", Object)
], CreateGuideEntryDto.prototype, "published_at", void 0);
class UpdateGuideEntryDto extends (0, swagger_1.PartialType)(CreateGuideEntryDto, { skipNullProperties: false }) {
}
exports.UpdateGuideEntryDto = UpdateGuideEntryDto;
//# sourceMappingURL=guide.dto.js.map