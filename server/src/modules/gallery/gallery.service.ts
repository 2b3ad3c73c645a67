// The public gallery: published albums (published_at set and come) with their cover and photo
// count, an album with its photos, and the files of uploaded photos.
import { Injectable } from '@nestjs/common';
import { immutableFile, type StoredReply } from '../../common/stored-reply';
import { IMAGE_MIME_BY_EXTENSION } from '../../domain/image-info';
import { isSlug } from '../../domain/slug';
import { mapAlbumSummary, mapAlbumDetail, type AlbumListResponseDto, type AlbumResponseDto } from './gallery.dto';
import { PageQueryDto, pageWindow } from '../../common/page.dto';
import { GalleryRepository } from './gallery.repository';
import { StorageService } from '../../storage/storage.service';
import { notFound } from '../../common/api-error';
import { GALLERY_ERRORS } from './gallery-errors';

/** Uploaded photos are stored under this storage folder and served at PHOTO_URL_PREFIX + file name. */
export const PHOTO_FOLDER = 'photos';
export const PHOTO_URL_PREFIX = '/api/photos/';
/** The only file names /api/photos serves: a generated UUID with an image extension. */
const PHOTO_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** The storage key of a photo's src when the photo is an upload of ours, else null. */
export function photoStorageKey(src: string): string | null {
  if (!src.startsWith(PHOTO_URL_PREFIX)) return null;
  const name = src.slice(PHOTO_URL_PREFIX.length);
  return PHOTO_FILE_NAME.test(name) ? `${PHOTO_FOLDER}/${name}` : null;
}

@Injectable()
export class GalleryService {
  constructor(
    private readonly gallery: GalleryRepository,
    private readonly storage: StorageService,
  ) {}

  /** Whether a photo exists (an article's or event's cover must be one of the gallery's photos). */
  photoExists(id: string): Promise<boolean> {
    return this.gallery.photoExists(id);
  }

  async listAlbums(query: PageQueryDto): Promise<AlbumListResponseDto> {
    const { rows, total } = await this.gallery.listPublishedAlbums(new Date(), pageWindow(query));
    return { v: rows.map(mapAlbumSummary), total };
  }

  async getAlbum(slug: string): Promise<AlbumResponseDto> {
    const row = isSlug(slug) ? await this.gallery.findPublishedAlbumBySlug(slug, new Date()) : null;
    if (!row) throw notFound(GALLERY_ERRORS.album_not_found, 'Album');
    return { v: mapAlbumDetail(row) };
  }

  /** The bytes of an uploaded photo. Names other than generated ones (e.g. `../x`) are 404 without touching storage. */
  async getPhotoFile(name: string): Promise<StoredReply> {
    const match = PHOTO_FILE_NAME.exec(name);
    const file = match ? await this.storage.open(`${PHOTO_FOLDER}/${name}`) : null;
    if (!match || !file) throw notFound(GALLERY_ERRORS.photo_not_found, 'Photo');
    return immutableFile(file, IMAGE_MIME_BY_EXTENSION[match[1]]);
  }
}
