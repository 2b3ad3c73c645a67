// Files every instance can serve. Two servers on one database and one S3-compatible
// bucket (s3rver on a free port, through the standard S3 calls): a photo uploaded through A is
// served by B; a member file is refused to a guest on both and streamed to a member by either
// (whole and as a byte range); objects of an upload whose server died are removed by the next
// sweep, while an upload of a server still running keeps its objects.
import pg from 'pg';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { call, ContentRoles, createContentRoles } from '../support/content';
import { createTestDatabase, queryDatabase, TestDatabase } from '../support/database';
import { phonePhoto } from '../support/images';
import { bearer } from '../support/members';
import { startBucket, TestBucket } from '../support/s3';
import { wavFile } from '../support/sounds';
import { StorageSweep } from '../../server/src/storage/storage-sweep';

let bucket: TestBucket;
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let roles: ContentRoles;

beforeAll(async () => {
  bucket = await startBucket();
  database = await createTestDatabase();
  const env = {
    ...bucket.env,
    AUTH_AUTOCONFIRM: 'true',
    AUTH_BCRYPT_COST: '4',
    JWT_SECRET: 'storage-s3-test-secret-0123456789abcdef',
  };
  a = await startTestApp(env, { database });
  b = await startTestApp(env, { database });
  roles = await createContentRoles(a);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
  await bucket?.close();
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => fetch(new URL(url, t.url), { headers });

describe('two instances on one database and one bucket', () => {
  it('a photo uploaded through A is served by B, every variant, from the bucket', async () => {
    const album = (await call(a, 'post', '/api/admin/gallery', roles.staff, { title: 'Zraz na Kolibe' }).expect(201))
      .body.v;
    const photo = (
      await request(a.url)
        .post(`/api/admin/gallery/${album.id}/photos`)
        .set('authorization', bearer(roles.staff))
        .field('alt', 'Nabíjanie')
        .attach('file', await phonePhoto(1000, 750, 6), { filename: 'IMG_1.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body.v;
    const keys = await bucket.keys();
    const urls = [photo.src, ...photo.sources.avif.split(', ').map((s: string) => s.split(' ')[0]), photo.sources.og];
    for (const url of urls) {
      expect(keys).toContain(`images/${/([0-9a-f]{32}\.\w+)$/.exec(url)![1]}`);
      const res = await get(b, url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(keys.every((k) => k.startsWith('images/'))).toBe(true);
  });

  it('a member file is refused to a guest on both, and streamed to a member by either, whole and as a range', async () => {
    const chime = wavFile(5000);
    const file = (
      await request(a.url)
        .post('/api/admin/files')
        .set('authorization', bearer(roles.staff))
        .field('kind', 'lock_chime')
        .field('title', 'Zvonček')
        .attach('file', chime, { filename: 'LockChime.wav', contentType: 'audio/wav' })
        .expect(201)
    ).body.v;
    expect(await bucket.keys()).toContainEqual(expect.stringMatching(/^files\/[0-9a-f-]{36}\.wav$/));
    for (const t of [a, b]) {
      const guest = await get(t, `/api/files/${file.id}/download`);
      expect(guest.status).toBe(401);
      expect(Buffer.from(await guest.arrayBuffer()).includes(chime.subarray(0, 44))).toBe(false);
      const whole = await get(t, `/api/files/${file.id}/download`, { authorization: bearer(roles.member) });
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(chime);
      const part = await get(t, `/api/files/${file.id}/download`, {
        authorization: bearer(roles.member),
        range: 'bytes=40-99',
      });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 40-99/${chime.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(chime.subarray(40, 100));
    }
  });
});

describe('the sweep of the bucket', () => {
  it("removes the objects of a dead server's upload and orphans no row names, and keeps a running upload's", async () => {
    const named = await bucket.keys();
    // A server that died after writing its objects, before its row committed: its lease is free.
    await bucket.put('images/00000000000000000000000000000001.jpg', Buffer.from('dead'));
    await queryDatabase(
      database.url,
      "INSERT INTO storage_uploads (key, owner) VALUES ('images/00000000000000000000000000000001.jpg', 424242)",
    );
    // An object no row or upload names (a delete that stopped half-way).
    await bucket.put('images/00000000000000000000000000000002.webp', Buffer.from('orphan'));
    // A server still writing: it holds its lease.
    const running = new pg.Client({ connectionString: database.url });
    await running.connect();
    try {
      await running.query('SELECT pg_advisory_lock(7347106, 515151)');
      await bucket.put('images/00000000000000000000000000000003.avif', Buffer.from('in flight'));
      await queryDatabase(
        database.url,
        "INSERT INTO storage_uploads (key, owner) VALUES ('images/00000000000000000000000000000003.avif', 515151)",
      );

      const result = await b.app.get(StorageSweep).run();
      expect(result.removed.sort()).toEqual([
        'images/00000000000000000000000000000001.jpg',
        'images/00000000000000000000000000000002.webp',
      ]);
      expect(await bucket.keys()).toEqual([...named, 'images/00000000000000000000000000000003.avif'].sort());
      expect(await queryDatabase(database.url, 'SELECT key FROM storage_uploads ORDER BY key')).toEqual([
        { key: 'images/00000000000000000000000000000003.avif' },
      ]);
    } finally {
      await running.end();
    }
    // Its server gone, the next sweep removes that upload too.
    await a.app.get(StorageSweep).run();
    expect(await bucket.keys()).toEqual(named);
    expect(await queryDatabase(database.url, 'SELECT key FROM storage_uploads')).toEqual([]);
  });
});
