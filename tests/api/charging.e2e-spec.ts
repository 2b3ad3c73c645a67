// Charging information: the members' page (/api/charging, members only) and the staff's CRUD
// (content: full). Members are real accounts (supabase-js); entries for the members' list are
// arranged in the database, the staff's writes go through the API.
import { randomUUID } from 'node:crypto';
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
import { createMember, sql } from '../support/members';

let t: TestApp;
let roles: ContentRoles;
const ctx = () => ({ t, roles });

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  roles = await createContentRoles(t);
});
afterAll(() => t?.close());

interface EntryFields {
  title?: string;
  provider?: string | null;
  description?: string;
  url?: string | null;
  sort_order?: number;
  published?: boolean;
}

/** Inserts a charging entry (default: published). */
async function insertEntry(fields: EntryFields = {}): Promise<{ id: string }> {
  const row = { title: 'Nabíjanie', published: true, ...fields };
  const columns = Object.keys(row);
  const [inserted] = await sql<{ id: string }>(
    t,
    `INSERT INTO charging_entries (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return inserted;
}

const clearEntries = () => sql(t, 'DELETE FROM charging_entries');

describe('GET /api/charging', () => {
  beforeEach(clearEntries);

  it('requires authentication', async () => {
    await insertEntry({ title: 'Len pre členov' });
    const res = await request(t.url).get('/api/charging').expect(401);
    expect(res.body).toEqual(errorShape(401, 'errors.unauthorized'));
    expect(res.text).not.toContain('Len pre členov');
  });

  it('lists published entries in the staff order (then by title) with the markdown as sanitised HTML, to any member', async () => {
    const b = await insertEntry({ title: 'B', sort_order: 1 });
    const a = await insertEntry({
      title: 'A',
      sort_order: 1,
      provider: 'ZSE Drive',
      url: 'https://zsedrive.example',
      description: '## Karta\n\nObjednajte si [kartu](https://zsedrive.example/karta).<img src=x onerror=alert(1)>',
    });
    const first = await insertEntry({ title: 'Z', sort_order: -5 });
    await insertEntry({ title: 'Koncept', published: false });

    const member = await createMember(t, { verified: false, onboarded: false });
    const res = await call(t, 'get', '/api/charging', member).expect(200);
    expect(res.body.total).toBe(3);
    expect(res.body.v.map((e: { id: string }) => e.id)).toEqual([first.id, a.id, b.id]);
    expect(res.body.v[1]).toEqual({
      id: a.id,
      title: 'A',
      provider: 'ZSE Drive',
      url: 'https://zsedrive.example',
      description: expect.stringContaining('## Karta'),
      description_html: expect.stringContaining('<h2>Karta</h2>'),
    });
    expect(res.body.v[1].description_html).toContain(
      '<a href="https://zsedrive.example/karta" class="external-link" rel="noopener noreferrer nofollow" target="_blank">kartu</a>',
    );
    expect(res.body.v[1].description_html).not.toContain('onerror');
    expect(res.text).not.toContain('Koncept');
    expect(res.body.v[0]).toMatchObject({ provider: null, url: null, description: '', description_html: '' });
  });

  it('refuses bad paging with 400', async () => {
    expect((await call(t, 'get', '/api/charging?per_page=1000', roles.member).expect(400)).body).toEqual(
      errorShape(400, 'errors.validation'),
    );
    expect((await call(t, 'get', '/api/charging?published=false', roles.member).expect(400)).body).toEqual(
      errorShape(400, 'errors.validation'),
    );
  });
});

describe('GET /api/admin/charging', () => {
  beforeEach(clearEntries);
  itRequiresContentStaff(ctx, 'get', '/api/admin/charging');

  it('lists drafts too, with the staff fields, searchable by title and provider', async () => {
    await insertEntry({ title: 'Koncept', published: false, provider: 'GreenWay' });
    await insertEntry({ title: 'Verejné', sort_order: -1 });
    const res = await call(t, 'get', '/api/admin/charging', roles.staff).expect(200);
    expect(res.body.v.map((e: { title: string }) => e.title)).toEqual(['Verejné', 'Koncept']);
    expect(res.body.v[1]).toMatchObject({
      published: false,
      sort_order: 0,
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    const found = await call(t, 'get', '/api/admin/charging?q=greenway', roles.staff).expect(200);
    expect(found.body).toMatchObject({ total: 1, v: [{ title: 'Koncept' }] });
  });
});

describe('GET /api/admin/charging/:id', () => {
  itRequiresContentStaff(ctx, 'get', `/api/admin/charging/${randomUUID()}`);

  it('answers the entry, 404 for an unknown id and 400 for a malformed one', async () => {
    const { id } = await insertEntry({ title: 'Detail', published: false });
    expect((await call(t, 'get', `/api/admin/charging/${id}`, roles.staff).expect(200)).body.v).toMatchObject({
      id,
      title: 'Detail',
      published: false,
    });
    expect((await call(t, 'get', `/api/admin/charging/${randomUUID()}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.charging_entry_not_found'),
    );
    expect((await call(t, 'get', '/api/admin/charging/abc', roles.staff).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
  });
});

