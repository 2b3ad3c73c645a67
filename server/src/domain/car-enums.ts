// The enumerations of docs/product-rules.md §3 with their exact spellings, as the API and the database store them,
// and the mapping to the generated Prisma client's identifiers (MODEL_3 ⇄ 'Model 3').
import { CarColor, CarModel, CarVariant } from '../generated/prisma/enums';

export const CAR_MODELS = [
  'Model S',
  'Model 3',
  'Model X',
  'Model Y',
  'Cybertruck',
  'ATV',
  'Roadster',
  'Semi',
  'Roadster First Gen',
] as const;
export const CAR_VARIANTS = [
  'Standard Range',
  'Long Range',
  'Long Range Plus',
  'Long Range RWD',
  'Performance',
  'Plaid',
  'RWD',
  '60D',
  '70D',
  '75D',
  '85D',
  '90D',
  '100D',
  'P85D',
  'P90D',
  'P100D',
] as const;
export const CAR_COLORS = [
  'Anza Brown Metallic',
  'Titanium Metallic',
  'Catalina White',
  'Solid White',
  'Shasta Pearl White',
  'Pearl White Multi-Coat',
  'Frost Blue Metallic',
  'Monterey Blue Metallic',
  'Deep Blue Metallic',
  'Glacier Blue',
  'Marine Blue',
  'Signature Red',
  'Red Multi-Coat',
  'Midnight Cherry Red',
  'Ultra Red',
  'Sierra Black',
  'Solid Black',
  'Diamond Black',
  'Obsidian Black Metallic',
  'Sequoia Green Metallic',
  'Tiburon Grey Metallic',
  'Stealth Grey',
  'Midnight Silver Metallic',
  'San Simeon Silver Metallic',
  'Quicksilver',
  'Lunar Silver',
] as const;

export type CarModelName = (typeof CAR_MODELS)[number];
export type CarVariantName = (typeof CAR_VARIANTS)[number];
export type CarColorName = (typeof CAR_COLORS)[number];

/** 'Model 3' → 'MODEL_3', '60D' → 'V60D', 'Pearl White Multi-Coat' → 'PEARL_WHITE_MULTI_COAT'. */
function identifier(name: string): string {
  const id = name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  return /^\d/.test(id) ? `V${id}` : id;
}

function mapping<N extends string, E extends string>(names: readonly N[], enumObject: Record<string, E>) {
  const toDb = new Map<N, E>();
  const fromDb = new Map<E, N>();
  for (const name of names) {
    const value = enumObject[identifier(name)];
    if (!value) throw new Error(`enum value for ${name} is missing from the Prisma schema`);
    toDb.set(name, value);
    fromDb.set(value, name);
  }
  return { toDb: (n: N): E => toDb.get(n)!, fromDb: (e: E): N => fromDb.get(e)! };
}

export const carModel = mapping<CarModelName, CarModel>(CAR_MODELS, CarModel);
export const carVariant = mapping<CarVariantName, CarVariant>(CAR_VARIANTS, CarVariant);
export const carColor = mapping<CarColorName, CarColor>(CAR_COLORS, CarColor);
