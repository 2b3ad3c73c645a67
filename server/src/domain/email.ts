// One spelling per e-mail address, applied wherever an address enters (sign-up, sign-in, recovery,
// admin, rate-limit keys): Unicode NFKC (composed accents, full-width letters folded to ASCII),
// invisible format characters removed (zero-width space/joiners, word joiner, BOM, soft hyphen),
// surrounding white space trimmed, lower case. So an address typed in NFD, pasted with a
// zero-width space or in full-width letters is the same account, not a second one.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

export function canonicalEmail(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
}
