// The member's own profile through the real API: editing (never permissions or verification),
// visibility, avatar upload (processed into square WebP/AVIF/JPEG variants without metadata,
// served at content-addressed /api/media URLs) and serving, the GDPR export and account deletion,
// checked in the database and with the real supabase-js client.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import request from 'supertest';
import { anonKey } from '../../server/src/auth-api/crypto/keys';
import { todayIso } from '../../server/src/domain/calendar';
import { COUNTRY_NAMES_SK } from '../../server/src/domain/countries';
import { startTestApp, type TestApp } from '../support/app';
import { adminClient } from '../support/auth-client';
import { insertEvent } from '../support/events';
import { pngBomb } from '../support/images';
import { bearer, createMember, sql, type TestMember } from '../support/members';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' });
});
afterAll(() => t?.close());

/**
 * A real image of width × height random pixels. Every call makes a different picture: stored
 * objects are named by their content, so two members uploading the same picture would share them
 * (and removing one's avatar would rightly keep the other's).
 */
const picture = (format: 'png' | 'jpeg' | 'webp', width = 300, height = 280): Promise<Buffer> =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
const PNG = () => picture('png');

const unauthorized = {
  statusCode: 401,
  error: 'Unauthorized',
  message: expect.any(String),
  code: 'errors.unauthorized',
};
const as = (m: TestMember | undefined, req: request.Test) => (m ? req.set('authorization', bearer(m)) : req);
const getProfile = (m?: TestMember) => as(m, request(t.url).get('/api/profile'));
const patchProfile = (m: TestMember | undefined, body: unknown) =>
  as(m, request(t.url).patch('/api/profile')).send(body as object);
const uploadAvatar = (m: TestMember | undefined, bytes: Buffer, filename = 'avatar.png', field = 'file') =>
  as(m, request(t.url).put('/api/profile/avatar')).attach(field, bytes, { filename, contentType: 'image/png' });
const profileRow = (m: TestMember) =>
  sql(
    t,
    'SELECT username, first_name, phone_number, address_country, birth_date::text, permissions, is_verified, note, recommendation, avatar_url, email, deleted_at FROM profiles WHERE id = $1',
    [m.id],
  ).then((r) => r[0]);
const filesDir = () => path.join(t.config.dataDir, 'files');
/**
 * Every stored file (processed avatar variants under images/, avatars uploaded before processing under avatars/), as
 * `folder/name`.
 */
const avatarFiles = () =>
  fs.existsSync(filesDir())
    ? fs
        .readdirSync(filesDir())
        .flatMap((folder) => fs.readdirSync(path.join(filesDir(), folder)).map((name) => `${folder}/${name}`))
        .sort()
    : [];
/** The path of an avatar URL on the test server. */
const avatarPath = (url: string) => new URL(url).pathname;
/** GET a file with its bytes as a Buffer. */
const getFile = (url: string) =>
  request(t.url)
    .get(avatarPath(url))
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
    });
const AVATAR_URL = () => new RegExp(`^${t.config.PUBLIC_URL}/api/media/[0-9a-f]{32}\\.webp$`);

