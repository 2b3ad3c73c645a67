// The gallery: public albums and photo files, and the staff's management of albums and photos
// (content: full) including uploads checked by their bytes (JPEG/PNG/WebP, ≤ 25 MB, alt text) and
// stored as processed variants (upright, without metadata, AVIF/WebP/JPEG) under content-addressed
// /api/media URLs; photos uploaded before processing keep their file under /api/photos.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import {
  call,
  ContentRoles,
  countRows,
  createContentRoles,
  errorShape,
  ISO,
  itRequiresContentStaff,
} from '../support/content';
import { pngBomb } from '../support/images';
import { bearer, sql } from '../support/members';
import { queryDatabase } from '../support/database';

let t: TestApp;
let roles: ContentRoles;
const ctx = () => ({ t, roles });

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  roles = await createContentRoles(t);
});
afterAll(() => t?.close());

// ── real image files ──

/**
 * A real image of width × height random pixels. Every call makes a different picture: stored
 * objects are named by their content, so two uploads of the same picture would share them (and
 * deleting one photo would rightly keep the other's).
 */
function image(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}
const png = (width: number, height: number) => image('png', width, height);

const filesDir = () => path.join(t.config.dataDir, 'files');
const photosDir = () => path.join(filesDir(), 'photos');
const imagesDir = () => path.join(filesDir(), 'images');
/** Every stored file (processed images, legacy photos, …) as `folder/name`. */
const storedFiles = () =>
  fs.existsSync(filesDir())
    ? fs
        .readdirSync(filesDir())
        .flatMap((folder) => fs.readdirSync(path.join(filesDir(), folder)).map((name) => `${folder}/${name}`))
        .sort()
    : [];

interface Sources {
  avif: string;
  webp: string;
  jpeg: string;
  og: string | null;
}
interface Photo {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  sources: Sources;
  placeholder: string;
}

const srcsetUrls = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[0]);
/** The stored objects (files/images/<hash>.<ext>) a processed photo's URLs name. */
const objectsOf = (p: Photo) =>
  [
    ...new Set([
      p.src,
      p.sources.og!,
      ...srcsetUrls(p.sources.avif),
      ...srcsetUrls(p.sources.webp),
      ...srcsetUrls(p.sources.jpeg),
    ]),
  ].map((url) => path.join(imagesDir(), path.basename(url)));
/** A srcset of one processed variant per width: `/api/media/<hash>.<ext> <w>w, …`. */
const srcset = (ext: string, widths: number[]) =>
  new RegExp(`^${widths.map((w) => `/api/media/[0-9a-f]{32}\\.${ext} ${w}w`).join(', ')}$`);
const MEDIA_JPG = /^\/api\/media\/[0-9a-f]{32}\.jpg$/;
const PLACEHOLDER = /^data:image\/webp;base64,[A-Za-z0-9+/=]+$/;

/** GET a file with its bytes as a Buffer. */
const getFile = (url: string) =>
  request(t.url)
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
    });

function upload(
  url: string,
  file: { bytes: Buffer; name?: string; type?: string } | null,
  fields: Record<string, string> = { alt: 'Autá na zraze' },
) {
  let req = request(t.url).post(url).set('authorization', bearer(roles.staff));
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  if (file)
    req = req.attach('file', file.bytes, { filename: file.name ?? 'fotka.png', contentType: file.type ?? 'image/png' });
  return req;
}

/** A multipart body written out by hand (boundary `xyz`), as staff. */
function multipartBody(url: string, body: string) {
  return request(t.url)
    .post(url)
    .set('authorization', bearer(roles.staff))
    .set('content-type', 'multipart/form-data; boundary=xyz')
    .send(body);
}

async function createAlbum(body: object = {}): Promise<{ id: string; slug: string }> {
  const res = await call(t, 'post', '/api/admin/gallery', roles.staff, {
    title: `Album ${randomBytes(3).toString('hex')}`,
    ...body,
  }).expect(201);
  return res.body.v;
}

