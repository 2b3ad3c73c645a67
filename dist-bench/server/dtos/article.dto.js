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
exports.UpdateArticleDto = exports.CreateArticleDto = exports.ArticleAdminQueryDto = exports.ARTICLE_SORT_FIELDS = exports.ArticleAdminResponseDto = exports.ArticleAdminListResponseDto = exports.ArticleAdminDto = exports.ArticleResponseDto = exports.ArticleListResponseDto = exports.ArticleDetailDto = exports.ArticleSummaryDto = exports.ArticleEmbeddedDto = exports.AuthorDto = void 0;
// DTOs of the articles: the public list and detail (/api/articles) and the staff CRUD
// (/api/admin/articles). An article is published when published_at is set and has come.
const swagger_1 = require("@nestjs/swagger");
const admin_list_dto_1 = require("./admin-list.dto");
const content_validation_1 = require("./content-validation");
const event_dto_1 = require("./event.dto");
const page_dto_1 = require("./page.dto");
/** The author as the public sees them; a deleted member shows as "Zmazaný člen" with a null id. */
class AuthorDto {
    id;
    first_name;
    last_name;
    avatar_url;
    username;
}
exports.AuthorDto = AuthorDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uuid', nullable: true, description: 'null when the author is a deleted member' }),
    __metadata("design:type", Object)
], AuthorDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: '"Zmazaný" for a deleted member' }),
    __metadata("design:type", Object)
], AuthorDto.prototype, "first_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: '"člen" for a deleted member' }),
    __metadata("design:type", Object)
], AuthorDto.prototype, "last_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], AuthorDto.prototype, "avatar_url", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], AuthorDto.prototype, "username", void 0);
class ArticleEmbeddedDto {
    author;
}
exports.ArticleEmbeddedDto = ArticleEmbeddedDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => AuthorDto }),
    __metadata("design:type", AuthorDto)
], ArticleEmbeddedDto.prototype, "author", void 0);
class ArticleSummaryDto {
    id;
    title;
    description;
    slug;
    photo;
    published_at;
    file_name;
    locale_code;
    created_at;
    updated_at;
    _embedded;
}
exports.ArticleSummaryDto = ArticleSummaryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], ArticleSummaryDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], ArticleSummaryDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], ArticleSummaryDto.prototype, "description", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'zimne-nabijanie' }),
    __metadata("design:type", String)
], ArticleSummaryDto.prototype, "slug", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => event_dto_1.PhotoRefDto, nullable: true }),
    __metadata("design:type", Object)
], ArticleSummaryDto.prototype, "photo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true }),
    __metadata("design:type", Object)
], ArticleSummaryDto.prototype, "published_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], ArticleSummaryDto.prototype, "file_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'sk' }),
    __metadata("design:type", String)
], ArticleSummaryDto.prototype, "locale_code", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ArticleSummaryDto.prototype, "created_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], ArticleSummaryDto.prototype, "updated_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ArticleEmbeddedDto }),
    __metadata("design:type", ArticleEmbeddedDto)
], ArticleSummaryDto.prototype, "_embedded", void 0);
class ArticleDetailDto extends ArticleSummaryDto {
    body_html;
}
exports.ArticleDetailDto = ArticleDetailDto;
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'The markdown body rendered to sanitised HTML' }),
    __metadata("design:type", String)
], ArticleDetailDto.prototype, "body_html", void 0);
class ArticleListResponseDto {
    v;
    total;
}
exports.ArticleListResponseDto = ArticleListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ArticleSummaryDto] }),
    __metadata("design:type", Array)
], ArticleListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], ArticleListResponseDto.prototype, "total", void 0);
class ArticleResponseDto {
    v;
}
exports.ArticleResponseDto = ArticleResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ArticleDetailDto }),
    __metadata("design:type", ArticleDetailDto)
], ArticleResponseDto.prototype, "v", void 0);
// ── staff ──────────────────────────────────────────────────────────────────────────────────────
class ArticleAdminDto extends ArticleSummaryDto {
    body;
    photo_id;
    author_id;
}
exports.ArticleAdminDto = ArticleAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Markdown' }),
    __metadata("design:type", String)
], ArticleAdminDto.prototype, "body", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uuid', nullable: true }),
    __metadata("design:type", Object)
], ArticleAdminDto.prototype, "photo_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uuid', nullable: true }),
    __metadata("design:type", Object)
], ArticleAdminDto.prototype, "author_id", void 0);
class ArticleAdminListResponseDto {
    v;
    total;
}
exports.ArticleAdminListResponseDto = ArticleAdminListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [ArticleAdminDto] }),
    __metadata("design:type", Array)
], ArticleAdminListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], ArticleAdminListResponseDto.prototype, "total", void 0);
class ArticleAdminResponseDto {
    v;
}
exports.ArticleAdminResponseDto = ArticleAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => ArticleAdminDto }),
    __metadata("design:type", ArticleAdminDto)
], ArticleAdminResponseDto.prototype, "v", void 0);
exports.ARTICLE_SORT_FIELDS = ['title', 'slug', 'published_at', 'created_at', 'updated_at'];
class ArticleAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.ARTICLE_SORT_FIELDS) {
}
exports.ArticleAdminQueryDto = ArticleAdminQueryDto;
class CreateArticleDto {
    title;
    slug;
    description;
    body;
    photo_id;
    published_at;
    author_id;
    file_name;
}
exports.CreateArticleDto = CreateArticleDto;
__decorate([
    (0, content_validation_1.TextField)(200),
    __metadata("design:type", String)
], CreateArticleDto.prototype, "title", void 0);
__decorate([
    (0, content_validation_1.SlugField)({ optional: true, description: 'Made from the title when absent' }),
    __metadata("design:type", String)
], CreateArticleDto.prototype, "slug", void 0);
__decorate([
    (0, content_validation_1.TextField)(500, { nullable: true }),
    __metadata("design:type", Object)
], CreateArticleDto.prototype, "description", void 0);
__decorate([
    (0, content_validation_1.TextField)(200_000, { optional: true, description: 'Markdown' }),
    __metadata("design:type", String)
], CreateArticleDto.prototype, "body", void 0);
__decorate([
    (0, content_validation_1.UuidField)({ nullable: true, description: 'A photo uploaded through /api/admin/photos' }),
    __metadata("design:type", Object)
], CreateArticleDto.prototype, "photo_id", void 0);
__decorate([
    (0, content_validation_1.DateTimeField)({ nullable: true, description: 'null = draft; a future time publishes then' }),
    __metadata("design:type", Object)
], CreateArticleDto.prototype, "published_at", void 0);
__decorate([
    (0, content_validation_1.UuidField)({ optional: true, description: 'Defaults to the signed-in staff member' }),
    __metadata("design:type", String)
], CreateArticleDto.prototype, "author_id", void 0);
__decorate([
    (0, content_validation_1.TextField)(255, { nullable: true }),
    __metadata("design:type", Object)
], CreateArticleDto.prototype, "file_name", void 0);
class UpdateArticleDto extends (0, swagger_1.PartialType)(CreateArticleDto, { skipNullProperties: false }) {
}
exports.UpdateArticleDto = UpdateArticleDto;
//# sourceMappingURL=article.dto.js.map