describe('GET /api/profile', () => {
  it('requires authentication', async () => {
    expect((await getProfile().expect(401)).body).toEqual(unauthorized);
  });

  it('shows my user record with the full address, the country in Slovak', async () => {
    const m = await createMember(t, {
      profile: {
        first_name: 'Ján',
        address_street: 'Hlavná 1',
        address_post_code: '040 01',
        address_city: 'Košice',
        address_country: 'SK',
      },
    });
    const res = await getProfile(m).expect(200);
    expect(res.body.v).toMatchObject({
      id: m.id,
      email: m.email,
      first_name: 'Ján',
      address_country: 'SK',
      address_country_name: 'Slovensko',
      address_full: 'Hlavná 1, 040 01 Košice, Slovensko',
      permissions: {},
      is_verified: false,
      cars_count: 0,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body.v).not.toHaveProperty('note');
    const bare = await createMember(t);
    expect((await getProfile(bare).expect(200)).body.v).toMatchObject({
      address_full: null,
      address_country_name: null,
    });
  });
});

describe('GET /api/countries', () => {
  it('requires authentication', async () => {
    expect((await request(t.url).get('/api/countries').expect(401)).body).toEqual(unauthorized);
  });

  it('lists every country an address may name with the Slovak name the address shows, in Slovak order', async () => {
    const m = await createMember(t);
    const { body } = await as(m, request(t.url).get('/api/countries')).expect(200);
    expect(body.total).toBe(249);
    expect(body.v).toHaveLength(249);
    expect(Object.fromEntries(body.v.map((c: { code: string; name: string }) => [c.code, c.name]))).toEqual(
      COUNTRY_NAMES_SK,
    );
    const names: string[] = body.v.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sk')));
    // Slovak order: "Č" is a letter of its own after "C", "Ch" comes after "H".
    expect(names.indexOf('Česko')).toBeGreaterThan(names.indexOf('Cyprus'));
    expect(names.indexOf('Chorvátsko')).toBeGreaterThan(names.indexOf('Honduras'));
    // The name the picker shows is the name the saved address shows.
    const cz = body.v.find((c: { code: string }) => c.code === 'CZ');
    expect((await patchProfile(m, { address_country: 'CZ', address_city: 'Brno' }).expect(200)).body.v).toMatchObject({
      address_country_name: cz.name,
      address_full: `Brno, ${cz.name}`,
    });
  });
});

describe('PATCH /api/profile', () => {
  it('requires authentication', async () => {
    expect((await patchProfile(undefined, { first_name: 'X' }).expect(401)).body).toEqual(unauthorized);
  });

  it('changes only the fields sent; text is trimmed, empty or null clears, phone and country are normalised', async () => {
    const m = await createMember(t, { profile: { last_name: 'Pôvodný', company_name: 'EV s.r.o.' } });
    const res = await patchProfile(m, {
      username: 'jan.elektricky',
      first_name: '  Ján ',
      birth_date: '1985-04-12',
      address_street: 'Mlynská 5',
      address_post_code: '811 02',
      address_city: 'Bratislava',
      address_country: 'cz',
      phone_number: '+421 (905) 123-456',
      company_name: '',
      company_id: '35 757 442',
    }).expect(200);
    expect(res.body.v).toMatchObject({
      username: 'jan.elektricky',
      first_name: 'Ján',
      last_name: 'Pôvodný',
      birth_date: '1985-04-12',
      address_country: 'CZ',
      address_country_name: 'Česko',
      address_full: 'Mlynská 5, 811 02 Bratislava, Česko',
      phone_number: '+421905123456',
      company_name: null,
      company_id: '35757442',
    });
    expect(await profileRow(m)).toMatchObject({
      username: 'jan.elektricky',
      phone_number: '+421905123456',
      address_country: 'CZ',
      birth_date: '1985-04-12',
    });
    // As Slovaks write a number: national (0…) or with 00; all stored the one way.
    for (const written of ['0905 123 456', '0905/123 456', '00421 905 123 456', '+421905123456']) {
      expect((await patchProfile(m, { phone_number: written }).expect(200)).body.v.phone_number).toBe('+421905123456');
    }
    expect((await patchProfile(m, { phone_number: '02/1234 5678' }).expect(200)).body.v.phone_number).toBe(
      '+421212345678',
    );
    expect((await patchProfile(m, { phone_number: '+420 601 123 456' }).expect(200)).body.v.phone_number).toBe(
      '+420601123456',
    );
    const cleared = await patchProfile(m, { address_country: null, phone_number: null }).expect(200);
    expect(cleared.body.v).toMatchObject({
      address_country: null,
      phone_number: null,
      address_full: 'Mlynská 5, 811 02 Bratislava',
      first_name: 'Ján',
    });
  });

  it('a Slovak post code with or without its space, and a foreign one in its own form, are kept; an IČO is stored as its 8 digits', async () => {
    const m = await createMember(t);
    expect(
      (
        await patchProfile(m, { address_post_code: '04001', address_country: 'SK', company_id: ' 00151742 ' }).expect(
          200,
        )
      ).body.v,
    ).toMatchObject({ address_post_code: '04001', company_id: '00151742' });
    expect(
      (await patchProfile(m, { address_post_code: '040 01', address_country: 'SK' }).expect(200)).body.v
        .address_post_code,
    ).toBe('040 01');
    expect(
      (await patchProfile(m, { address_post_code: 'SW1A 1AA', address_country: 'GB' }).expect(200)).body.v
        .address_post_code,
    ).toBe('SW1A 1AA');
  });

  it('a refused post code and IČO are named with their rule', async () => {
    const m = await createMember(t);
    const res = await patchProfile(m, {
      address_post_code: 'ABCDEFGHIJ',
      address_country: 'SK',
      company_id: '12',
    }).expect(400);
    expect(res.body.fields).toEqual(
      expect.arrayContaining([
        {
          field: 'address_post_code',
          messages: [expect.stringMatching(/Slovak post code/)],
          rules: [{ rule: 'slovakPostCode' }],
        },
        {
          field: 'company_id',
          messages: [expect.stringMatching(/IČO/)],
          rules: [expect.objectContaining({ rule: 'matches' })],
        },
      ]),
    );
  });

  it('a username another member uses (in any case) → 409 errors.username_taken', async () => {
    const a = await createMember(t);
    await patchProfile(a, { username: 'Tesla.Fan' }).expect(200);
    const b = await createMember(t);
    const res = await patchProfile(b, { username: 'tesla.fan', first_name: 'Peter' }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: expect.any(String),
      code: 'errors.username_taken',
    });
    expect(await profileRow(b)).toMatchObject({ username: null, first_name: null });
  });

  it('a member cannot grant themselves permissions or verification, nor write the staff note or recommendation', async () => {
    const m = await createMember(t);
    await request(t.url).get('/api/admin/events').set('authorization', bearer(m)).expect(403);
    for (const body of [
      { permissions: { events: 'full', users: 'full' } },
      { first_name: 'Ján', is_verified: true },
      { note: 'overený' },
      { recommendation: 'predseda' },
      { email: 'iny@example.com' },
      { id: '00000000-0000-0000-0000-000000000001' },
      { deleted_at: null },
      { show_email: true },
    ]) {
      const res = await patchProfile(m, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'errors.validation' });
    }
    expect(await profileRow(m)).toMatchObject({
      permissions: {},
      is_verified: false,
      note: null,
      recommendation: null,
      first_name: null,
      email: m.email,
    });
    await request(t.url).get('/api/admin/events').set('authorization', bearer(m)).expect(403);
    expect((await getProfile(m).expect(200)).body.v).toMatchObject({ permissions: {}, is_verified: false });
  });

  it.each([
    ['a phone number without country code or leading 0', { phone_number: '905 123 456' }],
    ['a Slovak number with a digit too few', { phone_number: '0905 123 45' }],
    ['a Slovak number with a digit too many', { phone_number: '+421 905 123 4567' }],
    ['a phone number with letters', { phone_number: '+421 90A 123 456' }],
    ['an unknown country code', { address_country: 'XX' }],
    ['a country name instead of its code', { address_country: 'Slovensko' }],
    ['a birth date in the future', { birth_date: '2999-01-01' }],
    ['a birth date before 1900', { birth_date: '1899-12-31' }],
    ['a username with spaces', { username: 'ján elektrický' }],
    ['a too short username', { username: 'ab' }],
    ['a first name over 100 characters', { first_name: 'x'.repeat(101) }],
    ['a first name that is not text', { first_name: 42 }],
    ['letters as a Slovak post code', { address_post_code: 'ABCDEFGHIJ', address_country: 'SK' }],
    ['a Slovak post code of four digits and two', { address_post_code: '0400 1', address_country: 'sk' }],
    ['an IČO of two digits', { company_id: '12' }],
    ['an IČO whose check digit does not match', { company_id: '12345678' }],
    ['an IČO with letters', { company_id: 'SK12345678' }],
  ])('%s → 400 errors.validation, nothing written', async (_label, body) => {
    const m = await createMember(t, { profile: { first_name: 'Pôvodné' } });
    const before = await profileRow(m);
    const res = await patchProfile(m, body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'errors.validation' });
    expect(await profileRow(m)).toEqual(before);
  });
});

