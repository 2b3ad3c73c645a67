// /sitemap.xml and /robots.txt, served by Nest routes that win over the page catch-all of the
// server renderer (ssr/web-routes.ts) because Fastify prefers static paths to a wildcard.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { PUBLIC_ROUTES } from '../../server/src/modules/sitemap/sitemap.service';
import { startTestApp, TestApp } from '../support/app';
import { insertEvent } from '../support/events';
import { sql } from '../support/members';

let t: TestApp;
// An `&` in the address proves the URLs are XML-escaped.
const PUBLIC_URL = 'https://evklub.example/klub&co';
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL });
});
afterAll(() => t?.close());

async function insert(
  table: 'articles' | 'content_pages' | 'guide_entries',
  slug: string,
  publishedAt: Date | null,
  updatedAt = new Date('2026-03-01T10:00:00.000Z'),
) {
  await sql(t, `INSERT INTO ${table} (title, slug, published_at, updated_at) VALUES ('Titulok', $1, $2, $3)`, [
    slug,
    publishedAt,
    updatedAt,
  ]);
}

const loc = (path: string) => `<loc>${'https://evklub.example/klub&amp;co' + path}</loc>`;

describe('GET /sitemap.xml', () => {
  it('is public XML listing every public screen with absolute, escaped URLs', async () => {
    const res = await request(t.url).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.text;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    for (const path of [
      '/',
      '/o-nas',
      '/clanky',
      '/kontakt',
      '/udalosti',
      '/faq',
      '/galeria',
      '/poradna',
      '/pripojit-sa',
      '/ochrana-osobnych-udajov',
    ]) {
      expect([path, xml.includes(loc(path))]).toEqual([path, true]);
    }
    expect(PUBLIC_ROUTES).toHaveLength(10);
    expect(xml).not.toContain('klub&co');
    expect(xml).not.toMatch(/uzivatel|admin|prihlasenie|vytvorit-nove-heslo/);
  });

  it('lists published articles, events, content pages and guide entries with lastmod; drafts and scheduled ones are left out', async () => {
    const tag = randomBytes(3).toString('hex');
    const updated = new Date('2026-04-02T08:30:00.000Z');
    await insert('articles', `clanok-${tag}`, minutes(-5), updated);
    await insert('articles', `koncept-${tag}`, null);
    await insert('articles', `neskor-${tag}`, minutes(60));
    const event = await insertEvent(t, { slug: `zraz-${tag}` });
    await insertEvent(t, { slug: `skryty-${tag}`, published_at: null });
    await insert('content_pages', `stanovy-${tag}`, minutes(-5), updated);
    await insert('content_pages', `navrh-${tag}`, null);
    await insert('content_pages', 'o-nas', minutes(-5), new Date('2026-05-05T05:05:05.000Z'));
    await insert('guide_entries', `nabijanie-doma-${tag}`, minutes(-5), updated);
    await insert('guide_entries', `rozpracovane-${tag}`, null);
    const [eventRow] = await sql<{ updated_at: Date }>(t, 'SELECT updated_at FROM events WHERE id = $1', [event.id]);

    const xml = (await request(t.url).get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain(`<url>${loc(`/clanok/clanok-${tag}`)}<lastmod>2026-04-02T08:30:00.000Z</lastmod></url>`);
    expect(xml).toContain(
      `<url>${loc(`/udalost/zraz-${tag}`)}<lastmod>${eventRow.updated_at.toISOString()}</lastmod></url>`,
    );
    expect(xml).toContain(
      `<url>${loc(`/poradna/nabijanie-doma-${tag}`)}<lastmod>2026-04-02T08:30:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url>${loc(`/stanovy-${tag}`)}<lastmod>2026-04-02T08:30:00.000Z</lastmod></url>`);
    // A content page that is a screen of the site gives that screen its lastmod, listed once.
    expect(xml).toContain(`<url>${loc('/o-nas')}<lastmod>2026-05-05T05:05:05.000Z</lastmod></url>`);
    expect(xml.split(loc('/o-nas')).length - 1).toBe(1);
    for (const hidden of [`koncept-${tag}`, `neskor-${tag}`, `skryty-${tag}`, `navrh-${tag}`, `rozpracovane-${tag}`])
      expect([hidden, xml.includes(hidden)]).toEqual([hidden, false]);
  });

  it('wins over the page catch-all, which still answers other paths', async () => {
    // The catch-all answers any other path: here its trailing-slash redirect (or, when the web client
    // is not built, its plain-text 503), neither of which needs a page to be rendered.
    const page = await request(t.url).get('/nejaka-stranka/');
    expect([301, 503]).toContain(page.status);
    if (page.status === 301) expect(page.headers.location).toBe('/nejaka-stranka');
    await request(t.url)
      .get('/sitemap.xml/')
      .expect((res) => expect([301, 503]).toContain(res.status));
    expect((await request(t.url).head('/sitemap.xml').expect(200)).headers['content-type']).toBe(
      'application/xml; charset=utf-8',
    );
    expect((await request(t.url).head('/robots.txt').expect(200)).headers['content-type']).toBe(
      'text/plain; charset=utf-8',
    );
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the member area, the staff console and the APIs, and names the sitemap', async () => {
    const res = await request(t.url).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /uzivatel/',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /auth/',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
