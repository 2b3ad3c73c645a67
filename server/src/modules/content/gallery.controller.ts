import { IMMUTABLE } from '../../media/media.service';
import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../auth/decorators';
import { AlbumListResponseDto, AlbumResponseDto } from './gallery.dto';
import { PageQueryDto } from '../../common/page.dto';
import { GalleryService } from './gallery.service';

@ApiTags('gallery')
@Public()
@Controller('api')
export class GalleryController {
  constructor(private readonly service: GalleryService) {}

  /** Published albums with their cover and number of photos. */
  @Get('gallery')
  @ApiOkResponse({ type: AlbumListResponseDto })
  listAlbums(@Query() query: PageQueryDto): Promise<AlbumListResponseDto> {
    return this.service.listAlbums(query);
  }

  /** A published album with its photos in order. */
  @Get('gallery/:slug')
  @ApiOkResponse({ type: AlbumResponseDto })
  @ApiNotFoundResponse({ description: 'errors.album_not_found' })
  getAlbum(@Param('slug') slug: string): Promise<AlbumResponseDto> {
    return this.service.getAlbum(slug);
  }

  /** The image file of an uploaded photo (the `src` of photos uploaded through the staff console). */
  @Get('photos/:name')
  @Header('Cache-Control', IMMUTABLE)
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'errors.photo_not_found' })
  getPhotoFile(@Param('name') name: string): Promise<StreamableFile> {
    return this.service.getPhotoFile(name);
  }
}
