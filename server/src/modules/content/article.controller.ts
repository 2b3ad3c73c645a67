import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../auth/decorators';
import { ArticleListResponseDto, ArticleResponseDto } from './article.dto';
import { PageQueryDto } from '../../common/page.dto';
import { ArticleService } from './article.service';

@ApiTags('articles')
@Controller('api/articles')
export class ArticleController {
  constructor(private readonly service: ArticleService) {}

  /** Published articles, newest first. */
  @Public()
  @Get()
  @ApiOkResponse({ type: ArticleListResponseDto })
  listArticles(@Query() query: PageQueryDto): Promise<ArticleListResponseDto> {
    return this.service.listArticles(query);
  }

  /** A published article with its body as sanitised HTML. */
  @Public()
  @Get(':slug')
  @ApiOkResponse({ type: ArticleResponseDto })
  @ApiNotFoundResponse({ description: 'errors.article_not_found: no published article has this slug' })
  getArticle(@Param('slug') slug: string): Promise<ArticleResponseDto> {
    return this.service.getArticle(slug);
  }
}
