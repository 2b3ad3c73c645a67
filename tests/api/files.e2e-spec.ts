// Member downloads (light shows, lock chimes): staff upload real multipart requests (built byte by
// byte here so that file names, part order and sizes are exactly what a client could send), members
// list and download them. "Nothing written" is checked in both places a refused upload could leave
// something: the files table and DATA_DIR/files.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { cleanFileName, contentDisposition } from '../../server/src/domain/file-types';
import { startTestApp, TestApp } from '../support/app';
import { call, ContentRoles, createContentRoles, errorShape, ISO, itRequiresContentStaff } from '../support/content';
import { bearer, sql, type TestMember } from '../support/members';

let t: TestApp;
let roles: ContentRoles;
const ctx = () => ({ t, roles });
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  roles = await createContentRoles(t);
});
afterAll(() => t?.close());

// ── content of each type (the header the server sniffs, then random bytes) ──

function withHeader(header: Buffer, size: number): Buffer {
  const out = randomBytes(size);
  header.copy(out, 0);
  return out;
}
function wav(size = 4000): Buffer {
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(size - 8, 4);
  header.write('WAVE', 8, 'latin1');
  return withHeader(header, size);
}
const mp3WithTag = (size = 3000) => withHeader(Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00]), size); // "ID3" v2.4
// MPEG-1 Layer III, 128 kbit/s, 44.1 kHz
const mp3Frame = (size = 3000) => withHeader(Buffer.from([0xff, 0xfb, 0x90, 0x64]), size);
const fseq = (size = 5000) => withHeader(Buffer.from('PSEQ\x00\x02', 'latin1'), size);
const zip = (size = 5000) => withHeader(Buffer.from('PK\x03\x04', 'latin1'), size);
const png = () => withHeader(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 2000);

// ── multipart bodies ──

type Part =
  | { name: string; value: string }
  | { name: string; filename?: string; encodedFilename?: string; content: Buffer; type?: string };

/** A multipart/form-data body with the parts in this order. `encodedFilename` is sent as RFC 5987 filename*. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----evklub${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`, 'utf8'));
    } else {
      const name =
        part.encodedFilename !== undefined
          ? `filename*=UTF-8''${part.encodedFilename}`
          : `filename="${part.filename ?? 'upload.bin'}"`;
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; ${name}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
      );
      chunks.push(part.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/admin/files with these parts, as `who` (staff by default). */
function upload(parts: Part[], who: TestMember | null = roles.staff): request.Test {
  const { body, contentType } = multipart(parts);
  const req = request(t.url).post('/api/admin/files').set('content-type', contentType);
  return (who ? req.set('authorization', bearer(who)) : req).send(body);
}

/** The usual upload: kind, title, then the file. */
const fileParts = (kind: string, content: Buffer, filename = 'subor.bin', extra: Part[] = []): Part[] => [
  { name: 'kind', value: kind },
  { name: 'title', value: 'Súbor' },
  ...extra,
  { name: 'file', filename, content },
];

// ── what is stored ──

const storageRoot = () => path.join(t.config.dataDir, 'files');

/** Every stored file under DATA_DIR/files (relative paths), sorted. */
function storedFiles(): string[] {
  const root = storageRoot();
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => fs.statSync(path.join(root, p)).isFile())
    .sort();
}

/** The rows and stored files, to prove a refused request wrote nothing. */
async function written(): Promise<{ rows: string[]; stored: string[] }> {
  const rows = await sql<{ id: string }>(t, 'SELECT id FROM files ORDER BY id');
  return { rows: rows.map((r) => r.id), stored: storedFiles() };
}

