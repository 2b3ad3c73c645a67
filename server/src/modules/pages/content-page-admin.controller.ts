import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  ContentPageAdminListResponseDto,
  ContentPageAdminQueryDto,
  ContentPageAdminResponseDto,
  CreateContentPageDto,
  UpdateContentPageDto,
} from './content-page.dto';
import { ContentPageService } from './content-page.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { PAGES_ERRORS } from './pages-errors';

@ApiTags('admin: pages')
@Authenticated({ permissions: { content: 'full' } })
@ChangesPages()
@Controller('api/admin/pages')
export class ContentPageAdminController {
  constructor(private readonly service: ContentPageService) {}

  @Get()
  @ApiOkResponse({ type: ContentPageAdminListResponseDto })
  listPagesAdmin(@Query() query: ContentPageAdminQueryDto): Promise<ContentPageAdminListResponseDto> {
    return this.service.listPagesAdmin(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ContentPageAdminResponseDto })
  @ApiErrors({ 404: [PAGES_ERRORS.page_not_found] })
  getPageAdmin(@Param('id', UuidPipe) id: string): Promise<ContentPageAdminResponseDto> {
    return this.service.getPageAdmin(id);
  }

  @Post()
  @ApiCreatedResponse({ type: ContentPageAdminResponseDto })
  @ApiErrors({
    400: [
      { code: PAGES_ERRORS.slug_reserved, when: 'the slug of a screen of the site' },
      { code: COMMON_ERRORS.slug_invalid, when: 'no slug given and the title has no letters or digits' },
    ],
    409: [COMMON_ERRORS.slug_taken],
  })
  createPageAdmin(@Body() body: CreateContentPageDto): Promise<ContentPageAdminResponseDto> {
    return this.service.createPageAdmin(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: ContentPageAdminResponseDto })
  @ApiErrors({
    400: [{ code: PAGES_ERRORS.slug_reserved, when: 'the slug of a screen of the site' }],
    404: [PAGES_ERRORS.page_not_found],
    409: [COMMON_ERRORS.slug_taken],
  })
  updatePageAdmin(
    @Param('id', UuidPipe) id: string,
    @Body() body: UpdateContentPageDto,
  ): Promise<ContentPageAdminResponseDto> {
    return this.service.updatePageAdmin(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [PAGES_ERRORS.page_not_found] })
  deletePageAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deletePageAdmin(id);
  }
}
