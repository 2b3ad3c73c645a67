// Articles: the public list and detail, and the staff's CRUD (content: full). Members are real
// accounts (supabase-js); articles for the public endpoints are arranged in the database.
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
const PUBLIC_URL = 'https://evklub.example';
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', PUBLIC_URL });
  roles = await createContentRoles(t);
});
afterAll(() => t?.close());

interface ArticleFields {
  title?: string;
  slug?: string;
  description?: string | null;
  body?: string;
  published_at?: Date | null;
  author_id?: string | null;
  photo_id?: string | null;
  file_name?: string | null;
}

/** Inserts an article (default: published a minute ago by the content staff member). */
async function insertArticle(fields: ArticleFields = {}): Promise<{ id: string; slug: string }> {
  const row = {
    title: 'Článok',
    slug: `clanok-${randomBytes(4).toString('hex')}`,
    body: '',
    published_at: minutes(-1),
    author_id: roles.staff.id,
    ...fields,
  };
  const columns = Object.keys(row);
  const [inserted] = await sql<{ id: string; slug: string }>(
    t,
    `INSERT INTO articles (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, slug`,
    Object.values(row),
  );
  return inserted;
}

const clearArticles = () => sql(t, 'DELETE FROM articles');

describe('GET /api/articles', () => {
  beforeEach(clearArticles);

  it('is public and lists published articles newest first, without drafts or scheduled ones', async () => {
    const older = await insertArticle({ published_at: minutes(-120) });
    const newer = await insertArticle({ published_at: minutes(-5) });
    await insertArticle({ published_at: null });
    await insertArticle({ published_at: minutes(60) });
    const res = await request(t.url).get('/api/articles').expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.v.map((a: { slug: string }) => a.slug)).toEqual([newer.slug, older.slug]);
  });

  it('answers each article as a summary with its photo and its author under _embedded', async () => {
    const [photo] = await sql<{ id: string }>(
      t,
      `INSERT INTO photos (src, alt) VALUES ('/api/photos/x.jpg', 'Nabíjačka v zime') RETURNING id`,
    );
    const publishedAt = minutes(-10);
    const article = await insertArticle({
      title: 'Zimné nabíjanie',
      description: 'Tipy na zimu',
      body: '# Ahoj',
      photo_id: photo.id,
      published_at: publishedAt,
      file_name: 'zima.md',
    });
    const res = await request(t.url).get('/api/articles').expect(200);
    expect(res.body).toEqual({
      v: [
        {
          id: article.id,
          title: 'Zimné nabíjanie',
          description: 'Tipy na zimu',
          slug: article.slug,
          photo: {
            src: '/api/photos/x.jpg',
            alt: 'Nabíjačka v zime',
            width: null,
            height: null,
            sources: null,
            placeholder: null,
          },
          published_at: publishedAt.toISOString(),
          file_name: 'zima.md',
          locale_code: 'sk',
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
          _embedded: {
            author: {
              id: roles.staff.id,
              first_name: 'Eva',
              last_name: 'Redaktorová',
              avatar_url: null,
              username: 'eva',
            },
          },
        },
      ],
      total: 1,
    });
  });

  it('shows the author of a deleted member as "Zmazaný člen", without an id', async () => {
    const [gone] = await sql<{ id: string }>(
      t,
      `INSERT INTO profiles (id, email, first_name, last_name, deleted_at) VALUES ($1, $2, 'Ján', 'Preč', now()) RETURNING id`,
      [randomUUID(), `zmazany-${randomBytes(4).toString('hex')}@example.com`],
    );
    await insertArticle({ author_id: gone.id });
    await insertArticle({ author_id: null, published_at: minutes(-30) });
    const res = await request(t.url).get('/api/articles').expect(200);
    const deleted = { id: null, first_name: 'Zmazaný', last_name: 'člen', avatar_url: null, username: null };
    expect(res.body.v.map((a: { _embedded: unknown }) => a._embedded)).toEqual([
      { author: deleted },
      { author: deleted },
    ]);
  });

  it('pages with page and per_page', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 5; i++) slugs.push((await insertArticle({ published_at: minutes(-10 - i) })).slug);
    const res = await request(t.url).get('/api/articles?page=2&per_page=2').expect(200);
    expect(res.body.total).toBe(5);
    expect(res.body.v.map((a: { slug: string }) => a.slug)).toEqual(slugs.slice(2, 4));
  });

  it('refuses bad paging and unknown query parameters', async () => {
    for (const query of ['per_page=0', 'per_page=101', 'page=0', 'page=dva', 'sort=title']) {
      const res = await request(t.url).get(`/api/articles?${query}`).expect(400);
      expect(res.body).toEqual(errorShape(400, 'errors.validation'));
    }
  });
});