describe('GET and PUT /api/profile/visibility', () => {
  it('require authentication', async () => {
    await request(t.url).get('/api/profile/visibility').expect(401);
    await request(t.url)
      .put('/api/profile/visibility')
      .send({ show_email: true, show_phone: true, show_city: true, show_cars: true })
      .expect(401);
  });

  it('default to city and cars shown, e-mail and phone hidden; PUT sets all four', async () => {
    const m = await createMember(t);
    const get = () => request(t.url).get('/api/profile/visibility').set('authorization', bearer(m));
    expect((await get().expect(200)).body).toEqual({
      v: { show_email: false, show_phone: false, show_city: true, show_cars: true },
    });
    const next = { show_email: true, show_phone: false, show_city: false, show_cars: true };
    expect(
      (await request(t.url).put('/api/profile/visibility').set('authorization', bearer(m)).send(next).expect(200)).body,
    ).toEqual({ v: next });
    expect((await get().expect(200)).body).toEqual({ v: next });

    for (const bad of [
      { show_email: true },
      { ...next, show_city: 'yes' },
      { ...next, show_city: null },
      { ...next, show_address: true },
    ]) {
      const res = await request(t.url)
        .put('/api/profile/visibility')
        .set('authorization', bearer(m))
        .send(bad)
        .expect(400);
      expect(res.body.code).toBe('errors.validation');
    }
    expect((await get().expect(200)).body).toEqual({ v: next });
  });
});

