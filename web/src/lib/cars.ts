// The car enumerations of docs/product-rules.md §3 as the web client shows them (onboarding, car detail, dashboard,
// search), with the swatch colour of each paint and the picture path of a model. The names are the
// API's spellings; the Record types below make the compiler fail when the generated API types gain
// or lose a model, variant or colour, so this table cannot drift from the server's lists.
// Picture paths follow server/src/domain/car-images.ts (one SVG per model in web/public/images/cars,
// Model Y also per colour).
import type { components } from '../generated/api';

export type CarModel = components['schemas']['CarModel'];
export type CarVariant = components['schemas']['CarVariant'];
export type CarColor = components['schemas']['CarColor'];

const MODEL_ORDER: Record<CarModel, number> = {
  'Model S': 0,
  'Model 3': 1,
  'Model X': 2,
  'Model Y': 3,
  Cybertruck: 4,
  ATV: 5,
  Roadster: 6,
  Semi: 7,
  'Roadster First Gen': 8,
};

const VARIANT_ORDER: Record<CarVariant, number> = {
  'Standard Range': 0,
  'Long Range': 1,
  'Long Range Plus': 2,
  'Long Range RWD': 3,
  Performance: 4,
  Plaid: 5,
  RWD: 6,
  '60D': 7,
  '70D': 8,
  '75D': 9,
  '85D': 10,
  '90D': 11,
  '100D': 12,
  P85D: 13,
  P90D: 14,
  P100D: 15,
};

/** The paint of each listed colour, for swatches and the tinted Model Y pictures. */
export const CAR_COLOR_SWATCHES: Record<CarColor, string> = {
  'Anza Brown Metallic': '#5b3a29',
  'Titanium Metallic': '#8a8d8f',
  'Catalina White': '#f2f2ec',
  'Solid White': '#f8f8f8',
  'Shasta Pearl White': '#efeee8',
  'Pearl White Multi-Coat': '#f3f2ee',
  'Frost Blue Metallic': '#a9bfd3',
  'Monterey Blue Metallic': '#2f4a6b',
  'Deep Blue Metallic': '#1f3a6e',
  'Glacier Blue': '#8fb2cf',
  'Marine Blue': '#1e3f66',
  'Signature Red': '#a3111a',
  'Red Multi-Coat': '#b1121b',
  'Midnight Cherry Red': '#5a0f1c',
  'Ultra Red': '#c4161c',
  'Sierra Black': '#2a2b2d',
  'Solid Black': '#111214',
  'Diamond Black': '#1a1b1e',
  'Obsidian Black Metallic': '#151518',
  'Sequoia Green Metallic': '#2e4a3a',
  'Tiburon Grey Metallic': '#6d6f70',
  'Stealth Grey': '#4a4d50',
  'Midnight Silver Metallic': '#5c6064',
  'San Simeon Silver Metallic': '#a9abad',
  Quicksilver: '#b9bcbf',
  'Lunar Silver': '#c8cacc',
};

const ordered = <T extends string>(order: Record<T, number>) =>
  (Object.keys(order) as T[]).sort((a, b) => order[a] - order[b]);

export const CAR_MODELS: readonly CarModel[] = ordered(MODEL_ORDER);
export const CAR_VARIANTS: readonly CarVariant[] = ordered(VARIANT_ORDER);
export const CAR_COLORS: readonly CarColor[] = Object.keys(CAR_COLOR_SWATCHES) as CarColor[];

export const CAR_IMAGE_DIR = '/images/cars';

/** Lower case, each run of characters other than a–z and 0–9 becomes one '-' (server/src/domain/slug.ts). */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The picture of a car: one per model; a Model Y with a listed colour is drawn in that colour. */
export function carImagePath(model: CarModel, color: CarColor | null | undefined): string {
  if (model === 'Model Y' && color) return `${CAR_IMAGE_DIR}/model-y-${slug(color)}.svg`;
  return `${CAR_IMAGE_DIR}/${slug(model)}.svg`;
}

/** Whether the text is one of the listed colours (an API value may be any string in a form). */
export function isCarColor(value: string | null | undefined): value is CarColor {
  return !!value && value in CAR_COLOR_SWATCHES;
}

export function isCarModel(value: string | null | undefined): value is CarModel {
  return !!value && value in MODEL_ORDER;
}

export function isCarVariant(value: string | null | undefined): value is CarVariant {
  return !!value && value in VARIANT_ORDER;
}

/** The VIN alphabet (ISO 3779): 17 characters, digits and capitals without I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export function normalizeVin(raw: string): string {
  return raw.trim().toUpperCase();
}
