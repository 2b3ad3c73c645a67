// Combined validation + OpenAPI decorators for the member's own data (onboarding, cars, profile).
// Conventions of every field made here:
//   - absent = leave unchanged; `null` = clear (only where `nullable`); text is trimmed and an
//     empty string counts as null, so a cleared form field clears the value;
//   - dates are calendar days 'YYYY-MM-DD' within [min, today in Slovakia].
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';
import { isCalendarDate, todayIso } from '../domain/calendar';
import { DocumentedRule, ruleSchema } from './openapi-rule';

const trimmed = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/** Validators run only when the field is present (null included: non-nullable fields then fail). */
const whenPresent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

interface FieldOptions {
  description?: string;
  /** Accept null (clears the value). Default true. */
  nullable?: boolean;
  /** Must be present (POST bodies). Default false. */
  required?: boolean;
  example?: unknown;
}

function presence(options: FieldOptions) {
  const nullable = options.nullable ?? true;
  if (options.required) return [IsDefined()];
  return [nullable ? IsOptional() : whenPresent()];
}

function doc(schema: Record<string, unknown>, options: FieldOptions) {
  const nullable = options.nullable ?? true;
  const base = {
    ...schema,
    nullable,
    description: options.description,
    ...(options.example !== undefined ? { example: options.example } : {}),
  };
  return options.required ? ApiProperty(base) : ApiPropertyOptional(base);
}

/**
 * Free text, trimmed, at most `max` characters, optionally matching `pattern`. Where the field may be
 * cleared, the documented pattern also admits "" (an empty text clears it, as null does).
 */
export function TextField(
  max: number,
  options: FieldOptions & {
    pattern?: RegExp;
    patternMessage?: string;
    transform?: (text: string) => string;
    input?: RegExp;
  } = {},
) {
  const transform = options.transform;
  const clearable = !options.required && (options.nullable ?? true);
  // The document describes the text as sent: `input` when a transform normalises it first (the
  // normalised text's pattern is then `x-normalised-pattern`), and blank text clears the field (it
  // is trimmed to nothing).
  const documented = options.input ?? options.pattern;
  const pattern = documented && (clearable ? `^\\s*$|${documented.source}` : documented.source);
  return applyDecorators(
    doc(
      {
        type: String,
        maxLength: max,
        ...(pattern ? { pattern } : {}),
        ...(options.input && options.pattern ? { 'x-normalised-pattern': options.pattern.source } : {}),
      },
      options,
    ),
    Transform((params) => {
      // maxLength counts the text as sent: one too long stays so, and MaxLength refuses it.
      if (typeof params.value === 'string' && [...params.value].length > max) return params.value;
      const value = trimmed(params);
      return typeof value === 'string' && transform ? transform(value) : value;
    }),
    ...presence(options),
    IsString(),
    MaxLength(max),
    ...(options.pattern
      ? [Matches(options.pattern, { message: options.patternMessage ?? `$property has an invalid format` })]
      : []),
  );
}

/** An e-mail address, trimmed; null clears it, "" is refused (the document says format: email). */
export function EmailField(options: FieldOptions = {}) {
  return applyDecorators(
    doc({ type: String, format: 'email', maxLength: 254 }, options),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ...presence(options),
    IsString(),
    MaxLength(254),
    IsEmail({}, { message: '$property must be an e-mail address' }),
  );
}

/** One of the listed spellings, exactly (the enumerations of docs/product-rules.md §3). */
export function EnumField(values: readonly string[], enumName: string, options: FieldOptions = {}) {
  return applyDecorators(
    doc({ enum: values, enumName }, options),
    ...presence(options),
    IsIn(values as string[], { message: `$property must be one of: ${values.join(', ')}` }),
  );
}

function notAfterToday(min: string, validationOptions?: ValidationOptions): PropertyDecorator {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'calendarDateInRange',
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message: `$property must be a date YYYY-MM-DD between ${min} and today`, ...validationOptions },
      validator: {
        validate: (value: unknown) => isCalendarDate(value) && value >= min && value <= todayIso(),
      },
    });
}

/**
 * A calendar day 'YYYY-MM-DD' from `min` up to today (in Slovakia); "not after today" is no schema keyword, so it is
 * named in `x-rules`.
 */
export function PastDateField(min: string, options: FieldOptions = {}) {
  return applyDecorators(
    doc(
      { type: String, format: 'date', ...ruleSchema('calendarDateInRange') },
      {
        ...options,
        example: options.example ?? '2023-05-20',
        description: options.description ?? `A calendar day from ${min} up to today (in Slovakia)`,
      },
    ),
    ...presence(options),
    notAfterToday(min),
  );
}

/**
 * Fails when this field and `other` are both set (neither null nor absent); the field's decorator describes the rule
 * and gives an example.
 */
export function NotTogetherWith(other: string): PropertyDecorator {
  return (object: object, propertyName: string | symbol) => {
    DocumentedRule('notTogetherWith')(object, propertyName);
    registerDecorator({
      name: 'notTogetherWith',
      target: object.constructor,
      propertyName: String(propertyName),
      constraints: [other],
      options: { message: `$property and ${other} cannot both be set: use one of them` },
      validator: {
        validate: (value: unknown, args) =>
          value === null || value === undefined || (args?.object as Record<string, unknown>)[other] == null,
      },
    });
  };
}

/**
 * A VIN as typed: trimmed and upper-cased here; whether it is a valid VIN (length, alphabet, check
 * digit) is decided by domain/vin.ts in the service, which answers 400 `errors.vin_invalid` with a
 * `reason` instead of the generic `errors.validation`.
 */
export function VinField(options: FieldOptions = {}) {
  const clearable = !options.required && (options.nullable ?? true);
  // The letters as typed (either case); a cleared field sends "" or null.
  const vin = '^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$';
  return applyDecorators(
    doc(
      { type: String, pattern: clearable ? `^$|${vin}` : vin, ...ruleSchema('vinCheckDigit') },
      {
        ...options,
        example: '5YJ3E1EA8KF000001',
        description:
          (options.description ? `${options.description} ` : '') +
          '17 characters without I, O, Q (trimmed, upper-cased). An invalid VIN answers 400 errors.vin_invalid with reason length | characters | check_digit ' +
          '(the check digit is enforced for North-American VINs: WMI starting 1–5 or 7F–7Z).',
      },
    ),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value)),
    ...presence(options),
    IsString(),
  );
}

/**
 * Licence plates as stored: letters of any alphabet, digits, spaces and dashes, starting with a letter
 * or digit. Sent text is trimmed, its letters upper-cased (those with a single upper-case letter) and
 * each run of white space made one space, so the document's pattern (LICENSE_PLATE_INPUT) allows
 * lower case and any white space.
 */
export const LICENSE_PLATE = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
export const PLATE_RULE =
  'Licence plate: letters, digits, spaces and dashes, starting with a letter or digit. Normalised before it is checked and stored: trimmed, letters upper-cased, each run of white space one space (" ba  123ab" is stored "BA 123AB")';
export const LICENSE_PLATE_INPUT = /^\s*[\p{L}\p{N}][\p{L}\p{N}\s-]*$/u;
export const licensePlate = (text: string) =>
  text
    .replace(/\p{Ll}/gu, (letter) => {
      const upper = letter.toUpperCase();
      return [...upper].length === 1 ? upper : letter;
    })
    .replace(/\s+/g, ' ');
