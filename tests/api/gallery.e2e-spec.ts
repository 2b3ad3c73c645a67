// The gallery: public albums and photo files, and the staff's management of albums and photos
// (content: full) including uploads checked by their bytes (JPEG/PNG/WebP, ≤ 10 MB, alt text).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { call, ContentRoles, countRows, createContentRoles, errorShape, ISO, itRequiresContentStaff } from '../support/content';
import { bearer, sql } from '../support/members';

let t: TestApp;
let roles: ContentRoles;
const ctx = () => ({ t, roles });

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  roles = await createContentRoles(t);
});
afterAll(() => t?.close());

// ── real image files ──

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of width × height red pixels. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0xd9, 0x04, 0x29]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A baseline JPEG header (APP0 + SOF0) of width × height, padded to `size` bytes. */
function jpeg(width: number, height: number, size = 0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  const head = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
  const tail = Buffer.from([0xff, 0xd9]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length)), tail]);
}

/** A lossless WebP header (VP8L) of width × height. */
function webp(width: number, height: number): Buffer {
  const bits = Buffer.alloc(4);
  bits.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0);
  const chunk = Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(8)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(chunk.length);
  const riffSize = Buffer.alloc(4);
  riffSize.writeUInt32LE(4 + 8 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), riffSize, Buffer.from('WEBPVP8L'), size, chunk]);
}

const photosDir = () => path.join(t.config.dataDir, 'files', 'photos');
const storedFiles = () => (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()).sort() : []);

function upload(url: string, file: { bytes: Buffer; name?: string; type?: string } | null, fields: Record<string, string> = { alt: 'Autá na zraze' }) {
  let req = request(t.url).post(url).set('authorization', bearer(roles.staff));
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  if (file) req = req.attach('file', file.bytes, { filename: file.name ?? 'fotka.png', contentType: file.type ?? 'image/png' });
  return req;
}

async function createAlbum(body: object = {}): Promise<{ id: string; slug: string }> {
  const res = await call(t, 'post', '/api/admin/gallery', roles.staff, { title: `Album ${randomBytes(3).toString('hex')}`, ...body }).expect(201);
  return res.body.v;
}

const past = () => new Date(Date.now() - 60_000).toISOString();

describe('POST /api/admin/gallery/:id/photos', () => {
  let album: { id: string };
  beforeAll(async () => {
    album = await createAlbum();
  });

  itRequiresContentStaff(ctx, 'post', () => `/api/admin/gallery/${album.id}/photos`, undefined, 'photos');

  it('stores a PNG, JPEG or WebP with its size, in upload order, and serves it publicly with caching', async () => {
    const bytes = png(3, 2);
    const res = await upload(`/api/admin/gallery/${album.id}/photos`, { bytes }).expect(201);
    expect(res.body.v).toEqual({
      id: expect.any(String),
      src: expect.stringMatching(/^\/api\/photos\/[0-9a-f-]{36}\.png$/),
      alt: 'Autá na zraze',
      width: 3,
      height: 2,
      locale_code: 'sk',
      album_id: album.id,
      sort_order: 0,
      created_at: expect.stringMatching(ISO),
    });
    const file = await request(t.url).get(res.body.v.src).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.body as Buffer, bytes)).toBe(0);

    // The client's name and type do not matter: the bytes decide.
    const jpg = await upload(`/api/admin/gallery/${album.id}/photos`, { bytes: jpeg(1920, 1080), name: 'obrazok.png', type: 'application/octet-stream' }, { alt: 'Tesla', sort_order: '5' }).expect(201);
    expect(jpg.body.v).toEqual(expect.objectContaining({ src: expect.stringMatching(/\.jpg$/), width: 1920, height: 1080, sort_order: 5 }));
    const wp = await upload(`/api/admin/gallery/${album.id}/photos`, { bytes: webp(640, 480), name: 'x.webp', type: 'image/webp' }).expect(201);
    expect(wp.body.v).toEqual(expect.objectContaining({ src: expect.stringMatching(/\.webp$/), width: 640, height: 480, sort_order: 6 }));
    expect((await request(t.url).get(wp.body.v.src).expect(200)).headers['content-type']).toBe('image/webp');
  });

  it('refuses a file over 10 MB (413), a file that is not an image (415), a missing alt or file or a malformed body (400); nothing is stored', async () => {
    const rowsBefore = await countRows(t, 'photos');
    const filesBefore = storedFiles();
    const url = `/api/admin/gallery/${album.id}/photos`;
    const cases: [request.Test, number, string][] = [
      [upload(url, { bytes: jpeg(100, 100, 10 * 1024 * 1024 + 1), name: 'velka.jpg', type: 'image/jpeg' }), 413, 'errors.file_too_large'],
      [upload(url, { bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), name: 'a.gif', type: 'image/gif' }), 415, 'errors.unsupported_file_type'],
      [upload(url, { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'a.png', type: 'image/png' }), 415, 'errors.unsupported_file_type'],
      [upload(url, { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]), name: 'kratky.png' }), 415, 'errors.unsupported_file_type'],
      [upload(url, { bytes: png(2, 2) }, {}), 400, 'errors.validation'],
      [upload(url, { bytes: png(2, 2) }, { alt: '   ' }), 400, 'errors.validation'],
      [upload(url, { bytes: png(2, 2) }, { alt: 'x'.repeat(301) }), 400, 'errors.validation'],
      [upload(url, { bytes: png(2, 2) }, { alt: 'Fotka', owner: 'ja' }), 400, 'errors.validation'],
      [upload(url, { bytes: png(2, 2) }, { alt: 'Fotka', sort_order: 'prvá' }), 400, 'errors.validation'],
      [upload(url, null), 400, 'errors.file_required'],
      [call(t, 'post', url, roles.staff, { alt: 'JSON namiesto súboru' }), 415, 'errors.unsupported_media_type'],
      [request(t.url).post(url).set('authorization', bearer(roles.staff)).set('content-type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="alt"\r\n\r\nuseknuté'), 400, 'errors.bad_multipart'],
      [request(t.url).post(url).set('authorization', bearer(roles.staff)).set('content-type', 'multipart/form-data').send('--xyz\r\n'), 400, 'errors.bad_multipart'],
      [upload(`/api/admin/gallery/${randomUUID()}/photos`, { bytes: png(2, 2) }), 404, 'errors.album_not_found'],
      [upload('/api/admin/gallery/nie-uuid/photos', { bytes: png(2, 2) }), 400, 'errors.invalid_id'],
    ];
    for (const [req, status, code] of cases) {
      const res = await req;
      expect([res.status, res.body]).toEqual([status, errorShape(status, code)]);
    }
    expect(await countRows(t, 'photos')).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });
});

