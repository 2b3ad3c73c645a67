// DTOs of the articles: the public list and detail (/api/articles) and the staff CRUD
// (/api/admin/articles). An article is published when published_at is set and has come.
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { DateTimeField, TextField, TitledCreateDto, UuidField } from '../../common/content-validation';
import { ContentSummaryDto, documentSlugExample, mapContentSummary } from '../../common/content-summary.dto';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { renderMarkdown } from '../../common/markdown';
import type { ArticleRow } from './article.repository';
import { isoOrNull, iso } from '../../common/iso-time';
import { BodyHtmlField } from '../../common/content-head.dto';

/** The author as the public sees them; a deleted member shows as "Zmazaný člen" with a null id. */
export class AuthorDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'null when the author is a deleted member',
  })
  id: string | null;

  @ApiProperty({ type: String, nullable: true, description: '"Zmazaný" for a deleted member' })
  first_name: string | null;

  @ApiProperty({ type: String, nullable: true, description: '"člen" for a deleted member' })
  last_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  avatar_url: string | null;

  @ApiProperty({ type: String, nullable: true })
  username: string | null;
}

export class ArticleEmbeddedDto {
  @ApiProperty({ type: () => AuthorDto })
  author: AuthorDto;
}

export class ArticleSummaryDto extends ContentSummaryDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  published_at: string | null;

  @ApiProperty({ type: String, nullable: true })
  file_name: string | null;

  @ApiProperty({ example: 'sk' })
  locale_code: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;

  @ApiProperty({ type: () => ArticleEmbeddedDto })
  _embedded: ArticleEmbeddedDto;
}
documentSlugExample(ArticleSummaryDto, 'zimne-nabijanie');

export class ArticleDetailDto extends ArticleSummaryDto {
  @BodyHtmlField()
  body_html: string;
}

export class ArticleListResponseDto extends ListResponseDto(ArticleSummaryDto) {}

export class ArticleResponseDto extends ResponseDto(ArticleDetailDto) {}

// ── staff ──────────────────────────────────────────────────────────────────────────────────────

export class ArticleAdminDto extends ArticleSummaryDto {
  @ApiProperty({ description: 'Markdown' })
  body: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  photo_id: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  author_id: string | null;
}

export class ArticleAdminListResponseDto extends ListResponseDto(ArticleAdminDto) {}

export class ArticleAdminResponseDto extends ResponseDto(ArticleAdminDto) {}

export const ARTICLE_SORT_FIELDS = ['title', 'slug', 'published_at', 'created_at', 'updated_at'] as const;
export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];

export class ArticleAdminQueryDto extends AdminListQueryDto(ARTICLE_SORT_FIELDS) {}

export class CreateArticleDto extends TitledCreateDto {
  @TextField(500, { nullable: true })
  description?: string | null;

  @TextField(200_000, { optional: true, description: 'Markdown' })
  body?: string;

  @UuidField({ nullable: true, description: 'A photo uploaded through /api/admin/photos' })
  photo_id?: string | null;

  @DateTimeField({ nullable: true, description: 'null = draft; a future time publishes then' })
  published_at?: string | null;

  @UuidField({ optional: true, description: 'Defaults to the signed-in staff member' })
  author_id?: string;

  @TextField(255, { nullable: true })
  file_name?: string | null;
}

export class UpdateArticleDto extends PartialType(CreateArticleDto, { skipNullProperties: false }) {}

/** How the public sees the author of an article whose member account was deleted (or is gone). */
export const DELETED_AUTHOR: AuthorDto = Object.freeze({
  id: null,
  first_name: 'Zmazaný',
  last_name: 'člen',
  avatar_url: null,
  username: null,
});

export function mapAuthor(author: ArticleRow['author']): AuthorDto {
  if (!author || author.deletedAt) return { ...DELETED_AUTHOR };
  return {
    id: author.id,
    first_name: author.firstName,
    last_name: author.lastName,
    avatar_url: author.avatarUrl,
    username: author.username,
  };
}

export function mapArticleSummary(row: ArticleRow): ArticleSummaryDto {
  return {
    ...mapContentSummary(row),
    published_at: isoOrNull(row.publishedAt),
    file_name: row.fileName,
    locale_code: row.localeCode,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    _embedded: { author: mapAuthor(row.author) },
  };
}

export function mapArticleDetail(row: ArticleRow): ArticleDetailDto {
  return { ...mapArticleSummary(row), body_html: renderMarkdown(row.body) };
}

export function mapArticleAdmin(row: ArticleRow): ArticleAdminDto {
  return { ...mapArticleSummary(row), body: row.body, photo_id: row.photoId, author_id: row.authorId };
}
