// DTOs of the staff dues endpoints (/api/admin/dues…, finance=full): fee plans, the club's payment
// details, membership years, each member's plan or waiver, the list of records and payments.
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { ListResponseDto, PageQueryDto, NumberFromText, ResponseDto } from '../../common/page.dto';
import { TextField, UuidField } from '../../common/content-validation';
import { ruleSchema } from '../../common/openapi-rule';
import { DUES_STATUSES, DuesDto, mapDues } from './dues.dto';
import { euros } from '../../domain/money';
import { memberName } from '../../domain/member-name';
import type { DuesPaymentSource, DuesRecord, DuesStatus } from './dues.repository';
import type { DuesPaymentResolution } from './dues-payment.repository';
import type { MemberPlanRow, PlanRow, SettingsRow, YearRow } from './dues-setup.repository';
import type { PaymentRow } from './dues-payment.repository';
import { dayOf } from './dues-rules';

export const MAX_AMOUNT = 100_000;

/** Euros with at most two decimals, not negative. */
export const AmountField = (description = 'EUR, at most two decimals') =>
  applyDecorators(
    ApiProperty({ type: 'number', minimum: 0, maximum: MAX_AMOUNT, multipleOf: 0.01, description }),
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }),
    Min(0),
    Max(MAX_AMOUNT),
  );

/** An optional body field that may be absent but not null (the document does not say nullable). */
const GivenOrAbsent = () => ValidateIf((_object, value) => value !== undefined);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DateField = (description: string, rule?: string) =>
  applyDecorators(
    ApiProperty({
      type: String,
      format: 'date',
      pattern: DATE.source,
      example: '2026-03-31',
      description,
      ...(rule ? ruleSchema(rule) : {}),
    }),
    Matches(DATE, { message: '$property must be a date YYYY-MM-DD' }),
    IsISO8601({ strict: true }),
  );

// ── fee plans ──

export class FeePlanDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ description: 'EUR per year' })
  amount: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class CreateFeePlanDto {
  @TextField(100)
  name: string;

  @TextField(500, { nullable: true })
  description?: string | null;

  @AmountField('EUR per year, at most two decimals')
  amount: number;
}

export class UpdateFeePlanDto {
  @TextField(100, { optional: true })
  name?: string;

  @TextField(500, { nullable: true })
  description?: string | null;

  @AmountField('EUR per year, at most two decimals')
  @GivenOrAbsent()
  amount?: number;
}

export class FeePlanResponseDto extends ResponseDto(FeePlanDto) {}
export class FeePlanListResponseDto extends ListResponseDto(FeePlanDto) {}

export const mapPlan = (p: PlanRow): FeePlanDto => ({
  id: p.id,
  name: p.name,
  description: p.description,
  amount: euros(p.amountCents),
  created_at: p.createdAt.toISOString(),
});

// ── the club's payment details ──

export class DuesSettingsDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The club account; checked (country length, check digits)',
  })
  iban: string | null;

  @ApiProperty({ type: String, nullable: true })
  bic: string | null;

  @ApiProperty({ type: String, nullable: true })
  beneficiary_name: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The plan of members without one' })
  default_plan_id: string | null;

  @ApiProperty({ type: 'integer', description: 'Days before the due date the first reminder goes out' })
  reminder_days_before: number;
}

export class UpdateDuesSettingsDto {
  @TextField(42, {
    nullable: true,
    rule: 'ibanCheckDigits',
    example: 'SK31 1200 0000 1987 4263 7541',
    description:
      'The club account (spaces and case ignored); its country length and ISO 13616 check digits (mod 97) are checked: a wrong one answers 400 errors.iban_invalid',
  })
  iban?: string | null;

  @TextField(11, {
    nullable: true,
    rule: 'bicFormat',
    example: 'TATRSKBX',
    description:
      '8 or 11 letters and digits (bank 4 letters, country 2 letters, location 2, branch 3 optional; case ignored): another answers 400 errors.bic_invalid',
  })
  bic?: string | null;

  @TextField(70, { nullable: true })
  beneficiary_name?: string | null;

  @UuidField({ nullable: true })
  default_plan_id?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 60 })
  @GivenOrAbsent()
  @IsInt()
  @Min(1)
  @Max(60)
  reminder_days_before?: number;
}

export class DuesSettingsResponseDto extends ResponseDto(DuesSettingsDto) {}

