// Phone numbers as members write them and as the site shows them. The rule of reading them is the
// API's (server/src/modules/members/profile.dto.ts): "0905 123 456" and "00421 905 123 456" mean +421905123456;
// a Slovak number has 9 digits after +421. Every page shows a number one way: "+421 905 123 456".

const E164 = /^\+(?:421\d{9}|(?!421)[1-9]\d{6,14})$/;

export function normalizePhone(text: string): string {
  const compact = text.replace(/[\s().\/-]/g, '');
  if (/^00[1-9]/.test(compact)) return `+${compact.slice(2)}`;
  if (/^0[1-9]/.test(compact)) return `+421${compact.slice(1)}`;
  return compact;
}

export const isPhone = (text: string) => E164.test(normalizePhone(text));

/**
 * "+421 905 123 456" (Bratislava "+421 2 1234 5678", other landlines "+421 33 123 4567"); other countries as stored.
 */
export function formatPhone(text: string): string {
  const number = normalizePhone(text);
  const sk = /^\+421(\d{9})$/.exec(number)?.[1];
  if (!sk) return number;
  const groups = sk.startsWith('9') ? [3, 3, 3] : sk.startsWith('2') ? [1, 4, 4] : [2, 3, 4];
  let at = 0;
  return ['+421', ...groups.map((size) => sk.slice(at, (at += size)))].join(' ');
}
