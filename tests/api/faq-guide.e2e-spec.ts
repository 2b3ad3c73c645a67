// The FAQ and the guide (/poradna): public lists and entries, and the staff's management
// (content: full), including reordering the FAQ in one step.
import { randomBytes, randomUUID } from 'node:crypto';
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
import { sql } from '../support/members';

let t: TestApp;
let roles: ContentRoles;
const ctx = () => ({ t, roles });
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  roles = await createContentRoles(t);
});
afterAll(() => t?.close());

async function insertFaq(
  question: string,
  fields: { answer?: string; sort_order?: number; published?: boolean } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    t,
    'INSERT INTO faq_entries (question, answer, sort_order, published) VALUES ($1, $2, $3, $4) RETURNING id',
    [question, fields.answer ?? 'Odpoveď.', fields.sort_order ?? 0, fields.published ?? true],
  );
  return row.id;
}

async function insertGuide(
  fields: {
    title?: string;
    slug?: string;
    category?: string | null;
    sort_order?: number;
    body?: string;
    summary?: string | null;
    published_at?: Date | null;
  } = {},
) {
  const row = {
    title: 'Rada',
    slug: `rada-${randomBytes(4).toString('hex')}`,
    body: '',
    category: null,
    sort_order: 0,
    published_at: minutes(-1),
    ...fields,
  };
  const columns = Object.keys(row);
  const [inserted] = await sql<{ id: string; slug: string }>(
    t,
    `INSERT INTO guide_entries (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, slug`,
    Object.values(row),
  );
  return inserted;
}

const ids = (res: request.Response) => res.body.v.map((e: { id: string }) => e.id);

describe('GET /api/faq', () => {
  beforeEach(() => sql(t, 'DELETE FROM faq_entries'));

  it('is public and lists the published entries in sort order, answers as sanitised HTML', async () => {
    const second = await insertFaq('Ako sa pripojiť?', { sort_order: 2, answer: 'Vyplňte [formulár](/pripojit-sa).' });
    const first = await insertFaq('Čo je EV Klub?', { sort_order: 1, answer: '**Komunita**<script>x()</script>' });
    await insertFaq('Skrytá otázka', { sort_order: 0, published: false });
    const res = await request(t.url).get('/api/faq').expect(200);
    expect(res.body).toEqual({
      v: [
        { id: first, question: 'Čo je EV Klub?', answer_html: '<p><strong>Komunita</strong></p>\n', sort_order: 1 },
        {
          id: second,
          question: 'Ako sa pripojiť?',
          answer_html: '<p>Vyplňte <a href="/pripojit-sa">formulár</a>.</p>\n',
          sort_order: 2,
        },
      ],
      total: 2,
    });
  });

  it('refuses bad paging', async () => {
    expect((await request(t.url).get('/api/faq?per_page=500').expect(400)).body).toEqual(
      errorShape(400, 'errors.validation'),
    );
  });
});

