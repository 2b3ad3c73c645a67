// Vehicle identification numbers (ISO 3779): normalising, validating and reading a Tesla's model.
//
// Check digit (position 9, ISO 3779 Annex / 49 CFR 565.15): mandatory for vehicles made for North
// America, so it is enforced when the WMI's first character is a North-American region code:
//   1–5  United States (1, 4, 5), Canada (2), Mexico (3) — e.g. Tesla Fremont `5YJ`;
//   7F–7Z the United States' newer range (SAE assigned it when 1/4/5 ran short; 7A–7E stay New
//         Zealand's) — e.g. Tesla Austin `7SA`, Tesla Cybertruck `7G2`, Rivian `7FC`/`7PD`.
//         US-built VINs follow 49 CFR 565, so their check digit is reliable.
// Elsewhere the position is manufacturer-defined (EU type approval does not require a check digit)
// and is not checked: Berlin `XP7`, Shanghai `LRW` (China's GB 16735 has one, but a wrong guess
// would lock a member out, and Europe-delivered cars are what this club sees), Lotus-built
// Roadsters `SFZ`.
import { ApiError } from '../common/api-error';
import type { CarModelName } from './car-enums';
import { DOMAIN_ERRORS } from './domain-errors';

export const VIN_LENGTH = 17;
/** The VIN alphabet: digits and capital letters except I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export type VinProblem = 'length' | 'characters' | 'check_digit';

/** What a member typed, as it is stored: trimmed, upper case (inner spaces are not removed: they make it invalid). */
export function normalizeVin(raw: string): string {
  return raw.trim().toUpperCase();
}

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a VIN of the VIN alphabet should carry at position 9 ('0'–'9' or 'X'). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const ch = vin[i];
    const value = ch >= '0' && ch <= '9' ? Number(ch) : TRANSLITERATION[ch];
    sum += value * WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Whether the VIN's region (WMI first character, see the header) makes the check digit mandatory. */
export function requiresCheckDigit(vin: string): boolean {
  const region = vin[0];
  if (region >= '1' && region <= '5') return true;
  return region === '7' && vin[1] >= 'F' && vin[1] <= 'Z';
}

/** Why a normalised VIN is not acceptable, or null when it is. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin.length !== VIN_LENGTH) return 'length';
  if (!VIN_PATTERN.test(vin)) return 'characters';
  if (requiresCheckDigit(vin) && vin[8] !== vinCheckDigit(vin)) return 'check_digit';
  return null;
}

/**
 * Tesla's world manufacturer identifiers (Fremont, Austin/US, Cybertruck/Semi, Berlin, Shanghai, Lotus-built Roadster).
 */
export const TESLA_WMIS = ['5YJ', '7SA', '7G2', 'XP7', 'LRW', 'SFZ'] as const;

/**
 * Position 4 of a Tesla VIN is the line. `R` is only found on the 2008–2012 Roadster (5YJR…, SFZR…),
 * which docs/product-rules.md §3 calls "Roadster First Gen"; no second-generation Roadster has a VIN yet.
 */
const TESLA_LINES: Record<string, CarModelName> = {
  S: 'Model S',
  '3': 'Model 3',
  X: 'Model X',
  Y: 'Model Y',
  C: 'Cybertruck',
  R: 'Roadster First Gen',
};

/** The model a valid Tesla VIN names, or null (not Tesla's WMI, or a line we do not know). */
export function teslaModelFromVin(vin: string): CarModelName | null {
  if (vinProblem(vin) !== null) return null;
  if (!(TESLA_WMIS as readonly string[]).includes(vin.slice(0, 3))) return null;
  return TESLA_LINES[vin[3]] ?? null;
}

const VIN_MESSAGES: Record<VinProblem, string> = {
  length: 'A VIN has exactly 17 characters',
  characters: 'A VIN has only digits and capital letters except I, O and Q',
  check_digit: 'The VIN’s check digit (9th character) does not match the rest of the VIN',
};

/** The normalised VIN, or 400 errors.vin_invalid with `reason` (length | characters | check_digit). */
export function validVin(raw: string): string {
  const vin = normalizeVin(raw);
  const reason = vinProblem(vin);
  if (reason) throw new ApiError(400, DOMAIN_ERRORS.vin_invalid, VIN_MESSAGES[reason], { reason });
  return vin;
}

export const vinOwnedByOther = () =>
  new ApiError(409, DOMAIN_ERRORS.vin_owned_by_other, 'This car is registered to another member');
