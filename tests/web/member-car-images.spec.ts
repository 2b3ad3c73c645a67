// Every car picture the API can name (server/src/domain/car-images.ts) is drawn in web/public, and
// the web client picks the same picture as the server for every model and colour.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { CAR_COLORS, CAR_MODELS } from '../../server/src/domain/car-enums';
import { CAR_IMAGE_PATHS, carImagePath as serverPath } from '../../server/src/domain/car-images';
import {
  CAR_COLOR_SWATCHES,
  CAR_COLORS as WEB_COLORS,
  CAR_MODELS as WEB_MODELS,
  carImagePath as webPath,
} from '../../web/src/lib/cars';

const PUBLIC = path.resolve(__dirname, '..', '..', 'web', 'public');

test('each picture path of the API exists as an SVG drawing', () => {
  for (const image of CAR_IMAGE_PATHS) {
    const svg = fs.readFileSync(path.join(PUBLIC, image), 'utf8');
    expect(svg, image).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 190"/);
  }
});

test('Model Y pictures are tinted with their colour', () => {
  for (const color of CAR_COLORS) {
    const svg = fs.readFileSync(path.join(PUBLIC, serverPath('Model Y', color)), 'utf8');
    expect(svg, color).toContain(`fill="${CAR_COLOR_SWATCHES[color]}"`);
  }
});

test('the web client chooses the same picture as the API, from the same lists', () => {
  expect([...WEB_MODELS]).toEqual([...CAR_MODELS]);
  expect([...WEB_COLORS]).toEqual([...CAR_COLORS]);
  for (const model of CAR_MODELS) {
    expect(webPath(model, null)).toBe(serverPath(model, null));
    for (const color of CAR_COLORS) expect(webPath(model, color)).toBe(serverPath(model, color));
  }
});
