// Staff management of the gallery (content: full): albums, and photos uploaded into an album or on
// their own (pictures of articles and events). An upload is checked completely (fields, size,
// real image type by its bytes) before anything is stored, and a failed insert removes the file.
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.module';
import { ApiError, notFound } from '../../common/api-error';
import { Upload, validateFields } from '../../common/multipart';
import { PHOTO_SPEC } from '../../media/image-pipeline';
import { asVariants, imageSources } from '../../media/image-variants';
import { MediaService } from '../../media/media.service';
import type {
  AlbumAdminListResponseDto,
  AlbumAdminQueryDto,
  AlbumAdminResponseDto,
  CreateAlbumDto,
  PhotoAdminListResponseDto,
  PhotoAdminQueryDto,
  PhotoAdminResponseDto,
  UpdateAlbumDto,
  UpdatePhotoDto,
} from './gallery.dto';
import { mapPhotoAdmin, mapAlbumAdmin, UploadPhotoFieldsDto } from './gallery.dto';
import { pageWindow } from '../../common/page.dto';
import { AlbumWrite, GalleryRepository, type PhotoRow } from './gallery.repository';
import { StorageService } from '../../storage/storage.service';
import { chooseSlug, slugTaken, toDate, writeWithSlug } from '../../common/slug-choice';
import { listSort } from '../../common/admin-list.dto';
import { photoStorageKey } from './gallery.service';
import { COMMON_ERRORS } from '../../common/common-errors';
import { GALLERY_ERRORS } from './gallery-errors';
import { EVENTS_ERRORS } from '../events/events.types';

/** Largest photo upload: 25 MB (a 48-megapixel phone photo is about 15 MB). */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;

const albumNotFound = () => notFound(GALLERY_ERRORS.album_not_found, 'Album');
const photoNotFound = () => notFound(GALLERY_ERRORS.photo_not_found, 'Photo');

@Injectable()
export class GalleryAdminService {
  @Inject(LOGGER) private readonly logger!: Logger;

  constructor(
    private readonly gallery: GalleryRepository,
    private readonly storage: StorageService,
    private readonly media: MediaService,
  ) {}

  // ── albums ──

  async listAlbumsAdmin(query: AlbumAdminQueryDto): Promise<AlbumAdminListResponseDto> {
    const { rows, total } = await this.gallery.listAlbumsForAdmin(
      listSort(query, 'created_at', 'desc'),
      pageWindow(query),
    );
    return { v: rows.map(mapAlbumAdmin), total };
  }

  async getAlbumAdmin(id: string): Promise<AlbumAdminResponseDto> {
    const row = await this.gallery.findAlbumById(id);
    if (!row) throw albumNotFound();
    return { v: mapAlbumAdmin(row) };
  }

  async createAlbumAdmin(dto: CreateAlbumDto): Promise<AlbumAdminResponseDto> {
    if (dto.cover_photo_id)
      throw new ApiError(
        400,
        GALLERY_ERRORS.cover_not_in_album,
        'A new album has no photos yet: set the cover after uploading',
      );
    const data = await this.checkedAlbumWrite(null, dto);
    const slug = await chooseSlug(dto.slug, dto.title, (s) => this.gallery.albumSlugTaken(s));
    const row = await writeWithSlug(slug, () => this.gallery.createAlbum({ ...data, title: dto.title, slug }));
    return { v: mapAlbumAdmin(row) };
  }

  async updateAlbumAdmin(id: string, dto: UpdateAlbumDto): Promise<AlbumAdminResponseDto> {
    if (!(await this.gallery.findAlbumById(id))) throw albumNotFound();
    const data = await this.checkedAlbumWrite(id, dto);
    if (dto.slug !== undefined && (await this.gallery.albumSlugTaken(dto.slug, id))) throw slugTaken(dto.slug);
    const row = await writeWithSlug(dto.slug ?? '', () =>
      this.gallery.updateAlbum(id, { ...data, title: dto.title, slug: dto.slug }),
    );
    return { v: mapAlbumAdmin(row) };
  }

  /** Deletes the album with its photos and their files. */
  async deleteAlbumAdmin(id: string): Promise<void> {
    const photos = await this.gallery.deleteAlbumWithPhotos(id);
    if (!photos) throw albumNotFound();
    for (const photo of photos) await this.removeFiles(photo);
  }

