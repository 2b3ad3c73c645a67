// In Chromium: phone photos (12-megapixel-like JPEGs with GPS, camera and Orientation 6)
// uploaded by staff are shown upright, and no page downloads an image more than twice as wide as
// it is displayed, in device pixels: on phones (390 px, density 2; 320 px, density 3), a tablet
// (1024 px) and a desktop (1280 px), the
// album's grid and viewer, the article's card on the home page and the list, and its page.
// Vector drawings (the demo's SVG pictures) have no pixel width and are left out.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { phonePhoto, pngBomb } from '../support/images';
import { expect, test } from './fixtures';
import { createEvent, createMember, registerForEvent, signIn } from './member-support';
import { accessToken } from './public-support';
import { expectDashboard, signInToConsole, suffix } from './staff-support';

test.describe.configure({ timeout: 120_000, mode: 'serial' });

interface Shown {
  src: string;
  natural: number;
  displayed: number;
}

let album = '';
let article = '';

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).v;
}

test.beforeAll(async ({ request }) => {
  const token = await accessToken(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const id = suffix();
  const created = await post(request, token, '/api/admin/gallery', {
    title: `Zraz pod Tatrami ${id}`,
    slug: `zraz-pod-tatrami-${id}`,
    published_at: new Date(Date.now() - 60_000).toISOString(),
  });
  album = created.slug;
  const photos: string[] = [];
  for (let i = 0; i < 8; i++) {
    // Portrait photos as phones store them: landscape pixels with Orientation 6.
    const bytes = await phonePhoto(2016, 1512, i % 2 === 0 ? 6 : 1);
    const res = await request.post(`/api/admin/gallery/${created.id}/photos`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        alt: `Fotka zo zrazu ${i + 1}`,
        file: { name: `IMG_${1000 + i}.jpg`, mimeType: 'image/jpeg', buffer: bytes },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    photos.push((await res.json()).v.id);
  }
  article = (
    await post(request, token, '/api/admin/articles', {
      title: `Zraz pod Tatrami ${id}`,
      slug: `zraz-pod-tatrami-${id}`,
      description: 'Fotky zo zrazu.',
      body: 'Text článku.',
      photo_id: photos[0],
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
  ).slug;
});

/** Scrolls through the page so that lazy images load, then lists every raster image that loaded. */
async function shownImages(page: Page): Promise<Shown[]> {
  for (let y = 0; y < 20; y++) {
    const more = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight < document.documentElement.scrollHeight;
    });
    await page.waitForTimeout(100);
    if (!more) break;
  }
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
  // naturalWidth of an image chosen from a srcset is scaled to its slot: the file's own width is read
  // by loading the same URL again without a srcset.
  return page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter(
          (img) =>
            img.complete &&
            img.naturalWidth > 0 &&
            img.getBoundingClientRect().width > 0 &&
            !/\.svg($|\?)|^data:image\/svg/.test(img.currentSrc),
        )
        .map(async (img) => {
          const file = new Image();
          file.src = img.currentSrc;
          await file.decode();
          return { src: img.currentSrc, natural: file.naturalWidth, displayed: img.getBoundingClientRect().width };
        }),
    ),
  );
}

for (const { name, width, height, scale } of [
  { name: 'a phone (390 px, density 2)', width: 390, height: 844, scale: 2 },
  { name: 'a desktop (1280 px)', width: 1280, height: 900, scale: 1 },
  { name: 'a small phone (320 px, density 3)', width: 320, height: 640, scale: 3 },
  { name: 'a tablet (1024 px)', width: 1024, height: 768, scale: 1 },
]) {
  test(`on ${name} no photo is downloaded more than twice as wide as it is shown`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
    const page = await context.newPage();
    const checked: Shown[] = [];
    for (const path of ['/', '/clanky', `/clanky/${article}`, `/galeria?album=${album}`]) {
      await page.goto(path);
      const shown = await shownImages(page);
      checked.push(...shown);
      for (const img of shown)
        expect(img.natural, `${img.src} on ${path}: shown ${Math.round(img.displayed)} px wide`).toBeLessThanOrEqual(
          2 * img.displayed * scale,
        );
    }
    // The viewer: the largest variant that fits the screen, not more.
    await page.getByRole('button', { name: /Fotka zo zrazu 2/ }).click();
    const viewer = page.getByRole('dialog').locator('img');
    await expect(viewer).toBeVisible();
    await expect
      .poll(() => viewer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const big = await viewer.evaluate(async (img: HTMLImageElement) => {
      const file = new Image();
      file.src = img.currentSrc;
      await file.decode();
      // The viewer's box may be wider than the picture (object-fit: contain): the picture's shown width.
      const box = img.getBoundingClientRect();
      const shown = Math.min(box.width, (box.height * file.naturalWidth) / file.naturalHeight);
      return { src: img.currentSrc, natural: file.naturalWidth, displayed: shown };
    });
    expect(big.natural).toBeLessThanOrEqual(2 * big.displayed * scale);
    expect(big.src).toMatch(/\/api\/media\/[0-9a-f]{32}\.avif$/);
    checked.push(big);
    // Every photo came as a processed variant, AVIF where the browser takes it.
    expect(checked.filter((img) => img.src.includes('/api/media/')).length).toBeGreaterThanOrEqual(8);
    expect(checked.filter((img) => img.src.includes('/api/photos/'))).toEqual([]);
    await context.close();
  });
}

