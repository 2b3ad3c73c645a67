// Onboarding (docs/product-rules.md §3 Onboarding, §4 steps): the member's answers and where they are in the steps.
import { ApiProperty } from '@nestjs/swagger';
import {
  CAR_COLORS,
  CAR_MODELS,
  CAR_VARIANTS,
  type CarColorName,
  type CarModelName,
  type CarVariantName,
} from '../../domain/car-enums';
import { CarLookDto, COLOR_RULE, mapCarLook, OWNED_SINCE_MIN } from '../cars/cars.types';
import {
  EmailField,
  EnumField,
  LICENSE_PLATE,
  LICENSE_PLATE_INPUT,
  licensePlate,
  PLATE_RULE,
  NotTogetherWith,
  PastDateField,
  TextField,
  VinField,
} from '../../common/member-fields';
import { ResponseDto } from '../../common/page.dto';
import { isoDate } from '../../domain/calendar';
import { stepCompletion, currentStep, previousStep } from '../../domain/onboarding-steps';
import { teslaModelFromVin } from '../../domain/vin';
import type { OnboardingRow } from './onboarding.repository';

/**
 * PUT /api/onboarding: any subset of the answers; absent fields keep their value, `null` clears
 * one. The PUT that makes steps 1–3 complete also registers the car (see the operation).
 */
export class UpdateOnboardingDto {
  @TextField(100, {
    nullable: false,
    pattern: /\S/,
    description:
      'The member’s own first name (asked in step 1; not one of the step’s answers), stored on the profile; it cannot be cleared here',
    example: 'Zuzana',
  })
  first_name?: string;

  @TextField(100, {
    nullable: false,
    pattern: /\S/,
    description:
      'The member’s own last name (asked in step 1; not one of the step’s answers), stored on the profile; it cannot be cleared here',
    example: 'Nováková',
  })
  last_name?: string;

  @EmailField({ description: 'E-mail of the Tesla account (step 1)' })
  tesla_account_email?: string | null;

  @TextField(120, { description: 'Full name on the Tesla account (step 1)' })
  tesla_account_full_name?: string | null;

  @VinField({ description: 'The car’s VIN (step 1).' })
  vin?: string | null;

  @TextField(15, {
    description: PLATE_RULE + ' (optional)',
    pattern: LICENSE_PLATE,
    input: LICENSE_PLATE_INPUT,
    transform: licensePlate,
    example: 'BA-123AB',
  })
  license_plate?: string | null;

  @EnumField(CAR_MODELS, 'CarModel', { description: 'Model (step 2)' })
  model?: CarModelName | null;

  @EnumField(CAR_VARIANTS, 'CarVariant', { description: 'Variant (step 3)' })
  variant?: CarVariantName | null;

  @EnumField(CAR_COLORS, 'CarColor', { description: `Colour (step 3). ${COLOR_RULE}` })
  color?: CarColorName | null;

  @TextField(60, { description: `Colour not in the list (step 3). ${COLOR_RULE}`, example: 'Matte Olive Green' })
  @NotTogetherWith('color')
  custom_color?: string | null;

  @TextField(60, { description: 'The car’s nickname (optional)' })
  car_name?: string | null;

  @PastDateField(OWNED_SINCE_MIN, { description: `Owned since (step 3), ${OWNED_SINCE_MIN} … today` })
  owned_since?: string | null;
}

export class OnboardingStepsDto {
  @ApiProperty({
    name: '1',
    description: 'Account and VIN: tesla_account_email, tesla_account_full_name and vin present',
  })
  1: boolean;

  @ApiProperty({ name: '2', description: 'Vehicle model: model present' })
  2: boolean;

  @ApiProperty({ name: '3', description: 'Vehicle details: variant, color (or custom_color) and owned_since present' })
  3: boolean;
}

/** The answers of a member who has none yet. */
export const NO_ANSWERS = {
  teslaAccountEmail: null,
  teslaAccountFullName: null,
  vin: null,
  licensePlate: null,
  model: null,
  variant: null,
  color: null,
  customColor: null,
  carName: null,
  ownedSince: null,
  completedAt: null,
} satisfies Partial<OnboardingRow>;

export type Answers = typeof NO_ANSWERS | OnboardingRow;

/** The member and the step-1 answers (before the car’s look). */
class OnboardingAccountDto {
  @ApiProperty({ format: 'uuid' })
  user_id: string;

  @ApiProperty({ type: String, nullable: true })
  tesla_account_email: string | null;

  @ApiProperty({ type: String, nullable: true })
  tesla_account_full_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  vin: string | null;

  @ApiProperty({ type: String, nullable: true })
  license_plate: string | null;
}

export class OnboardingDto extends CarLookDto<typeof OnboardingAccountDto, CarModelName | null>(OnboardingAccountDto, {
  nullableModel: true,
}) {
  @ApiProperty({ type: String, nullable: true })
  car_name: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  owned_since: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When steps 1–3 were completed and the car registered',
  })
  completed_at: string | null;

  @ApiProperty({ enum: [1, 2, 3, 4], description: 'The first incomplete step; 4 = completed' })
  current_step: 1 | 2 | 3 | 4;

  @ApiProperty({ enum: [1, 2], description: 'The step before the current one from 2 or 3; otherwise 1' })
  previous_step: 1 | 2;

  @ApiProperty({ type: () => OnboardingStepsDto })
  steps: OnboardingStepsDto;

  @ApiProperty({ description: 'Steps 1–3 are complete' })
  complete: boolean;

  @ApiProperty({
    enum: CAR_MODELS,
    enumName: 'CarModel',
    nullable: true,
    description: 'The model the VIN names (Tesla VINs), to preselect in step 2',
  })
  suggested_model: CarModelName | null;
}

export class OnboardingResponseDto extends ResponseDto(OnboardingDto) {}

export function mapOnboarding(userId: string, row: Answers): OnboardingDto {
  const steps = stepCompletion(row);
  const current = currentStep(steps);
  return {
    user_id: userId,
    tesla_account_email: row.teslaAccountEmail,
    tesla_account_full_name: row.teslaAccountFullName,
    vin: row.vin,
    license_plate: row.licensePlate,
    ...mapCarLook(row),
    car_name: row.carName,
    owned_since: isoDate(row.ownedSince),
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    current_step: current,
    previous_step: previousStep(current),
    steps,
    complete: current === 4,
    suggested_model: row.vin ? teslaModelFromVin(row.vin) : null,
  };
}