const storagePathOf = async (id: string) => {
  const [row] = await sql<{ storage_key: string }>(t, 'SELECT storage_key FROM files WHERE id = $1', [id]);
  return path.join(storageRoot(), row.storage_key);
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Supertest parser that keeps a binary body as a Buffer. */
function binary(
  res: NodeJS.ReadableStream & { setEncoding(e: string): void },
  done: (err: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
const download = (id: string, who: TestMember | null, query = '') => {
  const req = request(t.url)
    .get(`/api/files/${id}/download${query}`)
    .buffer(true)
    .parse(binary as never);
  return who ? req.set('authorization', bearer(who)) : req;
};

/** Inserts file rows without bytes (for list tests). */
async function insertRows(count: number, kind: 'light_show' | 'lock_chime', startMinutesAgo = 0): Promise<void> {
  await sql(
    t,
    `INSERT INTO files (kind, title, file_name, storage_key, content_type, size_bytes, sha256, created_at)
     SELECT $1::file_kind, 'Súbor ' || n, 'subor-' || n || '.wav', 'files/' || gen_random_uuid() || '.wav', 'audio/wav', 100,
            encode(sha256(n::text::bytea), 'hex'), now() - (($2 + n) || ' minutes')::interval
     FROM generate_series(1, $3) AS n`,
    [kind, startMinutesAgo, count],
  );
}

describe('POST /api/admin/files', () => {
  itRequiresContentStaff(ctx, 'post', '/api/admin/files', undefined, 'files');

  it('refuses a visitor, a member and events staff a real upload and stores nothing', async () => {
    const before = await written();
    expect((await upload(fileParts('lock_chime', wav()), null).expect(401)).body).toEqual(
      errorShape(401, 'errors.unauthorized'),
    );
    for (const who of [roles.member, roles.eventsStaff]) {
      expect((await upload(fileParts('lock_chime', wav()), who).expect(403)).body).toEqual(
        errorShape(403, 'errors.missing_permission'),
      );
    }
    expect(await written()).toEqual(before);
  });

  it('stores a lock chime: members list it and download the same bytes with the right headers', async () => {
    const bytes = wav(48_000);
    const res = await upload([
      { name: 'kind', value: 'lock_chime' },
      { name: 'title', value: 'Zvonček z Kysúc' },
      { name: 'description', value: 'Jemný zvuk pri zamknutí.' },
      { name: 'file', encodedFilename: encodeURIComponent('Zvonček Škoda.wav'), content: bytes, type: 'audio/x-wav' },
    ]).expect(201);
    const id: string = res.body.v.id;
    expect(res.body.v).toEqual({
      id: expect.any(String),
      kind: 'lock_chime',
      title: 'Zvonček z Kysúc',
      description: 'Jemný zvuk pri zamknutí.',
      file_name: 'Zvonček Škoda.wav',
      content_type: 'audio/wav',
      size_bytes: bytes.length,
      sha256: sha256(bytes),
      download_url: `/api/files/${id}/download`,
      uploaded_by: roles.staff.id,
      created_at: expect.stringMatching(ISO),
    });
    // Stored under a generated key, byte for byte.
    const stored = await storagePathOf(id);
    expect(path.basename(stored)).toMatch(/^[0-9a-f-]{36}\.wav$/);
    expect(fs.readFileSync(stored).equals(bytes)).toBe(true);

    const listed = await call(t, 'get', '/api/files?kind=lock_chime', roles.member).expect(200);
    expect(listed.body.v).toContainEqual(
      expect.objectContaining({ id, title: 'Zvonček z Kysúc', file_name: 'Zvonček Škoda.wav' }),
    );
    expect(listed.body.v[0]).not.toHaveProperty('uploaded_by');

    const got = await download(id, roles.member).expect(200);
    expect(Buffer.compare(got.body as Buffer, bytes)).toBe(0);
    expect(got.headers).toMatchObject({
      'content-type': 'audio/wav',
      'content-length': String(bytes.length),
      'cache-control': 'private, max-age=3600',
      etag: `"${sha256(bytes)}"`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Zvoncek Skoda.wav"; filename*=UTF-8''Zvon%C4%8Dek%20%C5%A0koda.wav`,
    });
  });

  it.each([
    ['a WAV lock chime', 'lock_chime', () => wav(), 'audio/wav', 'wav'],
    ['an MP3 lock chime with an ID3 tag', 'lock_chime', () => mp3WithTag(), 'audio/mpeg', 'mp3'],
    ['an MP3 lock chime starting with a frame', 'lock_chime', () => mp3Frame(), 'audio/mpeg', 'mp3'],
    ['a lock chime of exactly 1 MB', 'lock_chime', () => wav(MB), 'audio/wav', 'wav'],
    ['an .fseq light show', 'light_show', () => fseq(), 'application/octet-stream', 'fseq'],
    ['a light show over 1 MB', 'light_show', () => fseq(3 * MB), 'application/octet-stream', 'fseq'],
    ['a light show audio track', 'light_show', () => mp3WithTag(), 'audio/mpeg', 'mp3'],
    ['a .zip light show bundle', 'light_show', () => zip(), 'application/zip', 'zip'],
  ])('accepts %s and records the type detected from the content', async (_case, kind, make, contentType, extension) => {
    const bytes = make();
    // The client's name and claimed type are ignored for the type: the bytes decide.
    const res = await upload(fileParts(kind, bytes, 'show', [])).expect(201);
    expect(res.body.v).toMatchObject({
      kind,
      content_type: contentType,
      size_bytes: bytes.length,
      file_name: `show.${extension}`,
    });
    expect(fs.readFileSync(await storagePathOf(res.body.v.id)).equals(bytes)).toBe(true);
  });

  it.each([
    ['a PNG as a lock chime', 'lock_chime', png],
    ['an .fseq as a lock chime', 'lock_chime', () => fseq()],
    ['a .zip as a lock chime', 'lock_chime', () => zip()],
    [
      'a text file named .wav as a lock chime',
      'lock_chime',
      () => Buffer.from('RIFF? no, just text pretending to be audio'),
    ],
    ['a PNG as a light show', 'light_show', png],
    ['an HTML page as a light show', 'light_show', () => Buffer.from('<!doctype html><script>alert(1)</script>')],
  ])('refuses %s with 415 errors.unsupported_file_type and writes nothing', async (_case, kind, make) => {
    const before = await written();
    const res = await upload(fileParts(kind, make(), 'LockChime.wav')).expect(415);
    expect(res.body).toEqual(errorShape(415, 'errors.unsupported_file_type'));
    expect(await written()).toEqual(before);
  });

  it('refuses a lock chime over 1 MB with 413 errors.file_too_large and writes nothing', async () => {
    const before = await written();
    const res = await upload(fileParts('lock_chime', wav(MB + 1), 'LockChime.wav')).expect(413);
    expect(res.body).toEqual(errorShape(413, 'errors.file_too_large'));
    expect(await written()).toEqual(before);
  });

  it('refuses a light show over 50 MB with 413 while it streams in, and writes nothing', async () => {
    const before = await written();
    const res = await upload(fileParts('light_show', fseq(50 * MB + 1), 'show.fseq')).expect(413);
    expect(res.body).toEqual(errorShape(413, 'errors.file_too_large'));
    expect(await written()).toEqual(before);
  });

  it.each([
    ['a relative path', { filename: '../../etc/passwd' }, 'passwd.wav'],
    ['an absolute path', { filename: '/etc/shadow.wav' }, 'shadow.wav'],
    ['a Windows path', { encodedFilename: encodeURIComponent('..\\..\\Windows\\win.ini') }, 'win.ini.wav'],
    ['NUL and control characters', { encodedFilename: 'zvon%00ek%1F%07.wav' }, 'zvonek.wav'],
    ['a right-to-left override hiding the extension', { encodedFilename: 'chime%E2%80%AEvaw.exe' }, 'chimevaw.exe.wav'],
    ['only dots', { filename: '..' }, 'zvoncek-na-dvere.wav'],
    ['a hidden-file name', { filename: '.htaccess' }, 'htaccess.wav'],
    ['no name', { filename: '' }, 'zvoncek-na-dvere.wav'],
  ])('cleans a file name with %s for display and never stores by it', async (_case, name, expected) => {
    const bytes = wav();
    const res = await upload([
      { name: 'kind', value: 'lock_chime' },
      { name: 'title', value: 'Zvonček na dvere' },
      { name: 'file', ...name, content: bytes },
    ]).expect(201);
    expect(res.body.v.file_name).toBe(expected);
    const stored = await storagePathOf(res.body.v.id);
    expect(path.dirname(stored)).toBe(path.join(storageRoot(), 'files'));
    expect(fs.readFileSync(stored).equals(bytes)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'etc'))).toBe(false);
  });

  it.each([
    ['an unknown kind', fileParts('ringtone', wav())],
    ['a kind in another spelling', fileParts('Lock Chime', wav())],
    [
      'no kind',
      [
        { name: 'title', value: 'T' },
        { name: 'file', filename: 'a.wav', content: wav() },
      ],
    ],
    [
      'the kind after the file',
      [
        { name: 'title', value: 'T' },
        { name: 'file', filename: 'a.wav', content: wav() },
        { name: 'kind', value: 'lock_chime' },
      ],
    ],
    [
      'no title (the file is removed again)',
      [
        { name: 'kind', value: 'lock_chime' },
        { name: 'file', filename: 'a.wav', content: wav() },
      ],
    ],
    [
      'an unknown field (the file is removed again)',
      fileParts('lock_chime', wav(), 'a.wav', [{ name: 'published', value: 'true' }]),
    ],
    ['a second kind after the file', [...fileParts('lock_chime', wav()), { name: 'kind', value: 'light_show' }]],
    [
      'the file under another name',
      [
        { name: 'kind', value: 'lock_chime' },
        { name: 'title', value: 'T' },
        { name: 'upload', filename: 'a.wav', content: wav() },
      ],
    ],
  ] as [string, Part[]][])('refuses %s with 400 errors.validation and writes nothing', async (_case, parts) => {
    const before = await written();
    const res = await upload(parts).expect(400);
    expect(res.body).toEqual(errorShape(400, 'errors.validation'));
    expect(await written()).toEqual(before);
  });

  it('leaves nothing behind when the client disconnects in the middle of the file', async () => {
    const before = await written();
    const { body, contentType } = multipart(fileParts('light_show', fseq(8 * MB), 'show.fseq'));
    await new Promise<void>((resolve) => {
      const req = http.request(new URL('/api/admin/files', t.url), {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': body.length, authorization: bearer(roles.staff) },
      });
      req.on('error', () => resolve());
      // Half of the file, then the connection drops once the server has started storing it.
      req.write(body.subarray(0, 4 * MB), () =>
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300),
      );
    });
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && JSON.stringify(await written()) !== JSON.stringify(before))
      await new Promise((r) => setTimeout(r, 50));
    expect(await written()).toEqual(before);
    // The server still answers: nothing hangs on the dropped upload.
    await call(t, 'get', '/api/files?limit=1', roles.member).expect(200);
  });

  it('refuses an upload without a file or with an empty one (400 errors.file_required), or not as multipart (415)', async () => {
    const before = await written();
    expect(
      (
        await upload([
          { name: 'kind', value: 'lock_chime' },
          { name: 'title', value: 'T' },
        ]).expect(400)
      ).body,
    ).toEqual(errorShape(400, 'errors.file_required'));
    expect((await upload(fileParts('lock_chime', Buffer.alloc(0))).expect(400)).body).toEqual(
      errorShape(400, 'errors.file_required'),
    );
    const json = await call(t, 'post', '/api/admin/files', roles.staff, { kind: 'lock_chime', title: 'T' }).expect(415);
    expect(json.body).toEqual(errorShape(415, 'errors.unsupported_media_type'));
    expect(await written()).toEqual(before);
  });
});

