// DTOs of the gallery: public albums (/api/gallery) and staff management of albums and photos
// (/api/admin/gallery, /api/admin/photos). Processed photos are served at /api/media/{name}, photos
// uploaded before processing existed at /api/photos/{name}.
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { mapPhotoRef, PhotoRefDto } from '../../media/image.dto';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { DateTimeField, SortOrderField, TextField, TitledCreateDto, UuidField } from '../../common/content-validation';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { iso, isoOrNull } from '../../common/iso-time';
import type { PhotoRow, AlbumRow, AlbumWithPhotosRow } from './gallery.repository';
import { ContentHeadDto, documentContentHead } from '../../common/content-head.dto';
import { documentTimestamps } from '../../common/timestamps.dto';

export class GalleryPhotoDto extends PhotoRefDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'sk' })
  locale_code: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class AlbumSummaryDto extends ContentHeadDto {
  @ApiProperty({
    type: () => GalleryPhotoDto,
    nullable: true,
    description: 'The chosen cover photo, else the first photo; null for an empty album',
  })
  cover: GalleryPhotoDto | null;

  @ApiProperty({ type: 'integer' })
  photo_count: number;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The event the album is from' })
  event_id: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  published_at: string | null;

  created_at: string;
  updated_at: string;
}
documentTimestamps(AlbumSummaryDto);
documentContentHead(AlbumSummaryDto, { slugExample: 'jarny-zraz-2026' });

export class AlbumDetailDto extends AlbumSummaryDto {
  @ApiProperty({ type: () => [GalleryPhotoDto], description: "In the album's order" })
  photos: GalleryPhotoDto[];
}

export class AlbumListResponseDto extends ListResponseDto(AlbumSummaryDto) {}

export class AlbumResponseDto extends ResponseDto(AlbumDetailDto) {}

// ── staff: albums ──────────────────────────────────────────────────────────────────────────────

export class AlbumAdminDto extends AlbumSummaryDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  cover_photo_id: string | null;

  @ApiProperty({ type: 'integer' })
  sort_order: number;
}

export class AlbumAdminListResponseDto extends ListResponseDto(AlbumAdminDto) {}

export class AlbumAdminResponseDto extends ResponseDto(AlbumAdminDto) {}

export const ALBUM_SORT_FIELDS = ['title', 'slug', 'published_at', 'sort_order', 'created_at', 'updated_at'] as const;
export type AlbumSortField = (typeof ALBUM_SORT_FIELDS)[number];

export class AlbumAdminQueryDto extends AdminListQueryDto(ALBUM_SORT_FIELDS) {}

export class CreateAlbumDto extends TitledCreateDto {
  @TextField(2000, { nullable: true })
  description?: string | null;

  @UuidField({ nullable: true, description: 'A photo of the album shown as its cover; null = the first photo' })
  cover_photo_id?: string | null;

  @UuidField({ nullable: true })
  event_id?: string | null;

  @DateTimeField({ nullable: true, description: 'null = not shown publicly' })
  published_at?: string | null;

  @SortOrderField({ optional: true })
  sort_order?: number;
}

export class UpdateAlbumDto extends PartialType(CreateAlbumDto, { skipNullProperties: false }) {}

// ── staff: photos ──────────────────────────────────────────────────────────────────────────────

export class PhotoAdminDto extends GalleryPhotoDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  album_id: string | null;

  @ApiProperty({ type: 'integer' })
  sort_order: number;
}

export class PhotoAdminListResponseDto extends ListResponseDto(PhotoAdminDto) {}

export class PhotoAdminResponseDto extends ResponseDto(PhotoAdminDto) {}

export const PHOTO_SORT_FIELDS = ['sort_order', 'created_at', 'alt'] as const;
export type PhotoSortField = (typeof PHOTO_SORT_FIELDS)[number];

export class PhotoAdminQueryDto extends AdminListQueryDto(PHOTO_SORT_FIELDS) {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the photos of this album' })
  @IsOptional()
  @IsUUID('all')
  album_id?: string;
}

/** The text fields of a photo upload (multipart/form-data beside the `file` part). */
export class UploadPhotoFieldsDto {
  @TextField(300, { description: 'Alternative text describing the photo (required for accessibility)' })
  alt: string;

  @SortOrderField({ optional: true })
  sort_order?: number;
}

/** The documented multipart body of an upload. */
export class UploadPhotoDto extends UploadPhotoFieldsDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 10 MB' })
  file: unknown;
}

export class UpdatePhotoDto {
  @TextField(300, { optional: true, notBlank: true })
  alt?: string;

  @SortOrderField({ optional: true })
  sort_order?: number;

  @UuidField({ nullable: true, description: 'Move the photo to another album, or null for none' })
  album_id?: string | null;
}

export function mapGalleryPhoto(row: PhotoRow): GalleryPhotoDto {
  return { id: row.id, ...mapPhotoRef(row), locale_code: row.localeCode, created_at: iso(row.createdAt) };
}

export function mapAlbumSummary(row: AlbumRow): AlbumSummaryDto {
  const cover = row.coverPhoto ?? row.photos[0] ?? null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    cover: cover ? mapGalleryPhoto(cover) : null,
    photo_count: row._count.photos,
    event_id: row.eventId,
    published_at: isoOrNull(row.publishedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function mapAlbumDetail(row: AlbumWithPhotosRow): AlbumDetailDto {
  return { ...mapAlbumSummary(row), photos: row.photos.map(mapGalleryPhoto) };
}

export function mapAlbumAdmin(row: AlbumRow): AlbumAdminDto {
  return { ...mapAlbumSummary(row), cover_photo_id: row.coverPhotoId, sort_order: row.sortOrder };
}

export function mapPhotoAdmin(row: PhotoRow): PhotoAdminDto {
  return { ...mapGalleryPhoto(row), album_id: row.albumId, sort_order: row.sortOrder };
}
