// DTOs of partner discounts: the members' list (/api/discounts) and staff management
// (/api/admin/discounts, content=full). Codes are shown only to verified members (discount.service.ts).
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isURL, Matches, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { isCalendarDate, isoDate } from '../../domain/calendar';
import { AdminListQueryDto, StaffEntryDto } from '../../common/admin-list.dto';
import { FlagField, SortOrderField, TextField, type FieldOptions } from '../../common/content-validation';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { renderMarkdown } from '../../common/markdown';
import type { DiscountRow } from './discount.repository';
import { iso } from '../../common/iso-time';
import { ruleSchema } from '../../common/openapi-rule';

const URL_MAX_LENGTH = 2000;

export const isHttpUrl = (value: unknown): boolean =>
  typeof value === 'string' &&
  isURL(value, {
    protocols: ['http', 'https'],
    require_protocol: true,
    require_valid_protocol: true,
    allow_underscores: true,
  });

/** A path on this site ('/api/photos/…'): one leading slash, no backslash or space (browsers read '/\\x' as '//x'). */
const isSitePath = (value: unknown): boolean => typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value);

function presence(o: FieldOptions): PropertyDecorator[] {
  if (o.nullable) return [ValidateIf((_object, value) => value !== undefined && value !== null)];
  if (o.optional) return [ValidateIf((_object, value) => value !== undefined)];
  return [];
}

const documented = (o: FieldOptions, schema: Record<string, unknown>) =>
  (o.optional || o.nullable ? ApiPropertyOptional : ApiProperty)({
    ...schema,
    ...(o.nullable ? { nullable: true } : {}),
    ...(o.description ? { description: o.description } : {}),
  });

/** An absolute http(s) URL (no javascript:, data: or other schemes); `sitePath` also accepts '/path' on this site. */
export const HttpUrlField = (o: FieldOptions & { sitePath?: boolean } = {}) =>
  applyDecorators(
    documented(
      {
        ...o,
        description: `${o.description ? `${o.description}. ` : ''}${o.sitePath ? 'An http(s) URL with a host, or a path on this site (one leading "/", no backslash or space)' : 'An http(s) URL with a host'}`,
      },
      {
        type: String,
        format: o.sitePath ? 'uri-reference' : 'uri',
        maxLength: URL_MAX_LENGTH,
        pattern: o.sitePath ? '^(?:https?://|/(?![/\\\\]))' : '^https?://',
        example: o.sitePath
          ? '/api/photos/1b4e28ba-2fa1-4d3b-9c5e-2f1a0b7c9d11.png'
          : 'https://partner.example/ev-klub',
        ...ruleSchema('httpUrl'),
      },
    ),
    ...presence(o),
    MaxLength(URL_MAX_LENGTH),
    ValidateBy(
      { name: 'httpUrl', validator: { validate: (value) => isHttpUrl(value) || (!!o.sitePath && isSitePath(value)) } },
      {
        message: o.sitePath
          ? '$property must be an http(s) URL or a path on this site'
          : '$property must be an http(s) URL',
      },
    ),
  );

/** A calendar day 'YYYY-MM-DD' (a real one: no 2026-02-30). */
export const CalendarDateField = (o: FieldOptions = {}) =>
  applyDecorators(
    documented(
      {
        ...o,
        description: `${o.description ? `${o.description}. ` : ''}A calendar day from 2000-01-01 to 2999-12-31 that exists (no 2026-02-30)`,
      },
      {
        type: String,
        format: 'date',
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        example: '2026-12-31',
        ...ruleSchema('calendarDate'),
      },
    ),
    ...presence(o),
    ValidateBy(
      {
        name: 'calendarDate',
        validator: { validate: (value) => isCalendarDate(value) && value >= '2000-01-01' && value <= '2999-12-31' },
      },
      { message: '$property must be a date YYYY-MM-DD' },
    ),
  );