describe('GET /api/articles/:slug', () => {
  it('is public and answers the article with its body as sanitised HTML', async () => {
    const site = t.config.PUBLIC_URL;
    const body = `## Nadpis\n\nText s [odkazom](https://tesla.com), [udalosťami](${site}/udalosti?rok=2026#jar) a [zlým](javascript:alert(1)).\n\n<script>alert(1)</script><img src=x onerror="alert(1)">`;
    const article = await insertArticle({ title: 'Detail', body });
    const res = await request(t.url).get(`/api/articles/${article.slug}`).expect(200);
    expect(res.body.v).toEqual(
      expect.objectContaining({
        id: article.id,
        slug: article.slug,
        title: 'Detail',
        _embedded: { author: expect.objectContaining({ id: roles.staff.id }) },
      }),
    );
    const html: string = res.body.v.body_html;
    expect(html).toContain('<h2>Nadpis</h2>');
    // docs/product-rules.md §8: another site is marked external and opens apart; this site's own address is a page
    // link.
    expect(html).toContain(
      '<a href="https://tesla.com" class="external-link" rel="noopener noreferrer nofollow" target="_blank">odkazom</a>',
    );
    expect(html).toContain('<a href="/udalosti?rok=2026#jar">udalosťami</a>');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
  });

  it('answers 404 errors.article_not_found for drafts, scheduled, unknown and malformed slugs', async () => {
    const draft = await insertArticle({ published_at: null });
    const scheduled = await insertArticle({ published_at: minutes(60) });
    for (const slug of [draft.slug, scheduled.slug, 'neexistuje', 'Zlý%20slug', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await request(t.url).get(`/api/articles/${slug}`).expect(404);
      expect(res.body).toEqual(errorShape(404, 'errors.article_not_found'));
    }
  });
});

describe('GET /api/admin/articles', () => {
  itRequiresContentStaff(ctx, 'get', '/api/admin/articles');

  it('lists every article, drafts included, with sort, order and a text filter', async () => {
    await clearArticles();
    const a = await insertArticle({ title: 'Alfa nabíjanie', published_at: null });
    const b = await insertArticle({ title: 'Beta diaľnica', published_at: minutes(-5) });
    const c = await insertArticle({ title: 'Cesta nabíjanie', published_at: minutes(30) });
    const list = (query: string) => call(t, 'get', `/api/admin/articles?${query}`, roles.staff).expect(200);
    expect((await list('sort=title&order=asc')).body.v.map((x: { id: string }) => x.id)).toEqual([a.id, b.id, c.id]);
    expect((await list('sort=title&order=desc')).body.v.map((x: { id: string }) => x.id)).toEqual([c.id, b.id, a.id]);
    const filtered = (await list('q=NABÍJANIE&sort=title')).body;
    expect(filtered).toEqual({
      v: [
        expect.objectContaining({ id: a.id, body: '', author_id: roles.staff.id, published_at: null }),
        expect.objectContaining({ id: c.id }),
      ],
      total: 2,
    });
    expect((await list('per_page=1&page=3&sort=title')).body).toEqual({
      v: [expect.objectContaining({ id: c.id })],
      total: 3,
    });
  });

  it('refuses an unknown sort field or order', async () => {
    for (const query of ['sort=body', 'order=up', 'q=' + 'x'.repeat(201)]) {
      const res = await call(t, 'get', `/api/admin/articles?${query}`, roles.staff).expect(400);
      expect(res.body).toEqual(errorShape(400, 'errors.validation'));
    }
  });
});

describe('GET /api/admin/articles/:id', () => {
  itRequiresContentStaff(ctx, 'get', `/api/admin/articles/${randomUUID()}`);

  it('answers a draft with its markdown body', async () => {
    const draft = await insertArticle({ published_at: null, body: '**tučné**' });
    const res = await call(t, 'get', `/api/admin/articles/${draft.id}`, roles.staff).expect(200);
    expect(res.body.v).toEqual(
      expect.objectContaining({ id: draft.id, body: '**tučné**', published_at: null, photo_id: null }),
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call(t, 'get', `/api/admin/articles/${randomUUID()}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.article_not_found'),
    );
    expect((await call(t, 'get', '/api/admin/articles/nie-uuid', roles.staff).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
  });
});

describe('POST /api/admin/articles', () => {
  itRequiresContentStaff(ctx, 'post', '/api/admin/articles', { title: 'Nepovolený' }, 'articles');

  it('creates a draft with the slug made from the Slovak title and the caller as author', async () => {
    const res = await call(t, 'post', '/api/admin/articles', roles.staff, {
      title: 'Čo je nové v Košiciach? Ľúbivé ťahúne!',
      body: 'Text',
    }).expect(201);
    expect(res.body.v).toEqual({
      id: expect.any(String),
      title: 'Čo je nové v Košiciach? Ľúbivé ťahúne!',
      slug: 'co-je-nove-v-kosiciach-lubive-tahune',
      description: null,
      body: 'Text',
      photo: null,
      photo_id: null,
      published_at: null,
      file_name: null,
      locale_code: 'sk',
      author_id: roles.staff.id,
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
      _embedded: {
        author: { id: roles.staff.id, first_name: 'Eva', last_name: 'Redaktorová', avatar_url: null, username: 'eva' },
      },
    });
    await request(t.url).get('/api/articles/co-je-nove-v-kosiciach-lubive-tahune').expect(404);
    // The same title again gets a numbered slug.
    const again = await call(t, 'post', '/api/admin/articles', roles.staff, {
      title: 'Čo je nové v Košiciach? Ľúbivé ťahúne!',
    }).expect(201);
    expect(again.body.v.slug).toBe('co-je-nove-v-kosiciach-lubive-tahune-2');
  });

  it('publishes: the article appears in the list, the detail and sitemap.xml', async () => {
    const [photo] = await sql<{ id: string }>(
      t,
      `INSERT INTO photos (src, alt) VALUES ('/api/photos/a.jpg', 'Titulná fotka') RETURNING id`,
    );
    const publishedAt = new Date(Date.now() - 1000).toISOString();
    const res = await call(t, 'post', '/api/admin/articles', roles.staff, {
      title: 'Zverejnený článok',
      slug: 'zverejneny-clanok',
      description: 'Popis',
      body: 'Obsah **článku**',
      photo_id: photo.id,
      published_at: publishedAt,
      file_name: 'clanok.md',
      author_id: roles.member.id,
    }).expect(201);
    expect(res.body.v).toEqual(
      expect.objectContaining({
        slug: 'zverejneny-clanok',
        published_at: publishedAt,
        photo: {
          src: '/api/photos/a.jpg',
          alt: 'Titulná fotka',
          width: null,
          height: null,
          sources: null,
          placeholder: null,
        },
        author_id: roles.member.id,
      }),
    );

    const list = await request(t.url).get('/api/articles').expect(200);
    expect(list.body.v.map((a: { slug: string }) => a.slug)).toContain('zverejneny-clanok');
    const detail = await request(t.url).get('/api/articles/zverejneny-clanok').expect(200);
    expect(detail.body.v.body_html).toBe('<p>Obsah <strong>článku</strong></p>\n');
    const sitemap = await request(t.url).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain(
      `<url><loc>${PUBLIC_URL}/clanok/zverejneny-clanok</loc><lastmod>${res.body.v.updated_at}</lastmod></url>`,
    );
  });

  it('answers 409 errors.slug_taken for a slug another article has, writing nothing', async () => {
    const taken = await insertArticle();
    const before = await countRows(t, 'articles');
    const res = await call(t, 'post', '/api/admin/articles', roles.staff, { title: 'Iný', slug: taken.slug }).expect(
      409,
    );
    expect(res.body).toEqual(errorShape(409, 'errors.slug_taken'));
    expect(await countRows(t, 'articles')).toBe(before);
  });

  it('refuses bad input with the error shape and writes nothing', async () => {
    const before = await countRows(t, 'articles');
    const cases: [object, number, string][] = [
      [{}, 400, 'errors.validation'],
      [{ title: '   ' }, 400, 'errors.validation'],
      [{ title: 'A', extra: 1 }, 400, 'errors.validation'],
      [{ title: 'A', slug: 'Zlý slug' }, 400, 'errors.validation'],
      [{ title: 'A', slug: '-zly-' }, 400, 'errors.validation'],
      [{ title: 'A', slug: null }, 400, 'errors.validation'],
      [{ title: 'A', published_at: 'zajtra' }, 400, 'errors.validation'],
      [{ title: 'A', photo_id: 'nie-uuid' }, 400, 'errors.validation'],
      [{ title: 'x'.repeat(201) }, 400, 'errors.validation'],
      [{ title: 42 }, 400, 'errors.validation'],
      [{ title: '!!!' }, 400, 'errors.slug_invalid'],
      [{ title: 'A', photo_id: randomUUID() }, 400, 'errors.photo_not_found'],
      [{ title: 'A', author_id: randomUUID() }, 400, 'errors.author_not_found'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(t, 'post', '/api/admin/articles', roles.staff, body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([
        JSON.stringify(body),
        status,
        errorShape(status, code),
      ]);
    }
    const invalidJson = await request(t.url)
      .post('/api/admin/articles')
      .set('authorization', `Bearer ${roles.staff.token}`)
      .set('content-type', 'application/json')
      .send('{"title":')
      .expect(400);
    expect(invalidJson.body).toEqual(errorShape(400, 'errors.bad_json'));
    expect(await countRows(t, 'articles')).toBe(before);
  });
});

describe('PATCH /api/admin/articles/:id', () => {
  itRequiresContentStaff(ctx, 'patch', () => `/api/admin/articles/${randomUUID()}`, { title: 'Zmena' });

  it('changes the given fields only; published_at null takes the article back to draft', async () => {
    const article = await insertArticle({ title: 'Pôvodný', description: 'Popis' });
    await request(t.url).get(`/api/articles/${article.slug}`).expect(200);
    const res = await call(t, 'patch', `/api/admin/articles/${article.id}`, roles.staff, {
      title: 'Nový názov',
      published_at: null,
    }).expect(200);
    expect(res.body.v).toEqual(
      expect.objectContaining({
        id: article.id,
        title: 'Nový názov',
        slug: article.slug,
        description: 'Popis',
        published_at: null,
      }),
    );
    await request(t.url).get(`/api/articles/${article.slug}`).expect(404);
    const cleared = await call(t, 'patch', `/api/admin/articles/${article.id}`, roles.staff, {
      description: null,
      slug: `${article.slug}-novy`,
    }).expect(200);
    expect(cleared.body.v).toEqual(
      expect.objectContaining({ description: null, slug: `${article.slug}-novy`, title: 'Nový názov' }),
    );
  });

  it('refuses null for required fields, a taken slug, unknown fields and unknown ids; nothing changes', async () => {
    const article = await insertArticle({ title: 'Stály' });
    const other = await insertArticle();
    for (const [body, status, code] of [
      [{ title: null }, 400, 'errors.validation'],
      [{ body: null }, 400, 'errors.validation'],
      [{ author_id: null }, 400, 'errors.validation'],
      [{ id: randomUUID() }, 400, 'errors.validation'],
      [{ slug: other.slug }, 409, 'errors.slug_taken'],
    ] as [object, number, string][]) {
      const res = await call(t, 'patch', `/api/admin/articles/${article.id}`, roles.staff, body);
      expect([res.status, res.body]).toEqual([status, errorShape(status, code)]);
    }
    const [row] = await sql(t, 'SELECT title, slug FROM articles WHERE id = $1', [article.id]);
    expect(row).toEqual({ title: 'Stály', slug: article.slug });
    expect(
      (await call(t, 'patch', `/api/admin/articles/${randomUUID()}`, roles.staff, { title: 'X' }).expect(404)).body,
    ).toEqual(errorShape(404, 'errors.article_not_found'));
  });
});

describe('DELETE /api/admin/articles/:id', () => {
  itRequiresContentStaff(ctx, 'delete', () => `/api/admin/articles/${randomUUID()}`, undefined, 'articles');

  it('deletes the article; a second delete is 404', async () => {
    const article = await insertArticle();
    await call(t, 'delete', `/api/admin/articles/${article.id}`, roles.staff).expect(204);
    expect(await sql(t, 'SELECT id FROM articles WHERE id = $1', [article.id])).toEqual([]);
    await request(t.url).get(`/api/articles/${article.slug}`).expect(404);
    expect((await call(t, 'delete', `/api/admin/articles/${article.id}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.article_not_found'),
    );
  });
});
