// DTOs of the guide (/poradna): published entries (/api/guide) and staff management (/api/admin/guide).
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { DateTimeField, SortOrderField, TextField, TitledCreateDto } from '../../common/content-validation';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { isoOrNull, iso } from '../../common/iso-time';
import type { GuideRow } from './guide.repository';
import { BodyHtmlField } from '../../common/content-head.dto';

export class GuideEntrySummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'nabijanie-doma' })
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  summary: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Entries of one category are shown together' })
  category: string | null;

  @ApiProperty({ type: 'integer' })
  sort_order: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  published_at: string | null;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

export class GuideEntryDto extends GuideEntrySummaryDto {
  @BodyHtmlField()
  body_html: string;
}

export class GuideListResponseDto extends ListResponseDto(GuideEntrySummaryDto) {}

export class GuideEntryResponseDto extends ResponseDto(GuideEntryDto) {}

export class GuideEntryAdminDto extends GuideEntrySummaryDto {
  @ApiProperty({ description: 'Markdown' })
  body: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class GuideEntryAdminListResponseDto extends ListResponseDto(GuideEntryAdminDto) {}

export class GuideEntryAdminResponseDto extends ResponseDto(GuideEntryAdminDto) {}

export const GUIDE_SORT_FIELDS = [
  'sort_order',
  'title',
  'slug',
  'category',
  'published_at',
  'created_at',
  'updated_at',
] as const;
export type GuideSortField = (typeof GUIDE_SORT_FIELDS)[number];

export class GuideAdminQueryDto extends AdminListQueryDto(GUIDE_SORT_FIELDS) {}

export class CreateGuideEntryDto extends TitledCreateDto {
  @TextField(1000, { nullable: true })
  summary?: string | null;

  @TextField(200_000, { optional: true, description: 'Markdown' })
  body?: string;

  @TextField(100, { nullable: true })
  category?: string | null;

  @SortOrderField({ optional: true })
  sort_order?: number;

  @DateTimeField({ nullable: true, description: 'null = draft' })
  published_at?: string | null;
}

export class UpdateGuideEntryDto extends PartialType(CreateGuideEntryDto, { skipNullProperties: false }) {}

export function mapGuideSummary(row: GuideRow): GuideEntrySummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    sort_order: row.sortOrder,
    published_at: isoOrNull(row.publishedAt),
    updated_at: iso(row.updatedAt),
  };
}

export function mapGuideAdmin(row: GuideRow): GuideEntryAdminDto {
  return { ...mapGuideSummary(row), body: row.body, created_at: iso(row.createdAt) };
}