describe('GET /api/admin/faq', () => {
  itRequiresContentStaff(ctx, 'get', '/api/admin/faq');

  it('lists every entry with its markdown answer and published flag', async () => {
    await sql(t, 'DELETE FROM faq_entries');
    const hidden = await insertFaq('Skrytá', { sort_order: 1, published: false, answer: '*a*' });
    const shown = await insertFaq('Verejná', { sort_order: 2 });
    const res = await call(t, 'get', '/api/admin/faq', roles.staff).expect(200);
    expect(res.body).toEqual({
      v: [
        {
          id: hidden,
          question: 'Skrytá',
          answer: '*a*',
          sort_order: 1,
          published: false,
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
        expect.objectContaining({ id: shown, published: true }),
      ],
      total: 2,
    });
    expect(ids(await call(t, 'get', '/api/admin/faq?sort=question&order=desc', roles.staff).expect(200))).toEqual([
      shown,
      hidden,
    ]);
  });

  it('lists entries of the same position in the order /faq shows them (older first), whatever their ids', async () => {
    await sql(t, 'DELETE FROM faq_entries');
    const entries = [];
    for (let i = 0; i < 6; i++) {
      const id = await insertFaq(`Otázka ${i}`, { sort_order: 5 });
      await sql(t, 'UPDATE faq_entries SET created_at = now() - make_interval(mins => $2) WHERE id = $1', [id, 60 - i]);
      entries.push(id);
    }
    expect(ids(await request(t.url).get('/api/faq').expect(200))).toEqual(entries);
    expect(ids(await call(t, 'get', '/api/admin/faq?sort=sort_order&order=asc', roles.staff).expect(200))).toEqual(
      entries,
    );
  });
});

describe('POST /api/admin/faq', () => {
  itRequiresContentStaff(ctx, 'post', '/api/admin/faq', { question: 'Q?', answer: 'A.' }, 'faq_entries');

  it('creates an unpublished entry after the last one; publishing shows it publicly', async () => {
    await sql(t, 'DELETE FROM faq_entries');
    await insertFaq('Prvá', { sort_order: 7 });
    const res = await call(t, 'post', '/api/admin/faq', roles.staff, {
      question: 'Koľko stojí členstvo?',
      answer: 'Nič.',
    }).expect(201);
    expect(res.body.v).toEqual(
      expect.objectContaining({ question: 'Koľko stojí členstvo?', answer: 'Nič.', sort_order: 8, published: false }),
    );
    expect((await request(t.url).get('/api/faq').expect(200)).body.total).toBe(1);
    await call(t, 'patch', `/api/admin/faq/${res.body.v.id}`, roles.staff, { published: true }).expect(200);
    expect(ids(await request(t.url).get('/api/faq').expect(200))).toContain(res.body.v.id);
  });

  it('refuses bad input, writing nothing', async () => {
    const before = await countRows(t, 'faq_entries');
    for (const body of [
      { question: 'Q?' },
      { answer: 'A' },
      { question: '', answer: 'A' },
      { question: 'Q', answer: 'A', published: 'áno' },
      { question: 'Q', answer: 'A', sort_order: 1.5 },
      { question: 'Q', answer: 'A', x: 1 },
    ]) {
      const res = await call(t, 'post', '/api/admin/faq', roles.staff, body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([
        JSON.stringify(body),
        400,
        errorShape(400, 'errors.validation'),
      ]);
    }
    expect(await countRows(t, 'faq_entries')).toBe(before);
  });
});

describe('GET/PATCH/DELETE /api/admin/faq/:id', () => {
  itRequiresContentStaff(ctx, 'patch', () => `/api/admin/faq/${randomUUID()}`, { published: true });
  itRequiresContentStaff(ctx, 'delete', () => `/api/admin/faq/${randomUUID()}`, undefined, 'faq_entries');

  it('reads, changes and deletes an entry; unknown ids are 404, malformed 400', async () => {
    const id = await insertFaq('Pôvodná otázka');
    expect((await call(t, 'get', `/api/admin/faq/${id}`, roles.staff).expect(200)).body.v.question).toBe(
      'Pôvodná otázka',
    );
    const res = await call(t, 'patch', `/api/admin/faq/${id}`, roles.staff, {
      question: 'Nová otázka',
      sort_order: 3,
    }).expect(200);
    expect(res.body.v).toEqual(expect.objectContaining({ question: 'Nová otázka', sort_order: 3, answer: 'Odpoveď.' }));
    expect((await call(t, 'patch', `/api/admin/faq/${id}`, roles.staff, { published: null }).expect(400)).body).toEqual(
      errorShape(400, 'errors.validation'),
    );
    await call(t, 'delete', `/api/admin/faq/${id}`, roles.staff).expect(204);
    for (const method of ['get', 'delete'] as const) {
      expect((await call(t, method, `/api/admin/faq/${id}`, roles.staff).expect(404)).body).toEqual(
        errorShape(404, 'errors.faq_entry_not_found'),
      );
    }
    expect((await call(t, 'get', '/api/admin/faq/abc', roles.staff).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
  });
});

describe('PUT /api/admin/faq/order', () => {
  itRequiresContentStaff(ctx, 'put', '/api/admin/faq/order', { ids: [randomUUID()] });

  it('puts the listed entries in the given order in one step', async () => {
    await sql(t, 'DELETE FROM faq_entries');
    const a = await insertFaq('A', { sort_order: 0 });
    const b = await insertFaq('B', { sort_order: 1 });
    const c = await insertFaq('C', { sort_order: 2 });
    const res = await call(t, 'put', '/api/admin/faq/order', roles.staff, { ids: [c, a, b] }).expect(200);
    expect(res.body.v.map((e: { id: string; sort_order: number }) => [e.id, e.sort_order])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect(ids(await request(t.url).get('/api/faq').expect(200))).toEqual([c, a, b]);
  });

  it('changes nothing when an id is unknown, and refuses malformed lists', async () => {
    await sql(t, 'DELETE FROM faq_entries');
    const a = await insertFaq('A', { sort_order: 0 });
    const b = await insertFaq('B', { sort_order: 1 });
    const res = await call(t, 'put', '/api/admin/faq/order', roles.staff, { ids: [b, randomUUID(), a] }).expect(400);
    expect(res.body).toEqual(errorShape(400, 'errors.faq_entry_not_found'));
    expect(ids(await request(t.url).get('/api/faq').expect(200))).toEqual([a, b]);
    for (const body of [{ ids: [] }, { ids: [a, a] }, { ids: ['x'] }, { ids: a }, {}]) {
      expect((await call(t, 'put', '/api/admin/faq/order', roles.staff, body).expect(400)).body).toEqual(
        errorShape(400, 'errors.validation'),
      );
    }
  });
});

describe('GET /api/guide', () => {
  beforeEach(() => sql(t, 'DELETE FROM guide_entries'));

  it('is public and lists published entries with their category in order', async () => {
    const home = await insertGuide({
      title: 'Nabíjanie doma',
      category: 'Nabíjanie',
      sort_order: 1,
      summary: 'Wallbox',
    });
    const road = await insertGuide({ title: 'Na cestách', category: 'Nabíjanie', sort_order: 2 });
    const tyres = await insertGuide({ title: 'Zimné pneumatiky', category: 'Údržba', sort_order: 3 });
    await insertGuide({ title: 'Koncept', published_at: null });
    await insertGuide({ title: 'Neskôr', published_at: minutes(60) });
    const res = await request(t.url).get('/api/guide').expect(200);
    expect(res.body.total).toBe(3);
    expect(res.body.v[0]).toEqual({
      id: home.id,
      slug: home.slug,
      title: 'Nabíjanie doma',
      summary: 'Wallbox',
      category: 'Nabíjanie',
      sort_order: 1,
      published_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    expect(ids(res)).toEqual([home.id, road.id, tyres.id]);
  });
});

describe('GET /api/guide/:slug', () => {
  it('answers a published entry with its body as HTML; drafts and unknown slugs are 404', async () => {
    const entry = await insertGuide({ title: 'Rekuperácia', body: '1. Plynový pedál\n2. Brzda' });
    const res = await request(t.url).get(`/api/guide/${entry.slug}`).expect(200);
    expect(res.body.v).toEqual(
      expect.objectContaining({
        id: entry.id,
        title: 'Rekuperácia',
        body_html: '<ol>\n<li>Plynový pedál</li>\n<li>Brzda</li>\n</ol>\n',
      }),
    );
    const draft = await insertGuide({ published_at: null });
    for (const slug of [draft.slug, 'nic', 'A_B']) {
      expect((await request(t.url).get(`/api/guide/${slug}`).expect(404)).body).toEqual(
        errorShape(404, 'errors.guide_entry_not_found'),
      );
    }
  });
});

describe('/api/admin/guide', () => {
  describe('GET', () => itRequiresContentStaff(ctx, 'get', '/api/admin/guide'));
  describe('POST', () => itRequiresContentStaff(ctx, 'post', '/api/admin/guide', { title: 'X' }, 'guide_entries'));
  describe('PATCH', () =>
    itRequiresContentStaff(ctx, 'patch', () => `/api/admin/guide/${randomUUID()}`, { title: 'X' }));
  describe('DELETE', () =>
    itRequiresContentStaff(ctx, 'delete', () => `/api/admin/guide/${randomUUID()}`, undefined, 'guide_entries'));

  it('creates, lists, changes and deletes entries', async () => {
    const created = await call(t, 'post', '/api/admin/guide', roles.staff, {
      title: 'Ako šetriť batériu',
      category: 'Batéria',
      summary: 'Tipy',
      body: 'Text',
      sort_order: 5,
    }).expect(201);
    expect(created.body.v).toEqual({
      id: expect.any(String),
      slug: 'ako-setrit-bateriu',
      title: 'Ako šetriť batériu',
      summary: 'Tipy',
      category: 'Batéria',
      sort_order: 5,
      body: 'Text',
      published_at: null,
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    const id = created.body.v.id;
    expect(
      (await call(t, 'get', '/api/admin/guide?q=batér', roles.staff).expect(200)).body.v.map(
        (e: { id: string }) => e.id,
      ),
    ).toContain(id);
    await call(t, 'patch', `/api/admin/guide/${id}`, roles.staff, {
      published_at: minutes(-1).toISOString(),
      category: null,
    }).expect(200);
    const pub = await request(t.url).get('/api/guide/ako-setrit-bateriu').expect(200);
    expect(pub.body.v).toEqual(expect.objectContaining({ category: null, body_html: '<p>Text</p>\n' }));
    expect((await call(t, 'get', `/api/admin/guide/${id}`, roles.staff).expect(200)).body.v.category).toBeNull();
    await call(t, 'delete', `/api/admin/guide/${id}`, roles.staff).expect(204);
    await request(t.url).get('/api/guide/ako-setrit-bateriu').expect(404);
    expect((await call(t, 'get', `/api/admin/guide/${id}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.guide_entry_not_found'),
    );
  });

  it('refuses a taken slug and bad input, writing nothing', async () => {
    const taken = await insertGuide();
    const before = await countRows(t, 'guide_entries');
    const cases: [object, number, string][] = [
      [{ title: 'X', slug: taken.slug }, 409, 'errors.slug_taken'],
      [{ title: 'X', slug: 'Veľké' }, 400, 'errors.validation'],
      [{ title: 'X', category: 'x'.repeat(101) }, 400, 'errors.validation'],
      [{ title: 'X', sort_order: 'prvý' }, 400, 'errors.validation'],
      [{ title: 'X', published: true }, 400, 'errors.validation'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(t, 'post', '/api/admin/guide', roles.staff, body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([
        JSON.stringify(body),
        status,
        errorShape(status, code),
      ]);
    }
    const other = await insertGuide();
    const res = await call(t, 'patch', `/api/admin/guide/${other.id}`, roles.staff, { slug: taken.slug }).expect(409);
    expect(res.body).toEqual(errorShape(409, 'errors.slug_taken'));
    expect(await countRows(t, 'guide_entries')).toBe(before + 1);
  });
});
