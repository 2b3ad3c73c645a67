// The member's own profile (docs/product-rules.md §3 User): what they may edit, who sees what, their data export and
// account deletion. Permissions, verification, the staff note and the recommendation are never
// writable here: they are not fields of any request DTO, so sending them is 400 errors.validation.
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsOptional,
  registerDecorator,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isIco, normalizeIco, SLOVAK_POST_CODE } from '../../domain/slovak-ids';
import { COUNTRY_CODES } from '../../domain/countries';
import { mapUser, UserDto } from './me.dto';
import { ExportCarDto } from '../cars/cars.types';
import { DuesPaymentDto, ExportDuesDto } from '../dues/dues.types';
import { ExportRefundDto } from '../refunds/refunds.types';
import { euros } from '../../domain/money';
import { OnboardingDto } from '../onboarding/onboarding.types';
import { PastDateField, TextField } from '../../common/member-fields';
import { ResponseDto } from '../../common/page.dto';
import { DocumentedRule } from '../../common/openapi-rule';
import type { ProfileExportRow, ProfileVisibility, ProfileWithMemberState } from './profile.repository';

export const DELETE_CONFIRMATION = 'ZMAZAŤ';

/** E.164 ('+' and 7–15 digits); a Slovak number (+421) has exactly 9 digits after the country code. */
export const PHONE_E164 = /^\+(?:421\d{9}|(?!421)[1-9]\d{6,14})$/;
/**
 * Exactly the texts normalizePhone turns into PHONE_E164, as typed: "+" and the number, "00" and the
 * number, or a national Slovak number ("0" and nine digits), with the separators it removes (spaces,
 * dashes, dots, slashes, parentheses) anywhere between and around.
 */
const PHONE_INPUT = (() => {
  const gap = String.raw`[\s()./-]*`;
  const digits = (count: string) => String.raw`(?:${gap}\d)${count}`;
  const international = `(?:4${gap}2${gap}1${digits('{9}')}|(?!4${gap}2${gap}1)[1-9]${digits('{6,14}')})`;
  return new RegExp(
    `^${gap}(?:\\+${gap}${international}|0${gap}0${gap}${international}|0${gap}[1-9]${digits('{8}')})${gap}$`,
  );
})();
/**
 * The number as stored (E.164): spaces, dashes, dots, slashes and parentheses removed; written the
 * way Slovaks write it — "0905 123 456" (national) or "00421 905 123 456" — it gets its "+" form.
 * web/src/lib/phone.ts applies the same rule.
 */
export function normalizePhone(text: string): string {
  const compact = text.replace(/[\s().\/-]/g, '');
  if (/^00[1-9]/.test(compact)) return `+${compact.slice(2)}`;
  if (/^0[1-9]/.test(compact)) return `+421${compact.slice(1)}`;
  return compact;
}

/** A post code sent with the country Slovakia is a Slovak one (domain/slovak-ids.ts). */
function SlovakPostCodeWhenSlovakia(): PropertyDecorator {
  return (object, propertyName) => {
    DocumentedRule('slovakPostCode')(object, propertyName);
    registerDecorator({
      name: 'slovakPostCode',
      target: object.constructor,
      propertyName: String(propertyName),
      options: {
        message:
          '$property must be a Slovak post code (three digits, an optional space, two digits, e.g. 040 01) when address_country is SK',
      },
      validator: {
        validate: (value: unknown, args) =>
          typeof value !== 'string' ||
          (args?.object as Record<string, unknown>).address_country !== 'SK' ||
          SLOVAK_POST_CODE.test(value),
      },
    });
  };
}

/** An IČO's last digit is the check digit of the first seven. */
@ValidatorConstraint({ name: 'icoCheckDigit' })
class IcoCheckDigit implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value !== 'string' || !/^\d{8}$/.test(value) || isIco(value);
  }

  defaultMessage(): string {
    return 'company_id check digit does not match (IČO: mod 11, weights 8..2)';
  }
}

/** The IČO check digit, validated and named in the document's `x-rules`. */
const WithIcoCheckDigit = (): PropertyDecorator =>
  applyDecorators(DocumentedRule('icoCheckDigit'), Validate(IcoCheckDigit));

