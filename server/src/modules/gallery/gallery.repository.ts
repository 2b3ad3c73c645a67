// Gallery albums (table gallery_albums) and photos (table photos). Photos also serve as the
// pictures of articles and events, so photo lookups live here for every content service.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { TransactionRepository } from '../../database/transaction.repository';
import type { GalleryAlbum, Photo, Prisma } from '../../generated/prisma/client';
import type { SortOrder } from '../../common/admin-list.dto';
import type { AlbumSortField, PhotoSortField } from './gallery.dto';
import { containsText } from '../../database/like';
import type { ImageVariants } from '../../media/image-variants';
import { publishedWhere } from '../../domain/published';
import { sortColumn } from '../../database/sort-column';
import { readTogether } from '../../database/read-together';

const photoOrder: Prisma.PhotoOrderByWithRelationInput[] = [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }];

const albumCard = {
  coverPhoto: true,
  photos: { orderBy: photoOrder, take: 1 },
  _count: { select: { photos: true } },
} satisfies Prisma.GalleryAlbumInclude;

const albumWithPhotos = { ...albumCard, photos: { orderBy: photoOrder } } satisfies Prisma.GalleryAlbumInclude;

/** An album with its cover, its first photo (or all photos) and its photo count. */
export type AlbumRow = Prisma.GalleryAlbumGetPayload<{ include: typeof albumCard }>;
export type AlbumWithPhotosRow = Prisma.GalleryAlbumGetPayload<{ include: typeof albumWithPhotos }>;
export type PhotoRow = Photo;

export type AlbumWrite = Partial<
  Pick<GalleryAlbum, 'title' | 'slug' | 'description' | 'coverPhotoId' | 'eventId' | 'publishedAt' | 'sortOrder'>
>;
export type PhotoWrite = Partial<Pick<Photo, 'alt' | 'sortOrder' | 'albumId'>>;
export type Window = { skip: number; take: number };

