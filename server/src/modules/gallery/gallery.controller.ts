import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendStored } from '../../common/stored-reply';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { AlbumListResponseDto, AlbumResponseDto } from './gallery.dto';
import { PageQueryDto } from '../../common/page.dto';
import { GalleryService } from './gallery.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { GALLERY_ERRORS } from './gallery-errors';
import { PageRead } from '../../common/page-read.decorator';

@ApiTags('gallery')
@Public()
@Controller('api')
export class GalleryController {
  constructor(private readonly service: GalleryService) {}

  /** Published albums with their cover and number of photos. */
  @PageRead()
  @Get('gallery')
  @ApiOkResponse({ type: AlbumListResponseDto })
  listAlbums(@Query() query: PageQueryDto): Promise<AlbumListResponseDto> {
    return this.service.listAlbums(query);
  }

  /** A published album with its photos in order. */
  @PageRead()
  @Get('gallery/:slug')
  @ApiOkResponse({ type: AlbumResponseDto })
  @ApiErrors({ 404: [GALLERY_ERRORS.album_not_found] })
  getAlbum(@Param('slug') slug: string): Promise<AlbumResponseDto> {
    return this.service.getAlbum(slug);
  }

  /** The original file of a photo uploaded before photos were processed (until `npm run media:rebuild`); immutable. */
  @Get('photos/:name')
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors({ 404: [GALLERY_ERRORS.photo_not_found] })
  async getPhotoFile(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    sendStored(reply, await this.service.getPhotoFile(name));
  }
}
