import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../access/decorators';
import { MediaService } from './media.service';
import { sendStored } from '../common/stored-reply';
import { ApiErrors } from '../common/api-errors.decorator';
import { MEDIA_ERRORS } from './media-errors';

@ApiTags('media')
@Public()
@Controller('api/media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /**
   * A processed image (a variant of a photo or an avatar), named by its content: cached for a year
   * as immutable, ETag = the name (If-None-Match → 304).
   */
  @Get(':name')
  @ApiProduces('image/avif', 'image/webp', 'image/jpeg')
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a cached copy' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 304, description: 'The cached copy (If-None-Match) is current' })
  @ApiErrors({ 404: [MEDIA_ERRORS.image_not_found] })
  async getImage(
    @Param('name') name: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendStored(reply, await this.media.open(name, request.headers));
  }
}
