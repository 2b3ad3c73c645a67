// The page cache of public pages (server/src/page-cache): a second request is a hit, ETags give 304,
// every change a public page shows is on the very next request through this instance and through a
// second instance on the same database (NOTIFY content_changed), members get the dashboard link
// from a cached page that holds nothing of them, and a cut LISTEN connection never lets a stale page
// out. Pages are rendered from the built web client (dist/web; `npm test` builds it first).
import fs from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../../server/src/app';
import { createLogger } from '../../server/src/common/logger';
import { PageCache } from '../../server/src/page-cache/page-cache';
import { DEFAULT_WEB_DIR } from '../../server/src/ssr/web-bundle';
import { startTestApp, TestApp } from '../support/app';
import { call, ContentRoles, createContentRoles } from '../support/content';
import { DAY, fromNow, insertEvent } from '../support/events';
import { bearer, createMember, sql, TestMember } from '../support/members';
import { setTimeout as sleep } from 'node:timers/promises';

let t: TestApp;
let second: NestFastifyApplication;
let secondUrl: string;
let roles: ContentRoles;

beforeAll(async () => {
  if (!fs.existsSync(path.join(DEFAULT_WEB_DIR, 'server', 'entry-server.mjs')))
    throw new Error('dist/web is not built: run `npm run build` first');
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  // A second instance on the same database, with the same configuration (and so the same keys).
  second = await createApp({ config: t.config, databaseUrl: t.database.url, logger: createLogger('silent') });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}`;
  roles = await createContentRoles(t);
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

const get = (base: string, pathname: string, headers: Record<string, string> = {}) =>
  request(base)
    .get(pathname)
    .set({ 'accept-encoding': 'gzip', ...headers });

/** Requests a page until it comes from the cache (the first request of an instance starts its LISTEN connection). */
async function warm(base: string, pathname: string, headers: Record<string, string> = {}): Promise<request.Response> {
  for (let i = 0; i < 100; i++) {
    const res = await get(base, pathname, headers).expect(200);
    if (res.headers['x-page-cache'] === 'hit') return res;
    await sleep(50);
  }
  throw new Error(`${pathname} never came from the cache`);
}

/** The data the page embeds for its islands (the site's settings, the colour mode), as the browser reads it. */
function bootstrapOf(html: string): unknown {
  const match = /<script id="app-bootstrap" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no bootstrap data in the page');
  return JSON.parse(match[1]);
}

const slovak = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('sk-SK', { ...options, timeZone: 'Europe/Bratislava' });
/**
 * An event's start as its card and its page print it (web/src/lib/format.ts formatDateTime): "21. novembra 2026,
 * 18:30".
 */
const printedStart = (start: Date) =>
  `${slovak({ day: 'numeric', month: 'long', year: 'numeric' }).format(start)}, ${slovak({ hour: '2-digit', minute: '2-digit' }).format(start)}`;

/** What a page prints of one event: the whole page at /udalost/{slug}, else the cards that link to it. */
function eventHtml(html: string, slug: string, pathname: string): string {
  if (pathname === `/udalost/${slug}`) return html;
  return html
    .split('<article')
    .filter((card) => card.includes(`href="/udalost/${slug}"`))
    .join('');
}

const INSTANCES = () => [t.url, secondUrl];

/** Whether a page holds a text, without printing the whole page when it does not. */
function expectHolds(html: string, text: string, holds: boolean): void {
  expect({ text, holds: html.includes(text) }).toEqual({ text, holds });
}

/**
 * Warms `paths` on both instances and checks `shows` is false there, makes the change, then checks
 * the very next request of each path on each instance shows it.
 */
async function expectNextRequestShows(
  paths: string[],
  shows: (html: string, pathname: string) => boolean,
  change: () => Promise<unknown>,
): Promise<void> {
  for (const base of INSTANCES()) {
    for (const pathname of paths) {
      // sitemap.xml is built on every request (an API route): it has nothing to warm.
      const res = pathname === '/sitemap.xml' ? await get(base, pathname).expect(200) : await warm(base, pathname);
      expect({ base, pathname, shown: shows(res.text, pathname) }).toEqual({ base, pathname, shown: false });
    }
  }
  await change();
  for (const base of INSTANCES()) {
    for (const pathname of paths) {
      const res = await get(base, pathname).expect(200);
      const cache = pathname === '/sitemap.xml' ? undefined : expect.stringMatching(/^(miss|off)$/);
      expect({ base, pathname, shown: shows(res.text, pathname), cache: res.headers['x-page-cache'] }).toEqual({
        base,
        pathname,
        shown: true,
        cache,
      });
    }
  }
}

describe('the page cache', () => {
  it('answers a public page from memory on the second request, with a strong ETag; If-None-Match gets 304', async () => {
    const first = await warm(t.url, '/faq');
    expect(first.headers).toEqual(
      expect.objectContaining({
        'content-encoding': 'gzip',
        'cache-control': 'public, no-cache',
        etag: expect.stringMatching(/^"[0-9a-f]{32}-gzip"$/),
      }),
    );
    expect(first.headers.vary).toContain('accept-encoding');
    const again = await get(t.url, '/faq').expect(200);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.text).toBe(first.text);

    const notModified = await get(t.url, '/faq', { 'if-none-match': first.headers.etag }).expect(304);
    expect(notModified.text).toBe('');
    await get(t.url, '/faq', { 'if-none-match': '"0123456789abcdef0123456789abcdef-gzip"' }).expect(200);

    // The same page in Brotli and uncompressed, each with its own ETag of the same content.
    const br = await request(t.url)
      .get('/faq')
      .set('accept-encoding', 'br')
      .buffer(true)
      .parse((res, done) => res.on('data', () => undefined).on('end', () => done(null, null)))
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(first.headers.etag.replace('-gzip', '-br'));
    const plain = await request(t.url).get('/faq').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(first.text);
  });

  it('answers later hits of a guest with exactly the headers and bytes of the first hit, each with its own request id', async () => {
    const own = (res: request.Response) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'));
    for (const encoding of ['gzip', 'identity']) {
      const first = await warm(t.url, '/galeria', { 'accept-encoding': encoding });
      const replayed = [
        await get(t.url, '/galeria', { 'accept-encoding': encoding }).expect(200),
        await get(t.url, '/galeria', { 'accept-encoding': encoding }).expect(200),
      ];
      for (const res of replayed) {
        expect(own(res)).toEqual(own(first));
        expect(res.text).toBe(first.text);
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(new Set([first, ...replayed].map((res) => res.headers['x-request-id'])).size).toBe(3);
      expect(first.headers).toEqual(
        expect.objectContaining({
          'x-frame-options': 'DENY',
          'cross-origin-opener-policy': 'same-origin',
          'content-security-policy': expect.stringContaining("script-src 'self' 'sha256-"),
        }),
      );
    }
  });

  it('stores every header of a page with it, its security headers included: a hit adds only its outcome, ETag and request id', async () => {
    const hit = await warm(t.url, '/poradna', { 'accept-encoding': 'identity' });
    const stored = t.app.get(PageCache).store.get('/poradna system');
    const perAnswer = new Set([
      'date',
      'connection',
      'keep-alive',
      'content-length',
      'x-page-cache',
      'etag',
      'x-request-id',
    ]);
    expect(Object.fromEntries(Object.entries(hit.headers).filter(([name]) => !perAnswer.has(name)))).toEqual(
      stored?.headers,
    );
    expect(stored?.headers).toEqual(
      expect.objectContaining({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'cache-control': 'public, no-cache',
        vary: 'accept-encoding, cookie',
      }),
    );
  });

  it('never sets a cookie on a page it shares: not on the render that fills it, not on a hit, not on a 304', async () => {
    const filled = await get(t.url, '/clanky?cookie-check').expect(200);
    expect({ cache: filled.headers['x-page-cache'], cookie: filled.headers['set-cookie'] }).toEqual({
      cache: expect.stringMatching(/^(miss|off)$/),
      cookie: undefined,
    });
    const hit = await warm(t.url, '/clanky');
    expect(hit.headers['set-cookie']).toBeUndefined();
    // A visitor holding other cookies (the colour mode) gets no Set-Cookie either.
    expect((await warm(t.url, '/clanky', { cookie: 'color-mode=dark' })).headers['set-cookie']).toBeUndefined();
    const notModified = await get(t.url, '/clanky', { 'if-none-match': hit.headers.etag }).expect(304);
    expect(notModified.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a page per colour-mode choice', async () => {
    const dark = await warm(t.url, '/', { cookie: 'color-mode=dark' });
    const light = await warm(t.url, '/', { cookie: 'color-mode=light' });
    expect((bootstrapOf(dark.text) as { colorMode: string }).colorMode).toBe('dark');
    expect((bootstrapOf(light.text) as { colorMode: string }).colorMode).toBe('light');
  });
});

describe('invalidation: the very next request after a change, on this instance and on a second one', () => {
  it('publishing an article shows on /, /clanky and /sitemap.xml', async () => {
    const title = `Nový článok ${Date.now()}`;
    let slug = '';
    await expectNextRequestShows(
      ['/', '/clanky', '/sitemap.xml'],
      (text, pathname) =>
        pathname === '/sitemap.xml' ? slug !== '' && text.includes(`/clanok/${slug}`) : text.includes(title),
      async () => {
        const res = await call(t, 'post', '/api/admin/articles', roles.staff, {
          title,
          body: 'Text',
          published_at: new Date(Date.now() - 1000).toISOString(),
        }).expect(201);
        slug = res.body.v.slug as string;
      },
    );
    expectHolds((await get(secondUrl, `/clanok/${slug}`).expect(200)).text, title, true);
  });

  it("changing an event's date and capacity shows on /, /udalosti and /udalost/{slug}", async () => {
    const event = await insertEvent(t, { capacity: 5, date_start: fromNow(2 * DAY), date_end: null });
    const newStart = fromNow(3 * DAY);
    newStart.setMilliseconds(0);
    await expectNextRequestShows(
      ['/', '/udalosti', `/udalost/${event.slug}`],
      (html, pathname) => {
        const shown = eventHtml(html, event.slug, pathname);
        return shown.includes('Zostáva 9 voľných miest') && shown.includes(printedStart(newStart));
      },
      () =>
        call(t, 'patch', `/api/admin/events/${event.id}`, roles.eventsStaff, {
          capacity: 9,
          date_start: newStart.toISOString(),
        }).expect(200),
    );
  });

  it('registering for an event shows the new count on /, /udalosti and /udalost/{slug}', async () => {
    const event = await insertEvent(t, { capacity: 4, date_start: fromNow(DAY), date_end: null });
    const member = await createMember(t);
    await expectNextRequestShows(
      ['/', '/udalosti', `/udalost/${event.slug}`],
      (html, pathname) => eventHtml(html, event.slug, pathname).includes('Zostávajú 3 voľné miesta'),
      () =>
        request(t.url).post(`/api/events/${event.slug}/registration`).set('authorization', bearer(member)).expect(200),
    );
  });

  it('editing the FAQ shows on /faq', async () => {
    const [faq] = await sql<{ id: string }>(
      t,
      "INSERT INTO faq_entries (question, answer, sort_order, published) VALUES ('Stará otázka?', 'Odpoveď.', 0, true) RETURNING id",
    );
    await expectNextRequestShows(
      ['/faq'],
      (html) => html.includes('Upravená otázka?'),
      () => call(t, 'patch', `/api/admin/faq/${faq.id}`, roles.staff, { question: 'Upravená otázka?' }).expect(200),
    );
  });

  it("changing the default fee plan's amount shows on /faq (its answer names the membership fee)", async () => {
    await sql(
      t,
      "INSERT INTO faq_entries (question, answer, sort_order, published) VALUES ('Koľko stojí členstvo?', '{{clensky-prispevok}} Podujatia majú vlastný poplatok.', 0, true)",
    );
    const [plan] = await sql<{ id: string }>(
      t,
      "INSERT INTO fee_plans (name, amount_cents) VALUES ('Cache plán', 2000) RETURNING id",
    );
    await sql(
      t,
      'INSERT INTO dues_settings (id, default_plan_id) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET default_plan_id = excluded.default_plan_id',
      [plan.id],
    );
    await expectNextRequestShows(
      ['/faq'],
      (html) => html.includes('Ročný členský príspevok je 42,00 €.'),
      () => sql(t, 'UPDATE fee_plans SET amount_cents = 4200 WHERE id = $1', [plan.id]),
    );
  });

  it("changing the footer's site settings shows on every page", async () => {
    const instagram = `https://www.instagram.com/evklub${Date.now()}/`;
    await expectNextRequestShows(
      ['/', '/clanky', '/udalosti', '/faq'],
      (html) => html.includes(instagram),
      () =>
        call(t, 'put', '/api/admin/site-settings', roles.staff, {
          x: null,
          instagram,
          youtube: null,
          facebook: null,
          discord: null,
          contact_email: null,
        }).expect(200),
    );
  });
});

