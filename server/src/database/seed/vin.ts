// ISO 3779 VINs for demo and synthetic cars, with the check digit (position 9) computed as North
// America requires and Tesla applies to every car it builds, so any VIN validator accepts them.

const VALUES: Record<string, number> = {
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

/** The check digit ('0'–'9' or 'X') of a 17-character VIN; position 9 itself does not count. */
export function vinCheckDigit(vin: string): string {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) throw new Error(`not a VIN: ${vin}`);
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i];
    sum += (c >= '0' && c <= '9' ? Number(c) : VALUES[c]) * WEIGHTS[i];
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** The VIN with its check digit filled in (whatever position 9 held before). */
export function withCheckDigit(vin: string): string {
  const draft = `${vin.slice(0, 8)}0${vin.slice(9)}`;
  return `${vin.slice(0, 8)}${vinCheckDigit(draft)}${vin.slice(9)}`;
}
