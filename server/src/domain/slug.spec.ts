import { firstFreeSlug, isSlug, SLUG_MAX_LENGTH, slugify } from './slug';

describe('slugify', () => {
  it('strips Slovak diacritics and joins words with single hyphens', () => {
    expect(slugify('Čo je nové v Košiciach? Ľúbivé ťahúne!')).toBe('co-je-nove-v-kosiciach-lubive-tahune');
    expect(slugify('Ďaleká cesta: Žilina → Šaľa, Ôsmy ročník (2026)')).toBe(
      'daleka-cesta-zilina-sala-osmy-rocnik-2026',
    );
    expect(slugify('  --Ä ä Ŕ ŕ Ĺ ĺ Ň ň Ý ý--  ')).toBe('a-a-r-r-l-l-n-n-y-y');
    expect(slugify('Straße Łódź Øresund')).toBe('strasse-lodz-oresund');
  });

  it('answers an empty slug when nothing is left, and cuts long titles at a word', () => {
    expect(slugify('!!! ??? ...')).toBe('');
    const long = slugify('nabíjanie '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long).toMatch(/^(nabijanie-)*nabijanie$/);
    expect(isSlug(long)).toBe(true);
  });
});

describe('isSlug', () => {
  it('accepts only lower-case words joined by single hyphens', () => {
    for (const ok of ['o-nas', 'clanok-2026', 'a']) expect(isSlug(ok)).toBe(true);
    for (const bad of ['', 'O-nas', 'o--nas', '-o', 'o-', 'o nas', '../etc', 'ô', 'x'.repeat(SLUG_MAX_LENGTH + 1), 5])
      expect(isSlug(bad)).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('numbers a taken slug and gives up after 100 candidates', async () => {
    const taken = new Set(['zraz', 'zraz-2']);
    expect(await firstFreeSlug('zraz', async (s) => taken.has(s))).toBe('zraz-3');
    expect(await firstFreeSlug('zraz', async () => true)).toBeNull();
  });
});
