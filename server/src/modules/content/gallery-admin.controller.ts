import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../../auth/decorators';
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

/** Documents a photo upload: multipart with `file` and `alt`; 413 over 25 MB or 50 megapixels, 415 unless JPEG/PNG/WebP. */
const PhotoUpload = () =>
  UploadEndpoint({
    body: UploadPhotoDto,
    response: PhotoAdminResponseDto,
    badRequest: 'errors.validation (alt missing or too long), errors.file_required, errors.invalid_image (damaged or incomplete)',
    tooLarge: 'errors.file_too_large (over 25 MB), errors.image_too_large (over 50 megapixels)',
    unsupported: 'errors.unsupported_file_type',
  });

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
  @ApiNotFoundResponse({ description: 'errors.album_not_found' })
  getAlbumAdmin(@Param('id', UuidPipe) id: string): Promise<AlbumAdminResponseDto> {
    return this.service.getAlbumAdmin(id);
  }

  @Post('gallery')
  @ApiCreatedResponse({ type: AlbumAdminResponseDto })
  @ApiConflictResponse({ description: 'errors.slug_taken' })
  createAlbumAdmin(@Body() body: CreateAlbumDto): Promise<AlbumAdminResponseDto> {
    return this.service.createAlbumAdmin(body);
  }

  @Patch('gallery/:id')
  @ApiOkResponse({ type: AlbumAdminResponseDto })
  @ApiNotFoundResponse({ description: 'errors.album_not_found' })
  @ApiConflictResponse({ description: 'errors.slug_taken' })
  updateAlbumAdmin(@Param('id', UuidPipe) id: string, @Body() body: UpdateAlbumDto): Promise<AlbumAdminResponseDto> {
    return this.service.updateAlbumAdmin(id, body);
  }

  /** Deletes the album together with its photos. */
  @Delete('gallery/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'errors.album_not_found' })
  deleteAlbumAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteAlbumAdmin(id);
  }

  /** Uploads a photo into the album (multipart: `file` JPEG/PNG/WebP ≤ 10 MB, `alt` required). */
  @Post('gallery/:id/photos')
  @PhotoUpload()
  @ApiNotFoundResponse({ description: 'errors.album_not_found' })
  async uploadAlbumPhotoAdmin(@Param('id', UuidPipe) id: string, @Req() request: FastifyRequest): Promise<PhotoAdminResponseDto> {
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
  @ApiNotFoundResponse({ description: 'errors.photo_not_found' })
  getPhotoAdmin(@Param('id', UuidPipe) id: string): Promise<PhotoAdminResponseDto> {
    return this.service.getPhotoAdmin(id);
  }

  @Patch('photos/:id')
  @ApiOkResponse({ type: PhotoAdminResponseDto })
  @ApiNotFoundResponse({ description: 'errors.photo_not_found' })
  updatePhotoAdmin(@Param('id', UuidPipe) id: string, @Body() body: UpdatePhotoDto): Promise<PhotoAdminResponseDto> {
    return this.service.updatePhotoAdmin(id, body);
  }

  /** Deletes the photo and its file. */
  @Delete('photos/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'errors.photo_not_found' })
  deletePhotoAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deletePhotoAdmin(id);
  }
}
