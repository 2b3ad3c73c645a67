"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.carColor = exports.carVariant = exports.carModel = exports.CAR_COLORS = exports.CAR_VARIANTS = exports.CAR_MODELS = void 0;
// The spec's enumerations (§3) with their exact spellings, as the API and the database store them,
// and the mapping to the generated Prisma client's identifiers (MODEL_3 ⇄ 'Model 3').
const client_1 = require("../generated/prisma/client");
exports.CAR_MODELS = ['Model S', 'Model 3', 'Model X', 'Model Y', 'Cybertruck', 'ATV', 'Roadster', 'Semi', 'Roadster First Gen'];
exports.CAR_VARIANTS = [
    'Standard Range', 'Long Range', 'Long Range Plus', 'Long Range RWD', 'Performance', 'Plaid', 'RWD',
    '60D', '70D', '75D', '85D', '90D', '100D', 'P85D', 'P90D', 'P100D',
];
exports.CAR_COLORS = [
    'Anza Brown Metallic', 'Titanium Metallic', 'Catalina White', 'Solid White', 'Shasta Pearl White', 'Pearl White Multi-Coat',
    'Frost Blue Metallic', 'Monterey Blue Metallic', 'Deep Blue Metallic', 'Glacier Blue', 'Marine Blue', 'Signature Red',
    'Red Multi-Coat', 'Midnight Cherry Red', 'Ultra Red', 'Sierra Black', 'Solid Black', 'Diamond Black',
    'Obsidian Black Metallic', 'Sequoia Green Metallic', 'Tiburon Grey Metallic', 'Stealth Grey', 'Midnight Silver Metallic',
    'San Simeon Silver Metallic', 'Quicksilver', 'Lunar Silver',
];
/** 'Model 3' → 'MODEL_3', '60D' → 'V60D', 'Pearl White Multi-Coat' → 'PEARL_WHITE_MULTI_COAT'. */
function identifier(name) {
    const id = name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
    return /^\d/.test(id) ? `V${id}` : id;
}
function mapping(names, enumObject) {
    const toDb = new Map();
    const fromDb = new Map();
    for (const name of names) {
        const value = enumObject[identifier(name)];
        if (!value)
            throw new Error(`enum value for ${name} is missing from the Prisma schema`);
        toDb.set(name, value);
        fromDb.set(value, name);
    }
    return { toDb: (n) => toDb.get(n), fromDb: (e) => fromDb.get(e) };
}
exports.carModel = mapping(exports.CAR_MODELS, client_1.CarModel);
exports.carVariant = mapping(exports.CAR_VARIANTS, client_1.CarVariant);
exports.carColor = mapping(exports.CAR_COLORS, client_1.CarColor);
//# sourceMappingURL=car-enums.js.map