describe('PUT /api/profile/avatar and GET /api/media/:name, /api/avatars/:file', () => {
  it('requires authentication, storing nothing', async () => {
    const before = avatarFiles();
    expect((await uploadAvatar(undefined, await PNG()).expect(401)).body).toEqual(unauthorized);
    expect(avatarFiles()).toEqual(before);
  });

  it('stores a PNG, JPEG or WebP as a square WebP, serves it publicly cached for a year, and replacing it removes the old files', async () => {
    const m = await createMember(t);
    const first = await uploadAvatar(m, await picture('png', 400, 300)).expect(200);
    const url: string = first.body.v.avatar_url;
    expect(url).toMatch(AVATAR_URL());
    expect((await profileRow(m)).avatar_url).toBe(url);
    const files = avatarFiles();

    // The upload is processed (its bytes are not kept): a 192×192 crop (the largest size, for 96 CSS px at density 2),
    // named by its content, so cached as immutable.
    const served = await getFile(url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.body as Buffer).metadata()).toEqual(
      expect.objectContaining({ format: 'webp', width: 192, height: 192 }),
    );

    // The claimed type and file name do not matter: the bytes do.
    const jpeg = await uploadAvatar(m, await picture('jpeg'), 'photo.png').expect(200);
    expect(jpeg.body.v.avatar_url).toMatch(AVATAR_URL());
    expect((await getFile(jpeg.body.v.avatar_url).expect(200)).headers['content-type']).toBe('image/webp');
    const webp = await uploadAvatar(m, await picture('webp'), 'x.gif').expect(200);
    expect(webp.body.v.avatar_url).toMatch(AVATAR_URL());
    expect(new Set([url, jpeg.body.v.avatar_url, webp.body.v.avatar_url]).size).toBe(3);
    expect(await sharp((await getFile(webp.body.v.avatar_url).expect(200)).body as Buffer).metadata()).toEqual(
      expect.objectContaining({ width: 192, height: 192 }),
    );

    await request(t.url).get(avatarPath(url)).expect(404);
    await request(t.url).get(avatarPath(jpeg.body.v.avatar_url)).expect(404);
    // Only the current avatar's variants are kept: as many files as after the first upload, the current one among them.
    expect(avatarFiles()).toHaveLength(files.length);
    expect(avatarFiles()).toContain(`images/${path.basename(webp.body.v.avatar_url)}`);
  });

  it('accepts an image between the 1 MB JSON limit and 25 MB', async () => {
    const m = await createMember(t);
    // Random pixels do not compress: a real 1024×1024 PNG of about 3 MB (over the former 2 MB limit).
    const big = await picture('png', 1024, 1024);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await uploadAvatar(m, big).expect(200);
    expect(res.body.v.avatar_url).toMatch(AVATAR_URL());
  });

  it('refuses what is not an avatar, storing nothing and keeping the current one', async () => {
    const m = await createMember(t);
    const current = (await uploadAvatar(m, await PNG()).expect(200)).body.v.avatar_url;
    const files = avatarFiles();

    const whole = await picture('jpeg', 200, 150);
    const tooLarge = await uploadAvatar(
      m,
      Buffer.concat([whole, Buffer.alloc(25 * 1024 * 1024 + 1 - whole.length)]),
    ).expect(413);
    expect(tooLarge.body).toMatchObject({ statusCode: 413, code: 'errors.file_too_large' });
    const bomb = await uploadAvatar(m, pngBomb()).expect(413);
    expect(bomb.body).toMatchObject({ statusCode: 413, code: 'errors.image_too_large' });
    const cut = await uploadAvatar(m, whole.subarray(0, Math.floor(whole.length / 2)), 'avatar.jpg').expect(400);
    expect(cut.body).toMatchObject({ statusCode: 400, code: 'errors.invalid_image' });
    const text = await uploadAvatar(
      m,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'avatar.png',
    ).expect(415);
    expect(text.body).toMatchObject({ statusCode: 415, code: 'errors.unsupported_file_type' });
    const gif = await uploadAvatar(m, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif').expect(
      415,
    );
    expect(gif.body.code).toBe('errors.unsupported_file_type');
    const empty = await uploadAvatar(m, Buffer.alloc(0)).expect(400);
    expect(empty.body.code).toBe('errors.validation');
    const json = await request(t.url)
      .put('/api/profile/avatar')
      .set('authorization', bearer(m))
      .send({ file: whole.toString('base64') })
      .expect(415);
    expect(json.body.code).toBe('errors.unsupported_media_type');
    const wrongField = await uploadAvatar(m, await PNG(), 'a.png', 'image').expect(400);
    expect(wrongField.body.code).toBe('errors.validation');
    const noFile = await request(t.url)
      .put('/api/profile/avatar')
      .set('authorization', bearer(m))
      .field('avatar_url', 'https://evil.example/x.png')
      .expect(400);
    expect(noFile.body.code).toBe('errors.validation');

    expect(avatarFiles()).toEqual(files);
    expect((await profileRow(m)).avatar_url).toBe(current);
    expect(await sql(t, 'SELECT count(*)::int AS n FROM storage_uploads')).toEqual([{ n: 0 }]);
  });

  it('still serves an avatar uploaded before processing, cached as immutable, until it is replaced', async () => {
    const m = await createMember(t);
    const bytes = await picture('png', 40, 40);
    const file = `${randomUUID()}.png`;
    fs.mkdirSync(path.join(filesDir(), 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(filesDir(), 'avatars', file), bytes);
    const legacy = `${t.config.PUBLIC_URL}/api/avatars/${file}`;
    await sql(t, 'UPDATE profiles SET avatar_url = $2 WHERE id = $1', [m.id, legacy]);

    const served = await getFile(legacy).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);

    expect((await uploadAvatar(m, await PNG()).expect(200)).body.v.avatar_url).toMatch(AVATAR_URL());
    await request(t.url).get(avatarPath(legacy)).expect(404);
    expect(fs.existsSync(path.join(filesDir(), 'avatars', file))).toBe(false);
  });

  it('serves only avatar and image file names: anything else is 404', async () => {
    for (const p of [
      '/api/avatars/..%2F..%2Fjwt-secret',
      '/api/avatars/%2E%2E%2Ffiles',
      '/api/avatars/not-an-avatar.png',
      '/api/avatars/00000000-0000-0000-0000-000000000000.png',
      '/api/media/..%2F..%2Fjwt-secret',
      '/api/media/00000000000000000000000000000000.webp',
      '/api/media/00000000-0000-0000-0000-000000000000.png',
    ]) {
      const res = await request(t.url).get(p);
      expect({ p, status: res.status }).toEqual({ p, status: 404 });
    }
  });

  it('DELETE /api/profile/avatar removes it', async () => {
    const m = await createMember(t);
    const before = avatarFiles();
    const url = (await uploadAvatar(m, await PNG()).expect(200)).body.v.avatar_url;
    expect(avatarFiles().length).toBeGreaterThan(before.length);
    const res = await request(t.url).delete('/api/profile/avatar').set('authorization', bearer(m)).expect(200);
    expect(res.body.v.avatar_url).toBeNull();
    await request(t.url).get(avatarPath(url)).expect(404);
    expect(avatarFiles()).toEqual(before);
  });
});