/**
 * A photo as uploaded before images were processed: its original file under files/photos, its row naming
 * /api/photos/<file>.
 */
async function legacyPhoto(
  albumId: string | null,
  alt = 'Stará fotka',
): Promise<{ id: string; src: string; file: string; bytes: Buffer }> {
  const bytes = await png(5, 4);
  const name = `${randomUUID()}.png`;
  fs.mkdirSync(photosDir(), { recursive: true });
  fs.writeFileSync(path.join(photosDir(), name), bytes);
  const [row] = await sql<{ id: string }>(
    t,
    'INSERT INTO photos (src, alt, album_id, width, height) VALUES ($1, $2, $3, 5, 4) RETURNING id',
    [`/api/photos/${name}`, alt, albumId],
  );
  return { id: row.id, src: `/api/photos/${name}`, file: path.join(photosDir(), name), bytes };
}

const past = () => new Date(Date.now() - 60_000).toISOString();

describe('POST /api/admin/gallery/:id/photos', () => {
  let album: { id: string };
  beforeAll(async () => {
    album = await createAlbum();
  });

  itRequiresContentStaff(ctx, 'post', () => `/api/admin/gallery/${album.id}/photos`, undefined, 'photos');

  it('stores a PNG, JPEG or WebP with its size, in upload order, and serves it publicly with caching', async () => {
    const before = storedFiles();
    const res = await upload(`/api/admin/gallery/${album.id}/photos`, { bytes: await png(48, 32) }).expect(201);
    expect(res.body.v).toEqual({
      id: expect.any(String),
      src: expect.stringMatching(MEDIA_JPG),
      alt: 'Autá na zraze',
      width: 48,
      height: 32,
      sources: {
        avif: expect.stringMatching(srcset('avif', [48])),
        webp: expect.stringMatching(srcset('webp', [48])),
        jpeg: expect.stringMatching(srcset('jpg', [48])),
        og: expect.stringMatching(MEDIA_JPG),
      },
      placeholder: expect.stringMatching(PLACEHOLDER),
      locale_code: 'sk',
      album_id: album.id,
      sort_order: 0,
      created_at: expect.stringMatching(ISO),
    });
    // The variants are the only files written: one per format at each width, and the preview, under files/images.
    const objects = objectsOf(res.body.v);
    expect(objects).toHaveLength(4);
    expect(storedFiles()).toEqual([...before, ...objects.map((o) => `images/${path.basename(o)}`)].sort());

    // Served as a processed JPEG (the original bytes are not kept), cached for a year: the URL names the content.
    const file = await getFile(res.body.v.src).expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(file.body as Buffer).metadata()).toEqual(
      expect.objectContaining({ format: 'jpeg', width: 48, height: 32 }),
    );

    // The client's name and type do not matter: the bytes decide.
    const jpg = await upload(
      `/api/admin/gallery/${album.id}/photos`,
      { bytes: await image('jpeg', 640, 360), name: 'obrazok.png', type: 'application/octet-stream' },
      { alt: 'Tesla', sort_order: '5' },
    ).expect(201);
    expect(jpg.body.v).toEqual(
      expect.objectContaining({ src: expect.stringMatching(MEDIA_JPG), width: 640, height: 360, sort_order: 5 }),
    );
    expect(jpg.body.v.sources.jpeg).toMatch(srcset('jpg', [320, 640]));
    const wp = await upload(`/api/admin/gallery/${album.id}/photos`, {
      bytes: await image('webp', 64, 48),
      name: 'x.webp',
      type: 'image/webp',
    }).expect(201);
    expect(wp.body.v).toEqual(
      expect.objectContaining({ src: expect.stringMatching(MEDIA_JPG), width: 64, height: 48, sort_order: 6 }),
    );
    // Whatever format came in, every format goes out.
    for (const [url, type] of [
      [srcsetUrls(wp.body.v.sources.webp)[0], 'image/webp'],
      [srcsetUrls(wp.body.v.sources.avif)[0], 'image/avif'],
      [wp.body.v.src, 'image/jpeg'],
    ]) {
      const served = await getFile(url).expect(200);
      expect([url, served.headers['content-type']]).toEqual([url, type]);
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(64);
    }
  });

  it('accepts a file over the former 10 MB limit, up to 25 MB', async () => {
    // A small JPEG followed by 12 MB of other data (as motion photos append their video to the image).
    const bytes = Buffer.concat([await image('jpeg', 80, 60), Buffer.alloc(12 * 1024 * 1024)]);
    const res = await upload(`/api/admin/gallery/${album.id}/photos`, {
      bytes,
      name: 'MVIMG_0042.jpg',
      type: 'image/jpeg',
    }).expect(201);
    expect(res.body.v).toEqual(expect.objectContaining({ width: 80, height: 60 }));
  });

  it('refuses a file over 25 MB or over 50 megapixels (413), a file that is not an image (415), an unreadable image, a missing alt or file or a malformed body (400); nothing is stored', async () => {
    const rowsBefore = await countRows(t, 'photos');
    const filesBefore = storedFiles();
    const url = `/api/admin/gallery/${album.id}/photos`;
    const small = await png(2, 2);
    const whole = await image('jpeg', 200, 150);
    const cases: [request.Test, number, string][] = [
      [
        upload(url, {
          bytes: Buffer.concat([whole, Buffer.alloc(25 * 1024 * 1024 + 1 - whole.length)]),
          name: 'velka.jpg',
          type: 'image/jpeg',
        }),
        413,
        'errors.file_too_large',
      ],
      [upload(url, { bytes: pngBomb(), name: 'bomba.png' }), 413, 'errors.image_too_large'],
      [
        upload(url, {
          bytes: whole.subarray(0, Math.floor(whole.length / 2)),
          name: 'useknuta.jpg',
          type: 'image/jpeg',
        }),
        400,
        'errors.invalid_image',
      ],
      [
        upload(url, {
          bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
          name: 'a.gif',
          type: 'image/gif',
        }),
        415,
        'errors.unsupported_file_type',
      ],
      [
        upload(url, {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: 'a.png',
          type: 'image/png',
        }),
        415,
        'errors.unsupported_file_type',
      ],
      [
        upload(url, { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]), name: 'kratky.png' }),
        415,
        'errors.unsupported_file_type',
      ],
      [upload(url, { bytes: Buffer.alloc(0), name: 'prazdny.png' }), 400, 'errors.file_required'],
      [upload(url, { bytes: small }, {}), 400, 'errors.validation'],
      [upload(url, { bytes: small }, { alt: '   ' }), 400, 'errors.validation'],
      [upload(url, { bytes: small }, { alt: 'x'.repeat(301) }), 400, 'errors.validation'],
      [upload(url, { bytes: small }, { alt: 'Fotka', owner: 'ja' }), 400, 'errors.validation'],
      [upload(url, { bytes: small }, { alt: 'Fotka', sort_order: 'prvá' }), 400, 'errors.validation'],
      [upload(url, null), 400, 'errors.file_required'],
      [call(t, 'post', url, roles.staff, { alt: 'JSON namiesto súboru' }), 415, 'errors.unsupported_media_type'],
      [
        request(t.url)
          .post(url)
          .set('authorization', bearer(roles.staff))
          .set('content-type', 'multipart/form-data; boundary=xyz')
          .send('--xyz\r\nContent-Disposition: form-data; name="alt"\r\n\r\nuseknuté'),
        400,
        'errors.bad_multipart',
      ],
      [
        request(t.url)
          .post(url)
          .set('authorization', bearer(roles.staff))
          .set('content-type', 'multipart/form-data')
          .send('--xyz\r\n'),
        400,
        'errors.bad_multipart',
      ],
      [
        multipartBody(url, '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xyz--\r\n'),
        400,
        'errors.bad_multipart',
      ],
      [multipartBody(url, ''), 400, 'errors.validation'],
      [
        upload(
          url,
          { bytes: small },
          { alt: 'Fotka', ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`pole${i}`, 'x'])) },
        ),
        413,
        'errors.payload_too_large',
      ],
      [upload(url, { bytes: small }, { alt: 'x'.repeat(10_001) }), 413, 'errors.payload_too_large'],
      [upload(`/api/admin/gallery/${randomUUID()}/photos`, { bytes: small }), 404, 'errors.album_not_found'],
      [upload('/api/admin/gallery/nie-uuid/photos', { bytes: small }), 400, 'errors.invalid_id'],
    ];
    for (const [req, status, code] of cases) {
      const res = await req;
      expect([res.status, res.body]).toEqual([status, errorShape(status, code)]);
    }
    expect(await countRows(t, 'photos')).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await queryDatabase(t.database.url, 'SELECT count(*)::int AS n FROM storage_uploads')).toEqual([{ n: 0 }]);
  });

  it('an upload refused at a field before its file leaves the connection usable: the next request on it is answered', async () => {
    const album = await createAlbum();
    const url = `/api/admin/gallery/${album.id}/photos`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const file = randomBytes(3 * 1024 * 1024); // never read: the field before it is refused
    const body = Buffer.concat([
      Buffer.from(`--xyz\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${'x'.repeat(10_001)}\r\n`),
      Buffer.from(
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="fotka.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n--xyz--\r\n'),
    ]);
    const send = (method: string, path: string, payload?: Buffer) =>
      new Promise<{ status: number; code: string; reused: boolean }>((resolve, reject) => {
        const req = http.request(
          `${t.url}${path}`,
          {
            method,
            agent,
            timeout: 10_000,
            headers: {
              authorization: bearer(roles.staff),
              ...(payload
                ? { 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': payload.length }
                : {}),
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode!, code: JSON.parse(text).code, reused: req.reusedSocket }),
            );
          },
        );
        req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
        req.on('error', reject);
        req.end(payload);
      });
    try {
      expect(await send('POST', url, body)).toEqual({ status: 413, code: 'errors.payload_too_large', reused: false });
      expect(await send('GET', `/api/admin/gallery/${randomUUID()}`)).toEqual({
        status: 404,
        code: 'errors.album_not_found',
        reused: true,
      });
    } finally {
      agent.destroy();
    }
  });
});

