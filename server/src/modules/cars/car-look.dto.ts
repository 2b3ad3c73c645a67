// The look of a car as every response that shows a car documents it (a member's cars, onboarding
// answers, search results, the data export): model, variant and colour, in that order after the
// DTO's own leading fields (the `Base` class), so each schema keeps its field order.
import { ApiProperty } from '@nestjs/swagger';
import {
  CAR_COLORS,
  CAR_MODELS,
  CAR_VARIANTS,
  carColor,
  carModel,
  carVariant,
  type CarColorName,
  type CarModelName,
  type CarVariantName,
} from '../../domain/car-enums';
import type { CarColor, CarModel, CarVariant } from '../../generated/prisma/enums';

type Class = new (...args: any[]) => object;

/**
 * `Base` followed by model, variant, color and custom_color; `model` is null only where the DTO says so (onboarding
 * answers).
 */
export function CarLookDto<B extends Class, M extends CarModelName | null = CarModelName>(
  Base: B,
  o: { nullableModel?: boolean } = {},
) {
  class CarLook extends Base {
    @ApiProperty({ enum: CAR_MODELS, enumName: 'CarModel', nullable: o.nullableModel })
    model: M;

    @ApiProperty({ enum: CAR_VARIANTS, enumName: 'CarVariant', nullable: true })
    variant: CarVariantName | null;

    @ApiProperty({ enum: CAR_COLORS, enumName: 'CarColor', nullable: true })
    color: CarColorName | null;

    @ApiProperty({ type: String, nullable: true })
    custom_color: string | null;
  }
  return CarLook;
}

/** A car's look as stored (a car row, or onboarding's answers, whose model may still be missing). */
interface StoredLook<M extends CarModel | null> {
  model: M;
  variant: CarVariant | null;
  color: CarColor | null;
  customColor: string | null;
}

/** The fields of CarLookDto from a stored look. */
export function mapCarLook<M extends CarModel | null>(look: StoredLook<M>) {
  return {
    model: (look.model === null ? null : carModel.fromDb(look.model)) as M extends CarModel
      ? CarModelName
      : CarModelName | null,
    variant: look.variant ? carVariant.fromDb(look.variant) : null,
    color: look.color ? carColor.fromDb(look.color) : null,
    custom_color: look.customColor,
  };
}