describe('GET /api/profile/export', () => {
  it('requires authentication', async () => {
    expect((await request(t.url).get('/api/profile/export').expect(401)).body).toEqual(unauthorized);
  });

  it('downloads all my data: profile, onboarding, cars with ownership history, events, files and articles', async () => {
    const m = await createMember(t, { onboarded: false, profile: { first_name: 'Eva' } });
    const other = await createMember(t);
    const put = (body: object) =>
      request(t.url).put('/api/onboarding').set('authorization', bearer(m)).send(body).expect(200);
    await put({
      tesla_account_email: 'eva@tesla.example',
      tesla_account_full_name: 'Eva Nová',
      vin: '5YJ3E1EA8KF000001',
      model: 'Model 3',
      variant: 'RWD',
      color: 'Solid Black',
      owned_since: '2021-01-01',
    });
    await request(t.url)
      .post('/api/cars')
      .set('authorization', bearer(m))
      .send({ vin: 'XP7YGCEK4PB000001', model: 'Model Y', owned_since: '2022-02-02' })
      .expect(201);
    await request(t.url).delete('/api/cars/5YJ3E1EA8KF000001').set('authorization', bearer(m)).expect(204);

    const event = await insertEvent(t, { title: 'Jarný zraz' });
    await request(t.url)
      .post(`/api/events/${event.slug}/registration`)
      .set('authorization', bearer(m))
      .expect((r) => expect(r.status).toBeLessThan(300));
    await sql(
      t,
      "INSERT INTO files (kind, title, file_name, storage_key, content_type, size_bytes, sha256, uploaded_by) VALUES ('light_show', 'Show', 'show.fseq', 'files/00000000-0000-0000-0000-000000000001.fseq', 'application/octet-stream', 1, $2, $1)",
      [m.id, 'a'.repeat(64)],
    );
    await sql(
      t,
      "INSERT INTO articles (title, slug, author_id, published_at) VALUES ('Moja skúsenosť', 'moja-skusenost', $1, now())",
      [m.id],
    );
    await sql(t, "INSERT INTO articles (title, slug, author_id) VALUES ('Cudzí článok', 'cudzi-clanok', $1)", [
      other.id,
    ]);

    const res = await request(t.url).get('/api/profile/export').set('authorization', bearer(m)).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="evklub-moje-udaje.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = res.body.v;
    expect(data.profile).toMatchObject({ id: m.id, email: m.email, first_name: 'Eva' });
    expect(data.visibility).toEqual({ show_email: false, show_phone: false, show_city: true, show_cars: true });
    expect(data.onboarding).toMatchObject({
      tesla_account_email: 'eva@tesla.example',
      vin: '5YJ3E1EA8KF000001',
      complete: true,
    });
    expect(data.cars).toEqual([
      {
        vin: '5YJ3E1EA8KF000001',
        model: 'Model 3',
        variant: 'RWD',
        color: 'Solid Black',
        custom_color: null,
        ownerships: [
          {
            ownership_id: expect.any(String),
            license_plate: null,
            name: null,
            tesla_account: 'eva@tesla.example',
            owned_since: '2021-01-01',
            owned_until: todayIso(),
          },
        ],
      },
      {
        vin: 'XP7YGCEK4PB000001',
        model: 'Model Y',
        variant: null,
        color: null,
        custom_color: null,
        ownerships: [
          {
            ownership_id: expect.any(String),
            license_plate: null,
            name: null,
            tesla_account: null,
            owned_since: '2022-02-02',
            owned_until: null,
          },
        ],
      },
    ]);
    expect(data.event_attendances).toEqual([
      {
        id: expect.any(String),
        event_id: event.id,
        event_title: 'Jarný zraz',
        event_slug: event.slug,
        event_date_start: expect.any(String),
        status: 'registered',
        registered_at: expect.any(String),
        checked_in_at: null,
        // A free event: nothing owed or paid.
        companions: 0,
        amount: null,
        paid: 0,
        variable_symbol: null,
        paid_at: null,
      },
    ]);
    expect(data.event_payments).toEqual([]);
    expect(data.refunds).toEqual([]);
    expect(data.files).toEqual([
      {
        id: expect.any(String),
        kind: 'light_show',
        title: 'Show',
        file_name: 'show.fseq',
        created_at: expect.any(String),
      },
    ]);
    expect(data.articles).toEqual([
      { id: expect.any(String), title: 'Moja skúsenosť', slug: 'moja-skusenost', published_at: expect.any(String) },
    ]);
    expect(JSON.stringify(data)).not.toContain(other.email);
  });
});