/** PATCH /api/profile: any subset; absent = unchanged, null or '' = cleared. */
export class UpdateProfileDto {
  @TextField(30, {
    description:
      'Unique (case-insensitive); 3–30 of a–z, 0–9, ".", "_", "-", starting with a letter or digit; taken → 409 errors.username_taken',
    pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$/,
    input: /^\s*[A-Za-z0-9][A-Za-z0-9._-]{2,29}\s*$/,
  })
  username?: string | null;

  @TextField(100)
  first_name?: string | null;

  @TextField(100)
  last_name?: string | null;

  @PastDateField('1900-01-01', { description: 'Birth date, 1900-01-01 … today', example: '1985-04-12' })
  birth_date?: string | null;

  @TextField(200)
  address_street?: string | null;

  @TextField(100)
  address_city?: string | null;

  @TextField(12, {
    description:
      'With address_country SK in the same request: a Slovak post code, three digits, an optional space and two digits (040 01)',
    pattern: /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    input: /^\s*[A-Za-z0-9][A-Za-z0-9 -]*\s*$/,
    example: '040 01',
  })
  @SlovakPostCodeWhenSlovakia()
  address_post_code?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    enum: ['', ...COUNTRY_CODES],
    pattern: '^([A-Za-z]{2})?$',
    example: 'SK',
    description: 'ISO 3166-1 alpha-2 code (any case, stored upper case); "" clears it, as null does',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value))
  @IsOptional()
  @IsIn(COUNTRY_CODES, { message: 'address_country must be an ISO 3166-1 alpha-2 country code, e.g. SK' })
  address_country?: string | null;

  @TextField(20, {
    description:
      'Stored in international format (E.164: "+" and 7–15 digits, a Slovak number +421 and 9 digits). Spaces, dashes, dots, slashes and parentheses are removed first; a national Slovak number (0905 123 456) and 00… become the "+" form',
    pattern: PHONE_E164,
    input: PHONE_INPUT,
    patternMessage: 'phone_number must be a phone number, e.g. 0905 123 456 or +421 905 123 456',
    transform: normalizePhone,
    example: '+421905123456',
  })
  phone_number?: string | null;

  @TextField(200)
  company_name?: string | null;

  @TextField(20, {
    description:
      'Company registration number (IČO): 8 digits, the last a check digit (mod 11, weights 8..2); white space is removed before it is checked and stored ("357 574 42" is stored "35757442")',
    pattern: /^\d{8}$/,
    input: /^\s*(?:\d\s*){8}$/,
    patternMessage: 'company_id must be an IČO: 8 digits',
    transform: normalizeIco,
    example: '35757442',
  })
  @WithIcoCheckDigit()
  company_id?: string | null;
}

export class ProfileDto extends UserDto {
  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

export class ProfileResponseDto extends ResponseDto(ProfileDto) {}

/** What other members see of me in search (PUT replaces all four). */
export class ProfileVisibilityDto {
  @ApiProperty({ description: 'Show my e-mail to other members (default false)' })
  @IsDefined()
  @IsBoolean()
  show_email: boolean;

  @ApiProperty({ description: 'Show my phone number to other members (default false)' })
  @IsDefined()
  @IsBoolean()
  show_phone: boolean;

  @ApiProperty({ description: 'Show my city to other members (default true)' })
  @IsDefined()
  @IsBoolean()
  show_city: boolean;

  @ApiProperty({ description: 'Show my cars to other members (default true)' })
  @IsDefined()
  @IsBoolean()
  show_cars: boolean;
}

export class ProfileVisibilityResponseDto extends ResponseDto(ProfileVisibilityDto) {}

/** DELETE /api/profile needs the word typed by the member, so no stray request deletes an account. */
export class DeleteProfileDto {
  @ApiProperty({ enum: [DELETE_CONFIRMATION], description: `Exactly "${DELETE_CONFIRMATION}"` })
  @IsIn([DELETE_CONFIRMATION], { message: `confirm must be exactly "${DELETE_CONFIRMATION}"` })
  confirm: string;
}

export class ExportAttendanceDto {
  @ApiProperty({ format: 'uuid', description: 'The registration (event payments name it)' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  event_id: string;

  @ApiProperty()
  event_title: string;

  @ApiProperty()
  event_slug: string;

  @ApiProperty({ format: 'date-time' })
  event_date_start: string;

  @ApiProperty({ enum: ['registered', 'waitlisted', 'cancelled'] })
  status: string;

  @ApiProperty({ format: 'date-time' })
  registered_at: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the member was checked in at the event’s door',
  })
  checked_in_at: string | null;