describe('GET /api/photos/:name', () => {
  it('still serves a photo uploaded before processing: its original bytes, cached as immutable', async () => {
    const legacy = await legacyPhoto(null);
    const file = await getFile(legacy.src).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.body as Buffer, legacy.bytes)).toBe(0);
    // Its DTO has the original's URL and size, and no variants yet.
    expect((await call(t, 'get', `/api/admin/photos/${legacy.id}`, roles.staff).expect(200)).body.v).toEqual(
      expect.objectContaining({ src: legacy.src, width: 5, height: 4, sources: null, placeholder: null }),
    );
  });

  it('answers 404 for unknown names and never reads outside the photo folder', async () => {
    fs.mkdirSync(photosDir(), { recursive: true });
    const cases = [
      `/api/photos/${randomUUID()}.png`,
      '/api/photos/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/photos/%2e%2e%2fjwt-secret',
      '/api/photos/..%5Cjwt-secret',
      '/api/photos/jwt-secret',
    ];
    for (const url of cases) {
      const res = await request(t.url).get(url).expect(404);
      expect([url, res.body]).toEqual([url, errorShape(404, 'errors.photo_not_found')]);
    }
    // Unencoded dot segments do not match the route at all: the API's not-found answer, still JSON.
    for (const url of ['/api/photos/../../etc/passwd', '/api/photos/../../../jwt-secret']) {
      const res = await request(t.url).get(url);
      expect([url, res.status, res.headers['content-type']]).toEqual([
        url,
        404,
        expect.stringContaining('application/json'),
      ]);
      expect(res.body).toEqual(errorShape(404, 'errors.not_found'));
    }
  });
});