describe('DELETE /api/profile', () => {
  it('requires authentication', async () => {
    expect((await request(t.url).delete('/api/profile').send({ confirm: 'ZMAZAŤ' }).expect(401)).body).toEqual(
      unauthorized,
    );
  });

  it('needs the confirmation word: anything else → 400 and nothing changes', async () => {
    const m = await createMember(t, { profile: { first_name: 'Ostáva' } });
    for (const body of [
      undefined,
      {},
      { confirm: 'zmazať' },
      { confirm: 'ZMAZAT' },
      { confirm: true },
      { confirm: 'ZMAZAŤ', also: 1 },
    ]) {
      const req = request(t.url).delete('/api/profile').set('authorization', bearer(m));
      const res = await (body === undefined ? req : req.send(body)).expect(400);
      expect(res.body.code).toBe('errors.validation');
    }
    expect(await profileRow(m)).toMatchObject({ first_name: 'Ostáva', deleted_at: null, email: m.email });
    await request(t.url).get('/api/me').set('authorization', bearer(m)).expect(200);
  });

  it('anonymises the profile, ends ownerships, cancels registrations (promoting the waitlist) and deletes the sign-in account', async () => {
    const m = await createMember(t, {
      onboarded: false,
      profile: { first_name: 'Mária', last_name: 'Odchádzajúca', phone_number: '+421900000001', address_city: 'Nitra' },
    });
    await request(t.url)
      .put('/api/onboarding')
      .set('authorization', bearer(m))
      .send({
        tesla_account_email: 'maria@tesla.example',
        tesla_account_full_name: 'Mária O.',
        vin: '5YJSA1E26MF000002',
        model: 'Model S',
        variant: 'Plaid',
        color: 'Ultra Red',
        owned_since: '2022-05-05',
      })
      .expect(200);
    const avatar = (await uploadAvatar(m, await PNG()).expect(200)).body.v.avatar_url;
    await request(t.url).patch('/api/profile').set('authorization', bearer(m)).send({ username: 'maria' }).expect(200);
    await sql(t, "INSERT INTO articles (title, slug, author_id) VALUES ('Článok Márie', 'clanok-marie', $1)", [m.id]);

    const event = await insertEvent(t, { capacity: 1 });
    const waiting = await createMember(t);
    await request(t.url)
      .post(`/api/events/${event.slug}/registration`)
      .set('authorization', bearer(m))
      .expect((r) => expect(r.status).toBeLessThan(300));
    await request(t.url)
      .post(`/api/events/${event.slug}/registration`)
      .set('authorization', bearer(waiting))
      .expect((r) => expect(r.status).toBeLessThan(300));
    expect(await sql(t, 'SELECT status::text FROM event_attendances WHERE user_id = $1', [waiting.id])).toEqual([
      { status: 'waitlisted' },
    ]);

    await request(t.url).delete('/api/profile').set('authorization', bearer(m)).send({ confirm: 'ZMAZAŤ' }).expect(204);

    // The tokens stop working at once, and the password no longer signs in.
    expect((await request(t.url).get('/api/me').set('authorization', bearer(m)).expect(401)).body.code).toBe(
      'errors.unauthorized',
    );
    await request(t.url).get('/api/profile').set('authorization', bearer(m)).expect(401);
    const supabase = createClient(t.url, anonKey(t.config), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    expect(
      (await supabase.auth.signInWithPassword({ email: m.email, password: 'Elektromobil-2026' })).error,
    ).not.toBeNull();

    expect(await profileRow(m)).toEqual({
      username: null,
      first_name: null,
      phone_number: null,
      address_country: null,
      birth_date: null,
      permissions: {},
      is_verified: false,
      note: null,
      recommendation: null,
      avatar_url: null,
      email: `deleted-${m.id}@invalid`,
      deleted_at: expect.any(Date),
    });
    expect(await sql(t, 'SELECT last_name, address_city, search_text FROM profiles WHERE id = $1', [m.id])).toEqual([
      { last_name: null, address_city: null, search_text: '' },
    ]);
    expect(await sql(t, 'SELECT count(*)::int AS n FROM onboarding WHERE user_id = $1', [m.id])).toEqual([{ n: 0 }]);
    expect(await sql(t, 'SELECT owned_until::text FROM car_ownerships WHERE owner_id = $1', [m.id])).toEqual([
      { owned_until: todayIso() },
    ]);
    expect(await sql(t, 'SELECT count(*)::int AS n FROM cars WHERE vin = $1', ['5YJSA1E26MF000002'])).toEqual([
      { n: 1 },
    ]);
    expect(await sql(t, 'SELECT status::text FROM event_attendances WHERE user_id = $1', [m.id])).toEqual([
      { status: 'cancelled' },
    ]);
    expect(await sql(t, 'SELECT status::text FROM event_attendances WHERE user_id = $1', [waiting.id])).toEqual([
      { status: 'registered' },
    ]);
    expect(await sql(t, "SELECT author_id FROM articles WHERE slug = 'clanok-marie'")).toEqual([{ author_id: m.id }]);
    const [account] = await sql(t, 'SELECT email, encrypted_password, deleted_at FROM auth.users WHERE id = $1', [
      m.id,
    ]);
    expect(account).toEqual({ email: null, encrypted_password: null, deleted_at: expect.any(Date) });
    expect(await sql(t, 'SELECT count(*)::int AS n FROM auth.sessions WHERE user_id = $1', [m.id])).toEqual([{ n: 0 }]);
    await request(t.url).get(avatarPath(avatar)).expect(404);

    // The car is free for a new owner, and the address can sign up again as a new member.
    const buyer = await createMember(t);
    await request(t.url)
      .post('/api/cars')
      .set('authorization', bearer(buyer))
      .send({ vin: '5YJSA1E26MF000002', model: 'Model S' })
      .expect(201);
    const again = await supabase.auth.signUp({ email: m.email, password: 'Elektromobil-2027' });
    expect(again.error).toBeNull();
    expect(again.data.user!.id).not.toBe(m.id);
    const fresh = await request(t.url)
      .get('/api/me')
      .set('authorization', `Bearer ${again.data.session!.access_token}`)
      .expect(200);
    expect(fresh.body.v).toMatchObject({
      user: { email: m.email, first_name: null, cars_count: 0 },
      onboarding_complete: false,
    });
  });

  it('erases the member the same way when the auth admin API deletes the user (hard or soft)', async () => {
    const admin = adminClient(t).auth.admin;
    const event = await insertEvent(t, { capacity: 1 });
    const [hard, soft, waiting] = [
      await createMember(t, { profile: { first_name: 'Zmazaný', phone_number: '+421900000002' } }),
      await createMember(t),
      await createMember(t),
    ];
    const avatar = (await uploadAvatar(hard, await PNG()).expect(200)).body.v.avatar_url;
    for (const m of [hard, waiting])
      await request(t.url)
        .post(`/api/events/${event.slug}/registration`)
        .set('authorization', bearer(m))
        .expect((r) => expect(r.status).toBeLessThan(300));

    expect((await admin.deleteUser(hard.id)).error).toBeNull();
    expect((await admin.deleteUser(soft.id, true)).error).toBeNull();

    expect(await profileRow(hard)).toMatchObject({
      first_name: null,
      phone_number: null,
      avatar_url: null,
      email: `deleted-${hard.id}@invalid`,
      deleted_at: expect.any(Date),
    });
    expect(await profileRow(soft)).toMatchObject({ email: `deleted-${soft.id}@invalid`, deleted_at: expect.any(Date) });
    expect(
      await sql(t, 'SELECT count(*)::int AS n FROM car_ownerships WHERE owner_id = ANY($1) AND owned_until IS NULL', [
        [hard.id, soft.id],
      ]),
    ).toEqual([{ n: 0 }]);
    expect(await sql(t, 'SELECT status::text FROM event_attendances WHERE user_id = $1', [waiting.id])).toEqual([
      { status: 'registered' },
    ]);
    await request(t.url).get(avatarPath(avatar)).expect(404);
    // Staff no longer find them; the other members' view of the club is unchanged.
    const staff = await createMember(t, { permissions: { users: 'full' } });
    const listed = await request(t.url)
      .get('/api/admin/users')
      .query({ per_page: 100 })
      .set('authorization', bearer(staff))
      .expect(200);
    expect(listed.body.v.map((u: { id: string }) => u.id)).not.toEqual(expect.arrayContaining([hard.id]));
    expect(listed.body.v.map((u: { id: string }) => u.id)).not.toEqual(expect.arrayContaining([soft.id]));
    expect(listed.body.v.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([waiting.id]));
  });
});
