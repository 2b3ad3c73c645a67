import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { ArticleListResponseDto, ArticleResponseDto } from './article.dto';
import { PageQueryDto } from '../../common/page.dto';
import { ArticleService } from './article.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { ARTICLES_ERRORS } from './articles-errors';
import { PageRead } from '../../common/page-read.decorator';

@ApiTags('articles')
@Controller('api/articles')
export class ArticleController {
  constructor(private readonly service: ArticleService) {}

  /** Published articles, newest first. */
  @Public()
  @PageRead()
  @Get()
  @ApiOkResponse({ type: ArticleListResponseDto })
  listArticles(@Query() query: PageQueryDto): Promise<ArticleListResponseDto> {
    return this.service.listArticles(query);
  }

  /** A published article with its body as sanitised HTML. */
  @Public()
  @PageRead()
  @Get(':slug')
  @ApiOkResponse({ type: ArticleResponseDto })
  @ApiErrors({ 404: [{ code: ARTICLES_ERRORS.article_not_found, when: 'no published article has this slug' }] })
  getArticle(@Param('slug') slug: string): Promise<ArticleResponseDto> {
    return this.service.getArticle(slug);
  }
}
