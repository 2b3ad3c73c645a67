// Query of the staff console's list endpoints: react-admin's data provider maps its pagination,
// sort and full-text filter onto `page`, `per_page`, `sort` (a field of the resource), `order`
// (asc|desc) and `q`. Each resource names the fields it can be sorted by.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from './page.dto';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface AdminListQuery<S extends string> extends PageQueryDto {
  sort?: S;
  order?: SortOrder;
  q?: string;
}

/** A query DTO class for a staff list sortable by `sortFields`. */
export function AdminListQueryDto<const S extends string>(sortFields: readonly S[]) {
  class ListQuery extends PageQueryDto {
    @ApiPropertyOptional({ enum: sortFields, description: 'Field to sort by' })
    @IsOptional()
    @IsIn(sortFields)
    sort?: S;

    @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'asc' })
    @IsOptional()
    @IsIn(SORT_ORDERS)
    order?: SortOrder;

    @ApiPropertyOptional({ maxLength: 200, description: 'Text filter' })
    @IsOptional()
    @IsString()
    @MaxLength(200)
    q?: string;
  }
  return ListQuery;
}

/** A members' entry as staff see it: the entry plus its list position, draft flag and timestamps. */
export function StaffEntryDto<E extends new (...args: any[]) => object>(Entry: E, publishedDescription: string) {
  class StaffEntry extends Entry {
    @ApiProperty({ type: 'integer' })
    sort_order: number;

    @ApiProperty({ description: publishedDescription })
    published: boolean;

    @ApiProperty({ format: 'date-time' })
    created_at: string;

    @ApiProperty({ format: 'date-time' })
    updated_at: string;
  }
  return StaffEntry;
}

/** Sort of a staff list: the requested field (ascending unless `order` says otherwise), else the resource's default. */
export function listSort<S extends string>(
  query: { sort?: S; order?: 'asc' | 'desc'; q?: string },
  defaultSort: S,
  defaultOrder: 'asc' | 'desc',
): { sort: S; order: 'asc' | 'desc'; q?: string } {
  return query.sort
    ? { sort: query.sort, order: query.order ?? 'asc', q: query.q }
    : { sort: defaultSort, order: query.order ?? defaultOrder, q: query.q };
}
