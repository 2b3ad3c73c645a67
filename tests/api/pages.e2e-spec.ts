// Content pages (about us, join us, privacy, contact and any page at /{slug}): the public page and
// the staff's CRUD (content: full).
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

async function insertPage(
  fields: {
    slug?: string;
    title?: string;
    description?: string | null;
    body?: string;
    published_at?: Date | null;
  } = {},
) {
  const row = {
    slug: `stranka-${randomBytes(4).toString('hex')}`,
    title: 'Stránka',
    body: '',
    published_at: minutes(-1),
    ...fields,
  };
  const columns = Object.keys(row);
  const [inserted] = await sql<{ id: string; slug: string }>(
    t,
    `INSERT INTO content_pages (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, slug`,
    Object.values(row),
  );
  return inserted;
}

describe('GET /api/pages/:slug', () => {
  it('is public and answers a published page with its body as sanitised HTML', async () => {
    const page = await insertPage({
      slug: 'o-nas',
      title: 'O nás',
      description: 'Kto sme',
      body: '# Klub\n\nSme **komunita**.<iframe src="https://evil.example"></iframe>',
    });
    const res = await request(t.url).get('/api/pages/o-nas').expect(200);
    expect(res.body).toEqual({
      v: {
        id: page.id,
        slug: 'o-nas',
        title: 'O nás',
        description: 'Kto sme',
        body_html: '<h2>Klub</h2>\n<p>Sme <strong>komunita</strong>.</p>\n',
        published_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      },
    });
  });

  it('answers 404 errors.page_not_found for drafts, scheduled, unknown and malformed slugs', async () => {
    const draft = await insertPage({ published_at: null });
    const scheduled = await insertPage({ published_at: minutes(30) });
    for (const slug of [draft.slug, scheduled.slug, 'neexistuje', 'O-NAS', '..%2Fetc%2Fpasswd']) {
      const res = await request(t.url).get(`/api/pages/${slug}`).expect(404);
      expect(res.body).toEqual(errorShape(404, 'errors.page_not_found'));
    }
  });
});