describe('GET /api/photos/:name', () => {
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
      expect([url, res.status, res.headers['content-type']]).toEqual([url, 404, expect.stringContaining('application/json')]);
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
    const first = (await upload(`/api/admin/gallery/${album.id}/photos`, { bytes: png(4, 3) }, { alt: 'Prvá' }).expect(201)).body.v;
    const second = (await upload(`/api/admin/gallery/${album.id}/photos`, { bytes: png(2, 2) }, { alt: 'Druhá' }).expect(201)).body.v;

    const list = await request(t.url).get('/api/gallery').expect(200);
    const photoOf = (p: { id: string; src: string; alt: string; width: number; height: number }) => ({ id: p.id, src: p.src, alt: p.alt, width: p.width, height: p.height, locale_code: 'sk', created_at: expect.stringMatching(ISO) });
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
    expect(detail.body.v).toEqual(expect.objectContaining({ cover: photoOf(second), photos: [photoOf(second), photoOf(first)] }));
    expect((await request(t.url).get('/api/gallery?per_page=1&page=2').expect(200)).body).toEqual({ v: [expect.objectContaining({ id: empty.id })], total: 2 });
  });

  it('answers 404 errors.album_not_found for drafts and unknown slugs', async () => {
    const draft = await createAlbum();
    for (const slug of [draft.slug, 'neznamy', 'ZLE']) {
      expect((await request(t.url).get(`/api/gallery/${slug}`).expect(404)).body).toEqual(errorShape(404, 'errors.album_not_found'));
    }
  });
});

