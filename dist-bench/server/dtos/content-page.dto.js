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
exports.UpdateContentPageDto = exports.CreateContentPageDto = exports.ContentPageAdminQueryDto = exports.CONTENT_PAGE_SORT_FIELDS = exports.ContentPageAdminResponseDto = exports.ContentPageAdminListResponseDto = exports.ContentPageAdminDto = exports.ContentPageResponseDto = exports.ContentPageDto = void 0;
// DTOs of the content pages (about us, join us, privacy, contact, and any page staff add), shown at
// /{slug}: public /api/pages/{slug} and staff /api/admin/pages.
const swagger_1 = require("@nestjs/swagger");
const admin_list_dto_1 = require("./admin-list.dto");
const content_validation_1 = require("./content-validation");
const page_dto_1 = require("./page.dto");
class ContentPageDto {
    id;
    slug;
    title;
    description;
    body_html;
    published_at;
    updated_at;
}
exports.ContentPageDto = ContentPageDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], ContentPageDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'o-nas' }),
    __metadata("design:type", String)
], ContentPageDto.prototype, "slug", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ContentPageDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'For the meta description' }),
    __metadata("design:type", Object)
], ContentPageDto.prototype, "description", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'The markdown body rendered to sanitised HTML' }),
    __metadata("design:type", String)
], ContentPageDto.prototype, "body_html", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true }),
    __metadata("design:type", Object)
], ContentPageDto.prototype, "published_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ContentPageDto.prototype, "updated_at", void 0);
class ContentPageResponseDto {
    v;
}
exports.ContentPageResponseDto = ContentPageResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ContentPageDto }),
    __metadata("design:type", ContentPageDto)
], ContentPageResponseDto.prototype, "v", void 0);
class ContentPageAdminDto {
    id;
    slug;
    title;
    description;
    body;
    published_at;
    created_at;
    updated_at;
}
exports.ContentPageAdminDto = ContentPageAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], ContentPageAdminDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ContentPageAdminDto.prototype, "slug", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ContentPageAdminDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], ContentPageAdminDto.prototype, "description", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Markdown' }),
    __metadata("design:type", String)
], ContentPageAdminDto.prototype, "body", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true }),
    __metadata("design:type", Object)
], ContentPageAdminDto.prototype, "published_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ContentPageAdminDto.prototype, "created_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ContentPageAdminDto.prototype, "updated_at", void 0);
class ContentPageAdminListResponseDto {
    v;
    total;
}
exports.ContentPageAdminListResponseDto = ContentPageAdminListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ContentPageAdminDto] }),
    __metadata("design:type", Array)
], ContentPageAdminListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], ContentPageAdminListResponseDto.prototype, "total", void 0);
class ContentPageAdminResponseDto {
    v;
}
exports.ContentPageAdminResponseDto = ContentPageAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ContentPageAdminDto }),
    __metadata("design:type", ContentPageAdminDto)
], ContentPageAdminResponseDto.prototype, "v", void 0);
exports.CONTENT_PAGE_SORT_FIELDS = ['title', 'slug', 'published_at', 'created_at', 'updated_at'];
class ContentPageAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.CONTENT_PAGE_SORT_FIELDS) {
}
exports.ContentPageAdminQueryDto = ContentPageAdminQueryDto;
class CreateContentPageDto {
    title;
    slug;
    description;
    body;
    published_at;
}
exports.CreateContentPageDto = CreateContentPageDto;
__decorate([
    (0, content_validation_1.TextField)(200),
    __metadata("design:type", String)
], CreateContentPageDto.prototype, "title", void 0);
__decorate([
    (0, content_validation_1.SlugField)({ optional: true, description: 'The page is at /{slug}; made from the title when absent' }),
    __metadata("design:type", String)
], CreateContentPageDto.prototype, "slug", void 0);
__decorate([
    (0, content_validation_1.TextField)(500, { nullable: true }),
    __metadata("design:type", Object)
], CreateContentPageDto.prototype, "description", void 0);
__decorate([
    (0, content_validation_1.TextField)(200_000, { optional: true, description: 'Markdown' }),
    __metadata("design:type", String)
], CreateContentPageDto.prototype, "body", void 0);
__decorate([
    (0, content_validation_1.DateTimeField)({ nullable: true, description: 'null = draft' }),
    __metadata("design:type", Object)
], CreateContentPageDto.prototype, "published_at", void 0);
class UpdateContentPageDto extends (0, swagger_1.PartialType)(CreateContentPageDto, { skipNullProperties: false }) {
}
exports.UpdateContentPageDto = UpdateContentPageDto;
//# sourceMappingURL=content-page.dto.js.map