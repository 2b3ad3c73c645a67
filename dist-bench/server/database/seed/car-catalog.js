"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CAR_SPECS = void 0;
exports.specOf = specOf;
exports.teslaVin = teslaVin;
const vin_1 = require("./vin");
const slovak_data_1 = require("./slovak-data");
const COLORS_3Y = [
    'Pearl White Multi-Coat', 'Solid Black', 'Midnight Silver Metallic', 'Deep Blue Metallic', 'Red Multi-Coat', 'Quicksilver', 'Stealth Grey', 'Ultra Red',
];
const COLORS_SX = [
    'Pearl White Multi-Coat', 'Solid Black', 'Midnight Silver Metallic', 'Deep Blue Metallic', 'Red Multi-Coat', 'Obsidian Black Metallic', 'Titanium Metallic',
];
exports.CAR_SPECS = [
    {
        model: 'Model 3',
        factories: [['5YJ3E7EB', 'F'], ['LRW3E7EK', 'C']],
        firstYear: 2018,
        variants: (y) => (y < 2021 ? ['Standard Range', 'Long Range', 'Performance'] : ['RWD', 'Long Range', 'Long Range RWD', 'Performance']),
        colors: COLORS_3Y,
        weight: 44,
    },
    {
        model: 'Model Y',
        factories: [['XP7YGCEK', 'B'], ['LRWYGCEK', 'C']],
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
function specOf(model) {
    const spec = exports.CAR_SPECS.find((s) => s.model === model);
    if (!spec)
        throw new Error(`no catalogue entry for ${model}`);
    return spec;
}
/** A valid VIN of `model` from `year` with a 6-digit serial number (the last six positions). */
function teslaVin(model, year, serial, factory = 0) {
    const spec = specOf(model);
    const [prefix, plant] = spec.factories[factory % spec.factories.length];
    const code = slovak_data_1.YEAR_CODES.find(([, y]) => y === year)?.[0];
    if (!code)
        throw new Error(`no VIN year code for ${year}`);
    if (!Number.isInteger(serial) || serial < 0 || serial > 999_999)
        throw new Error(`serial ${serial} out of range`);
    return (0, vin_1.withCheckDigit)(`${prefix}0${code}${plant}${String(serial).padStart(6, '0')}`);
}
//# sourceMappingURL=car-catalog.js.map