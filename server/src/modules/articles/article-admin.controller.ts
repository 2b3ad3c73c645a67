import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  ArticleAdminListResponseDto,
  ArticleAdminQueryDto,
  ArticleAdminResponseDto,
  CreateArticleDto,
  UpdateArticleDto,
} from './article.dto';
import { ArticleAdminService } from './article-admin.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { ARTICLES_ERRORS } from './articles-errors';
import { GALLERY_ERRORS } from '../gallery/gallery.types';

@ApiTags('admin: articles')
@Authenticated({ permissions: { content: 'full' } })
@ChangesPages()
@Controller('api/admin/articles')
export class ArticleAdminController {
  constructor(private readonly service: ArticleAdminService) {}

  /** Every article, drafts included. */
  @Get()
  @ApiOkResponse({ type: ArticleAdminListResponseDto })
  listArticlesAdmin(@Query() query: ArticleAdminQueryDto): Promise<ArticleAdminListResponseDto> {
    return this.service.listArticlesAdmin(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ArticleAdminResponseDto })
  @ApiErrors({ 404: [ARTICLES_ERRORS.article_not_found] })
  getArticleAdmin(@Param('id', UuidPipe) id: string): Promise<ArticleAdminResponseDto> {
    return this.service.getArticleAdmin(id);
  }

  /** Creates an article; the slug comes from the title when absent, the author defaults to the caller. */
  @Post()
  @ApiCreatedResponse({ type: ArticleAdminResponseDto })
  @ApiErrors({
    400: [
      { code: GALLERY_ERRORS.photo_not_found, when: 'photo_id names no photo' },
      { code: ARTICLES_ERRORS.author_not_found, when: 'author_id names no member' },
      { code: COMMON_ERRORS.slug_invalid, when: 'no slug given and the title has no letters or digits' },
    ],
    409: [COMMON_ERRORS.slug_taken],
  })
  createArticleAdmin(@CurrentUser() user: AuthUser, @Body() body: CreateArticleDto): Promise<ArticleAdminResponseDto> {
    return this.service.createArticleAdmin(user, body);
  }

  /** Changes the given fields; null clears a nullable one (published_at null = back to draft). */
  @Patch(':id')
  @ApiOkResponse({ type: ArticleAdminResponseDto })
  @ApiErrors({
    400: [
      { code: GALLERY_ERRORS.photo_not_found, when: 'photo_id names no photo' },
      { code: ARTICLES_ERRORS.author_not_found, when: 'author_id names no member' },
    ],
    404: [ARTICLES_ERRORS.article_not_found],
    409: [COMMON_ERRORS.slug_taken],
  })
  updateArticleAdmin(
    @Param('id', UuidPipe) id: string,
    @Body() body: UpdateArticleDto,
  ): Promise<ArticleAdminResponseDto> {
    return this.service.updateArticleAdmin(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [ARTICLES_ERRORS.article_not_found] })
  deleteArticleAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteArticleAdmin(id);
  }
}
