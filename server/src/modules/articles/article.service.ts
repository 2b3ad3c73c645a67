// The public articles: published ones only (published_at set and come), newest first, each with
// its photo and author. An author whose account was deleted shows as "Zmazaný člen".
import { Injectable } from '@nestjs/common';
import {
  mapArticleSummary,
  mapArticleDetail,
  type ArticleListResponseDto,
  type ArticleResponseDto,
} from './article.dto';
import { isSlug } from '../../domain/slug';
import { PageQueryDto, pageWindow } from '../../common/page.dto';
import { ArticleRepository, ArticleRow } from './article.repository';
import { notFound } from '../../common/api-error';
import { ARTICLES_ERRORS } from './articles-errors';

@Injectable()
export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

  async listArticles(query: PageQueryDto): Promise<ArticleListResponseDto> {
    const { rows, total } = await this.articles.listPublished(new Date(), pageWindow(query));
    return { v: rows.map(mapArticleSummary), total };
  }

  /** An article by id whatever its state (the newsletter decides what it may send), or null. */
  findArticleById(id: string): Promise<ArticleRow | null> {
    return this.articles.findById(id);
  }

  /** A published article; drafts, scheduled and unknown slugs are all 404. */
  async getArticle(slug: string): Promise<ArticleResponseDto> {
    const row = isSlug(slug) ? await this.articles.findPublishedBySlug(slug, new Date()) : null;
    if (!row) throw notFound(ARTICLES_ERRORS.article_not_found, 'Article');
    return { v: mapArticleDetail(row) };
  }
}