export const mapSettings = (s: SettingsRow): DuesSettingsDto => ({
  iban: s.iban,
  bic: s.bic,
  beneficiary_name: s.beneficiaryName,
  default_plan_id: s.defaultPlanId,
  reminder_days_before: s.reminderDaysBefore,
});

// ── membership years ──

/** The rule across `year` and `due_date` (dues-setup.service.ts), named in both properties' `x-rules`. */
const DUE_DATE_IN_YEAR = 'dueDateInYear';

export class DuesYearDto {
  @ApiProperty({ type: 'integer' })
  year: number;

  @ApiProperty({ format: 'date' })
  due_date: string;

  @ApiProperty({ type: 'integer', description: 'Days after the due date before a record is overdue' })
  grace_days: number;

  @ApiProperty({ format: 'date-time' })
  opened_at: string;
}

export class OpenDuesYearDto {
  @ApiProperty({
    type: 'integer',
    minimum: 2000,
    maximum: 2100,
    example: 2026,
    description: 'due_date must fall within it',
    ...ruleSchema(DUE_DATE_IN_YEAR),
  })
  @IsInt()
  @Min(2000)
  @Max(2100)
  year: number;

  @DateField('Within the year (400 errors.validation otherwise)', DUE_DATE_IN_YEAR)
  due_date: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 180, default: 14 })
  @GivenOrAbsent()
  @IsInt()
  @Min(0)
  @Max(180)
  grace_days?: number;
}

export class OpenedDuesYearDto extends DuesYearDto {
  @ApiProperty({ type: 'integer', description: 'Records created (one per verified member)' })
  created: number;
}

export class DuesYearListResponseDto extends ListResponseDto(DuesYearDto) {}
export class OpenedDuesYearResponseDto extends ResponseDto(OpenedDuesYearDto) {}

export const mapYear = (y: YearRow): DuesYearDto => ({
  year: y.year,
  due_date: dayOf(y.dueDate),
  grace_days: y.graceDays,
  opened_at: y.openedAt.toISOString(),
});

// ── records ──

const PAYMENT_RESOLUTIONS = ['returned', 'dismissed'] as const satisfies readonly DuesPaymentResolution[];

export class DuesMemberRefDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;
}

export class DuesPaymentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null = not assigned to any record yet' })
  dues_id: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The registration for a paid event it pays; null = none',
  })
  registration_id: string | null;

  @ApiProperty({ enum: ['bank', 'manual'], enumName: 'DuesPaymentSource' })
  source: DuesPaymentSource;

  @ApiProperty({ description: 'In `currency`' })
  amount: number;

  @ApiProperty()
  currency: string;

  @ApiProperty({ format: 'date' })
  booked_on: string;

  @ApiProperty({ type: String, nullable: true })
  variable_symbol: string | null;

  @ApiProperty({ type: String, nullable: true })
  debtor_name: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The payer’s account from the bank statement (personal data; finance staff only)',
  })
  debtor_iban: string | null;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'EUR the bank credited for a payment in another currency, counted on its record',
  })
  credited_amount: number | null;

  @ApiProperty({
    enum: PAYMENT_RESOLUTIONS,
    enumName: 'DuesPaymentResolution',
    nullable: true,
    description: 'Settled without a record: returned to the payer or dismissed',
  })
  resolution: DuesPaymentResolution | null;

  @ApiProperty({ type: String, nullable: true })
  resolution_note: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When staff assigned, returned or dismissed it by hand',
  })
  resolved_at: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class AdminDuesDto extends DuesDto {
  @ApiProperty({ type: DuesMemberRefDto })
  member: DuesMemberRefDto;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  plan_id: string | null;
}

export class AdminDuesDetailDto extends AdminDuesDto {
  @ApiProperty({ type: [DuesPaymentDto] })
  payments: DuesPaymentDto[];

  @ApiProperty({ description: 'The member is waived (honorary)' })
  waived: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Staff note of the member’s plan or waiver' })
  member_note: string | null;
}

export const DUES_SORTS = ['variable_symbol', 'amount', 'status', 'paid_at', 'created_at'] as const;

export class AdminDuesListQueryDto extends AdminListQueryDto(DUES_SORTS) {
  @ApiPropertyOptional({ type: 'integer' })
  @IsOptional()
  @NumberFromText()
  @IsInt()
  @Min(2000)
  @Max(2100)
  year?: number;

