import type { Type as Class } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * A number sent as text (a query value, a multipart field) read as a number, except an empty one
 * (`?offset=`), which stays "" and so fails @IsInt: the document says integer, and "" is none
 * (class-transformer's Number("") would be 0).
 */
export const NumberFromText = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
  );

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

/** `?page=&per_page=` of every collection endpoint (page starts at 1). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @NumberFromText()
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE })
  @IsOptional()
  @NumberFromText()
  @IsInt()
  @Min(1)
  @Max(MAX_PER_PAGE)
  per_page?: number;
}

/** skip/take for a repository, from the validated query. */
export function pageWindow(query: PageQueryDto, defaultPerPage = DEFAULT_PER_PAGE): { skip: number; take: number } {
  const take = query.per_page ?? defaultPerPage;
  return { skip: ((query.page ?? 1) - 1) * take, take };
}

/** Response wrappers: every payload under `v`; collections carry `total`. */
export interface Single<T> {
  v: T;
}
export interface Collection<T> {
  v: T[];
  total: number;
}
export const single = <T>(v: T): Single<T> => ({ v });
export const collection = <T>(v: T[], total: number): Collection<T> => ({ v, total });

/**
 * Documents `{ total }` beside `v` in response DTO classes: `class EventList { @ApiProperty({ type: [EventDto] }) v;
 * @TotalProperty() total }`.
 */
export const TotalProperty = () =>
  ApiProperty({ type: Number, description: 'Number of items in the whole collection' });

/** The documented `{ v }` of one item: `class EventResponseDto extends ResponseDto(EventDetailDto) {}`. */
export function ResponseDto<T>(item: Class<T>) {
  class ItemResponse {
    @ApiProperty({ type: () => item })
    v: T;
  }
  return ItemResponse;
}

/**
 * The documented `{ v, total }` of a page of items: `class EventListResponseDto extends
 * ListResponseDto(EventSummaryDto) {}`.
 */
export function ListResponseDto<T>(item: Class<T>) {
  class ListResponse {
    @ApiProperty({ type: () => [item] })
    v: T[];

    @TotalProperty()
    total: number;
  }
  return ListResponse;
}
