// Slovak address and company numbers checked on input (docs/product-rules.md §3 User): a Slovak post code
// ("040 01" or "04001") and an IČO, the company registration number of 8 digits whose last is a check
// digit (mod 11, weights 8..2 on the first seven). web/src/lib/validation.ts applies the same rules.

/** A Slovak post code: three digits, an optional space, two digits. */
export const SLOVAK_POST_CODE = /^\d{3} ?\d{2}$/;

/** An IČO as stored: its digits without spaces. */
export function normalizeIco(text: string): string {
  return text.replace(/\s/g, '');
}

/** 8 digits whose last is the check digit of the first seven. */
export function isIco(text: string): boolean {
  if (!/^\d{8}$/.test(text)) return false;
  const sum = [...text.slice(0, 7)].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0);
  return (11 - (sum % 11)) % 10 === Number(text[7]);
}