test('a photo taken in portrait is shown upright, with its portrait box reserved', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/galeria?album=${album}`);
  const first = page.getByRole('button', { name: /Fotka zo zrazu 1/ }).locator('img');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The box the page reserves (width/height attributes) before the image arrives.
  expect(await first.getAttribute('width')).toBe('400');
  await page.getByRole('button', { name: /Fotka zo zrazu 1/ }).click();
  const viewer = page.getByRole('dialog').locator('img');
  await expect.poll(() => viewer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect([await viewer.getAttribute('width'), await viewer.getAttribute('height')]).toEqual(['1512', '2016']);
  const corners = await viewer.evaluate(async (src: HTMLImageElement) => {
    const img = new Image();
    img.src = src.currentSrc;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const red = (x: number, y: number) => g.getImageData(x, y, 1, 1).data[0];
    return {
      portrait: img.naturalHeight > img.naturalWidth,
      topRight: red(img.naturalWidth - 5, 5),
      topLeft: red(5, 5),
    };
  });
  // The phone's sensor top-left (red) is at the top right once the photo is turned upright.
  expect(corners.portrait).toBe(true);
  expect(corners.topRight).toBeGreaterThan(180);
  expect(corners.topLeft).toBeLessThan(120);
});

test('the console refuses a damaged photo and a decompression bomb with a Slovak message, storing nothing', async ({
  page,
  request,
}) => {
  const token = await accessToken(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const count = async () =>
    (
      await (
        await request.get('/api/admin/photos?per_page=1', { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).total as number;
  const before = await count();
  await signInToConsole(page);
  await expectDashboard(page);
  const whole = await phonePhoto(800, 600, 1);
  for (const [name, buffer, message] of [
    [
      'useknuta.jpg',
      whole.subarray(0, whole.length >> 1),
      'Obrázok sa nedá prečítať: súbor je poškodený alebo neúplný.',
    ],
    ['bomba.png', pngBomb(), 'Obrázok má priveľa bodov (najviac 50 megapixelov).'],
  ] as const) {
    await page.goto('/admin/photos/create');
    await page.locator('input[type=file]').setInputFiles({
      name,
      mimeType: name.endsWith('png') ? 'image/png' : 'image/jpeg',
      buffer: Buffer.from(buffer),
    });
    await page.getByLabel(/^Alternatívny text/).fill('Pokazená fotka');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText(message)).toBeVisible();
  }
  expect(await count()).toBe(before);
});

test("a member’s avatar in the search and in the console's attendees and members lists is a small variant, not the 192 px file", async ({
  browser,
  request,
}) => {
  const last = `Avatarová${suffix()}`;
  const member = await createMember(request, { verified: true, profile: { first_name: 'Zuzana', last_name: last } });
  const upload = await request.put('/api/profile/avatar', {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { file: { name: 'IMG_2001.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(1200, 900, 6) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const event = await createEvent(request);
  await registerForEvent(request, member, event.slug);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await signIn(context, request, { email: DEMO_STAFF.email, password: DEMO_STAFF.password });
  const page = await context.newPage();
  const avatarIn = async (path: string, row: string) => {
    await page.goto(path);
    const img = page.locator(row).filter({ hasText: last }).locator('img.avatar');
    await expect(img).toHaveCount(1);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    return img.evaluate(async (el: HTMLImageElement) => {
      const file = new Image();
      file.src = el.currentSrc;
      await file.decode();
      // The picture starts where its row does: nothing of <picture> takes room beside it (in the
      // member area's rows; the console puts it in a cell of its own).
      const frame = el.closest('.with-avatar');
      const indent = frame ? el.getBoundingClientRect().left - frame.getBoundingClientRect().left : 0;
      return { src: el.currentSrc, natural: file.naturalWidth, displayed: el.getBoundingClientRect().width, indent };
    });
  };
  // The attendees and the staff list are the console's screens, where the old addresses lead.
  for (const [path, row, landing] of [
    [`/uzivatel/vyhladavanie?q=${encodeURIComponent(last)}`, '.search-result', /\/uzivatel\/vyhladavanie/],
    [`/uzivatel/udalosti/${event.slug}/ucastnici`, 'tr', new RegExp(`/admin/events/${event.id}$`)],
    [`/uzivatel/uzivatelia?q=${encodeURIComponent(member.email)}`, 'tr', /\/admin\/users\?filter=/],
  ] as const) {
    const shown = await avatarIn(path, row);
    await expect(page, path).toHaveURL(landing);
    expect(shown.src, path).toMatch(/\/api\/media\/[0-9a-f]{32}\.avif$/);
    expect(shown.displayed, path).toBe(40);
    expect(shown.indent, path).toBe(0);
    // 40 CSS px at density 2: the 96 px variant, not the 192 px one.
    expect(shown.natural, path).toBe(96);
  }
  await context.close();
});
