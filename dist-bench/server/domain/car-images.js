"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CAR_IMAGE_PATHS = exports.CAR_IMAGE_DIR = void 0;
exports.carImagePath = carImagePath;
// The general car picture of spec §3: a fixed image path per model; Model Y also by colour.
// Path scheme (served by the web app from web/public, so the web work draws one SVG per path):
//   /images/cars/<model-slug>.svg                 every model, e.g. /images/cars/model-3.svg,
//                                                 /images/cars/roadster-first-gen.svg
//   /images/cars/model-y-<colour-slug>.svg        Model Y with a listed colour, e.g.
//                                                 /images/cars/model-y-pearl-white-multi-coat.svg
// A Model Y with a custom colour or no colour gets the plain /images/cars/model-y.svg.
// Slugs (domain/slug.ts): lower case, every run of other characters than a–z and 0–9 becomes one '-'.
const car_enums_1 = require("./car-enums");
const slug_1 = require("./slug");
exports.CAR_IMAGE_DIR = '/images/cars';
/** The image path of a car; colour matters only for Model Y. */
function carImagePath(model, color) {
    if (model === 'Model Y' && color)
        return `${exports.CAR_IMAGE_DIR}/model-y-${(0, slug_1.slugify)(color)}.svg`;
    return `${exports.CAR_IMAGE_DIR}/${(0, slug_1.slugify)(model)}.svg`;
}
/** Every path carImagePath can return: the set of pictures the web app must provide. */
exports.CAR_IMAGE_PATHS = [
    ...car_enums_1.CAR_MODELS.map((model) => carImagePath(model, null)),
    ...car_enums_1.CAR_COLORS.map((color) => carImagePath('Model Y', color)),
];
//# sourceMappingURL=car-images.js.map