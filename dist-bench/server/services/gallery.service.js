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
exports.GalleryService = exports.PHOTO_URL_PREFIX = exports.PHOTO_FOLDER = void 0;
exports.photoStorageKey = photoStorageKey;
exports.mapGalleryPhoto = mapGalleryPhoto;
exports.mapAlbumSummary = mapAlbumSummary;
// The public gallery: published albums (published_at set and come) with their cover and photo
// count, an album with its photos, and the files of uploaded photos.
const common_1 = require("@nestjs/common");
const image_info_1 = require("../domain/image-info");
const slug_1 = require("../domain/slug");
const page_dto_1 = require("../dtos/page.dto");
const gallery_repository_1 = require("../repositories/gallery.repository");
const storage_service_1 = require("../storage/storage.service");
const content_shared_1 = require("./content-shared");
/** Uploaded photos are stored under this storage folder and served at PHOTO_URL_PREFIX + file name. */
exports.PHOTO_FOLDER = 'photos';
exports.PHOTO_URL_PREFIX = '/api/photos/';
/** The only file names /api/photos serves: a generated UUID with an image extension. */
const PHOTO_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;
/** The storage key of a photo's src when the photo is an upload of ours, else null. */
function photoStorageKey(src) {
    if (!src.startsWith(exports.PHOTO_URL_PREFIX))
        return null;
    const name = src.slice(exports.PHOTO_URL_PREFIX.length);
    return PHOTO_FILE_NAME.test(name) ? `${exports.PHOTO_FOLDER}/${name}` : null;
}
function mapGalleryPhoto(row) {
    return { id: row.id, src: row.src, alt: row.alt, width: row.width, height: row.height, locale_code: row.localeCode, created_at: (0, content_shared_1.iso)(row.createdAt) };
}
function mapAlbumSummary(row) {
    const cover = row.coverPhoto ?? row.photos[0] ?? null;
    return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        cover: cover ? mapGalleryPhoto(cover) : null,
        photo_count: row._count.photos,
        event_id: row.eventId,
        published_at: (0, content_shared_1.isoOrNull)(row.publishedAt),
        created_at: (0, content_shared_1.iso)(row.createdAt),
        updated_at: (0, content_shared_1.iso)(row.updatedAt),
    };
}
function mapAlbumDetail(row) {
    return { ...mapAlbumSummary(row), photos: row.photos.map(mapGalleryPhoto) };
}
let GalleryService = class GalleryService {
    gallery;
    storage;
    constructor(gallery, storage) {
        this.gallery = gallery;
        this.storage = storage;
    }
    async listAlbums(query) {
        const { rows, total } = await this.gallery.listPublishedAlbums(new Date(), (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapAlbumSummary), total };
    }
    async getAlbum(slug) {
        const row = (0, slug_1.isSlug)(slug) ? await this.gallery.findPublishedAlbumBySlug(slug, new Date()) : null;
        if (!row)
            throw (0, content_shared_1.notFound)('errors.album_not_found', 'Album');
        return { v: mapAlbumDetail(row) };
    }
    /** The bytes of an uploaded photo. Names other than generated ones (e.g. `../x`) are 404 without touching storage. */
    async getPhotoFile(name) {
        const match = PHOTO_FILE_NAME.exec(name);
        const file = match ? await this.storage.open(`${exports.PHOTO_FOLDER}/${name}`) : null;
        if (!match || !file)
            throw (0, content_shared_1.notFound)('errors.photo_not_found', 'Photo');
        return new common_1.StreamableFile(file.stream, { type: image_info_1.IMAGE_MIME_BY_EXTENSION[match[1]], length: file.sizeBytes });
    }
};
exports.GalleryService = GalleryService;
exports.GalleryService = GalleryService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [gallery_repository_1.GalleryRepository,
        storage_service_1.StorageService])
], GalleryService);
//# sourceMappingURL=gallery.service.js.map