describe("a registration drops only the pages that show the event's places", () => {
  it("registering for an event: its page, /udalosti and / show the new count at once; an article, /faq, /galeria, /poradna and another event's page stay cached, on both instances", async () => {
    const event = await insertEvent(t, { capacity: 4, date_start: fromNow(DAY), date_end: null });
    const other = await insertEvent(t, { capacity: 4, date_start: fromNow(2 * DAY), date_end: null });
    const article = await call(t, 'post', '/api/admin/articles', roles.staff, {
      title: `Článok vedľa udalosti ${Date.now()}`,
      body: 'Text',
      published_at: new Date(Date.now() - 1000).toISOString(),
    }).expect(201);
    const member = await createMember(t);
    const placesPages = ['/', '/udalosti', `/udalost/${event.slug}`];
    const otherPages = [
      `/clanok/${article.body.v.slug as string}`,
      '/faq',
      '/galeria',
      '/poradna',
      `/udalost/${other.slug}`,
    ];
    for (const base of INSTANCES()) for (const pathname of [...placesPages, ...otherPages]) await warm(base, pathname);

    await request(t.url)
      .post(`/api/events/${event.slug}/registration`)
      .set('authorization', bearer(member))
      .expect(200);
    for (const base of INSTANCES()) {
      // The new count first: once it shows here, this instance has heard of the registration.
      for (const pathname of placesPages) {
        const res = await get(base, pathname).expect(200);
        const shown = eventHtml(res.text, event.slug, pathname).includes('Zostávajú 3 voľné miesta');
        expect({ base, pathname, shown, cache: res.headers['x-page-cache'] }).toEqual({
          base,
          pathname,
          shown: true,
          cache: expect.stringMatching(/^(miss|off)$/),
        });
      }
      for (const pathname of otherPages) {
        const res = await get(base, pathname).expect(200);
        expect({ base, pathname, cache: res.headers['x-page-cache'] }).toEqual({ base, pathname, cache: 'hit' });
      }
    }
    // The other event's page, kept, shows its own count.
    const otherPath = `/udalost/${other.slug}`;
    expect(eventHtml((await get(t.url, otherPath).expect(200)).text, other.slug, otherPath)).toContain(
      'Zostávajú 4 voľné miesta',
    );
  });
});