  @ApiProperty({ type: 'integer', description: 'Companions registered with the member' })
  companions: number;

  @ApiProperty({ type: Number, nullable: true, description: 'EUR owed for the place (null: a free event)' })
  amount: number | null;

  @ApiProperty({ description: 'EUR received for it' })
  paid: number;

  @ApiProperty({ type: String, nullable: true, description: 'Variable symbol of its payment' })
  variable_symbol: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was paid in full' })
  paid_at: string | null;
}

export class ExportFileDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  kind: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  file_name: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class ExportArticleDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  slug: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  published_at: string | null;
}

export class ProfileExportDto {
  @ApiProperty({ format: 'date-time' })
  exported_at: string;

  @ApiProperty({ type: () => ProfileDto })
  profile: ProfileDto;

  @ApiProperty({ type: () => ProfileVisibilityDto })
  visibility: ProfileVisibilityDto;

  @ApiProperty({ type: () => OnboardingDto, nullable: true })
  onboarding: OnboardingDto | null;

  @ApiProperty({ type: () => [ExportCarDto], description: 'Every car I own or owned, with my ownership history' })
  cars: ExportCarDto[];

  @ApiProperty({ type: () => [ExportAttendanceDto] })
  event_attendances: ExportAttendanceDto[];

  @ApiProperty({
    type: () => [ExportDuesDto],
    description:
      'My membership dues by year, newest first, with the payments each received (the payer’s name and account as the bank statement gives them)',
  })
  dues: ExportDuesDto[];

  @ApiProperty({
    type: () => [DuesPaymentDto],
    description:
      'Money received for my registrations for paid events (bank and cash), oldest first; registration_id names the registration',
  })
  event_payments: DuesPaymentDto[];

  @ApiProperty({ type: () => [ExportRefundDto], description: 'What the club owes or paid me back, oldest first' })
  refunds: ExportRefundDto[];

  @ApiProperty({ type: () => [ExportFileDto], description: 'Files I uploaded' })
  files: ExportFileDto[];

  @ApiProperty({ type: () => [ExportArticleDto], description: 'Articles I authored' })
  articles: ExportArticleDto[];
}

export class ProfileExportResponseDto extends ResponseDto(ProfileExportDto) {}

export function mapProfile(profile: ProfileWithMemberState): ProfileDto {
  return {
    ...mapUser(profile, profile._count.carOwnerships),
    updated_at: profile.updatedAt.toISOString(),
  };
}

export const mapVisibility = (v: ProfileVisibility): ProfileVisibilityDto => ({
  show_email: v.showEmail,
  show_phone: v.showPhone,
  show_city: v.showCity,
  show_cars: v.showCars,
});

/** The part of the data export the users module answers: the profile and what the member did as a member. */
export type MemberExport = Pick<
  ProfileExportDto,
  'profile' | 'visibility' | 'event_attendances' | 'files' | 'articles'
>;

export function mapMemberExport(p: ProfileExportRow): MemberExport {
  return {
    profile: mapProfile(p),
    visibility: mapVisibility(p),
    event_attendances: p.attendances.map((a) => ({
      id: a.id,
      event_id: a.event.id,
      event_title: a.event.title,
      event_slug: a.event.slug,
      event_date_start: a.event.dateStart.toISOString(),
      status: a.status,
      registered_at: a.registeredAt.toISOString(),
      checked_in_at: a.checkIn ? a.checkIn.checkedInAt.toISOString() : null,
      companions: a.companions,
      amount: a.amountCents === null ? null : euros(a.amountCents),
      paid: euros(a.paidCents),
      variable_symbol: a.variableSymbol,
      paid_at: a.paidAt?.toISOString() ?? null,
    })),
    files: p.files.map((f) => ({
      id: f.id,
      kind: f.kind,
      title: f.title,
      file_name: f.fileName,
      created_at: f.createdAt.toISOString(),
    })),
    articles: p.articles.map((a) => ({
      id: a.id,
      title: a.title,
      slug: a.slug,
      published_at: a.publishedAt ? a.publishedAt.toISOString() : null,
    })),
  };
}
