import {
  CAR_COLORS,
  CAR_MODELS,
  CAR_VARIANTS,
  carColor,
  carModel,
  carVariant,
} from '../../server/src/domain/car-enums';

describe('car enumerations', () => {
  it('keep the spellings of docs/product-rules.md §3 and map both ways to the database enums', () => {
    expect(CAR_MODELS).toHaveLength(9);
    expect(CAR_VARIANTS).toHaveLength(16);
    expect(CAR_COLORS).toHaveLength(26);
    for (const m of CAR_MODELS) expect(carModel.fromDb(carModel.toDb(m))).toBe(m);
    for (const v of CAR_VARIANTS) expect(carVariant.fromDb(carVariant.toDb(v))).toBe(v);
    for (const c of CAR_COLORS) expect(carColor.fromDb(carColor.toDb(c))).toBe(c);
    expect(carModel.toDb('Model 3')).toBe('MODEL_3');
    expect(carVariant.toDb('60D')).toBe('V60D');
  });
});