export const CODE_HIDDEN_REASONS = ['unverified'] as const;
export type CodeHiddenReason = (typeof CODE_HIDDEN_REASONS)[number];

export class DiscountDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Nabíjačky.sk' })
  partner_name: string;

  @ApiProperty({ example: '10 % na wallboxy' })
  title: string;

  @ApiProperty({ type: String, nullable: true, description: 'Markdown' })
  description: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The description rendered to sanitised HTML' })
  description_html: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The discount code; null when the offer has none or it is hidden (see code_hidden_reason)',
  })
  code: string | null;

  @ApiProperty({
    enum: CODE_HIDDEN_REASONS,
    enumName: 'DiscountCodeHiddenReason',
    nullable: true,
    description: "Why `code` is null although the offer has a code: 'unverified' = codes are for verified members only",
  })
  code_hidden_reason: CodeHiddenReason | null;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  url: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date',
    description: 'Last day of validity (inclusive); null = no end',
  })
  valid_until: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Absolute URL or a path on this site' })
  logo_url: string | null;
}

export class DiscountListResponseDto extends ListResponseDto(DiscountDto) {}

export class DiscountAdminDto extends StaffEntryDto(DiscountDto, 'Shown to members (until valid_until has passed)') {}

export class DiscountAdminResponseDto extends ResponseDto(DiscountAdminDto) {}

export class DiscountAdminListResponseDto extends ListResponseDto(DiscountAdminDto) {}

export const DISCOUNT_SORT_FIELDS = [
  'sort_order',
  'partner_name',
  'title',
  'valid_until',
  'created_at',
  'updated_at',
] as const;
export type DiscountSortField = (typeof DISCOUNT_SORT_FIELDS)[number];

export class DiscountAdminQueryDto extends AdminListQueryDto(DISCOUNT_SORT_FIELDS) {}

/** Fields of create and update (PATCH semantics: nullable fields accept null to clear them). */
class DiscountFieldsDto {
  @TextField(5000, { nullable: true, description: 'Markdown' })
  description?: string | null;

  @TextField(100, { nullable: true, description: 'Shown to verified members only' })
  code?: string | null;

  @HttpUrlField({ nullable: true, description: "The partner's offer page" })
  url?: string | null;

  @CalendarDateField({ nullable: true, description: 'Last day of validity (inclusive, Slovak time); null = no end' })
  valid_until?: string | null;

  @HttpUrlField({
    nullable: true,
    sitePath: true,
    description: 'Absolute http(s) URL or a path on this site (an uploaded photo)',
  })
  logo_url?: string | null;

  @SortOrderField({ optional: true })
  sort_order?: number;

  @FlagField({ description: 'Shown to members; default false (draft)' })
  published?: boolean;
}

export class CreateDiscountAdminDto extends DiscountFieldsDto {
  @TextField(200)
  partner_name: string;

  @TextField(200)
  title: string;
}

export class UpdateDiscountAdminDto extends DiscountFieldsDto {
  @TextField(200, { optional: true })
  @Matches(/\S/, { message: 'partner_name must not be empty' })
  partner_name?: string;

  @TextField(200, { optional: true })
  @Matches(/\S/, { message: 'title must not be empty' })
  title?: string;
}

/** A discount as members see it; `showCode` false withholds the code of an unverified member. */
export function mapDiscount(row: DiscountRow, showCode: boolean): DiscountDto {
  return {
    id: row.id,
    partner_name: row.partnerName,
    title: row.title,
    description: row.description,
    description_html: row.description === null ? null : renderMarkdown(row.description),
    code: showCode ? row.code : null,
    code_hidden_reason: !showCode && row.code !== null ? 'unverified' : null,
    url: row.url,
    valid_until: isoDate(row.validUntil),
    logo_url: row.logoUrl,
  };
}

export function mapDiscountAdmin(row: DiscountRow): DiscountAdminDto {
  return {
    ...mapDiscount(row, true),
    sort_order: row.sortOrder,
    published: row.published,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
