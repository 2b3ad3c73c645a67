import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { ContentPageResponseDto } from './content-page.dto';
import { ContentPageService } from './content-page.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { PAGES_ERRORS } from './pages-errors';
import { PageRead } from '../../common/page-read.decorator';

@ApiTags('pages')
@Controller('api/pages')
export class ContentPageController {
  constructor(private readonly service: ContentPageService) {}

  /** A published content page (o-nas, pripojit-sa, ochrana-osobnych-udajov, kontakt, or any page at /{slug}). */
  @Public()
  @PageRead()
  @Get(':slug')
  @ApiOkResponse({ type: ContentPageResponseDto })
  @ApiErrors({ 404: [PAGES_ERRORS.page_not_found] })
  getPage(@Param('slug') slug: string): Promise<ContentPageResponseDto> {
    return this.service.getPage(slug);
  }
}