  @ApiPropertyOptional({ enum: DUES_STATUSES, enumName: 'DuesStatus' })
  @IsOptional()
  @IsIn(DUES_STATUSES)
  status?: DuesStatus;

  @UuidField({ optional: true })
  plan_id?: string;
}

export class AdminDuesListResponseDto extends ListResponseDto(AdminDuesDto) {}
export class AdminDuesResponseDto extends ResponseDto(AdminDuesDetailDto) {}

export const mapAdminDues = (r: DuesRecord): AdminDuesDto => ({
  ...mapDues(r),
  member: { id: r.user.id, email: r.user.email, name: memberName(r.user) },
  plan_id: r.planId,
});

export const mapPayment = (p: PaymentRow): DuesPaymentDto => ({
  id: p.id,
  dues_id: p.duesId,
  registration_id: p.attendanceId,
  source: p.source,
  amount: euros(p.amountCents),
  currency: p.currency,
  booked_on: dayOf(p.bookedOn),
  variable_symbol: p.variableSymbol,
  debtor_name: p.debtorName,
  debtor_iban: p.debtorIban,
  note: p.note,
  credited_amount: p.creditedCents === null ? null : euros(p.creditedCents),
  resolution: p.resolution,
  resolution_note: p.resolutionNote,
  resolved_at: p.resolvedAt?.toISOString() ?? null,
  created_at: p.createdAt.toISOString(),
});

/** One year's record of the member with the payments it received (the member's data export). */
export class ExportDuesDto extends DuesDto {
  @ApiProperty({
    type: () => [DuesPaymentDto],
    description: 'With the payer’s name and account as the bank statement gives them',
  })
  payments: DuesPaymentDto[];
}

export const mapExportDues = (r: DuesRecord, payments: PaymentRow[]): ExportDuesDto => ({
  ...mapDues(r),
  payments: payments.map(mapPayment),
});

export const mapAdminDuesDetail = (
  r: DuesRecord,
  payments: PaymentRow[],
  plan: MemberPlanRow | null,
): AdminDuesDetailDto => ({
  ...mapAdminDues(r),
  payments: payments.map(mapPayment),
  waived: plan?.waived ?? false,
  member_note: plan?.note ?? null,
});

/** A member's plan or waiver; applies to the member's unpaid records of open years too. */
export class UpdateMemberDuesDto {
  @UuidField({ nullable: true, description: 'null = the default plan' })
  plan_id?: string | null;

  @ApiPropertyOptional()
  @GivenOrAbsent()
  @IsBoolean()
  waived?: boolean;

  @TextField(500, { nullable: true })
  note?: string | null;
}

/** A payment received by hand (cash). */
export class ManualPaymentDto {
  @AmountField()
  amount: number;

  @DateField('The day it was received')
  paid_on: string;

  @TextField(500)
  note: string;
}

/** Assigns an unassigned payment to a record, named by its variable symbol. */
export class AssignPaymentDto {
  @ApiProperty({ description: 'Variable symbol of the record' })
  @Matches(/^\d{1,10}$/, { message: 'variable_symbol must be 1–10 digits' })
  variable_symbol: string;

  @ApiPropertyOptional({
    type: 'number',
    minimum: 0.01,
    maximum: MAX_AMOUNT,
    multipleOf: 0.01,
    description: 'Required for a payment in another currency: the EUR the bank credited, at most two decimals',
  })
  @GivenOrAbsent()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  @Min(0.01)
  @Max(MAX_AMOUNT)
  credited_amount?: number;
}

/** Settles an unassigned payment without a record: returned to the payer, or dismissed with a note. */
export class ResolvePaymentDto {
  @ApiProperty({ enum: PAYMENT_RESOLUTIONS, enumName: 'DuesPaymentResolution' })
  @IsIn(PAYMENT_RESOLUTIONS)
  outcome: DuesPaymentResolution;

  @TextField(500, { optional: true, notBlank: true, description: 'Required when dismissed' })
  note?: string;
}

export class DuesPaymentResponseDto extends ResponseDto(DuesPaymentDto) {}

export class DuesPaymentListResponseDto extends ListResponseDto(DuesPaymentDto) {}
export class DuesPaymentListQueryDto extends PageQueryDto {}
