"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TESLA_WMIS = exports.VIN_PATTERN = exports.VIN_LENGTH = void 0;
exports.normalizeVin = normalizeVin;
exports.vinCheckDigit = vinCheckDigit;
exports.requiresCheckDigit = requiresCheckDigit;
exports.vinProblem = vinProblem;
exports.teslaModelFromVin = teslaModelFromVin;
exports.VIN_LENGTH = 17;
/** The VIN alphabet: digits and capital letters except I, O and Q. */
exports.VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** What a member typed, as it is stored: trimmed, upper case (inner spaces are not removed: they make it invalid). */
function normalizeVin(raw) {
    return raw.trim().toUpperCase();
}
const TRANSLITERATION = {
    A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
    J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
    S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** The check digit a VIN of the VIN alphabet should carry at position 9 ('0'–'9' or 'X'). */
function vinCheckDigit(vin) {
    let sum = 0;
    for (let i = 0; i < exports.VIN_LENGTH; i++) {
        const ch = vin[i];
        const value = ch >= '0' && ch <= '9' ? Number(ch) : TRANSLITERATION[ch];
        sum += value * WEIGHTS[i];
    }
    const remainder = sum % 11;
    return remainder === 10 ? 'X' : String(remainder);
}
/** Whether the VIN's region (WMI first character, see the header) makes the check digit mandatory. */
function requiresCheckDigit(vin) {
    const region = vin[0];
    if (region >= '1' && region <= '5')
        return true;
    return region === '7' && vin[1] >= 'F' && vin[1] <= 'Z';
}
/** Why a normalised VIN is not acceptable, or null when it is. */
function vinProblem(vin) {
    if (vin.length !== exports.VIN_LENGTH)
        return 'length';
    if (!exports.VIN_PATTERN.test(vin))
        return 'characters';
    if (requiresCheckDigit(vin) && vin[8] !== vinCheckDigit(vin))
        return 'check_digit';
    return null;
}
/** Tesla's world manufacturer identifiers (Fremont, Austin/US, Cybertruck/Semi, Berlin, Shanghai, Lotus-built Roadster). */
exports.TESLA_WMIS = ['5YJ', '7SA', '7G2', 'XP7', 'LRW', 'SFZ'];
/**
 * Position 4 of a Tesla VIN is the line. `R` is only found on the 2008–2012 Roadster (5YJR…, SFZR…),
 * which the spec calls "Roadster First Gen"; no second-generation Roadster has a VIN yet.
 */
const TESLA_LINES = {
    S: 'Model S',
    '3': 'Model 3',
    X: 'Model X',
    Y: 'Model Y',
    C: 'Cybertruck',
    R: 'Roadster First Gen',
};
/** The model a valid Tesla VIN names, or null (not Tesla's WMI, or a line we do not know). */
function teslaModelFromVin(vin) {
    if (vinProblem(vin) !== null)
        return null;
    if (!exports.TESLA_WMIS.includes(vin.slice(0, 3)))
        return null;
    return TESLA_LINES[vin[3]] ?? null;
}
//# sourceMappingURL=vin.js.map