describe('GET /api/admin/pages', () => {
  itRequiresContentStaff(ctx, 'get', '/api/admin/pages');

  it('lists every page, drafts included, sorted and filtered', async () => {
    await sql(t, 'DELETE FROM content_pages');
    const a = await insertPage({ slug: 'kontakt', title: 'Kontakt' });
    const b = await insertPage({ slug: 'pripojit-sa', title: 'Pripojte sa', published_at: null });
    const res = await call(t, 'get', '/api/admin/pages', roles.staff).expect(200);
    expect(res.body).toEqual({
      v: [
        {
          id: a.id,
          slug: 'kontakt',
          title: 'Kontakt',
          description: null,
          body: '',
          published_at: expect.stringMatching(ISO),
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
        expect.objectContaining({ id: b.id, published_at: null }),
      ],
      total: 2,
    });
    expect(
      (await call(t, 'get', '/api/admin/pages?sort=slug&order=desc', roles.staff).expect(200)).body.v.map(
        (p: { id: string }) => p.id,
      ),
    ).toEqual([b.id, a.id]);
    expect((await call(t, 'get', '/api/admin/pages?q=pripoj', roles.staff).expect(200)).body.total).toBe(1);
    expect((await call(t, 'get', '/api/admin/pages?sort=body', roles.staff).expect(400)).body).toEqual(
      errorShape(400, 'errors.validation'),
    );
  });
});

describe('GET /api/admin/pages/:id', () => {
  itRequiresContentStaff(ctx, 'get', () => `/api/admin/pages/${randomUUID()}`);

  it('answers a page, 404 for an unknown id, 400 for a malformed one', async () => {
    const page = await insertPage({ body: '_text_', published_at: null });
    expect((await call(t, 'get', `/api/admin/pages/${page.id}`, roles.staff).expect(200)).body.v).toEqual(
      expect.objectContaining({ id: page.id, body: '_text_' }),
    );
    expect((await call(t, 'get', `/api/admin/pages/${randomUUID()}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.page_not_found'),
    );
    expect((await call(t, 'get', '/api/admin/pages/1', roles.staff).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
  });
});

describe('POST /api/admin/pages', () => {
  itRequiresContentStaff(ctx, 'post', '/api/admin/pages', { title: 'Nepovolená' }, 'content_pages');

  it('creates a page (slug from the title) that the public sees once published', async () => {
    const res = await call(t, 'post', '/api/admin/pages', roles.staff, {
      title: 'Ochrana osobných údajov',
      body: 'Spracúvame **údaje**.',
    }).expect(201);
    expect(res.body.v).toEqual(
      expect.objectContaining({ slug: 'ochrana-osobnych-udajov', published_at: null, description: null }),
    );
    await request(t.url).get('/api/pages/ochrana-osobnych-udajov').expect(404);
    await call(t, 'patch', `/api/admin/pages/${res.body.v.id}`, roles.staff, {
      published_at: new Date(Date.now() - 1000).toISOString(),
    }).expect(200);
    const page = await request(t.url).get('/api/pages/ochrana-osobnych-udajov').expect(200);
    expect(page.body.v.body_html).toBe('<p>Spracúvame <strong>údaje</strong>.</p>\n');
  });

  it("gives a title that makes a screen's slug a numbered slug, and refuses such a slug when given", async () => {
    const made = await call(t, 'post', '/api/admin/pages', roles.staff, { title: 'FAQ' }).expect(201);
    expect(made.body.v.slug).toBe('faq-2');
    const before = await countRows(t, 'content_pages');
    for (const slug of ['faq', 'uzivatel', 'api', 'clanok']) {
      const res = await call(t, 'post', '/api/admin/pages', roles.staff, { title: 'X', slug }).expect(400);
      expect(res.body).toEqual(errorShape(400, 'errors.slug_reserved'));
    }
    expect(await countRows(t, 'content_pages')).toBe(before);
  });

  it('refuses a taken slug and bad input, writing nothing', async () => {
    const taken = await insertPage();
    const before = await countRows(t, 'content_pages');
    const cases: [object, number, string][] = [
      [{ title: 'X', slug: taken.slug }, 409, 'errors.slug_taken'],
      [{ slug: 'bez-nazvu' }, 400, 'errors.validation'],
      [{ title: 'X', slug: 'a/b' }, 400, 'errors.validation'],
      [{ title: 'X', slug: '../etc' }, 400, 'errors.validation'],
      [{ title: 'X', published_at: '2026-13-45T00:00:00Z' }, 400, 'errors.validation'],
      [{ title: 'X', body: 5 }, 400, 'errors.validation'],
      [{ title: 'X', author_id: randomUUID() }, 400, 'errors.validation'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(t, 'post', '/api/admin/pages', roles.staff, body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([
        JSON.stringify(body),
        status,
        errorShape(status, code),
      ]);
    }
    expect(await countRows(t, 'content_pages')).toBe(before);
  });
});

describe('PATCH /api/admin/pages/:id', () => {
  itRequiresContentStaff(ctx, 'patch', () => `/api/admin/pages/${randomUUID()}`, { title: 'X' });

  it('changes the given fields; refuses a reserved or taken slug and null title', async () => {
    const page = await insertPage({ title: 'Pôvodná' });
    const other = await insertPage();
    const res = await call(t, 'patch', `/api/admin/pages/${page.id}`, roles.staff, {
      title: 'Nová',
      description: 'Popis',
    }).expect(200);
    expect(res.body.v).toEqual(expect.objectContaining({ title: 'Nová', description: 'Popis', slug: page.slug }));
    for (const [body, status, code] of [
      [{ slug: 'galeria' }, 400, 'errors.slug_reserved'],
      [{ slug: other.slug }, 409, 'errors.slug_taken'],
      [{ title: null }, 400, 'errors.validation'],
    ] as [object, number, string][]) {
      const r = await call(t, 'patch', `/api/admin/pages/${page.id}`, roles.staff, body);
      expect([r.status, r.body]).toEqual([status, errorShape(status, code)]);
    }
    const [row] = await sql(t, 'SELECT title, slug FROM content_pages WHERE id = $1', [page.id]);
    expect(row).toEqual({ title: 'Nová', slug: page.slug });
    expect(
      (await call(t, 'patch', `/api/admin/pages/${randomUUID()}`, roles.staff, { title: 'X' }).expect(404)).body,
    ).toEqual(errorShape(404, 'errors.page_not_found'));
  });
});

describe('DELETE /api/admin/pages/:id', () => {
  itRequiresContentStaff(ctx, 'delete', () => `/api/admin/pages/${randomUUID()}`, undefined, 'content_pages');

  it('deletes the page; the public page is then 404', async () => {
    const page = await insertPage();
    await request(t.url).get(`/api/pages/${page.slug}`).expect(200);
    await call(t, 'delete', `/api/admin/pages/${page.id}`, roles.staff).expect(204);
    await request(t.url).get(`/api/pages/${page.slug}`).expect(404);
    expect((await call(t, 'delete', `/api/admin/pages/${page.id}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.page_not_found'),
    );
  });
});