describe('/api/admin/gallery albums', () => {
  describe('GET', () => itRequiresContentStaff(ctx, 'get', '/api/admin/gallery'));
  describe('POST', () => itRequiresContentStaff(ctx, 'post', '/api/admin/gallery', { title: 'X' }, 'gallery_albums'));
  describe('PATCH', () => itRequiresContentStaff(ctx, 'patch', () => `/api/admin/gallery/${randomUUID()}`, { title: 'X' }));
  describe('DELETE', () => itRequiresContentStaff(ctx, 'delete', () => `/api/admin/gallery/${randomUUID()}`, undefined, 'gallery_albums'));

  it('creates and lists albums, drafts included; links an event', async () => {
    const [event] = await sql<{ id: string }>(t, `INSERT INTO events (title, slug, date_start) VALUES ('Zraz', $1, now()) RETURNING id`, [`zraz-${randomBytes(3).toString('hex')}`]);
    const res = await call(t, 'post', '/api/admin/gallery', roles.staff, { title: 'Letný zraz', event_id: event.id, sort_order: 2 }).expect(201);
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
    expect((await call(t, 'get', `/api/admin/gallery/${res.body.v.id}`, roles.staff).expect(200)).body.v.id).toBe(res.body.v.id);
  });

  it('refuses bad input: taken slug, a cover from another album, unknown event, unknown fields; nothing written', async () => {
    const album = await createAlbum();
    const other = await createAlbum();
    const foreign = (await upload(`/api/admin/gallery/${other.id}/photos`, { bytes: png(2, 2) }).expect(201)).body.v;
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
      expect([url, JSON.stringify(body), res.status, res.body]).toEqual([url, JSON.stringify(body), status, errorShape(status, code)]);
    }
    expect(await countRows(t, 'gallery_albums')).toBe(before);
    const [row] = await sql(t, 'SELECT cover_photo_id, slug FROM gallery_albums WHERE id = $1', [album.id]);
    expect(row).toEqual({ cover_photo_id: null, slug: album.slug });
  });

  it('deletes an album together with its photos and their files', async () => {
    const album = await createAlbum();
    const photo = (await upload(`/api/admin/gallery/${album.id}/photos`, { bytes: png(2, 2) }).expect(201)).body.v;
    const file = path.join(photosDir(), path.basename(photo.src));
    expect(fs.existsSync(file)).toBe(true);
    await call(t, 'delete', `/api/admin/gallery/${album.id}`, roles.staff).expect(204);
    expect(await sql(t, 'SELECT id FROM photos WHERE id = $1', [photo.id])).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    await request(t.url).get(photo.src).expect(404);
    expect((await call(t, 'delete', `/api/admin/gallery/${album.id}`, roles.staff).expect(404)).body).toEqual(errorShape(404, 'errors.album_not_found'));
  });
});

describe('/api/admin/photos', () => {
  describe('GET', () => itRequiresContentStaff(ctx, 'get', '/api/admin/photos'));
  describe('POST', () => itRequiresContentStaff(ctx, 'post', '/api/admin/photos', undefined, 'photos'));
  describe('PATCH', () => itRequiresContentStaff(ctx, 'patch', () => `/api/admin/photos/${randomUUID()}`, { alt: 'X' }));
  describe('DELETE', () => itRequiresContentStaff(ctx, 'delete', () => `/api/admin/photos/${randomUUID()}`, undefined, 'photos'));

  it('uploads a photo outside albums (for an article), lists, moves and deletes it with its file', async () => {
    const photo = (await upload('/api/admin/photos', { bytes: jpeg(800, 600), name: 'clanok.jpg', type: 'image/jpeg' }, { alt: 'Titulka článku' }).expect(201)).body.v;
    expect(photo).toEqual(expect.objectContaining({ album_id: null, width: 800, height: 600, alt: 'Titulka článku' }));
    const article = await call(t, 'post', '/api/admin/articles', roles.staff, { title: 'S fotkou', photo_id: photo.id }).expect(201);
    expect(article.body.v.photo).toEqual({ src: photo.src, alt: 'Titulka článku' });

    const album = await createAlbum();
    const moved = await call(t, 'patch', `/api/admin/photos/${photo.id}`, roles.staff, { album_id: album.id, alt: 'Nový popis' }).expect(200);
    expect(moved.body.v).toEqual(expect.objectContaining({ album_id: album.id, alt: 'Nový popis' }));
    const listed = await call(t, 'get', `/api/admin/photos?album_id=${album.id}`, roles.staff).expect(200);
    expect(listed.body).toEqual({ v: [expect.objectContaining({ id: photo.id })], total: 1 });
    expect((await call(t, 'get', `/api/admin/photos/${photo.id}`, roles.staff).expect(200)).body.v.alt).toBe('Nový popis');

    for (const [body, status, code] of [
      [{ alt: null }, 400, 'errors.validation'],
      [{ alt: '' }, 400, 'errors.validation'],
      [{ album_id: randomUUID() }, 400, 'errors.album_not_found'],
      [{ src: '/etc/passwd' }, 400, 'errors.validation'],
    ] as [object, number, string][]) {
      const res = await call(t, 'patch', `/api/admin/photos/${photo.id}`, roles.staff, body);
      expect([res.status, res.body]).toEqual([status, errorShape(status, code)]);
    }

    await call(t, 'delete', `/api/admin/photos/${photo.id}`, roles.staff).expect(204);
    expect(fs.existsSync(path.join(photosDir(), path.basename(photo.src)))).toBe(false);
    const [row] = await sql(t, 'SELECT photo_id FROM articles WHERE id = $1', [article.body.v.id]);
    expect(row).toEqual({ photo_id: null });
    expect((await call(t, 'get', `/api/admin/photos/${photo.id}`, roles.staff).expect(404)).body).toEqual(errorShape(404, 'errors.photo_not_found'));
  });
});
