import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../../access/decorators';
import { readUpload } from '../../common/multipart';
import { UploadEndpoint } from '../../common/upload-endpoint';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  AlbumAdminListResponseDto,
  AlbumAdminQueryDto,
  AlbumAdminResponseDto,
  CreateAlbumDto,
  PhotoAdminListResponseDto,
  PhotoAdminQueryDto,
  PhotoAdminResponseDto,
  UpdateAlbumDto,
  UpdatePhotoDto,
  UploadPhotoDto,
} from './gallery.dto';
import { GalleryAdminService, PHOTO_MAX_BYTES } from './gallery-admin.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors, type ErrorsByStatus } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { MEDIA_ERRORS } from '../../media/media-errors';
import { GALLERY_ERRORS } from './gallery-errors';
import { EVENTS_ERRORS } from '../events/events.types';

/**
 * Documents a photo upload: multipart with `file` and `alt`; 413 over 25 MB or 50 megapixels, 415 unless JPEG/PNG/WebP.
 */
const PhotoUpload = (notFound: ErrorsByStatus = {}) =>
  UploadEndpoint({
    body: UploadPhotoDto,
    response: PhotoAdminResponseDto,
    errors: {
      400: [
        { code: COMMON_ERRORS.validation, when: 'alt missing or too long' },
        COMMON_ERRORS.file_required,
        { code: MEDIA_ERRORS.invalid_image, when: 'damaged or incomplete' },
      ],
      413: [
        { code: COMMON_ERRORS.file_too_large, when: 'over 25 MB' },
        { code: MEDIA_ERRORS.image_too_large, when: 'over 50 megapixels' },
      ],
      415: [COMMON_ERRORS.unsupported_file_type],
      ...notFound,
    },
  });

/** What an album's cover and event may not be (create and update). */
const ALBUM_REFS = [
  { code: GALLERY_ERRORS.cover_not_in_album, when: 'the cover is no photo of this album (a new album has none)' },
  { code: EVENTS_ERRORS.event_not_found, when: 'event_id names no event' },
];

@ApiTags('admin: gallery')
@Authenticated({ permissions: { content: 'full' } })
@ChangesPages()
@Controller('api/admin')
export class GalleryAdminController {
  constructor(private readonly service: GalleryAdminService) {}

  @Get('gallery')
  @ApiOkResponse({ type: AlbumAdminListResponseDto })
  listAlbumsAdmin(@Query() query: AlbumAdminQueryDto): Promise<AlbumAdminListResponseDto> {
    return this.service.listAlbumsAdmin(query);
  }

  @Get('gallery/:id')
  @ApiOkResponse({ type: AlbumAdminResponseDto })
  @ApiErrors({ 404: [GALLERY_ERRORS.album_not_found] })
  getAlbumAdmin(@Param('id', UuidPipe) id: string): Promise<AlbumAdminResponseDto> {
    return this.service.getAlbumAdmin(id);
  }

  @Post('gallery')
  @ApiCreatedResponse({ type: AlbumAdminResponseDto })
  @ApiErrors({
    400: [
      ...ALBUM_REFS,
      { code: COMMON_ERRORS.slug_invalid, when: 'no slug given and the title has no letters or digits' },
    ],
    409: [COMMON_ERRORS.slug_taken],
  })
  createAlbumAdmin(@Body() body: CreateAlbumDto): Promise<AlbumAdminResponseDto> {
    return this.service.createAlbumAdmin(body);
  }

  @Patch('gallery/:id')
  @ApiOkResponse({ type: AlbumAdminResponseDto })
  @ApiErrors({ 400: ALBUM_REFS, 404: [GALLERY_ERRORS.album_not_found], 409: [COMMON_ERRORS.slug_taken] })
  updateAlbumAdmin(@Param('id', UuidPipe) id: string, @Body() body: UpdateAlbumDto): Promise<AlbumAdminResponseDto> {
    return this.service.updateAlbumAdmin(id, body);
  }

  /** Deletes the album together with its photos. */
  @Delete('gallery/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [GALLERY_ERRORS.album_not_found] })
  deleteAlbumAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteAlbumAdmin(id);
  }

  /** Uploads a photo into the album (multipart: `file` JPEG/PNG/WebP ≤ 10 MB, `alt` required). */
  @Post('gallery/:id/photos')
  @PhotoUpload({ 404: [GALLERY_ERRORS.album_not_found] })
  async uploadAlbumPhotoAdmin(
    @Param('id', UuidPipe) id: string,
    @Req() request: FastifyRequest,
  ): Promise<PhotoAdminResponseDto> {
    return this.service.uploadPhotoAdmin(id, await readUpload(request, { maxBytes: PHOTO_MAX_BYTES }));
  }

  /** Photos of every album and those without one (pictures of articles and events). */
  @Get('photos')
  @ApiOkResponse({ type: PhotoAdminListResponseDto })
  listPhotosAdmin(@Query() query: PhotoAdminQueryDto): Promise<PhotoAdminListResponseDto> {
    return this.service.listPhotosAdmin(query);
  }

  /** Uploads a photo outside any album, e.g. the picture of an article or an event. */
  @Post('photos')
  @PhotoUpload()
  async uploadPhotoAdmin(@Req() request: FastifyRequest): Promise<PhotoAdminResponseDto> {
    return this.service.uploadPhotoAdmin(null, await readUpload(request, { maxBytes: PHOTO_MAX_BYTES }));
  }

  @Get('photos/:id')
  @ApiOkResponse({ type: PhotoAdminResponseDto })
  @ApiErrors({ 404: [GALLERY_ERRORS.photo_not_found] })
  getPhotoAdmin(@Param('id', UuidPipe) id: string): Promise<PhotoAdminResponseDto> {
    return this.service.getPhotoAdmin(id);
  }

  @Patch('photos/:id')
  @ApiOkResponse({ type: PhotoAdminResponseDto })
  @ApiErrors({
    400: [{ code: GALLERY_ERRORS.album_not_found, when: 'album_id names no album' }],
    404: [GALLERY_ERRORS.photo_not_found],
  })
  updatePhotoAdmin(@Param('id', UuidPipe) id: string, @Body() body: UpdatePhotoDto): Promise<PhotoAdminResponseDto> {
    return this.service.updatePhotoAdmin(id, body);
  }

  /** Deletes the photo and its file. */
  @Delete('photos/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [GALLERY_ERRORS.photo_not_found] })
  deletePhotoAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deletePhotoAdmin(id);
  }
}
