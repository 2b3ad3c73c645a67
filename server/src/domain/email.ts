// One spelling per e-mail address, applied wherever an address enters (sign-up, sign-in, recovery,
// admin, rate-limit keys): Unicode NFKC (composed accents, full-width letters folded to ASCII),
// invisible format characters removed (zero-width space/joiners, word joiner, BOM, soft hyphen),
// surrounding white space trimmed, lower case. So an address typed in NFD, pasted with a
// zero-width space or in full-width letters is the same account, not a second one.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

export function canonicalEmail(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
}

// Look-alike addresses (Unicode TS #39, "highly restrictive"): each part of an address (the local
// part and every domain label) is written in one script, apart from the combinations Japanese,
// Chinese and Korean writing use. `clеn@…` with a Cyrillic `е` mixes Latin and Cyrillic and would
// otherwise be a second account that looks exactly like the member's.
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Han',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Hangul',
  'Thai',
  'Devanagari',
  'Cherokee',
  'Coptic',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
const ALLOWED_MIXES = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const char of text) {
    if (NEUTRAL.test(char)) continue;
    found.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? `other:${char}`);
  }
  return found;
}

/** Whether some part of the address mixes letters of different scripts (a possible look-alike). */
export function mixesScripts(address: string): boolean {
  return address.split(/[@.]/).some((part) => {
    const scripts = scriptsOf(part);
    return scripts.size > 1 && !ALLOWED_MIXES.some((mix) => [...scripts].every((s) => mix.has(s)));
  });
}
