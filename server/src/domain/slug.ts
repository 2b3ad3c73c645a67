// URL slugs of articles, events, content pages, guide entries and gallery albums: lower-case ASCII
// words joined by single hyphens. Slovak titles keep their letters without diacritics
// ("Čo je nové v Košiciach" → "co-je-nove-v-kosiciach"), so the paths stay readable everywhere.

/** What every stored slug matches (validated in DTOs, produced by `slugify`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** Letters that Unicode decomposition does not split into a base letter and a mark. */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ħ: 'h',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** A slug from free text; '' when the text has no letters or digits at all. */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const ascii = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '') // č → c, ľ → l, ô → o, ä → a …
    .replace(/[ßæœøđłħıþð]/g, (c) => SPECIAL[c]);
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  // Cut at a word boundary when there is one in the second half, never leaving a trailing hyphen.
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/**
 * `base`, or `base-2` … `base-100`: the first candidate `taken` says is free (for slugs generated from titles); null
 * when none is.
 */
export async function firstFreeSlug(
  base: string,
  taken: (slug: string) => Promise<boolean>,
  maxLength = SLUG_MAX_LENGTH,
): Promise<string | null> {
  for (let n = 1; n <= 100; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
  return null;
}
