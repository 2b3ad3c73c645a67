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
exports.UpdateFileAdminDto = exports.UploadFileDto = exports.UploadFileFieldsDto = exports.FileAdminQueryDto = exports.FILE_SORT_FIELDS = exports.FileAdminListResponseDto = exports.FileAdminResponseDto = exports.FileAdminDto = exports.FileDownloadQueryDto = exports.FileListQueryDto = exports.FileListResponseDto = exports.FileResponseDto = exports.FileDto = exports.FILE_LIST_MAX_LIMIT = exports.FILE_LIST_DEFAULT_LIMIT = void 0;
// DTOs of the member downloads (light shows, lock chimes): the members' list, metadata and download
// (/api/files…) and staff management (/api/admin/files…, content=full). The upload is
// multipart/form-data: the text fields first, the `file` part last (file-admin.service.ts).
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const file_types_1 = require("../domain/file-types");
const admin_list_dto_1 = require("./admin-list.dto");
const content_validation_1 = require("./content-validation");
const page_dto_1 = require("./page.dto");
/** Spec §9: storage lists default to 100 items. */
exports.FILE_LIST_DEFAULT_LIMIT = 100;
exports.FILE_LIST_MAX_LIMIT = 500;
const KindProperty = (required) => (required ? swagger_1.ApiProperty : swagger_1.ApiPropertyOptional)({ enum: file_types_1.FILE_KINDS, enumName: 'FileKind', description: 'light_show or lock_chime' });
class FileDto {
    id;
    kind;
    title;
    description;
    file_name;
    content_type;
    size_bytes;
    sha256;
    download_url;
    created_at;
}
exports.FileDto = FileDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], FileDto.prototype, "id", void 0);
__decorate([
    KindProperty(true),
    __metadata("design:type", String)
], FileDto.prototype, "kind", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Zvonček z Kysúc' }),
    __metadata("design:type", String)
], FileDto.prototype, "title", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], FileDto.prototype, "description", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'The name the download is saved under (cleaned of paths and control characters)', example: 'LockChime.wav' }),
    __metadata("design:type", String)
], FileDto.prototype, "file_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Detected from the content when uploaded', example: 'audio/wav' }),
    __metadata("design:type", String)
], FileDto.prototype, "content_type", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'integer' }),
    __metadata("design:type", Number)
], FileDto.prototype, "size_bytes", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Hex SHA-256 of the content (also the download\'s ETag)', pattern: '^[0-9a-f]{64}$' }),
    __metadata("design:type", String)
], FileDto.prototype, "sha256", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Members only (send the access token); add ?inline=1 to play audio in the browser', example: '/api/files/1b4e28ba-2fa1-4d3b-9c5e-2f1a0b7c9d11/download' }),
    __metadata("design:type", String)
], FileDto.prototype, "download_url", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'date-time' }),
    __metadata("design:type", String)
], FileDto.prototype, "created_at", void 0);
class FileResponseDto {
    v;
}
exports.FileResponseDto = FileResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => FileDto }),
    __metadata("design:type", FileDto)
], FileResponseDto.prototype, "v", void 0);
class FileListResponseDto {
    v;
    total;
}
exports.FileListResponseDto = FileListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [FileDto] }),
    __metadata("design:type", Array)
], FileListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], FileListResponseDto.prototype, "total", void 0);
/** `?kind=&limit=&offset=` of the members' list (newest first). */
class FileListQueryDto {
    kind;
    limit;
    offset;
}
exports.FileListQueryDto = FileListQueryDto;
__decorate([
    KindProperty(false),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(file_types_1.FILE_KINDS, { message: `kind must be one of: ${file_types_1.FILE_KINDS.join(', ')}` }),
    __metadata("design:type", String)
], FileListQueryDto.prototype, "kind", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: 'integer', minimum: 1, maximum: exports.FILE_LIST_MAX_LIMIT, default: exports.FILE_LIST_DEFAULT_LIMIT }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(exports.FILE_LIST_MAX_LIMIT),
    __metadata("design:type", Number)
], FileListQueryDto.prototype, "limit", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: 'integer', minimum: 0, default: 0 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(0),
    (0, class_validator_1.Max)(1_000_000),
    __metadata("design:type", Number)
], FileListQueryDto.prototype, "offset", void 0);
class FileDownloadQueryDto {
    inline;
}
exports.FileDownloadQueryDto = FileDownloadQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['0', '1'], description: '1 = Content-Disposition: inline (play a lock chime in the browser); default attachment' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['0', '1']),
    __metadata("design:type", String)
], FileDownloadQueryDto.prototype, "inline", void 0);
class FileAdminDto extends FileDto {
    uploaded_by;
}
exports.FileAdminDto = FileAdminDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'uuid', nullable: true, description: 'The staff member who uploaded it (null once their account is gone)' }),
    __metadata("design:type", Object)
], FileAdminDto.prototype, "uploaded_by", void 0);
class FileAdminResponseDto {
    v;
}
exports.FileAdminResponseDto = FileAdminResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => FileAdminDto }),
    __metadata("design:type", FileAdminDto)
], FileAdminResponseDto.prototype, "v", void 0);
class FileAdminListResponseDto {
    v;
    total;
}
exports.FileAdminListResponseDto = FileAdminListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [FileAdminDto] }),
    __metadata("design:type", Array)
], FileAdminListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], FileAdminListResponseDto.prototype, "total", void 0);
exports.FILE_SORT_FIELDS = ['created_at', 'title', 'file_name', 'size_bytes'];
class FileAdminQueryDto extends (0, admin_list_dto_1.AdminListQueryDto)(exports.FILE_SORT_FIELDS) {
    kind;
}
exports.FileAdminQueryDto = FileAdminQueryDto;
__decorate([
    KindProperty(false),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(file_types_1.FILE_KINDS, { message: `kind must be one of: ${file_types_1.FILE_KINDS.join(', ')}` }),
    __metadata("design:type", String)
], FileAdminQueryDto.prototype, "kind", void 0);
/** The text fields of an upload (multipart/form-data, all before the `file` part). */
class UploadFileFieldsDto {
    kind;
    title;
    description;
}
exports.UploadFileFieldsDto = UploadFileFieldsDto;
__decorate([
    KindProperty(true),
    (0, class_validator_1.IsIn)(file_types_1.FILE_KINDS, { message: `kind must be one of: ${file_types_1.FILE_KINDS.join(', ')}` }),
    __metadata("design:type", String)
], UploadFileFieldsDto.prototype, "kind", void 0);
__decorate([
    (0, content_validation_1.TextField)(200),
    __metadata("design:type", String)
], UploadFileFieldsDto.prototype, "title", void 0);
__decorate([
    (0, content_validation_1.TextField)(2000, { optional: true }),
    __metadata("design:type", String)
], UploadFileFieldsDto.prototype, "description", void 0);
/** The documented multipart body of an upload. */
class UploadFileDto extends UploadFileFieldsDto {
    file;
}
exports.UploadFileDto = UploadFileDto;
__decorate([
    (0, swagger_1.ApiProperty)({
        type: 'string',
        format: 'binary',
        description: 'The last part. lock_chime: WAV or MP3, at most 1 MB; light_show: .fseq, WAV/MP3 audio or a .zip bundle, at most 50 MB. The type is detected from the content.',
    }),
    __metadata("design:type", Object)
], UploadFileDto.prototype, "file", void 0);
class UpdateFileAdminDto {
    title;
    description;
}
exports.UpdateFileAdminDto = UpdateFileAdminDto;
__decorate([
    (0, content_validation_1.TextField)(200, { optional: true }),
    (0, class_validator_1.Matches)(/\S/, { message: 'title must not be empty' }),
    __metadata("design:type", String)
], UpdateFileAdminDto.prototype, "title", void 0);
__decorate([
    (0, content_validation_1.TextField)(2000, { nullable: true }),
    __metadata("design:type", Object)
], UpdateFileAdminDto.prototype, "description", void 0);
//# sourceMappingURL=file.dto.js.map