describe('GET /api/gallery and /api/gallery/:slug', () => {
  it('lists published albums with cover and photo count, and shows an album with its photos in order', async () => {
    await sql(t, 'DELETE FROM gallery_albums');
    const album = await createAlbum({ title: 'Jarný zraz 2026', description: 'Fotky zo zrazu', published_at: past() });
    const empty = await createAlbum({ title: 'Prázdny', published_at: past(), sort_order: 5 });
    await createAlbum({ title: 'Koncept' });
    const first = (
      await upload(`/api/admin/gallery/${album.id}/photos`, { bytes: await png(4, 3) }, { alt: 'Prvá' }).expect(201)
    ).body.v;
    const second = (
      await upload(`/api/admin/gallery/${album.id}/photos`, { bytes: await png(2, 2) }, { alt: 'Druhá' }).expect(201)
    ).body.v;

    const list = await request(t.url).get('/api/gallery').expect(200);
    const photoOf = (p: Photo) => ({
      id: p.id,
      src: p.src,
      alt: p.alt,
      width: p.width,
      height: p.height,
      sources: p.sources,
      placeholder: p.placeholder,
      locale_code: 'sk',
      created_at: expect.stringMatching(ISO),
    });
    expect(list.body).toEqual({
      v: [
        {
          id: album.id,
          slug: 'jarny-zraz-2026',
          title: 'Jarný zraz 2026',
          description: 'Fotky zo zrazu',
          cover: photoOf(first),
          photo_count: 2,
          event_id: null,
          published_at: expect.stringMatching(ISO),
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
        expect.objectContaining({ id: empty.id, cover: null, photo_count: 0 }),
      ],
      total: 2,
    });

    // The chosen cover wins over the first photo; reordering changes the album's order.
    await call(t, 'patch', `/api/admin/gallery/${album.id}`, roles.staff, { cover_photo_id: second.id }).expect(200);
    await call(t, 'patch', `/api/admin/photos/${second.id}`, roles.staff, { sort_order: -1 }).expect(200);
    const detail = await request(t.url).get('/api/gallery/jarny-zraz-2026').expect(200);
    expect(detail.body.v).toEqual(
      expect.objectContaining({ cover: photoOf(second), photos: [photoOf(second), photoOf(first)] }),
    );
    expect((await request(t.url).get('/api/gallery?per_page=1&page=2').expect(200)).body).toEqual({
      v: [expect.objectContaining({ id: empty.id })],
      total: 2,
    });
  });

  it('answers 404 errors.album_not_found for drafts and unknown slugs', async () => {
    const draft = await createAlbum();
    for (const slug of [draft.slug, 'neznamy', 'ZLE']) {
      expect((await request(t.url).get(`/api/gallery/${slug}`).expect(404)).body).toEqual(
        errorShape(404, 'errors.album_not_found'),
      );
    }
  });
});

describe('/api/admin/gallery albums', () => {
  describe('GET', () => itRequiresContentStaff(ctx, 'get', '/api/admin/gallery'));
  describe('POST', () => itRequiresContentStaff(ctx, 'post', '/api/admin/gallery', { title: 'X' }, 'gallery_albums'));
  describe('PATCH', () =>
    itRequiresContentStaff(ctx, 'patch', () => `/api/admin/gallery/${randomUUID()}`, { title: 'X' }));
  describe('DELETE', () =>
    itRequiresContentStaff(ctx, 'delete', () => `/api/admin/gallery/${randomUUID()}`, undefined, 'gallery_albums'));

  it('creates and lists albums, drafts included; links an event', async () => {
    const [event] = await sql<{ id: string }>(
      t,
      `INSERT INTO events (title, slug, date_start) VALUES ('Zraz', $1, now()) RETURNING id`,
      [`zraz-${randomBytes(3).toString('hex')}`],
    );
    const res = await call(t, 'post', '/api/admin/gallery', roles.staff, {
      title: 'Letný zraz',
      event_id: event.id,
      sort_order: 2,
    }).expect(201);
    expect(res.body.v).toEqual({
      id: expect.any(String),
      slug: 'letny-zraz',
      title: 'Letný zraz',
      description: null,
      cover: null,
      cover_photo_id: null,
      photo_count: 0,
      event_id: event.id,
      published_at: null,
      sort_order: 2,
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    const list = await call(t, 'get', '/api/admin/gallery?q=letn&sort=title', roles.staff).expect(200);
    expect(list.body).toEqual({ v: [expect.objectContaining({ id: res.body.v.id })], total: 1 });
    expect((await call(t, 'get', `/api/admin/gallery/${res.body.v.id}`, roles.staff).expect(200)).body.v.id).toBe(
      res.body.v.id,
    );
  });

  it('refuses bad input: taken slug, a cover from another album, unknown event, unknown fields; nothing written', async () => {
    const album = await createAlbum();
    const other = await createAlbum();
    const foreign = (await upload(`/api/admin/gallery/${other.id}/photos`, { bytes: await png(2, 2) }).expect(201)).body
      .v;
    const before = await countRows(t, 'gallery_albums');
    const cases: [string, 'post' | 'patch', object, number, string][] = [
      ['/api/admin/gallery', 'post', { title: 'X', slug: album.slug }, 409, 'errors.slug_taken'],
      ['/api/admin/gallery', 'post', { title: 'X', cover_photo_id: foreign.id }, 400, 'errors.cover_not_in_album'],
      ['/api/admin/gallery', 'post', { title: 'X', event_id: randomUUID() }, 400, 'errors.event_not_found'],
      ['/api/admin/gallery', 'post', { title: 'X', photos: [] }, 400, 'errors.validation'],
      ['/api/admin/gallery', 'post', { title: 'X', published_at: 1700000000 }, 400, 'errors.validation'],
      [`/api/admin/gallery/${album.id}`, 'patch', { cover_photo_id: foreign.id }, 400, 'errors.cover_not_in_album'],
      [`/api/admin/gallery/${album.id}`, 'patch', { slug: other.slug }, 409, 'errors.slug_taken'],
      [`/api/admin/gallery/${album.id}`, 'patch', { title: null }, 400, 'errors.validation'],
      [`/api/admin/gallery/${randomUUID()}`, 'patch', { title: 'X' }, 404, 'errors.album_not_found'],
    ];
    for (const [url, method, body, status, code] of cases) {
      const res = await call(t, method, url, roles.staff, body);
      expect([url, JSON.stringify(body), res.status, res.body]).toEqual([
        url,
        JSON.stringify(body),
        status,
        errorShape(status, code),
      ]);
    }
    expect(await countRows(t, 'gallery_albums')).toBe(before);
    const [row] = await sql(t, 'SELECT cover_photo_id, slug FROM gallery_albums WHERE id = $1', [album.id]);
    expect(row).toEqual({ cover_photo_id: null, slug: album.slug });
  });

  it('deletes an album together with its photos and their files', async () => {
    const album = await createAlbum();
    const photo = (await upload(`/api/admin/gallery/${album.id}/photos`, { bytes: await png(2, 2) }).expect(201)).body
      .v;
    const legacy = await legacyPhoto(album.id);
    const files = [...objectsOf(photo), legacy.file];
    expect(files.filter((f) => !fs.existsSync(f))).toEqual([]);
    await call(t, 'delete', `/api/admin/gallery/${album.id}`, roles.staff).expect(204);
    expect(await sql(t, 'SELECT id FROM photos WHERE id = ANY($1)', [[photo.id, legacy.id]])).toEqual([]);
    expect(files.filter((f) => fs.existsSync(f))).toEqual([]);
    await request(t.url).get(photo.src).expect(404);
    await request(t.url).get(legacy.src).expect(404);
    expect((await call(t, 'delete', `/api/admin/gallery/${album.id}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.album_not_found'),
    );
  });
});

describe('/api/admin/photos', () => {
  describe('GET', () => itRequiresContentStaff(ctx, 'get', '/api/admin/photos'));
  describe('POST', () => itRequiresContentStaff(ctx, 'post', '/api/admin/photos', undefined, 'photos'));
  describe('PATCH', () =>
    itRequiresContentStaff(ctx, 'patch', () => `/api/admin/photos/${randomUUID()}`, { alt: 'X' }));
  describe('DELETE', () =>
    itRequiresContentStaff(ctx, 'delete', () => `/api/admin/photos/${randomUUID()}`, undefined, 'photos'));

  it('uploads a photo outside albums (for an article), lists, moves and deletes it with its file', async () => {
    const photo = (
      await upload(
        '/api/admin/photos',
        { bytes: await image('jpeg', 800, 600), name: 'clanok.jpg', type: 'image/jpeg' },
        { alt: 'Titulka článku' },
      ).expect(201)
    ).body.v;
    expect(photo).toEqual(expect.objectContaining({ album_id: null, width: 800, height: 600, alt: 'Titulka článku' }));
    expect(photo.sources.jpeg).toMatch(srcset('jpg', [320, 640, 800]));
    const article = await call(t, 'post', '/api/admin/articles', roles.staff, {
      title: 'S fotkou',
      photo_id: photo.id,
    }).expect(201);
    // The article shows the picture as the gallery does: the variants, the size and the placeholder.
    expect(article.body.v.photo).toEqual({
      src: photo.src,
      alt: 'Titulka článku',
      width: 800,
      height: 600,
      sources: photo.sources,
      placeholder: photo.placeholder,
    });

    const album = await createAlbum();
    const moved = await call(t, 'patch', `/api/admin/photos/${photo.id}`, roles.staff, {
      album_id: album.id,
      alt: 'Nový popis',
    }).expect(200);
    expect(moved.body.v).toEqual(expect.objectContaining({ album_id: album.id, alt: 'Nový popis' }));
    const listed = await call(t, 'get', `/api/admin/photos?album_id=${album.id}`, roles.staff).expect(200);
    expect(listed.body).toEqual({ v: [expect.objectContaining({ id: photo.id })], total: 1 });
    expect((await call(t, 'get', `/api/admin/photos/${photo.id}`, roles.staff).expect(200)).body.v.alt).toBe(
      'Nový popis',
    );

    for (const [body, status, code] of [
      [{ alt: null }, 400, 'errors.validation'],
      [{ alt: '' }, 400, 'errors.validation'],
      [{ album_id: randomUUID() }, 400, 'errors.album_not_found'],
      [{ src: '/etc/passwd' }, 400, 'errors.validation'],
    ] as [object, number, string][]) {
      const res = await call(t, 'patch', `/api/admin/photos/${photo.id}`, roles.staff, body);
      expect([res.status, res.body]).toEqual([status, errorShape(status, code)]);
    }

    const files = objectsOf(photo);
    expect(files.filter((f) => !fs.existsSync(f))).toEqual([]);
    await call(t, 'delete', `/api/admin/photos/${photo.id}`, roles.staff).expect(204);
    expect(files.filter((f) => fs.existsSync(f))).toEqual([]);
    await request(t.url).get(photo.src).expect(404);
    const [row] = await sql(t, 'SELECT photo_id FROM articles WHERE id = $1', [article.body.v.id]);
    expect(row).toEqual({ photo_id: null });
    expect((await call(t, 'get', `/api/admin/photos/${photo.id}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.photo_not_found'),
    );
  });
});
