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
var GalleryAdminService_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.GalleryAdminService = exports.PHOTO_MAX_BYTES = void 0;
// Staff management of the gallery (content: full): albums, and photos uploaded into an album or on
// their own (pictures of articles and events). An upload is checked completely (fields, size,
// real image type by its bytes) before anything is stored, and a failed insert removes the file.
const common_1 = require("@nestjs/common");
const node_stream_1 = require("node:stream");
const api_error_1 = require("../common/api-error");
const multipart_1 = require("../common/multipart");
const image_info_1 = require("../domain/image-info");
const gallery_dto_1 = require("../dtos/gallery.dto");
const page_dto_1 = require("../dtos/page.dto");
const gallery_repository_1 = require("../repositories/gallery.repository");
const storage_service_1 = require("../storage/storage.service");
const content_shared_1 = require("./content-shared");
const gallery_service_1 = require("./gallery.service");
/** Largest photo upload: 10 MB. */
exports.PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const albumNotFound = () => (0, content_shared_1.notFound)('errors.album_not_found', 'Album');
const photoNotFound = () => (0, content_shared_1.notFound)('errors.photo_not_found', 'Photo');
function mapAlbumAdmin(row) {
    return { ...(0, gallery_service_1.mapAlbumSummary)(row), cover_photo_id: row.coverPhotoId, sort_order: row.sortOrder };
}
function mapPhotoAdmin(row) {
    return { ...(0, gallery_service_1.mapGalleryPhoto)(row), album_id: row.albumId, sort_order: row.sortOrder };
}
let GalleryAdminService = GalleryAdminService_1 = class GalleryAdminService {
    gallery;
    storage;
    logger = new common_1.Logger(GalleryAdminService_1.name);
    constructor(gallery, storage) {
        this.gallery = gallery;
        this.storage = storage;
    }
    // ── albums ──
    async listAlbumsAdmin(query) {
        const { rows, total } = await this.gallery.listAlbumsForAdmin((0, content_shared_1.listSort)(query, 'created_at', 'desc'), (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapAlbumAdmin), total };
    }
    async getAlbumAdmin(id) {
        const row = await this.gallery.findAlbumById(id);
        if (!row)
            throw albumNotFound();
        return { v: mapAlbumAdmin(row) };
    }
    async createAlbumAdmin(dto) {
        if (dto.cover_photo_id)
            throw new api_error_1.ApiError(400, 'errors.cover_not_in_album', 'A new album has no photos yet: set the cover after uploading');
        const data = await this.checkedAlbumWrite(null, dto);
        const slug = await (0, content_shared_1.chooseSlug)(dto.slug, dto.title, (s) => this.gallery.albumSlugTaken(s));
        const row = await (0, content_shared_1.writeWithSlug)(slug, () => this.gallery.createAlbum({ ...data, title: dto.title, slug }));
        return { v: mapAlbumAdmin(row) };
    }
    async updateAlbumAdmin(id, dto) {
        if (!(await this.gallery.findAlbumById(id)))
            throw albumNotFound();
        const data = await this.checkedAlbumWrite(id, dto);
        if (dto.slug !== undefined && (await this.gallery.albumSlugTaken(dto.slug, id)))
            throw (0, content_shared_1.slugTaken)(dto.slug);
        const row = await (0, content_shared_1.writeWithSlug)(dto.slug ?? '', () => this.gallery.updateAlbum(id, { ...data, title: dto.title, slug: dto.slug }));
        return { v: mapAlbumAdmin(row) };
    }
    /** Deletes the album with its photos and their files. */
    async deleteAlbumAdmin(id) {
        const srcs = await this.gallery.deleteAlbumWithPhotos(id);
        if (!srcs)
            throw albumNotFound();
        await Promise.all(srcs.map((src) => this.removeFile(src)));
    }
    async checkedAlbumWrite(albumId, dto) {
        if (dto.cover_photo_id) {
            const cover = await this.gallery.findPhotoById(dto.cover_photo_id);
            if (!cover || cover.albumId !== albumId)
                throw new api_error_1.ApiError(400, 'errors.cover_not_in_album', 'The cover must be a photo of this album');
        }
        if (dto.event_id && !(await this.gallery.eventExists(dto.event_id)))
            throw new api_error_1.ApiError(400, 'errors.event_not_found', 'No event has this id');
        return {
            description: dto.description,
            coverPhotoId: dto.cover_photo_id,
            eventId: dto.event_id,
            publishedAt: (0, content_shared_1.toDate)(dto.published_at),
            sortOrder: dto.sort_order,
        };
    }
    // ── photos ──
    async listPhotosAdmin(query) {
        const order = { ...(0, content_shared_1.listSort)(query, 'sort_order', 'asc'), albumId: query.album_id };
        const { rows, total } = await this.gallery.listPhotosForAdmin(order, (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapPhotoAdmin), total };
    }
    async getPhotoAdmin(id) {
        const row = await this.gallery.findPhotoById(id);
        if (!row)
            throw photoNotFound();
        return { v: mapPhotoAdmin(row) };
    }
    /** Stores an uploaded photo (into the album, or on its own when albumId is null). */
    async uploadPhotoAdmin(albumId, upload) {
        if (albumId && !(await this.gallery.findAlbumById(albumId)))
            throw albumNotFound();
        const fields = await (0, multipart_1.validateFields)(gallery_dto_1.UploadPhotoFieldsDto, upload.fields);
        if (!upload.file || upload.file.buffer.length === 0)
            throw new api_error_1.ApiError(400, 'errors.file_required', 'Attach the photo as the `file` part');
        const image = (0, image_info_1.imageInfo)(upload.file.buffer);
        if (!image)
            throw new api_error_1.ApiError(415, 'errors.unsupported_file_type', 'The file is not a JPEG, PNG or WebP image');
        const stored = await this.storage.put(gallery_service_1.PHOTO_FOLDER, node_stream_1.Readable.from([upload.file.buffer]), { maxBytes: exports.PHOTO_MAX_BYTES, extension: image.extension });
        try {
            const row = await this.gallery.createPhoto({
                src: gallery_service_1.PHOTO_URL_PREFIX + stored.key.slice(gallery_service_1.PHOTO_FOLDER.length + 1),
                alt: fields.alt,
                albumId,
                width: image.width,
                height: image.height,
                sortOrder: fields.sort_order ?? (await this.gallery.nextPhotoSortOrder(albumId)),
            });
            return { v: mapPhotoAdmin(row) };
        }
        catch (e) {
            await this.storage.remove(stored.key);
            throw e;
        }
    }
    async updatePhotoAdmin(id, dto) {
        if (!(await this.gallery.findPhotoById(id)))
            throw photoNotFound();
        if (dto.album_id && !(await this.gallery.findAlbumById(dto.album_id)))
            throw new api_error_1.ApiError(400, 'errors.album_not_found', 'No album has this id');
        const row = await this.gallery.updatePhoto(id, { alt: dto.alt, sortOrder: dto.sort_order, albumId: dto.album_id });
        return { v: mapPhotoAdmin(row) };
    }
    /** Deletes the photo and its file; articles, events and albums showing it lose their picture. */
    async deletePhotoAdmin(id) {
        const row = await this.gallery.deletePhoto(id);
        if (!row)
            throw photoNotFound();
        await this.removeFile(row.src);
    }
    /** Removes an uploaded photo's file; the row is already gone, so a failure only leaves an orphan file (logged). */
    async removeFile(src) {
        const key = (0, gallery_service_1.photoStorageKey)(src);
        if (key)
            await this.storage.remove(key).catch((err) => this.logger.warn(`could not remove ${key}: ${String(err)}`));
    }
};
exports.GalleryAdminService = GalleryAdminService;
exports.GalleryAdminService = GalleryAdminService = GalleryAdminService_1 = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [gallery_repository_1.GalleryRepository,
        storage_service_1.StorageService])
], GalleryAdminService);
//# sourceMappingURL=gallery-admin.service.js.map