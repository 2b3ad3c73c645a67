// The page loaders' reads answered in-process (server/src/ssr/public-reads.ts): for every route the
// controllers mark `@PageRead()`, the in-process answer is byte for byte the HTTP answer (status, content type, JSON),
// for good and bad input alike, so the two cannot drift; and rendering the public pages makes no
// HTTP injection for them. Runs on the demo content; pages are rendered from the built web client.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { openPrisma } from '../../server/src/database/cli';
import { seedDemo } from '../../server/src/database/seed';
import { PublicReads } from '../../server/src/ssr/public-reads';
import { DEFAULT_WEB_DIR } from '../../server/src/ssr/web-bundle';
import { StorageService } from '../../server/src/storage/storage.service';
import { startTestApp, TestApp } from '../support/app';

let t: TestApp;
let reads: PublicReads;
let fastify: FastifyInstance;

beforeAll(async () => {
  if (!fs.existsSync(path.join(DEFAULT_WEB_DIR, 'server', 'entry-server.mjs')))
    throw new Error('dist/web is not built: run `npm run build` first');
  t = await startTestApp({ AUTH_BCRYPT_COST: '4' });
  const prisma = openPrisma(t.database.url);
  try {
    await seedDemo(prisma, {
      storage: new StorageService(t.config),
      authUsers: true,
      bcryptCost: 4,
      contactEmail: t.config.CONTACT_EMAIL,
    });
  } finally {
    await prisma.$disconnect();
  }
  reads = t.app.get(PublicReads);
  fastify = t.app.getHttpAdapter().getInstance();
});

afterAll(async () => {
  await t?.close();
});

const silentLog = { warn: () => {}, error: () => {} } as never;

/** The slug of the first item a public list shows. */
async function firstSlug(list: string): Promise<string> {
  const body = (await request(t.url).get(list).expect(200)).body as { v: { slug: string }[] };
  expect(body.v.length).toBeGreaterThan(0);
  return body.v[0].slug;
}

const LIST_QUERIES = [
  '',
  '?page=1&per_page=3',
  '?per_page=2&page=2',
  '?per_page=0',
  '?per_page=abc',
  '?page=1&page=2',
  '?per_page=1.5',
  '?x=1',
  '?per_page=%00',
  '?per_page=+3',
  '?page=%zz',
];
const SLUG_CASES = (slug: string) => [
  slug,
  `${slug}?per_page=1`,
  'no-such-slug',
  'a%00b',
  'Dlh%C3%BD-n%C3%A1zov',
  'x'.repeat(200),
  'x'.repeat(201),
];

/** Addresses of every page read: real slugs, unknown ones, invalid queries and characters. */
async function samples(): Promise<Map<string, string[]>> {
  const slugs = {
    article: await firstSlug('/api/articles?per_page=1'),
    event: await firstSlug('/api/events?per_page=1'),
    guide: await firstSlug('/api/guide?per_page=1'),
    album: await firstSlug('/api/gallery?per_page=1'),
  };
  const list = (route: string, extra: string[] = []) => [...LIST_QUERIES, ...extra].map((q) => route + q);
  const bySlug = (route: string, slug: string) => SLUG_CASES(slug).map((s) => route.replace(':slug', s));
  return new Map([
    ['/api/articles', list('/api/articles', ['?when=past'])],
    ['/api/articles/:slug', bySlug('/api/articles/:slug', slugs.article)],
    [
      '/api/events',
      list('/api/events', ['?when=past', '?when=upcoming&per_page=1', '?when=never', '?when=past&when=upcoming']),
    ],
    ['/api/events/:slug', bySlug('/api/events/:slug', slugs.event)],
    [
      '/api/pages/:slug',
      [
        ...bySlug('/api/pages/:slug', 'o-nas'),
        '/api/pages/pripojit-sa',
        '/api/pages/kontakt',
        '/api/pages/ochrana-osobnych-udajov',
      ],
    ],
    ['/api/faq', list('/api/faq')],
    ['/api/guide', list('/api/guide')],
    ['/api/guide/:slug', bySlug('/api/guide/:slug', slugs.guide)],
    ['/api/gallery', list('/api/gallery')],
    ['/api/gallery/:slug', bySlug('/api/gallery/:slug', slugs.album)],
    ['/api/site-settings', ['/api/site-settings', '/api/site-settings?x=1', '/api/site-settings?page=%00']],
  ]);
}

describe('public reads answered in-process', () => {
  it('answers every page read exactly as its HTTP endpoint does', async () => {
    const cases = await samples();
    // A route marked @PageRead() without samples here fails: each one is compared.
    expect([...cases.keys()].sort()).toEqual(reads.routes().sort());
    let fellBack: string[] = [];
    const inProcess = reads.fetch(async (req) => {
      fellBack.push(new URL(req.url).pathname);
      const res = await fastify.inject({ method: 'GET', url: req.url.slice(t.url.length) });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type']) },
      });
    }, silentLog);
    const statuses = new Set<number>();
    for (const [route, addresses] of cases) {
      for (const address of addresses) {
        fellBack = [];
        const http = await request(t.url).get(address);
        const own = await inProcess(new Request(t.url + address, { headers: { authorization: 'Bearer not-a-token' } }));
        const ownBody = await own.text();
        // Every address of these routes is answered in-process except one over the router's parameter length (200).
        expect({ address, fellBack: fellBack.length > 0 }).toEqual({ address, fellBack: /x{201}$/.test(address) });
        expect({ address, route, status: own.status, type: own.headers.get('content-type'), body: ownBody }).toEqual({
          address,
          route,
          status: http.status,
          type: http.headers['content-type'],
          body: http.text,
        });
        statuses.add(own.status);
      }
    }
    // The samples reached the answers, the not-found and the validation errors.
    expect([...statuses].sort()).toEqual([200, 400, 404]);
  });

  it('renders the public pages without one HTTP injection for a page read', async () => {
    const injected: string[] = [];
    const inject = fastify.inject.bind(fastify);
    fastify.inject = ((options: { url: string }) => {
      injected.push(options.url);
      return inject(options as never);
    }) as never;
    try {
      const article = await firstSlug('/api/articles?per_page=1');
      const event = await firstSlug('/api/events?per_page=1');
      const guide = await firstSlug('/api/guide?per_page=1');
      for (const page of [
        '/',
        '/clanky',
        `/clanok/${article}`,
        '/udalosti',
        `/udalost/${event}`,
        '/faq',
        '/galeria',
        '/poradna',
        `/poradna/${guide}`,
        '/o-nas',
        '/kontakt',
      ]) {
        const res = await request(t.url).get(page);
        expect({ page, status: res.status }).toEqual({ page, status: 200 });
      }
      const missing = await request(t.url).get('/clanok/no-such-article');
      expect(missing.status).toBe(404);
    } finally {
      fastify.inject = inject as never;
    }
    expect(injected).toEqual([]);
  });
});
