// A portrait photo as the header of an article (the 16:9 box of .article__image in web/src/app/global.css)
// is shown whole in Chromium, not cropped so that its top is cut off.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { phonePhoto } from '../support/images';
import { expect, test } from './fixtures';
import { accessToken } from './public-support';
import { suffix } from './staff-support';

test.describe.configure({ timeout: 120_000 });

/** A published article whose header is a photo taken in portrait (a phone's, turned upright by the server). */
async function portraitArticle(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${await accessToken(request, DEMO_STAFF.email, DEMO_STAFF.password)}` };
  const id = suffix();
  const published_at = new Date(Date.now() - 60_000).toISOString();
  const album = await request.post('/api/admin/gallery', {
    headers,
    data: { title: `Na výšku ${id}`, slug: `na-vysku-${id}`, published_at },
  });
  expect(album.status(), await album.text()).toBe(201);
  const photo = await request.post(`/api/admin/gallery/${(await album.json()).v.id}/photos`, {
    headers,
    multipart: {
      alt: 'Fotka zo zrazu 1',
      file: { name: 'IMG_2000.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(2016, 1512, 6) },
    },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const article = await request.post('/api/admin/articles', {
    headers,
    data: {
      title: `Na výšku ${id}`,
      slug: `na-vysku-${id}`,
      description: 'Fotka na výšku.',
      body: 'Text článku.',
      photo_id: (await photo.json()).v.id,
      published_at,
    },
  });
  expect(article.status(), await article.text()).toBe(201);
  return (await article.json()).v.slug;
}

test('a portrait photo as an article header is shown whole: its top is not cut off by the 16:9 box', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/clanok/${await portraitArticle(request)}`);
  const header = page.getByRole('img', { name: 'Fotka zo zrazu 1' });
  await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Where Chromium draws the photo inside the img box (object-fit and object-position as laid out).
  const drawn = await header.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    const scale =
      style.objectFit === 'cover'
        ? Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight)
        : Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const height = img.naturalHeight * scale;
    const [, y = '50%'] = style.objectPosition.split(' ');
    const top = y.endsWith('%') ? ((box.height - height) * parseFloat(y)) / 100 : parseFloat(y);
    return {
      portrait: img.naturalHeight > img.naturalWidth,
      landscapeBox: box.width > box.height,
      topCut: Math.max(0, Math.round(-top)),
      bottomCut: Math.max(0, Math.round(top + height - box.height)),
    };
  });
  expect(drawn).toEqual({ portrait: true, landscapeBox: true, topCut: 0, bottomCut: 0 });
});
