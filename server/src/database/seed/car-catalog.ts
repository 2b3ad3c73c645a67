// Which Teslas exist in which years, and how their VINs begin (manufacturer, line, body, restraint,
// motor — positions 1–8 — and the plant code at position 11), so seeded cars are plausible.
import type { CarColorName, CarModelName, CarVariantName } from '../../domain/car-enums';
import { withCheckDigit } from './vin';
import { YEAR_CODES } from './slovak-data';

export interface CarSpec {
  model: CarModelName;
  /** [positions 1–8, plant code at position 11] by factory. */
  factories: readonly (readonly [string, string])[];
  firstYear: number;
  variants: (year: number) => readonly CarVariantName[];
  colors: readonly CarColorName[];
  /** Cars whose finish is not one of the enumerated colours (Cybertruck's bare steel). */
  customColor?: string;
  /** Relative share among the club's cars. */
  weight: number;
}

const COLORS_3Y: readonly CarColorName[] = [
  'Pearl White Multi-Coat',
  'Solid Black',
  'Midnight Silver Metallic',
  'Deep Blue Metallic',
  'Red Multi-Coat',
  'Quicksilver',
  'Stealth Grey',
  'Ultra Red',
];
const COLORS_SX: readonly CarColorName[] = [
  'Pearl White Multi-Coat',
  'Solid Black',
  'Midnight Silver Metallic',
  'Deep Blue Metallic',
  'Red Multi-Coat',
  'Obsidian Black Metallic',
  'Titanium Metallic',
];

export const CAR_SPECS: readonly CarSpec[] = [
  {
    model: 'Model 3',
    factories: [
      ['5YJ3E7EB', 'F'],
      ['LRW3E7EK', 'C'],
    ],
    firstYear: 2018,
    variants: (y) =>
      y < 2021
        ? ['Standard Range', 'Long Range', 'Performance']
        : ['RWD', 'Long Range', 'Long Range RWD', 'Performance'],
    colors: COLORS_3Y,
    weight: 44,
  },
  {
    model: 'Model Y',
    factories: [
      ['XP7YGCEK', 'B'],
      ['LRWYGCEK', 'C'],
    ],
    firstYear: 2021,
    variants: () => ['RWD', 'Long Range', 'Performance'],
    colors: COLORS_3Y,
    weight: 38,
  },
  {
    model: 'Model S',
    factories: [['5YJSA7E2', 'F']],
    firstYear: 2017,
    variants: (y) => (y < 2020 ? ['75D', '90D', '100D', 'P100D'] : ['Long Range', 'Long Range Plus', 'Plaid']),
    colors: COLORS_SX,
    weight: 9,
  },
  {
    model: 'Model X',
    factories: [['5YJXCCE4', 'F']],
    firstYear: 2017,
    variants: (y) => (y < 2020 ? ['75D', '90D', '100D', 'P100D'] : ['Long Range', 'Plaid']),
    colors: COLORS_SX,
    weight: 7,
  },
  {
    model: 'Cybertruck',
    factories: [['7G2CEHED', 'A']],
    firstYear: 2024,
    variants: () => ['Long Range', 'Performance'],
    colors: [],
    customColor: 'nerezová oceľ',
    weight: 2,
  },
];

export function specOf(model: CarModelName): CarSpec {
  const spec = CAR_SPECS.find((s) => s.model === model);
  if (!spec) throw new Error(`no catalogue entry for ${model}`);
  return spec;
}

/** A valid VIN of `model` from `year` with a 6-digit serial number (the last six positions). */
export function teslaVin(model: CarModelName, year: number, serial: number, factory = 0): string {
  const spec = specOf(model);
  const [prefix, plant] = spec.factories[factory % spec.factories.length];
  const code = YEAR_CODES.find(([, y]) => y === year)?.[0];
  if (!code) throw new Error(`no VIN year code for ${year}`);
  if (!Number.isInteger(serial) || serial < 0 || serial > 999_999) throw new Error(`serial ${serial} out of range`);
  return withCheckDigit(`${prefix}0${code}${plant}${String(serial).padStart(6, '0')}`);
}
