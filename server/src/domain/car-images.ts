// The general car picture of docs/product-rules.md §3: a fixed image path per model; Model Y also by colour.
// Path scheme (served by the web app from web/public, so the web work draws one SVG per path):
//   /images/cars/<model-slug>.svg                 every model, e.g. /images/cars/model-3.svg,
//                                                 /images/cars/roadster-first-gen.svg
//   /images/cars/model-y-<colour-slug>.svg        Model Y with a listed colour, e.g.
//                                                 /images/cars/model-y-pearl-white-multi-coat.svg
// A Model Y with a custom colour or no colour gets the plain /images/cars/model-y.svg.
// Slugs (domain/slug.ts): lower case, every run of other characters than a–z and 0–9 becomes one '-'.
import { CAR_COLORS, CAR_MODELS, type CarColorName, type CarModelName } from './car-enums';
import { slugify } from './slug';

export const CAR_IMAGE_DIR = '/images/cars';

/** The image path of a car; colour matters only for Model Y. */
export function carImagePath(model: CarModelName, color: CarColorName | null): string {
  if (model === 'Model Y' && color) return `${CAR_IMAGE_DIR}/model-y-${slugify(color)}.svg`;
  return `${CAR_IMAGE_DIR}/${slugify(model)}.svg`;
}

/** Every path carImagePath can return: the set of pictures the web app must provide. */
export const CAR_IMAGE_PATHS: readonly string[] = [
  ...CAR_MODELS.map((model) => carImagePath(model, null)),
  ...CAR_COLORS.map((color) => carImagePath('Model Y', color)),
];
