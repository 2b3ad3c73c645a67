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
exports.UpdatePhotoDto = exports.UploadPhotoDto = exports.UploadPhotoFieldsDto = exports.PhotoAdminQueryDto = exports.PHOTO_SORT_FIELDS = exports.PhotoAdminResponseDto = exports.PhotoAdminListResponseDto = exports.PhotoAdminDto = exports.UpdateAlbumDto = exports.CreateAlbumDto = exports.AlbumAdminQueryDto = exports.ALBUM_SORT_FIELDS = exports.AlbumAdminResponseDto = exports.AlbumAdminListResponseDto = exports.AlbumAdminDto = exports.AlbumResponseDto = exports.AlbumListResponseDto = exports.AlbumDetailDto = exports.AlbumSummaryDto = exports.GalleryPhotoDto = void 0;
// DTOs of the gallery: public albums (/api/gallery) and staff management of albums and photos
// (/api/admin/gallery, /api/admin/photos). Photo files are served at /api/photos/{name}.
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const admin_list_dto_1 = require("./admin-list.dto");
const content_validation_1 = require("./content-validation");
const page_dto_1 = require("./page.dto");
class GalleryPhotoDto {
    id;
    src;
    alt;
    width;
    height;
    locale_code;
    created_at;
}
exports.GalleryPhotoDto = GalleryPhotoDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], GalleryPhotoDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'URL of the image (relative to the site for uploaded photos)', example: '/api/photos/1b4e28ba-2fa1-4d3b-9c5e-2f1a0b7c9d11.jpg' }),
    __metadata("design:type", String)
], GalleryPhotoDto.prototype, "src", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Alternative text' }),
    __metadata("design:type", String)
], GalleryPhotoDto.prototype, "alt", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer', nullable: true }),
    __metadata("design:type", Object)
], GalleryPhotoDto.prototype, "width", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer', nullable: true }),
    __metadata("design:type", Object)
], GalleryPhotoDto.prototype, "height", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'sk' }),
    __metadata("design:type", String)
], GalleryPhotoDto.prototype, "locale_code", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], GalleryPhotoDto.prototype, "created_at", void 0);
class AlbumSummaryDto {
    id;
    slug;
    title;
    description;
    cover;
    photo_count;
    event_id;
    published_at;
    created_at;
    updated_at;
}
exports.AlbumSummaryDto = AlbumSummaryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], AlbumSummaryDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'jarny-zraz-2026' }),
    __metadata("design:type", String)
], AlbumSummaryDto.prototype, "slug", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    __metadata("design:type", String)
], AlbumSummaryDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], AlbumSummaryDto.prototype, "description", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => GalleryPhotoDto, nullable: true, description: 'The chosen cover photo, else the first photo; null for an empty album' }),
    __metadata("design:type", Object)
], AlbumSummaryDto.prototype, "cover", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer' }),
    __metadata("design:type", Number)
], AlbumSummaryDto.prototype, "photo_count", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uuid', nullable: true, description: 'The event the album is from' }),
    __metadata("design:type", Object)
], AlbumSummaryDto.prototype, "event_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true }),
    __metadata("design:type", Object)
], AlbumSummaryDto.prototype, "published_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], AlbumSummaryDto.prototype, "created_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], AlbumSummaryDto.prototype, "updated_at", void 0);
class AlbumDetailDto extends AlbumSummaryDto {
    photos;
}
exports.AlbumDetailDto = AlbumDetailDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [GalleryPhotoDto], description: 'In the album\'s order' }),
    __metadata("design:type", Array)
], AlbumDetailDto.prototype, "photos", void 0);
class AlbumListResponseDto {
    v;
    total;
}
exports.AlbumListResponseDto = AlbumListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [AlbumSummaryDto] }),
    __metadata("design:type", Array)
], AlbumListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], AlbumListResponseDto.prototype, "total", void 0);
class AlbumResponseDto {
    v;
}
exports.AlbumResponseDto = AlbumResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => AlbumDetailDto }),
    __metadata("design:type", AlbumDetailDto)
], AlbumResponseDto.prototype, "v", void 0);
// ── staff: albums ──────────────────────────────────────────────────────────────────────────────
class AlbumAdminDto extends AlbumSummaryDto {
    cover_photo_id;
    sort_order;
}
exports.AlbumAdminDto = AlbumAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uuid', nullable: true }),
    __metadata("design:type", Object)
], AlbumAdminDto.prototype, "cover_photo_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer' }),
    __metadata("design:type", Number)
], AlbumAdminDto.prototype, "sort_order", void 0);
class AlbumAdminListResponseDto {
    v;
    total;
}
exports.AlbumAdminListResponseDto = AlbumAdminListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [AlbumAdminDto] }),
    __metadata("design:type", Array)
], AlbumAdminListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], AlbumAdminListResponseDto.prototype, "total", void 0);
class AlbumAdminResponseDto {
    v;
}
exports.AlbumAdminResponseDto = AlbumAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => AlbumAdminDto }),
    __metadata("design:type", AlbumAdminDto)
], AlbumAdminResponseDto.prototype, "v", void 0);
exports.ALBUM_SORT_FIELDS = ['title', 'slug', 'published_at', 'sort_order', 'created_at', 'updated_at'];
class AlbumAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.ALBUM_SORT_FIELDS) {
}
exports.AlbumAdminQueryDto = AlbumAdminQueryDto;
class CreateAlbumDto {
    title;
    slug;
    description;
    cover_photo_id;
    event_id;
    published_at;
    sort_order;
}
exports.CreateAlbumDto = CreateAlbumDto;
__decorate([
    (0, content_validation_1.TextField)(200),
    __metadata("design:type", String)
], CreateAlbumDto.prototype, "title", void 0);
__decorate([
    (0, content_validation_1.SlugField)({ optional: true, description: 'Made from the title when absent' }),
    __metadata("design:type", String)
], CreateAlbumDto.prototype, "slug", void 0);
__decorate([
    (0, content_validation_1.TextField)(2000, { nullable: true }),
    __metadata("design:type", Object)
], CreateAlbumDto.prototype, "description", void 0);
__decorate([
    (0, content_validation_1.UuidField)({ nullable: true, description: 'A photo of the album shown as its cover; null = the first photo' }),
    __metadata("design:type", Object)
], CreateAlbumDto.prototype, "cover_photo_id", void 0);
__decorate([
    (0, content_validation_1.UuidField)({ nullable: true }),
    __metadata("design:type", Object)
], CreateAlbumDto.prototype, "event_id", void 0);
__decorate([
    (0, content_validation_1.DateTimeField)({ nullable: true, description: 'null = not shown publicly' }),
    __metadata("design:type", Object)
], CreateAlbumDto.prototype, "published_at", void 0);
__decorate([
    (0, content_validation_1.SortOrderField)({ optional: true }),
    __metadata("design:type", Number)
], CreateAlbumDto.prototype, "sort_order", void 0);
class UpdateAlbumDto extends (0, swagger_1.PartialType)(CreateAlbumDto, { skipNullProperties: false }) {
}
exports.UpdateAlbumDto = UpdateAlbumDto;
// ── staff: photos ──────────────────────────────────────────────────────────────────────────────
class PhotoAdminDto extends GalleryPhotoDto {
    album_id;
    sort_order;
}
exports.PhotoAdminDto = PhotoAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uuid', nullable: true }),
    __metadata("design:type", Object)
], PhotoAdminDto.prototype, "album_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer' }),
    __metadata("design:type", Number)
], PhotoAdminDto.prototype, "sort_order", void 0);
class PhotoAdminListResponseDto {
    v;
    total;
}
exports.PhotoAdminListResponseDto = PhotoAdminListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [PhotoAdminDto] }),
    __metadata("design:type", Array)
], PhotoAdminListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], PhotoAdminListResponseDto.prototype, "total", void 0);
class PhotoAdminResponseDto {
    v;
}
exports.PhotoAdminResponseDto = PhotoAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => PhotoAdminDto }),
    __metadata("design:type", PhotoAdminDto)
], PhotoAdminResponseDto.prototype, "v", void 0);
exports.PHOTO_SORT_FIELDS = ['sort_order', 'created_at', 'alt'];
class PhotoAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.PHOTO_SORT_FIELDS) {
    album_id;
}
exports.PhotoAdminQueryDto = PhotoAdminQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid', description: 'Only the photos of this album' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all'),
    __metadata("design:type", String)
], PhotoAdminQueryDto.prototype, "album_id", void 0);
/** The text fields of a photo upload (multipart/form-data beside the `file` part). */
class UploadPhotoFieldsDto {
    alt;
    sort_order;
}
exports.UploadPhotoFieldsDto = UploadPhotoFieldsDto;
__decorate([
    (0, content_validation_1.TextField)(300, { description: 'Alternative text describing the photo (required for accessibility)' }),
    __metadata("design:type", String)
], UploadPhotoFieldsDto.prototype, "alt", void 0);
__decorate([
    (0, content_validation_1.SortOrderField)({ optional: true }),
    __metadata("design:type", Number)
], UploadPhotoFieldsDto.prototype, "sort_order", void 0);
/** The documented multipart body of an upload. */
class UploadPhotoDto extends UploadPhotoFieldsDto {
    file;
}
exports.UploadPhotoDto = UploadPhotoDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 10 MB' }),
    __metadata("design:type", Object)
], UploadPhotoDto.prototype, "file", void 0);
class UpdatePhotoDto {
    alt;
    sort_order;
    album_id;
}
exports.UpdatePhotoDto = UpdatePhotoDto;
__decorate([
    (0, content_validation_1.TextField)(300, { optional: true, notBlank: true }),
    __metadata("design:type", String)
], UpdatePhotoDto.prototype, "alt", void 0);
__decorate([
    (0, content_validation_1.SortOrderField)({ optional: true }),
    __metadata("design:type", Number)
], UpdatePhotoDto.prototype, "sort_order", void 0);
__decorate([
    (0, content_validation_1.UuidField)({ nullable: true, description: 'Move the photo to another album, or null for none' }),
    __metadata("design:type", Object)
], UpdatePhotoDto.prototype, "album_id", void 0);
//# sourceMappingURL=gallery.dto.js.map