describe('POST /api/admin/charging', () => {
  beforeEach(clearEntries);
  itRequiresContentStaff(ctx, 'post', '/api/admin/charging', { title: 'T' }, 'charging_entries');

  it('creates an entry that members see once published', async () => {
    const body = {
      title: 'Tesla Supercharger',
      provider: 'Tesla',
      description: 'Otvorené aj pre iné **značky**.',
      url: 'https://tesla.example/supercharger',
      sort_order: 2,
      published: true,
    };
    const res = await call(t, 'post', '/api/admin/charging', roles.staff, body).expect(201);
    expect(res.body.v).toEqual({
      ...body,
      id: expect.any(String),
      description_html: '<p>Otvorené aj pre iné <strong>značky</strong>.</p>\n',
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    const draft = await call(t, 'post', '/api/admin/charging', roles.staff, { title: 'Koncept' }).expect(201);
    expect(draft.body.v).toMatchObject({ published: false, provider: null, description: '', url: null });
    const listed = await call(t, 'get', '/api/charging', roles.member).expect(200);
    expect(listed.body.v.map((e: { id: string }) => e.id)).toEqual([res.body.v.id]);
  });

  it.each([
    ['no title', { provider: 'X' }],
    ['a blank title', { title: ' ' }],
    ['a javascript: url', { title: 'T', url: 'javascript:alert(1)' }],
    ['a mailto: url', { title: 'T', url: 'mailto:a@b.example' }],
    ['a null description', { title: 'T', description: null }],
    ['a number for the title', { title: 5 }],
    ['a string sort_order', { title: 'T', sort_order: 'first' }],
    ['an unknown field', { title: 'T', slug: 'x' }],
  ])('refuses %s with 400 errors.validation and writes nothing', async (_case, body) => {
    const res = await call(t, 'post', '/api/admin/charging', roles.staff, body).expect(400);
    expect(res.body).toEqual(errorShape(400, 'errors.validation'));
    expect(await countRows(t, 'charging_entries')).toBe(0);
  });
});

describe('PATCH /api/admin/charging/:id', () => {
  itRequiresContentStaff(ctx, 'patch', `/api/admin/charging/${randomUUID()}`, { title: 'X' });

  it('changes what is sent and clears what is null', async () => {
    const { id } = await insertEntry({
      title: 'Pôvodné',
      provider: 'Ionity',
      url: 'https://ionity.example',
      published: false,
    });
    const res = await call(t, 'patch', `/api/admin/charging/${id}`, roles.staff, {
      provider: null,
      published: true,
      description: 'Nový *text*',
    }).expect(200);
    expect(res.body.v).toMatchObject({
      id,
      title: 'Pôvodné',
      provider: null,
      url: 'https://ionity.example',
      published: true,
      description_html: '<p>Nový <em>text</em></p>\n',
    });
  });

  it('answers 404 for an unknown id and 400 for bad fields without changing anything', async () => {
    const { id } = await insertEntry({ title: 'Nezmenené' });
    expect(
      (await call(t, 'patch', `/api/admin/charging/${randomUUID()}`, roles.staff, { title: 'X' }).expect(404)).body,
    ).toEqual(errorShape(404, 'errors.charging_entry_not_found'));
    for (const body of [{ title: '' }, { title: null }, { url: 'ftp://x.example' }, { published: 1 }]) {
      expect((await call(t, 'patch', `/api/admin/charging/${id}`, roles.staff, body).expect(400)).body).toEqual(
        errorShape(400, 'errors.validation'),
      );
    }
    const [row] = await sql<{ title: string; published: boolean }>(
      t,
      'SELECT title, published FROM charging_entries WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ title: 'Nezmenené', published: true });
  });
});

describe('DELETE /api/admin/charging/:id', () => {
  let target: { id: string };
  beforeAll(async () => {
    target = await insertEntry({ title: 'Na zmazanie' });
  });
  itRequiresContentStaff(ctx, 'delete', () => `/api/admin/charging/${target.id}`, undefined, 'charging_entries');

  it('deletes the entry; a second delete is 404', async () => {
    await call(t, 'delete', `/api/admin/charging/${target.id}`, roles.staff).expect(204);
    expect(await sql(t, 'SELECT 1 FROM charging_entries WHERE id = $1', [target.id])).toEqual([]);
    expect((await call(t, 'delete', `/api/admin/charging/${target.id}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.charging_entry_not_found'),
    );
  });
});
