// Draws the installable app's icons (web/public/icons/) from the site's mark in web/public/favicon.svg:
// the red tile with the bolt at 192 and 512 px ("any"), a full-bleed tile whose bolt stays inside
// the maskable safe zone (the middle 80 %), and the 180 px Apple touch icon (iOS rounds it itself).
// Run after changing the mark: `node scripts/app-icons.mjs`; the PNGs are committed.
import path from 'node:path';
import sharp from 'sharp';

const out = path.join(import.meta.dirname, '..', 'web', 'public', 'icons');
const RED = '#D90429';
const BOLT = 'M18 5L9 18h6l-1 9 9-13h-6l1-9z';

/** The mark on a 32-unit canvas: a rounded tile, or a full-bleed one with the bolt scaled by `bolt`. */
const mark = ({ rounded, bolt }) => {
  const offset = 16 - 16 * bolt;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="${RED}"/>` +
      `<path d="${BOLT}" fill="#fff" transform="translate(${offset} ${offset}) scale(${bolt})"/></svg>`,
  );
};

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, bolt: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, bolt: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, bolt: 0.7 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, bolt: 0.8 },
];
for (const { file, size, ...look } of icons) {
  await sharp(mark(look), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(out, file));
}
