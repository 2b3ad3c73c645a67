// Cars (docs/product-rules.md §3 Car): a member's current cars, as the ownership of a physical car (by VIN).
import { ApiProperty } from '@nestjs/swagger';
import {
  CAR_COLORS,
  CAR_MODELS,
  CAR_VARIANTS,
  carColor,
  type CarColorName,
  type CarModelName,
  type CarVariantName,
} from '../../domain/car-enums';
import { CarLookDto, mapCarLook } from './car-look.dto';
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
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { isoDate } from '../../domain/calendar';
import { carImagePath } from '../../domain/car-images';
import type { CarAttributes, OwnedCarRow } from './car.repository';

export const COLOR_RULE =
  'A car has either a colour from the list (`color`) or, when its colour is not in the list, free text in `custom_color` (at most 60 characters), ' +
  'never both: sending both non-null is 400 errors.validation, and setting one clears the other. Onboarding step 3 is satisfied by either.';
export const OWNED_SINCE_MIN = '1990-01-01';

export const CAR_IMAGE_RULE =
  'General picture of the car by model: `/images/cars/<model-slug>.svg` (e.g. `/images/cars/model-3.svg`, `/images/cars/roadster-first-gen.svg`); ' +
  'a Model Y with a listed colour gets `/images/cars/model-y-<colour-slug>.svg` (e.g. `/images/cars/model-y-pearl-white-multi-coat.svg`), ' +
  'with a custom or no colour `/images/cars/model-y.svg`. Slug = lower case, each run of characters other than a–z/0–9 replaced by one "-". ' +
  'Paths are served by the web app (web/public).';

/** Fields a member sets on their car; shared by POST (add) and PATCH (update). */
class CarFieldsDto {
  @TextField(15, {
    description: PLATE_RULE,
    pattern: LICENSE_PLATE,
    input: LICENSE_PLATE_INPUT,
    transform: licensePlate,
    example: 'BA-123AB',
  })
  license_plate?: string | null;

  @EnumField(CAR_VARIANTS, 'CarVariant')
  variant?: CarVariantName | null;

  @EnumField(CAR_COLORS, 'CarColor', { description: COLOR_RULE })
  color?: CarColorName | null;

  @TextField(60, { description: COLOR_RULE, example: 'Matte Olive Green' })
  @NotTogetherWith('color')
  custom_color?: string | null;

  @PastDateField(OWNED_SINCE_MIN, { description: `Owned since, ${OWNED_SINCE_MIN} … today` })
  owned_since?: string | null;

  @TextField(60, { description: 'The car’s nickname' })
  name?: string | null;

  @EmailField({ description: 'E-mail of the Tesla account the car is on' })
  tesla_account?: string | null;
}

/** POST /api/cars: another car of mine. */
export class CreateCarDto extends CarFieldsDto {
  @VinField({ required: true, nullable: false })
  vin: string;

  @EnumField(CAR_MODELS, 'CarModel', { required: true, nullable: false })
  model: CarModelName;
}

/** PATCH /api/cars/{vin}: any subset; absent = unchanged, null = cleared (model cannot be cleared). */
export class UpdateCarDto extends CarFieldsDto {
  @EnumField(CAR_MODELS, 'CarModel', { nullable: false })
  model?: CarModelName;
}

/** What identifies a member’s car (before its look). */
class CarIdentityDto {
  @ApiProperty({ example: '5YJ3E1EA8KF000001' })
  vin: string;

  @ApiProperty({ type: String, nullable: true })
  license_plate: string | null;
}

export class CarDto extends CarLookDto(CarIdentityDto) {
  @ApiProperty({ type: String, format: 'date', nullable: true })
  owned_since: string | null;

  @ApiProperty({ format: 'uuid' })
  owner_id: string;

  @ApiProperty({ format: 'uuid', description: 'This ownership of the car (a car may change owners over time)' })
  ownership_id: string;

  @ApiProperty({ type: String, nullable: true, description: 'E-mail of the Tesla account the car is on' })
  tesla_account: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The car’s nickname' })
  name: string | null;

  @ApiProperty({ description: CAR_IMAGE_RULE, example: '/images/cars/model-3.svg' })
  image: string;
}

export class CarResponseDto extends ResponseDto(CarDto) {}

export class CarListResponseDto extends ListResponseDto(CarDto) {}

export class ExportOwnershipDto {
  @ApiProperty({ format: 'uuid' })
  ownership_id: string;

  @ApiProperty({ type: String, nullable: true })
  license_plate: string | null;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true })
  tesla_account: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  owned_since: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'null = I still own the car' })
  owned_until: string | null;
}

/** The exported car’s VIN (before its look). */
class ExportCarIdentityDto {
  @ApiProperty()
  vin: string;
}

export class ExportCarDto extends CarLookDto(ExportCarIdentityDto) {
  @ApiProperty({ type: () => [ExportOwnershipDto], description: 'My ownerships of this car, oldest first' })
  ownerships: ExportOwnershipDto[];
}

/**
 * Colour pair as stored: a listed colour clears the custom one and vice versa (the DTO refuses
 * both at once). Returns only what the request changes.
 */
export function colorChange(dto: {
  color?: CarColorName | null;
  custom_color?: string | null;
}): Partial<Pick<CarAttributes, 'color' | 'customColor'>> {
  if (dto.color) return { color: carColor.toDb(dto.color), customColor: null };
  if (dto.custom_color) return { color: null, customColor: dto.custom_color };
  return {
    ...(dto.color === null ? { color: null } : {}),
    ...(dto.custom_color === null ? { customColor: null } : {}),
  };
}

export function mapCar(row: OwnedCarRow): CarDto {
  const look = mapCarLook(row.car);
  return {
    vin: row.vin,
    license_plate: row.licensePlate,
    ...look,
    owned_since: isoDate(row.ownedSince),
    owner_id: row.ownerId,
    ownership_id: row.id,
    tesla_account: row.teslaAccount,
    name: row.name,
    image: carImagePath(look.model, look.color),
  };
}

/**
 * A member's ownership history (oldest first) grouped by car, in the order the member first owned each: the cars of the
 * data export.
 */
export function mapCarHistory(history: OwnedCarRow[]): ExportCarDto[] {
  const byVin = new Map<string, ExportCarDto>();
  for (const o of history) {
    let car = byVin.get(o.vin);
    if (!car) {
      car = { vin: o.vin, ...mapCarLook(o.car), ownerships: [] };
      byVin.set(o.vin, car);
    }
    car.ownerships.push({
      ownership_id: o.id,
      license_plate: o.licensePlate,
      name: o.name,
      tesla_account: o.teslaAccount,
      owned_since: isoDate(o.ownedSince),
      owned_until: isoDate(o.ownedUntil),
    });
  }
  return [...byVin.values()];
}
