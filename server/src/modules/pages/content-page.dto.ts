// DTOs of the content pages (about us, join us, privacy, contact, and any page staff add), shown at
// /{slug}: public /api/pages/{slug} and staff /api/admin/pages.
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { DateTimeField, SlugField, TextField } from '../../common/content-validation';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import type { ContentPageRow } from './content-page.repository';
import { BodyHtmlField, ContentHeadDto, documentContentHead } from '../../common/content-head.dto';
import { isoOrNull, iso } from '../../common/iso-time';
import { documentTimestamps } from '../../common/timestamps.dto';

export class ContentPageDto extends ContentHeadDto {
  @BodyHtmlField()
  body_html: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  published_at: string | null;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

documentContentHead(ContentPageDto, { slugExample: 'o-nas', description: 'For the meta description' });

export class ContentPageResponseDto extends ResponseDto(ContentPageDto) {}

export class ContentPageAdminDto extends ContentHeadDto {
  @ApiProperty({ description: 'Markdown' })
  body: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  published_at: string | null;

  created_at: string;
  updated_at: string;
}
documentTimestamps(ContentPageAdminDto);

export class ContentPageAdminListResponseDto extends ListResponseDto(ContentPageAdminDto) {}

export class ContentPageAdminResponseDto extends ResponseDto(ContentPageAdminDto) {}

export const CONTENT_PAGE_SORT_FIELDS = ['title', 'slug', 'published_at', 'created_at', 'updated_at'] as const;
export type ContentPageSortField = (typeof CONTENT_PAGE_SORT_FIELDS)[number];

export class ContentPageAdminQueryDto extends AdminListQueryDto(CONTENT_PAGE_SORT_FIELDS) {}

export class CreateContentPageDto {
  @TextField(200)
  title: string;

  @SlugField({ optional: true, description: 'The page is at /{slug}; made from the title when absent' })
  slug?: string;

  @TextField(500, { nullable: true })
  description?: string | null;

  @TextField(200_000, { optional: true, description: 'Markdown' })
  body?: string;

  @DateTimeField({ nullable: true, description: 'null = draft' })
  published_at?: string | null;
}

export class UpdateContentPageDto extends PartialType(CreateContentPageDto, { skipNullProperties: false }) {}

export function mapContentPageAdmin(row: ContentPageRow): ContentPageAdminDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    published_at: isoOrNull(row.publishedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
