// DTOs of the redirects (the redirect-by-path guard): every rule for the server renderer and the
// client router (/api/redirects) and their staff management (/api/admin/redirects).
// Both paths are local: a target on another host is refused, so no rule can be an open redirect.
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, Matches, MaxLength, ValidateIf } from 'class-validator';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { iso } from '../../common/iso-time';
import type { RedirectRow } from './redirect.repository';
import { documentTimestamps } from '../../common/timestamps.dto';

const SEGMENT = `(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+`;
const PATH = `/(?:${SEGMENT}(?:/${SEGMENT})*/?)?`;
const QUERY = `(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*`;
/**
 * A path on this site: starts with one `/`, no empty segments (`//`), no backslash, spaces or scheme; ASCII with
 * %-escapes.
 */
export const FROM_PATH_PATTERN = new RegExp(`^${PATH}$`);
/** A from-path pattern that may carry a query string and a fragment. */
export const TO_PATH_PATTERN = new RegExp(`^${PATH}(?:\\?${QUERY})?(?:#${QUERY})?$`);
export const REDIRECT_STATUS_CODES = [301, 302] as const;
export const PATH_MAX_LENGTH = 2000;

export class RedirectDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '/stary-clanok' })
  from_path: string;

  @ApiProperty({ example: '/clanok/novy-clanok', description: 'A path on this site, possibly with a query string' })
  to_path: string;

  @ApiProperty({ enum: REDIRECT_STATUS_CODES, description: '301 permanent, 302 temporary' })
  status_code: number;

  created_at: string;
  updated_at: string;
}
documentTimestamps(RedirectDto);

export class RedirectListResponseDto extends ListResponseDto(RedirectDto) {}

export class RedirectResponseDto extends ResponseDto(RedirectDto) {}

export const REDIRECT_SORT_FIELDS = ['from_path', 'to_path', 'status_code', 'created_at', 'updated_at'] as const;
export type RedirectSortField = (typeof REDIRECT_SORT_FIELDS)[number];

export class RedirectAdminQueryDto extends AdminListQueryDto(REDIRECT_SORT_FIELDS) {}

const pathMessage =
  '$property must be a path on this site starting with a single "/" (no host, no "//", no spaces; other characters %-encoded)';

export class CreateRedirectDto {
  @ApiProperty({ pattern: FROM_PATH_PATTERN.source, maxLength: PATH_MAX_LENGTH, example: '/stary-clanok' })
  @MaxLength(PATH_MAX_LENGTH)
  @Matches(FROM_PATH_PATTERN, { message: pathMessage })
  from_path: string;

  @ApiProperty({ pattern: TO_PATH_PATTERN.source, maxLength: PATH_MAX_LENGTH, example: '/clanok/novy-clanok' })
  @MaxLength(PATH_MAX_LENGTH)
  @Matches(TO_PATH_PATTERN, { message: pathMessage })
  to_path: string;

  @ApiPropertyOptional({ enum: REDIRECT_STATUS_CODES, default: 301 })
  @ValidateIf((_object, value) => value !== undefined)
  @IsIn(REDIRECT_STATUS_CODES)
  status_code?: 301 | 302;
}

export class UpdateRedirectDto extends PartialType(CreateRedirectDto, { skipNullProperties: false }) {}

export function mapRedirect(row: RedirectRow): RedirectDto {
  return {
    id: row.id,
    from_path: row.fromPath,
    to_path: row.toPath,
    status_code: row.statusCode,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
