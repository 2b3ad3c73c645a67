// The redirects table in front of cached addresses (server/src/ssr/web-routes.ts): a rule created,
// changed or removed applies from the very next request of an address, also one whose page (and
// its answer "no rule") was cached before.
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { call, ContentRoles, createContentRoles } from '../support/content';

let t: TestApp;
let roles: ContentRoles;

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  roles = await createContentRoles(t);
});

afterAll(async () => {
  await t?.close();
});

/**
 * A page request that is always a miss (a new query string), so the rule is looked up again; a redirect keeps that
 * query.
 */
let n = 0;
const miss = (pathname: string) => request(t.url).get(`${pathname}?v=${++n}`);
const redirectsTo = (pathname: string, target: string) =>
  miss(pathname).expect(302).expect('location', `${target}?v=${n}`);

/** Until the instance listens for changes (its first page request starts the LISTEN connection). */
async function listening(pathname: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const res = await request(t.url).get(pathname).expect(200);
    if (res.headers['x-page-cache'] === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${pathname} never came from the cache`);
}

describe('redirect rules of cached addresses', () => {
  it('apply from the next request after they are created, changed or removed', async () => {
    await listening('/clanky');
    await miss('/clanky').expect(200);
    await miss('/clanky').expect(200);
    const created = await call(t, 'post', '/api/admin/redirects', roles.staff, {
      from_path: '/clanky',
      to_path: '/udalosti',
      status_code: 302,
    }).expect(201);
    await redirectsTo('/clanky', '/udalosti');
    await redirectsTo('/clanky', '/udalosti');
    const id = (created.body as { v: { id: string } }).v.id;
    await call(t, 'patch', `/api/admin/redirects/${id}`, roles.staff, { to_path: '/faq' }).expect(200);
    await redirectsTo('/clanky', '/faq');
    await call(t, 'delete', `/api/admin/redirects/${id}`, roles.staff).expect(204);
    await miss('/clanky').expect(200);
  });
});
