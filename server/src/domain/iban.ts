// IBAN and BIC checks of the club's payment details: the IBAN's country length and its ISO 13616
// check digits (mod 97), so a typo in the settings is refused before it reaches members' QR codes.
const LENGTHS: Record<string, number> = { SK: 24, CZ: 24, AT: 20, DE: 22, HU: 28, PL: 28 };

/** Upper case without spaces: "sk31 1200 …" → "SK311200…". */
export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const expected = LENGTHS[iban.slice(0, 2)];
  if (expected && iban.length !== expected) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

export const isValidBic = (value: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.toUpperCase());

/** "SK89 … 5671": an account shown to its owner without the middle. */
export const maskIban = (iban: string) => `${iban.slice(0, 4)} … ${iban.slice(-4)}`;
