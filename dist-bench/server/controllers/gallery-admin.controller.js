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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.GalleryAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const multipart_1 = require("../common/multipart");
const uuid_pipe_1 = require("../common/uuid.pipe");
const gallery_dto_1 = require("../dtos/gallery.dto");
const gallery_admin_service_1 = require("../services/gallery-admin.service");
/** Documents a photo upload: multipart with `file` and `alt`; 413 over 10 MB, 415 unless JPEG/PNG/WebP. */
const PhotoUpload = () => (0, common_1.applyDecorators)((0, swagger_1.ApiConsumes)('multipart/form-data'), (0, swagger_1.ApiBody)({ type: gallery_dto_1.UploadPhotoDto }), (0, swagger_1.ApiCreatedResponse)({ type: gallery_dto_1.PhotoAdminResponseDto }), (0, swagger_1.ApiBadRequestResponse)({ description: 'errors.validation (alt missing or too long), errors.file_required' }), (0, swagger_1.ApiPayloadTooLargeResponse)({ description: 'errors.file_too_large' }), (0, swagger_1.ApiUnsupportedMediaTypeResponse)({ description: 'errors.unsupported_file_type' }));
let GalleryAdminController = class GalleryAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    listAlbumsAdmin(query) {
        return this.service.listAlbumsAdmin(query);
    }
    getAlbumAdmin(id) {
        return this.service.getAlbumAdmin(id);
    }
    createAlbumAdmin(body) {
        return this.service.createAlbumAdmin(body);
    }
    updateAlbumAdmin(id, body) {
        return this.service.updateAlbumAdmin(id, body);
    }
    /** Deletes the album together with its photos. */
    deleteAlbumAdmin(id) {
        return this.service.deleteAlbumAdmin(id);
    }
    /** Uploads a photo into the album (multipart: `file` JPEG/PNG/WebP ≤ 10 MB, `alt` required). */
    async uploadAlbumPhotoAdmin(id, request) {
        return this.service.uploadPhotoAdmin(id, await (0, multipart_1.readUpload)(request, { maxBytes: gallery_admin_service_1.PHOTO_MAX_BYTES }));
    }
    /** Photos of every album and those without one (pictures of articles and events). */
    listPhotosAdmin(query) {
        return this.service.listPhotosAdmin(query);
    }
    /** Uploads a photo outside any album, e.g. the picture of an article or an event. */
    async uploadPhotoAdmin(request) {
        return this.service.uploadPhotoAdmin(null, await (0, multipart_1.readUpload)(request, { maxBytes: gallery_admin_service_1.PHOTO_MAX_BYTES }));
    }
    getPhotoAdmin(id) {
        return this.service.getPhotoAdmin(id);
    }
    updatePhotoAdmin(id, body) {
        return this.service.updatePhotoAdmin(id, body);
    }
    /** Deletes the photo and its file. */
    deletePhotoAdmin(id) {
        return this.service.deletePhotoAdmin(id);
    }
};
exports.GalleryAdminController = GalleryAdminController;
__decorate([
    (0, common_1.Get)('gallery'),
    (0, swagger_1.ApiOkResponse)({ type: gallery_dto_1.AlbumAdminListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [gallery_dto_1.AlbumAdminQueryDto]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "listAlbumsAdmin", null);
__decorate([
    (0, common_1.Get)('gallery/:id'),
    (0, swagger_1.ApiOkResponse)({ type: gallery_dto_1.AlbumAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.album_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "getAlbumAdmin", null);
__decorate([
    (0, common_1.Post)('gallery'),
    (0, swagger_1.ApiCreatedResponse)({ type: gallery_dto_1.AlbumAdminResponseDto }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.slug_taken' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [gallery_dto_1.CreateAlbumDto]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "createAlbumAdmin", null);
__decorate([
    (0, common_1.Patch)('gallery/:id'),
    (0, swagger_1.ApiOkResponse)({ type: gallery_dto_1.AlbumAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.album_not_found' }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.slug_taken' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, gallery_dto_1.UpdateAlbumDto]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "updateAlbumAdmin", null);
__decorate([
    (0, common_1.Delete)('gallery/:id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.album_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "deleteAlbumAdmin", null);
__decorate([
    (0, common_1.Post)('gallery/:id/photos'),
    PhotoUpload(),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.album_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "uploadAlbumPhotoAdmin", null);
__decorate([
    (0, common_1.Get)('photos'),
    (0, swagger_1.ApiOkResponse)({ type: gallery_dto_1.PhotoAdminListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [gallery_dto_1.PhotoAdminQueryDto]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "listPhotosAdmin", null);
__decorate([
    (0, common_1.Post)('photos'),
    PhotoUpload(),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "uploadPhotoAdmin", null);
__decorate([
    (0, common_1.Get)('photos/:id'),
    (0, swagger_1.ApiOkResponse)({ type: gallery_dto_1.PhotoAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.photo_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "getPhotoAdmin", null);
__decorate([
    (0, common_1.Patch)('photos/:id'),
    (0, swagger_1.ApiOkResponse)({ type: gallery_dto_1.PhotoAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.photo_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, gallery_dto_1.UpdatePhotoDto]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "updatePhotoAdmin", null);
__decorate([
    (0, common_1.Delete)('photos/:id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.photo_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], GalleryAdminController.prototype, "deletePhotoAdmin", null);
exports.GalleryAdminController = GalleryAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: gallery'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin'),
    __metadata("design:paramtypes", [gallery_admin_service_1.GalleryAdminService])
], GalleryAdminController);
//# sourceMappingURL=gallery-admin.controller.js.map