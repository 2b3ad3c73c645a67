// Photos as phones send them. A phone-like JPEG (GPS position, camera make and model,
// Orientation 6) uploaded to the gallery and as an avatar is served only as processed variants:
// upright (portrait), without any metadata, in AVIF, WebP and JPEG at widths never above the
// original's, under content-addressed URLs cached for a year (ETag, 304). Bad files are refused with
// 400/413/415 and leave neither a row nor a stored object.
import exifr from 'exifr';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { call, ContentRoles, countRows, createContentRoles, errorShape } from '../support/content';
import { phonePhoto, pngBomb, svgBytes, zipBytes } from '../support/images';
import { bearer } from '../support/members';
import { queryDatabase } from '../support/database';

let t: TestApp;
let roles: ContentRoles;
let album: { id: string };

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  roles = await createContentRoles(t);
  album = (await call(t, 'post', '/api/admin/gallery', roles.staff, { title: 'Zraz v Piešťanoch' }).expect(201)).body.v;
});
afterAll(() => t?.close());

const imagesDir = () => path.join(t.config.dataDir, 'files', 'images');
const storedImages = () => (fs.existsSync(imagesDir()) ? fs.readdirSync(imagesDir()).sort() : []);

function upload(
  url: string,
  bytes: Buffer,
  name = 'IMG_0042.jpg',
  fields: Record<string, string> = { alt: 'Autá na zraze' },
) {
  let req = request(t.url).post(url).set('authorization', bearer(roles.staff));
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req.attach('file', bytes, { filename: name, contentType: 'image/jpeg' });
}

async function fetchBytes(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const res = await fetch(new URL(url, t.url), { headers });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) };
}

const urlsOf = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, w] = entry.split(' ');
    return { url, w: Number(w.slice(0, -1)) };
  });

/** Every metadata tag exifr can find in the bytes (EXIF, GPS, XMP, IPTC, ICC), or null for none. */
const metadataOf = (bytes: Buffer) =>
  exifr
    .parse(bytes, { tiff: true, gps: true, exif: true, xmp: true, iptc: true, icc: true, ifd1: true })
    .catch(() => null);

describe('a phone photo uploaded to the gallery', () => {
  let photo: {
    src: string;
    width: number;
    height: number;
    sources: { avif: string; webp: string; jpeg: string; og: string };
    placeholder: string;
  };
  let original: Buffer;

  beforeAll(async () => {
    original = await phonePhoto(1800, 1200, 6);
    const before = await metadataOf(original);
    expect(before).toEqual(
      expect.objectContaining({ Make: 'Apple', Model: 'iPhone 15 Pro', latitude: expect.any(Number) }),
    );
    photo = (await upload(`/api/admin/gallery/${album.id}/photos`, original).expect(201)).body.v;
  });

  it('is stored upright: portrait size, variants at widths up to its own, a placeholder and a 1200×630 preview', async () => {
    expect([photo.width, photo.height]).toEqual([1200, 1800]);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{20,400}$/);
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      expect(urlsOf(photo.sources[format]).map((u) => u.w)).toEqual([320, 640, 1024, 1200]);
    }
    expect(photo.src).toMatch(/^\/api\/media\/[0-9a-f]{32}\.jpg$/);
    const og = await fetchBytes(photo.sources.og);
    expect(await sharp(og.body).metadata()).toEqual(
      expect.objectContaining({ format: 'jpeg', width: 1200, height: 630 }),
    );
  });

  it('serves no byte with the GPS position, the camera or any metadata; every variant is upright at its width', async () => {
    const all = [
      ...urlsOf(photo.sources.avif),
      ...urlsOf(photo.sources.webp),
      ...urlsOf(photo.sources.jpeg),
      { url: photo.sources.og, w: 1200 },
      { url: photo.src, w: 1024 },
    ];
    for (const { url, w } of all) {
      const file = await fetchBytes(url);
      expect(file.status).toBe(200);
      expect(await metadataOf(file.body)).toBeFalsy();
      for (const needle of ['Apple', 'iPhone', 'GPS', 'iOS 19'])
        expect(file.body.includes(Buffer.from(needle))).toBe(false);
      const meta = await sharp(file.body).metadata();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.width).toBe(w);
      if (url !== photo.sources.og) expect(meta.height).toBe(Math.round((w * 1800) / 1200));
    }
    // Upright: the original's red top-left corner, turned 90° clockwise, is at the top right.
    const { data, info } = await sharp((await fetchBytes(urlsOf(photo.sources.jpeg)[0].url)).body)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
    expect(at(info.width - 10, 10)[0]).toBeGreaterThan(180);
    expect(at(10, 10)[0]).toBeLessThan(120);
  });

  it('serves variants content-addressed, cached for a year as immutable, with an ETag and 304', async () => {
    const first = await fetchBytes(photo.src);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers.etag).toBe(`"${/([0-9a-f]{32})/.exec(photo.src)![1]}"`);
    const again = await fetchBytes(photo.src, { 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await fetchBytes(urlsOf(photo.sources.avif)[0].url)).headers['content-type']).toBe('image/avif');
    expect((await fetchBytes('/api/media/0123456789abcdef0123456789abcdef.jpg')).status).toBe(404);
    expect((await fetchBytes('/api/media/..%2F..%2Fjwt-secret')).status).toBe(404);
  });

  it('is what the public album shows, and deleting it removes its stored objects', async () => {
    const second = (await upload(`/api/admin/gallery/${album.id}/photos`, await phonePhoto(900, 600, 1)).expect(201))
      .body.v;
    await call(t, 'patch', `/api/admin/gallery/${album.id}`, roles.staff, {
      published_at: new Date(Date.now() - 1000).toISOString(),
    }).expect(200);
    const slug = (await call(t, 'get', `/api/admin/gallery/${album.id}`, roles.staff).expect(200)).body.v.slug;
    const shown = (await request(t.url).get(`/api/gallery/${slug}`).expect(200)).body.v.photos;
    expect(shown.map((p: { src: string }) => p.src)).toEqual([photo.src, second.src]);
    expect(shown[1]).toEqual(
      expect.objectContaining({
        width: 900,
        height: 600,
        sources: expect.objectContaining({ avif: expect.stringContaining(' 900w') }),
      }),
    );
    const before = storedImages().length;
    await call(t, 'delete', `/api/admin/photos/${second.id}`, roles.staff).expect(204);
    expect(storedImages().length).toBe(before - 10); // 320, 640 and 900 px in three formats, and the preview
    expect((await fetchBytes(second.src)).status).toBe(404);
  });
});

