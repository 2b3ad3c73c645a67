// Reading a QR code off a page as a phone's camera would: the rendered image drawn on a canvas and
// decoded with jsQR in Chromium (its browser build, evaluated in the page: a script tag would meet
// the site's CSP).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator } from './fixtures';

const require = createRequire(__filename);
const JSQR = fs.readFileSync(require.resolve('jsqr/dist/jsQR.js'), 'utf8');

/** The image's data: URL and the text jsQR reads from it (null when it finds no QR code). */
export async function readQr(img: Locator): Promise<{ src: string; text: string | null }> {
  await img.page().evaluate(JSQR);
  return img.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const found = (
      window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR(pixels.data, pixels.width, pixels.height);
    return { src: img.src, text: found?.data ?? null };
  });
}