describe('GET /api/files', () => {
  beforeAll(async () => {
    await sql(t, 'DELETE FROM files');
    await insertRows(103, 'light_show', 10);
    await insertRows(2, 'lock_chime', 0);
  });

  it('requires authentication', async () => {
    expect((await request(t.url).get('/api/files').expect(401)).body).toEqual(errorShape(401, 'errors.unauthorized'));
  });

  it('lists newest first, 100 by default (docs/product-rules.md §9), with the total', async () => {
    const res = await call(t, 'get', '/api/files', roles.member).expect(200);
    expect(res.body.total).toBe(105);
    expect(res.body.v).toHaveLength(100);
    expect(res.body.v.slice(0, 3).map((f: { title: string; kind: string }) => [f.title, f.kind])).toEqual([
      ['Súbor 1', 'lock_chime'],
      ['Súbor 2', 'lock_chime'],
      ['Súbor 1', 'light_show'],
    ]);
  });

  it('filters by kind and pages with limit (up to 500) and offset', async () => {
    const chimes = await call(t, 'get', '/api/files?kind=lock_chime', roles.member).expect(200);
    expect(chimes.body.total).toBe(2);
    expect(chimes.body.v.every((f: { kind: string }) => f.kind === 'lock_chime')).toBe(true);
    const page = await call(t, 'get', '/api/files?kind=light_show&limit=2&offset=101', roles.member).expect(200);
    expect(page.body).toMatchObject({ total: 103, v: [{ title: 'Súbor 102' }, { title: 'Súbor 103' }] });
    expect((await call(t, 'get', '/api/files?limit=500', roles.member).expect(200)).body.v).toHaveLength(105);
  });

  it.each(['kind=ringtone', 'kind=LOCK_CHIME', 'limit=0', 'limit=501', 'limit=ten', 'offset=-1', 'page=2'])(
    'refuses ?%s with 400',
    async (query) => {
      expect((await call(t, 'get', `/api/files?${query}`, roles.member).expect(400)).body).toEqual(
        errorShape(400, 'errors.validation'),
      );
    },
  );
});