describe('invalidation when the clock reaches a scheduled moment (no write at all)', () => {
  it('a scheduled article appears on / and /clanky once its publication time has come', async () => {
    const title = `Naplánovaný článok ${Date.now()}`;
    const publishAt = new Date(Date.now() + 2500);
    await call(t, 'post', '/api/admin/articles', roles.staff, {
      title,
      body: 'Text',
      published_at: publishAt.toISOString(),
    }).expect(201);
    for (const base of INSTANCES())
      for (const pathname of ['/', '/clanky']) expectHolds((await warm(base, pathname)).text, title, false);
    await sleep(publishAt.getTime() - Date.now() + 200);
    for (const base of INSTANCES())
      for (const pathname of ['/', '/clanky']) expectHolds((await get(base, pathname).expect(200)).text, title, true);
  });
});

/** The session cookie supabase-js writes in the browser (web/src/lib/session-cookie.ts). */
async function sessionCookie(member: TestMember, supabaseUrl: string): Promise<string> {
  const { data } = await member.supabase.auth.getSession();
  const name = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
  return `${name}=base64-${Buffer.from(JSON.stringify(data.session)).toString('base64url')}`;
}

describe('signed-in visitors', () => {
  const DASHBOARD = 'href="/uzivatel/dashboard"';
  const LOGIN = 'href="/prihlasenie"';

  it('get the very page a guest stored, from the cache, holding nothing of them (their navbar is an island)', async () => {
    const member = await createMember(t, {
      profile: { first_name: 'Zuzana', last_name: 'Tajomná', username: 'zuzka-tajna' },
    });
    const cookie = await sessionCookie(member, t.config.PUBLIC_URL);
    for (const base of INSTANCES()) {
      const guestPage = await warm(base, '/clanky');
      // The member's very first request is a hit of the page the guest's request stored.
      const hit = await get(base, '/clanky', { cookie }).expect(200);
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.headers['cache-control']).toBe('public, no-cache');
      expect(hit.text).toBe(guestPage.text);
      for (const secret of [member.email, 'Zuzana', 'Tajomná', 'zuzka-tajna', member.id])
        expectHolds(hit.text, secret, false);
      expectHolds(hit.text, LOGIN, true);
      expectHolds(hit.text, DASHBOARD, false);
    }
  });

  it('the member area is never served from the cache', async () => {
    const member = await createMember(t);
    const cookie = await sessionCookie(member, t.config.PUBLIC_URL);
    for (let i = 0; i < 3; i++) {
      const res = await get(t.url, '/uzivatel/dashboard', { cookie }).expect(200);
      expect(res.headers['x-page-cache']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("the unsubscribe page (one member's subscription, by the token in its address) is never cached", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await get(t.url, '/odhlasit-odber?token=abc').expect(200);
      expect(res.headers['x-page-cache']).toBeUndefined();
    }
  });
});

describe('a lost LISTEN connection', () => {
  const cut = () =>
    sql(
      t,
      "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE application_name = 'evklub-page-cache' AND datname = current_database()",
    );

  it('empties the cache and serves nothing stale; once reconnected, changes are seen again', async () => {
    const [faq] = await sql<{ id: string }>(
      t,
      "INSERT INTO faq_entries (question, answer, sort_order, published) VALUES ('Otázka pred výpadkom?', 'Odpoveď.', 0, true) RETURNING id",
    );
    for (const base of INSTANCES()) expectHolds((await warm(base, '/faq')).text, 'Otázka pred výpadkom?', true);
    expect((await cut()).length).toBe(2);
    await sql(t, "UPDATE faq_entries SET question = 'Otázka počas výpadku?' WHERE id = $1", [faq.id]);
    for (const base of INSTANCES()) {
      const res = await get(base, '/faq').expect(200);
      expectHolds(res.text, 'Otázka počas výpadku?', true);
      expect(res.headers['x-page-cache']).not.toBe('hit');
    }
    // Back to caching after the reconnection, and still told of the next change.
    for (const base of INSTANCES()) await warm(base, '/faq');
    await call(t, 'patch', `/api/admin/faq/${faq.id}`, roles.staff, { question: 'Otázka po výpadku?' }).expect(200);
    for (const base of INSTANCES()) expectHolds((await get(base, '/faq').expect(200)).text, 'Otázka po výpadku?', true);
  });
});