@Injectable()
export class GalleryRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tx: TransactionRepository,
  ) {}

  // ── albums ──

  /** Published albums in the staff's order, then newest first. */
  async listPublishedAlbums(now: Date, window: Window): Promise<{ rows: AlbumRow[]; total: number }> {
    const where = publishedWhere(now);
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.galleryAlbum.findMany({
        where,
        include: albumCard,
        orderBy: [{ sortOrder: 'asc' }, { publishedAt: 'desc' }, { id: 'asc' }],
        ...window,
      }),
      this.prisma.galleryAlbum.count({ where }),
    ]);
    return { rows, total };
  }

  findPublishedAlbumBySlug(slug: string, now: Date): Promise<AlbumWithPhotosRow | null> {
    return this.prisma.galleryAlbum.findFirst({ where: { slug, ...publishedWhere(now) }, include: albumWithPhotos });
  }

  async listAlbumsForAdmin(
    query: { sort: AlbumSortField; order: SortOrder; q?: string },
    window: Window,
  ): Promise<{ rows: AlbumRow[]; total: number }> {
    const where: Prisma.GalleryAlbumWhereInput = query.q
      ? { OR: [{ title: containsText(query.q) }, { slug: containsText(query.q) }] }
      : {};
    const direction =
      query.sort === 'published_at'
        ? { sort: query.order, nulls: query.order === 'asc' ? 'first' : 'last' }
        : query.order;
    const orderBy = [
      { [sortColumn<GalleryAlbum>(query.sort)]: direction } as Prisma.GalleryAlbumOrderByWithRelationInput,
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.galleryAlbum.findMany({ where, include: albumCard, orderBy, ...window }),
      this.prisma.galleryAlbum.count({ where }),
    ]);
    return { rows, total };
  }

  findAlbumById(id: string): Promise<AlbumRow | null> {
    return this.prisma.galleryAlbum.findUnique({ where: { id }, include: albumCard });
  }

  async albumSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const row = await this.prisma.galleryAlbum.findUnique({ where: { slug }, select: { id: true } });
    return row !== null && row.id !== exceptId;
  }

  createAlbum(data: AlbumWrite & Pick<GalleryAlbum, 'title' | 'slug'>): Promise<AlbumRow> {
    return this.prisma.galleryAlbum.create({ data, include: albumCard });
  }

  updateAlbum(id: string, data: AlbumWrite): Promise<AlbumRow> {
    return this.prisma.galleryAlbum.update({ where: { id }, data, include: albumCard });
  }

  /** Deletes the album and its photos in one transaction; the deleted photos' src (null = no album). */
  deleteAlbumWithPhotos(id: string): Promise<Pick<Photo, 'src' | 'variants'>[] | null> {
    return this.tx.run(async (tx) => {
      const album = await tx.galleryAlbum.findUnique({
        where: { id },
        select: { photos: { select: { src: true, variants: true } } },
      });
      if (!album) return null;
      await tx.galleryAlbum.update({ where: { id }, data: { coverPhotoId: null } });
      await tx.photo.deleteMany({ where: { albumId: id } });
      await tx.galleryAlbum.delete({ where: { id } });
      return album.photos;
    });
  }

  eventExists(id: string): Promise<boolean> {
    return this.prisma.event.count({ where: { id } }).then((n) => n > 0);
  }

  // ── photos ──

  photoExists(id: string): Promise<boolean> {
    return this.prisma.photo.count({ where: { id } }).then((n) => n > 0);
  }

  findPhotoById(id: string): Promise<PhotoRow | null> {
    return this.prisma.photo.findUnique({ where: { id } });
  }

  async listPhotosForAdmin(
    query: { sort: PhotoSortField; order: SortOrder; q?: string; albumId?: string },
    window: Window,
  ): Promise<{ rows: PhotoRow[]; total: number }> {
    const where: Prisma.PhotoWhereInput = {
      ...(query.albumId ? { albumId: query.albumId } : {}),
      ...(query.q ? { alt: containsText(query.q) } : {}),
    };
    const orderBy = [
      { [sortColumn<Photo>(query.sort)]: query.order } as Prisma.PhotoOrderByWithRelationInput,
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.photo.findMany({ where, orderBy, ...window }),
      this.prisma.photo.count({ where }),
    ]);
    return { rows, total };
  }

  /** The position after the last photo of the album (or of the photos without one). */
  async nextPhotoSortOrder(albumId: string | null): Promise<number> {
    const { _max } = await this.prisma.photo.aggregate({ where: { albumId }, _max: { sortOrder: true } });
    return _max.sortOrder === null ? 0 : _max.sortOrder + 1;
  }

  createPhoto(
    data: Pick<Photo, 'src' | 'alt' | 'albumId' | 'width' | 'height' | 'sortOrder' | 'placeholder'> & {
      variants: ImageVariants;
    },
  ): Promise<PhotoRow> {
    return this.prisma.photo.create({ data: { ...data, variants: data.variants as unknown as Prisma.InputJsonValue } });
  }

  /** Updates a photo; moved to another album, it stops being its old album's cover (one transaction). */
  updatePhoto(id: string, data: PhotoWrite): Promise<PhotoRow> {
    return this.tx.run(async (tx) => {
      if (data.albumId !== undefined) {
        await tx.galleryAlbum.updateMany({
          where: { coverPhotoId: id, ...(data.albumId ? { id: { not: data.albumId } } : {}) },
          data: { coverPhotoId: null },
        });
      }
      return tx.photo.update({ where: { id }, data });
    });
  }

  /** Deletes the photo (articles, events and album covers using it lose their picture); null when there was none. */
  deletePhoto(id: string): Promise<PhotoRow | null> {
    return this.tx.run(async (tx) => {
      const row = await tx.photo.findUnique({ where: { id } });
      if (row) await tx.photo.delete({ where: { id } });
      return row;
    });
  }
}