describe('GET /api/files/:id and /download', () => {
  let id: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = wav(10_000);
    id = (
      await upload([
        { name: 'kind', value: 'lock_chime' },
        { name: 'title', value: 'Ukážka' },
        { name: 'file', filename: 'LockChime.wav', content: bytes },
      ]).expect(201)
    ).body.v.id;
  });

  it('requires authentication for the metadata and the bytes', async () => {
    expect((await request(t.url).get(`/api/files/${id}`).expect(401)).body).toEqual(
      errorShape(401, 'errors.unauthorized'),
    );
    const res = await request(t.url).get(`/api/files/${id}/download`).expect(401);
    expect(res.body).toEqual(errorShape(401, 'errors.unauthorized'));
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers the metadata to any member', async () => {
    const res = await call(t, 'get', `/api/files/${id}`, roles.member).expect(200);
    expect(res.body.v).toMatchObject({
      id,
      title: 'Ukážka',
      file_name: 'LockChime.wav',
      size_bytes: 10_000,
      sha256: sha256(bytes),
    });
  });

  it('plays inline with ?inline=1', async () => {
    const res = await download(id, roles.member, '?inline=1').expect(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="LockChime.wav"; filename*=UTF-8''LockChime.wav`);
    expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
  });

  it('answers 304 without a body when If-None-Match names the ETag', async () => {
    const etag = `"${sha256(bytes)}"`;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await download(id, roles.member).set('if-none-match', header).expect(304);
      expect((res.body as Buffer).length).toBe(0);
      expect(res.headers).toMatchObject({ etag, 'cache-control': 'private, max-age=3600' });
    }
    await download(id, roles.member).set('if-none-match', '"stale"').expect(200);
  });

  it('serves byte ranges with 206 so players can seek', async () => {
    const first = await download(id, roles.member).set('range', 'bytes=0-99').expect(206);
    expect(first.headers).toMatchObject({
      'content-range': 'bytes 0-99/10000',
      'content-length': '100',
      'content-type': 'audio/wav',
      'cache-control': 'private, max-age=3600',
    });
    expect(Buffer.compare(first.body as Buffer, bytes.subarray(0, 100))).toBe(0);

    const middle = await download(id, roles.member, '?inline=1').set('range', 'bytes=5000-').expect(206);
    expect(middle.headers['content-range']).toBe('bytes 5000-9999/10000');
    expect(Buffer.compare(middle.body as Buffer, bytes.subarray(5000))).toBe(0);

    const tail = await download(id, roles.member).set('range', 'bytes=-10').expect(206);
    expect(tail.headers['content-range']).toBe('bytes 9990-9999/10000');
    expect(Buffer.compare(tail.body as Buffer, bytes.subarray(9990))).toBe(0);

    const clipped = await download(id, roles.member).set('range', 'bytes=9000-20000').expect(206);
    expect(clipped.headers['content-range']).toBe('bytes 9000-9999/10000');
  });

  it('answers 416 for a range past the end, and the whole file for ranges it ignores', async () => {
    const res = await request(t.url)
      .get(`/api/files/${id}/download`)
      .set('authorization', bearer(roles.member))
      .set('range', 'bytes=10000-')
      .expect(416);
    expect(res.headers['content-range']).toBe('bytes */10000');
    expect(res.body).toEqual(errorShape(416, 'errors.range_not_satisfiable'));
    for (const range of ['bytes=0-1,5-6', 'bytes=50-10', 'items=0-5', 'bytes=abc']) {
      const whole = await download(id, roles.member).set('range', range).expect(200);
      expect((whole.body as Buffer).length).toBe(10_000);
    }
    // If-Range with an older version's ETag: the whole current file.
    await download(id, roles.member).set('range', 'bytes=0-9').set('if-range', '"old"').expect(200);
    await download(id, roles.member)
      .set('range', 'bytes=0-9')
      .set('if-range', `"${sha256(bytes)}"`)
      .expect(206);
  });

  it('answers 400 for a malformed id or inline value and 404 for an unknown file', async () => {
    expect((await call(t, 'get', '/api/files/not-a-uuid', roles.member).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
    expect((await call(t, 'get', '/api/files/..%2F..%2Fetc%2Fpasswd/download', roles.member).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
    expect((await call(t, 'get', `/api/files/${id}/download?inline=yes`, roles.member).expect(400)).body).toEqual(
      errorShape(400, 'errors.validation'),
    );
    expect((await call(t, 'get', `/api/files/${randomUUID()}`, roles.member).expect(404)).body).toEqual(
      errorShape(404, 'errors.file_not_found'),
    );
    expect((await call(t, 'get', `/api/files/${randomUUID()}/download`, roles.member).expect(404)).body).toEqual(
      errorShape(404, 'errors.file_not_found'),
    );
  });
});

describe('GET /api/admin/files and /api/admin/files/:id', () => {
  itRequiresContentStaff(ctx, 'get', '/api/admin/files');

  it('lists with who uploaded, filtered by kind and searchable', async () => {
    const res = await upload([
      { name: 'kind', value: 'light_show' },
      { name: 'title', value: 'Vianočná show' },
      { name: 'file', filename: 'vianoce.fseq', content: fseq() },
    ]).expect(201);
    const list = await call(t, 'get', '/api/admin/files?kind=light_show&q=vianoc', roles.staff).expect(200);
    expect(list.body).toMatchObject({
      total: 1,
      v: [{ id: res.body.v.id, uploaded_by: roles.staff.id, file_name: 'vianoce.fseq' }],
    });
    const one = await call(t, 'get', `/api/admin/files/${res.body.v.id}`, roles.staff).expect(200);
    expect(one.body.v).toEqual(res.body.v);
    await call(t, 'get', `/api/admin/files/${res.body.v.id}`, roles.member).expect(403);
    await call(t, 'get', '/api/admin/files?kind=ringtone', roles.staff).expect(400);
  });
});

describe('PATCH /api/admin/files/:id', () => {
  itRequiresContentStaff(ctx, 'patch', `/api/admin/files/${randomUUID()}`, { title: 'X' });

  it('changes the title and clears the description; bad input changes nothing', async () => {
    const { id } = (
      await upload(fileParts('lock_chime', wav(), 'a.wav', [{ name: 'description', value: 'Popis' }])).expect(201)
    ).body.v;
    const res = await call(t, 'patch', `/api/admin/files/${id}`, roles.staff, {
      title: 'Nový názov',
      description: null,
    }).expect(200);
    expect(res.body.v).toMatchObject({ id, title: 'Nový názov', description: null, file_name: 'a.wav' });
    for (const body of [
      { title: '' },
      { title: null },
      { kind: 'light_show' },
      { file_name: '../x' },
      { title: 'x'.repeat(201) },
    ]) {
      expect((await call(t, 'patch', `/api/admin/files/${id}`, roles.staff, body).expect(400)).body).toEqual(
        errorShape(400, 'errors.validation'),
      );
    }
    const [row] = await sql<{ title: string; kind: string; file_name: string }>(
      t,
      'SELECT title, kind, file_name FROM files WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ title: 'Nový názov', kind: 'lock_chime', file_name: 'a.wav' });
    expect(
      (await call(t, 'patch', `/api/admin/files/${randomUUID()}`, roles.staff, { title: 'X' }).expect(404)).body,
    ).toEqual(errorShape(404, 'errors.file_not_found'));
    expect((await call(t, 'patch', '/api/admin/files/1', roles.staff, { title: 'X' }).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
  });
});

describe('DELETE /api/admin/files/:id', () => {
  let target: { id: string };
  beforeAll(async () => {
    target = (await upload(fileParts('lock_chime', wav(), 'zmaz.wav')).expect(201)).body.v;
  });
  itRequiresContentStaff(ctx, 'delete', () => `/api/admin/files/${target.id}`, undefined, 'files');

  it('removes the row and the stored file; the download is then 404', async () => {
    const stored = await storagePathOf(target.id);
    expect(fs.existsSync(stored)).toBe(true);
    await call(t, 'delete', `/api/admin/files/${target.id}`, roles.staff).expect(204);
    expect(await sql(t, 'SELECT 1 FROM files WHERE id = $1', [target.id])).toEqual([]);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await download(target.id, roles.member).expect(404)).headers['content-type']).toMatch(/application\/json/);
    expect((await call(t, 'delete', `/api/admin/files/${target.id}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.file_not_found'),
    );
  });
});

describe('file names (domain/file-types)', () => {
  it('cleans what busboy would already strip, should that ever change', () => {
    expect(cleanFileName('../../etc/passwd', 'wav', 'x')).toBe('passwd.wav');
    expect(cleanFileName('C:\\Users\\eva\\Zvonček.WAV', 'wav', 'x')).toBe('Zvonček.WAV');
    expect(cleanFileName('a/b/..', 'mp3', 'zvoncek')).toBe('zvoncek.mp3');
    expect(cleanFileName('show<1>:"x"|?*.fseq', 'fseq', 'x')).toBe('show_1___x____.fseq');
    expect(cleanFileName(`${'ž'.repeat(300)}.zip`, 'zip', 'x')).toBe(`${'ž'.repeat(150)}.zip`);
  });

  it('sends the name as RFC 5987 UTF-8 with an ASCII fallback that cannot break the header', () => {
    expect(contentDisposition('attachment', 'Ľadová "šou" (2026).fseq')).toBe(
      `attachment; filename="Ladova _sou_ (2026).fseq"; filename*=UTF-8''%C4%BDadov%C3%A1%20%22%C5%A1ou%22%20%282026%29.fseq`,
    );
  });
});