  private async checkedAlbumWrite(albumId: string | null, dto: UpdateAlbumDto): Promise<AlbumWrite> {
    if (dto.cover_photo_id) {
      const cover = await this.gallery.findPhotoById(dto.cover_photo_id);
      if (!cover || cover.albumId !== albumId)
        throw new ApiError(400, GALLERY_ERRORS.cover_not_in_album, 'The cover must be a photo of this album');
    }
    if (dto.event_id && !(await this.gallery.eventExists(dto.event_id)))
      throw new ApiError(400, EVENTS_ERRORS.event_not_found, 'No event has this id');
    return {
      description: dto.description,
      coverPhotoId: dto.cover_photo_id,
      eventId: dto.event_id,
      publishedAt: toDate(dto.published_at),
      sortOrder: dto.sort_order,
    };
  }

  // ── photos ──

  async listPhotosAdmin(query: PhotoAdminQueryDto): Promise<PhotoAdminListResponseDto> {
    const order = { ...listSort(query, 'sort_order', 'asc'), albumId: query.album_id };
    const { rows, total } = await this.gallery.listPhotosForAdmin(order, pageWindow(query));
    return { v: rows.map(mapPhotoAdmin), total };
  }

  async getPhotoAdmin(id: string): Promise<PhotoAdminResponseDto> {
    const row = await this.gallery.findPhotoById(id);
    if (!row) throw photoNotFound();
    return { v: mapPhotoAdmin(row) };
  }

  /**
   * Stores an uploaded photo (into the album, or on its own when albumId is null): processed into
   * upright variants without metadata (media/image-pipeline.ts) before the row is written; a failed
   * insert removes them.
   */
  async uploadPhotoAdmin(albumId: string | null, upload: Upload): Promise<PhotoAdminResponseDto> {
    if (albumId && !(await this.gallery.findAlbumById(albumId))) throw albumNotFound();
    const fields = await validateFields(UploadPhotoFieldsDto, upload.fields);
    if (!upload.file || upload.file.buffer.length === 0)
      throw new ApiError(400, COMMON_ERRORS.file_required, 'Attach the photo as the `file` part');
    const image = await this.media.store(upload.file.buffer, PHOTO_SPEC);
    try {
      const row = await this.gallery.createPhoto({
        src: imageSources(image.variants, '/api/media').src,
        alt: fields.alt,
        albumId,
        width: image.width,
        height: image.height,
        variants: image.variants,
        placeholder: image.placeholder,
        sortOrder: fields.sort_order ?? (await this.gallery.nextPhotoSortOrder(albumId)),
      });
      await this.media.commit(image.variants);
      return { v: mapPhotoAdmin(row) };
    } catch (e) {
      await this.media.discard(image.variants);
      throw e;
    }
  }

  async updatePhotoAdmin(id: string, dto: UpdatePhotoDto): Promise<PhotoAdminResponseDto> {
    if (!(await this.gallery.findPhotoById(id))) throw photoNotFound();
    if (dto.album_id && !(await this.gallery.findAlbumById(dto.album_id)))
      throw new ApiError(400, GALLERY_ERRORS.album_not_found, 'No album has this id');
    const row = await this.gallery.updatePhoto(id, { alt: dto.alt, sortOrder: dto.sort_order, albumId: dto.album_id });
    return { v: mapPhotoAdmin(row) };
  }

  /** Deletes the photo and its file; articles, events and albums showing it lose their picture. */
  async deletePhotoAdmin(id: string): Promise<void> {
    const row = await this.gallery.deletePhoto(id);
    if (!row) throw photoNotFound();
    await this.removeFiles(row);
  }

  /**
   * Removes a deleted photo's stored files (its variants, or its original from before processing); a failure only
   * leaves orphans for the sweep (logged).
   */
  private async removeFiles(photo: Pick<PhotoRow, 'src' | 'variants'>): Promise<void> {
    await this.media.discard(asVariants(photo.variants));
    const key = photoStorageKey(photo.src);
    if (key)
      await this.storage
        .remove(key)
        .catch((err: unknown) => this.logger.warn(`could not remove ${key}: ${String(err)}`));
  }
}
