// DTOs of the FAQ: the published questions (/api/faq) and their staff management (/api/admin/faq).
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { FlagField, SortOrderField, TextField } from '../../common/content-validation';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { iso } from '../../common/iso-time';
import type { FaqRow } from './faq.repository';
import { documentTimestamps } from '../../common/timestamps.dto';

export class FaqEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  question: string;

  @ApiProperty({ description: 'The markdown answer rendered to sanitised HTML' })
  answer_html: string;

  @ApiProperty({ type: 'integer' })
  sort_order: number;
}

export class FaqListResponseDto extends ListResponseDto(FaqEntryDto) {}

export class FaqEntryAdminDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  question: string;

  @ApiProperty({ description: 'Markdown' })
  answer: string;

  @ApiProperty({ type: 'integer' })
  sort_order: number;

  @ApiProperty()
  published: boolean;

  created_at: string;
  updated_at: string;
}
documentTimestamps(FaqEntryAdminDto);

export class FaqEntryAdminListResponseDto extends ListResponseDto(FaqEntryAdminDto) {}

export class FaqEntryAdminResponseDto extends ResponseDto(FaqEntryAdminDto) {}

export const FAQ_SORT_FIELDS = ['sort_order', 'question', 'created_at', 'updated_at'] as const;
export type FaqSortField = (typeof FAQ_SORT_FIELDS)[number];

export class FaqAdminQueryDto extends AdminListQueryDto(FAQ_SORT_FIELDS) {}

export class CreateFaqEntryDto {
  @TextField(500)
  question: string;

  @TextField(20_000, { description: 'Markdown' })
  answer: string;

  @SortOrderField({ optional: true, description: 'Position in the list; default after the last entry' })
  sort_order?: number;

  @FlagField({ default: false })
  published?: boolean;
}

export class UpdateFaqEntryDto extends PartialType(CreateFaqEntryDto, { skipNullProperties: false }) {}

export class ReorderFaqDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: 'Entry ids in the new order; listed entries get sort_order 0, 1, 2 …',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  ids: string[];
}

export function mapFaqEntryAdmin(row: FaqRow): FaqEntryAdminDto {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    sort_order: row.sortOrder,
    published: row.published,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
