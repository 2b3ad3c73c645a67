// DTOs of the charging information: the members' page (/api/charging) and staff management
// (/api/admin/charging, content=full). Descriptions are markdown, served also as sanitised HTML.
import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { AdminListQueryDto, StaffEntryDto } from '../../common/admin-list.dto';
import { FlagField, SortOrderField, TextField } from '../../common/content-validation';
import { HttpUrlField } from './discount.dto';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { renderMarkdown } from '../../common/markdown';
import type { ChargingEntryRow } from './charging.repository';
import { iso } from '../../common/iso-time';

export class ChargingEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Nabíjanie v zime' })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: 'ZSE Drive' })
  provider: string | null;

  @ApiProperty({ description: 'Markdown' })
  description: string;

  @ApiProperty({ description: 'The description rendered to sanitised HTML' })
  description_html: string;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  url: string | null;
}

export class ChargingEntryListResponseDto extends ListResponseDto(ChargingEntryDto) {}

export class ChargingEntryAdminDto extends StaffEntryDto(ChargingEntryDto, 'Shown to members') {}

export class ChargingEntryAdminResponseDto extends ResponseDto(ChargingEntryAdminDto) {}

export class ChargingEntryAdminListResponseDto extends ListResponseDto(ChargingEntryAdminDto) {}

export const CHARGING_SORT_FIELDS = ['sort_order', 'title', 'provider', 'created_at', 'updated_at'] as const;
export type ChargingSortField = (typeof CHARGING_SORT_FIELDS)[number];

export class ChargingEntryAdminQueryDto extends AdminListQueryDto(CHARGING_SORT_FIELDS) {}

/** Fields of create and update (PATCH semantics: nullable fields accept null to clear them). */
class ChargingEntryFieldsDto {
  @TextField(200, { nullable: true })
  provider?: string | null;

  @TextField(20_000, { optional: true, description: 'Markdown' })
  description?: string;

  @HttpUrlField({ nullable: true })
  url?: string | null;

  @SortOrderField({ optional: true })
  sort_order?: number;

  @FlagField({ description: 'Shown to members; default false (draft)' })
  published?: boolean;
}

export class CreateChargingEntryAdminDto extends ChargingEntryFieldsDto {
  @TextField(200)
  title: string;
}

export class UpdateChargingEntryAdminDto extends ChargingEntryFieldsDto {
  @TextField(200, { optional: true })
  @Matches(/\S/, { message: 'title must not be empty' })
  title?: string;
}

export function mapChargingEntry(row: ChargingEntryRow): ChargingEntryDto {
  return {
    id: row.id,
    title: row.title,
    provider: row.provider,
    description: row.description,
    description_html: renderMarkdown(row.description),
    url: row.url,
  };
}

export function mapChargingEntryAdmin(row: ChargingEntryRow): ChargingEntryAdminDto {
  return {
    ...mapChargingEntry(row),
    sort_order: row.sortOrder,
    published: row.published,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
