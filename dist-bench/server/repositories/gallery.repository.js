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
exports.GalleryRepository = void 0;
// Gallery albums (table gallery_albums) and photos (table photos). Photos also serve as the
// pictures of articles and events, so photo lookups live here for every content service.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const photoOrder = [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }];
const albumCard = {
    coverPhoto: true,
    photos: { orderBy: photoOrder, take: 1 },
    _count: { select: { photos: true } },
};
const albumWithPhotos = { ...albumCard, photos: { orderBy: photoOrder } };
const published = (now) => ({ publishedAt: { not: null, lte: now } });
const ALBUM_COLUMNS = {
    title: 'title',
    slug: 'slug',
    published_at: 'publishedAt',
    sort_order: 'sortOrder',
    created_at: 'createdAt',
    updated_at: 'updatedAt',
};
const PHOTO_COLUMNS = { sort_order: 'sortOrder', created_at: 'createdAt', alt: 'alt' };
let GalleryRepository = class GalleryRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    // ── albums ──
    /** Published albums in the staff's order, then newest first. */
    async listPublishedAlbums(now, window) {
        const where = published(now);
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.galleryAlbum.findMany({ where, include: albumCard, orderBy: [{ sortOrder: 'asc' }, { publishedAt: 'desc' }, { id: 'asc' }], ...window }),
            this.prisma.galleryAlbum.count({ where }),
        ]);
        return { rows, total };
    }
    findPublishedAlbumBySlug(slug, now) {
        return this.prisma.galleryAlbum.findFirst({ where: { slug, ...published(now) }, include: albumWithPhotos });
    }
    async listAlbumsForAdmin(query, window) {
        const where = query.q
            ? { OR: [{ title: { contains: query.q, mode: 'insensitive' } }, { slug: { contains: query.q, mode: 'insensitive' } }] }
            : {};
        const direction = query.sort === 'published_at' ? { sort: query.order, nulls: query.order === 'asc' ? 'first' : 'last' } : query.order;
        const orderBy = [{ [ALBUM_COLUMNS[query.sort]]: direction }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.galleryAlbum.findMany({ where, include: albumCard, orderBy, ...window }),
            this.prisma.galleryAlbum.count({ where }),
        ]);
        return { rows, total };
    }
    findAlbumById(id) {
        return this.prisma.galleryAlbum.findUnique({ where: { id }, include: albumCard });
    }
    async albumSlugTaken(slug, exceptId) {
        const row = await this.prisma.galleryAlbum.findUnique({ where: { slug }, select: { id: true } });
        return row !== null && row.id !== exceptId;
    }
    createAlbum(data) {
        return this.prisma.galleryAlbum.create({ data, include: albumCard });
    }
    updateAlbum(id, data) {
        return this.prisma.galleryAlbum.update({ where: { id }, data, include: albumCard });
    }
    /** Deletes the album and its photos in one transaction; the deleted photos' src (null = no album). */
    deleteAlbumWithPhotos(id) {
        return this.prisma.$transaction(async (tx) => {
            const album = await tx.galleryAlbum.findUnique({ where: { id }, select: { photos: { select: { src: true } } } });
            if (!album)
                return null;
            await tx.galleryAlbum.update({ where: { id }, data: { coverPhotoId: null } });
            await tx.photo.deleteMany({ where: { albumId: id } });
            await tx.galleryAlbum.delete({ where: { id } });
            return album.photos.map((p) => p.src);
        });
    }
    eventExists(id) {
        return this.prisma.event.count({ where: { id } }).then((n) => n > 0);
    }
    // ── photos ──
    photoExists(id) {
        return this.prisma.photo.count({ where: { id } }).then((n) => n > 0);
    }
    findPhotoById(id) {
        return this.prisma.photo.findUnique({ where: { id } });
    }
    async listPhotosForAdmin(query, window) {
        const where = {
            ...(query.albumId ? { albumId: query.albumId } : {}),
            ...(query.q ? { alt: { contains: query.q, mode: 'insensitive' } } : {}),
        };
        const orderBy = [{ [PHOTO_COLUMNS[query.sort]]: query.order }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.photo.findMany({ where, orderBy, ...window }),
            this.prisma.photo.count({ where }),
        ]);
        return { rows, total };
    }
    /** The position after the last photo of the album (or of the photos without one). */
    async nextPhotoSortOrder(albumId) {
        const { _max } = await this.prisma.photo.aggregate({ where: { albumId }, _max: { sortOrder: true } });
        return _max.sortOrder === null ? 0 : _max.sortOrder + 1;
    }
    createPhoto(data) {
        return this.prisma.photo.create({ data });
    }
    /** Updates a photo; moved to another album, it stops being its old album's cover (one transaction). */
    updatePhoto(id, data) {
        return this.prisma.$transaction(async (tx) => {
            if (data.albumId !== undefined) {
                await tx.galleryAlbum.updateMany({ where: { coverPhotoId: id, ...(data.albumId ? { id: { not: data.albumId } } : {}) }, data: { coverPhotoId: null } });
            }
            return tx.photo.update({ where: { id }, data });
        });
    }
    /** Deletes the photo (articles, events and album covers using it lose their picture); null when there was none. */
    deletePhoto(id) {
        return this.prisma.$transaction(async (tx) => {
            const row = await tx.photo.findUnique({ where: { id } });
            if (row)
                await tx.photo.delete({ where: { id } });
            return row;
        });
    }
};
exports.GalleryRepository = GalleryRepository;
exports.GalleryRepository = GalleryRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], GalleryRepository);
//# sourceMappingURL=gallery.repository.js.map