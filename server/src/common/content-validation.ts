// Combined decorators for the content DTOs: each writes the class-validator rules and the OpenAPI
// schema of a field together. Presence follows PATCH semantics: `optional` fields may be absent
// but never null; `nullable` fields may be absent or null (null clears them).
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { NumberFromText } from './page.dto';
import { ruleSchema } from './openapi-rule';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../domain/slug';

export interface FieldOptions {
  optional?: boolean;
  /** TextField: an optional text that, when present, must not be blank (required texts never may be). */
  notBlank?: boolean;
  nullable?: boolean;
  description?: string;
  /** A valid value, shown in the document (required with `rule`). */
  example?: unknown;
  /**
   * A rule the service checks beyond the schema, named in `x-rules` (common/openapi-rule.ts) and told in `description`.
   */
  rule?: string;
}

const NOT_BLANK = /\S/;

function presence(o: FieldOptions): PropertyDecorator[] {
  if (o.nullable) return [IsOptional()];
  if (o.optional) return [ValidateIf((_object, value) => value !== undefined)];
  return [];
}

function schema(o: FieldOptions, spec: Record<string, unknown>): PropertyDecorator {
  const document = o.optional || o.nullable ? ApiPropertyOptional : ApiProperty;
  return document({
    ...spec,
    ...(o.nullable ? { nullable: true } : {}),
    ...(o.description ? { description: o.description } : {}),
    ...(o.example !== undefined ? { example: o.example } : {}),
    ...(o.rule ? ruleSchema(o.rule) : {}),
  });
}

/**
 * A string of at most `max` characters; a required (or `notBlank`) one must contain a non-space
 * character; with `pattern`, it must match that too (the document states both in one pattern).
 */
export const TextField = (max: number, o: FieldOptions & { pattern?: RegExp; patternMessage?: string } = {}) => {
  const notBlank = !(o.optional || o.nullable) || !!o.notBlank;
  // `\S` unanchored: a non-space character somewhere; with another pattern, as a lookahead before it.
  const pattern =
    notBlank && o.pattern
      ? `(?=[\\s\\S]*\\S)${o.pattern.source}`
      : (o.pattern?.source ?? (notBlank ? NOT_BLANK.source : undefined));
  return applyDecorators(
    schema(o, { type: String, maxLength: max, ...(pattern ? { pattern } : {}) }),
    ...presence(o),
    IsString(),
    MaxLength(max),
    ...(notBlank ? [Matches(NOT_BLANK, { message: '$property must not be empty' })] : []),
    ...(o.pattern ? [Matches(o.pattern, { message: o.patternMessage ?? '$property has an invalid format' })] : []),
  );
};

/** A URL slug: lower-case ASCII letters and digits in words joined by single hyphens. */
export const SlugField = (o: FieldOptions = {}) =>
  applyDecorators(
    schema(o, { type: String, pattern: SLUG_PATTERN.source, maxLength: SLUG_MAX_LENGTH, example: 'nabijanie-v-zime' }),
    ...presence(o),
    IsString(),
    MaxLength(SLUG_MAX_LENGTH),
    Matches(SLUG_PATTERN, { message: '$property must be lower-case letters and digits joined by single hyphens' }),
  );

/**
 * An ISO 8601 date-time (with time zone, e.g. 2026-05-01T08:00:00Z); the "T" is upper case, as the strict ISO 8601
 * check wants.
 */
export const DateTimeField = (o: FieldOptions = {}) =>
  applyDecorators(
    schema(o, {
      type: String,
      format: 'date-time',
      pattern: '^\\d{4}-\\d{2}-\\d{2}T',
      example: '2026-05-01T08:00:00Z',
    }),
    ...presence(o),
    IsISO8601({ strict: true, strictSeparator: true }, { message: '$property must be an ISO 8601 date-time' }),
  );

export const UuidField = (o: FieldOptions = {}) =>
  applyDecorators(schema(o, { type: String, format: 'uuid' }), ...presence(o), IsUUID('all'));

/** An integer position in a list (smaller first). Accepts numeric strings (multipart fields). */
export const SortOrderField = (o: FieldOptions = {}) =>
  applyDecorators(
    schema(o, {
      type: 'integer',
      minimum: -1_000_000,
      maximum: 1_000_000,
      description: o.description ?? 'Position in the list; smaller first',
    }),
    ...presence(o),
    // Multipart fields are text ("5"); "" stays "" and is refused (common/page.dto.ts).
    NumberFromText(),
    IsInt(),
    Min(-1_000_000),
    Max(1_000_000),
  );

/** A yes/no flag (such as `published`) that may be absent but never null. */
export const FlagField = (doc: { description?: string; default?: boolean }) =>
  applyDecorators(
    ApiPropertyOptional(doc),
    ValidateIf((_object, value) => value !== undefined),
    IsBoolean(),
  );

/** What an article, guide entry or album is created with first: a title, and a slug made from it unless given. */
export class TitledCreateDto {
  @TextField(200)
  title: string;

  @SlugField({ optional: true, description: 'Made from the title when absent' })
  slug?: string;
}