describe('bad image uploads', () => {
  it('are refused with 400/413/415 and a code; nothing is stored', async () => {
    const rows = await countRows(t, 'photos');
    const objects = storedImages();
    const whole = await phonePhoto(800, 600, 1);
    const url = `/api/admin/gallery/${album.id}/photos`;
    const cases: [request.Test, number, string][] = [
      [upload(url, pngBomb(), 'bomba.png'), 413, 'errors.image_too_large'],
      [upload(url, whole.subarray(0, Math.floor(whole.length / 2)), 'useknuta.jpg'), 400, 'errors.invalid_image'],
      [upload(url, zipBytes(), 'archiv.jpg'), 415, 'errors.unsupported_file_type'],
      [upload(url, svgBytes(), 'kresba.svg'), 415, 'errors.unsupported_file_type'],
      [upload(url, Buffer.alloc(0), 'prazdny.jpg'), 400, 'errors.file_required'],
      [
        upload(url, Buffer.concat([whole, Buffer.alloc(60 * 1024 * 1024)]), 'obrovsky.jpg'),
        413,
        'errors.file_too_large',
      ],
    ];
    for (const [req, status, code] of cases) {
      const res = await req;
      expect([res.status, res.body]).toEqual([status, errorShape(status, code)]);
    }
    expect(await countRows(t, 'photos')).toBe(rows);
    expect(storedImages()).toEqual(objects);
    expect(await queryDatabase(t.database.url, 'SELECT count(*)::int AS n FROM storage_uploads')).toEqual([{ n: 0 }]);
  });
});

describe('a phone photo as an avatar', () => {
  it('becomes square variants without metadata; replacing it removes the old ones', async () => {
    const member = roles.member;
    const put = async (bytes: Buffer) =>
      (
        await request(t.url)
          .put('/api/profile/avatar')
          .set('authorization', bearer(member))
          .attach('file', bytes, { filename: 'selfie.jpg', contentType: 'image/jpeg' })
          .expect(200)
      ).body.v;
    const first = await put(await phonePhoto(1600, 1200, 6));
    expect(first.avatar_url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/api/media/[0-9a-f]{32}\\.webp$`));
    const bytes = (await fetchBytes(first.avatar_url.slice(t.config.PUBLIC_URL.length))).body;
    expect(await metadataOf(bytes)).toBeFalsy();
    expect(await sharp(bytes).metadata()).toEqual(expect.objectContaining({ format: 'webp', width: 192, height: 192 }));
    // Lists (search, attendees, staff lists) get its square variants, so a 40-pixel circle loads a 48 or 96 px file.
    const listed = (await call(t, 'get', '/api/me', member).expect(200)).body.v.user.avatar;
    expect(listed).toEqual({
      src: expect.stringMatching(/\/api\/media\/[0-9a-f]{32}\.jpg$/),
      alt: '',
      width: 192,
      height: 192,
      placeholder: null,
      sources: expect.objectContaining({ og: null }),
    });
    for (const format of ['avif', 'webp', 'jpeg'] as const)
      expect(urlsOf(listed.sources[format]).map((u) => u.w)).toEqual([48, 96, 192]);
    const before = storedImages().length;
    const second = await put(await phonePhoto(700, 700, 1));
    expect(second.avatar_url).not.toBe(first.avatar_url);
    expect(storedImages().length).toBe(before);
    expect((await fetchBytes(first.avatar_url.slice(t.config.PUBLIC_URL.length))).status).toBe(404);
  });
});
