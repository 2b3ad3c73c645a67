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
exports.GalleryController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const gallery_dto_1 = require("../dtos/gallery.dto");
const page_dto_1 = require("../dtos/page.dto");
const gallery_service_1 = require("../services/gallery.service");
let GalleryController = class GalleryController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Published albums with their cover and number of photos. */
    listAlbums(query) {
        return this.service.listAlbums(query);
    }
    /** A published album with its photos in order. */
    getAlbum(slug) {
        return this.service.getAlbum(slug);
    }
    /** The image file of an uploaded photo (the `src` of photos uploaded through the staff console). */
    getPhotoFile(name) {
        return this.service.getPhotoFile(name);
    }
};
exports.GalleryController = GalleryController;
__decorate([
    (0, common_1.Get)('gallery'),
    (0, swagger_1.ApiOkResponse)({ type: gallery_dto_1.AlbumListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [page_dto_1.PageQueryDto]),
    __metadata("design:returntype", Promise)
], GalleryController.prototype, "listAlbums", null);
__decorate([
    (0, common_1.Get)('gallery/:slug'),
    (0, swagger_1.ApiOkResponse)({ type: gallery_dto_1.AlbumResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.album_not_found' }),
    __param(0, (0, common_1.Param)('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], GalleryController.prototype, "getAlbum", null);
__decorate([
    (0, common_1.Get)('photos/:name'),
    (0, common_1.Header)('Cache-Control', 'public, max-age=3600'),
    (0, common_1.Header)('X-Content-Type-Options', 'nosniff'),
    (0, swagger_1.ApiProduces)('image/jpeg', 'image/png', 'image/webp'),
    (0, swagger_1.ApiOkResponse)({ schema: { type: 'string', format: 'binary' } }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.photo_not_found' }),
    __param(0, (0, common_1.Param)('name')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], GalleryController.prototype, "getPhotoFile", null);
exports.GalleryController = GalleryController = __decorate([
    (0, swagger_1.ApiTags)('gallery'),
    (0, decorators_1.Public)(),
    (0, common_1.Controller)('api'),
    __metadata("design:paramtypes", [gallery_service_1.GalleryService])
], GalleryController);
//# sourceMappingURL=gallery.controller.js.map