import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../auth/decorators';
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
  @ApiNotFoundResponse({ description: 'errors.page_not_found' })
  getPageAdmin(@Param('id', UuidPipe) id: string): Promise<ContentPageAdminResponseDto> {
    return this.service.getPageAdmin(id);
  }

  @Post()
  @ApiCreatedResponse({ type: ContentPageAdminResponseDto })
  @ApiBadRequestResponse({ description: 'errors.validation, errors.slug_reserved (the slug of a screen of the site)' })
  @ApiConflictResponse({ description: 'errors.slug_taken' })
  createPageAdmin(@Body() body: CreateContentPageDto): Promise<ContentPageAdminResponseDto> {
    return this.service.createPageAdmin(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: ContentPageAdminResponseDto })
  @ApiNotFoundResponse({ description: 'errors.page_not_found' })
  @ApiConflictResponse({ description: 'errors.slug_taken' })
  updatePageAdmin(@Param('id', UuidPipe) id: string, @Body() body: UpdateContentPageDto): Promise<ContentPageAdminResponseDto> {
    return this.service.updatePageAdmin(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'errors.page_not_found' })
  deletePageAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deletePageAdmin(id);
  }
}
