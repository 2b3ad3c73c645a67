// Which writes wait for the page cache to hear of them before they are answered
// (server/src/page-cache/page-sync.interceptor.ts): only writes that change what public pages show
// (content, events, registrations), so the writer's next page is fresh; a sign-in, a token refresh
// and a member's own profile are answered without that round trip. The wait is seen from outside as
// the NOTIFY token it sends on the page cache's channel (server/src/database/content-notifications.ts sync).
import pg from 'pg';
import request from 'supertest';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHANNEL } from '../../server/src/database/content-notifications';
import { startTestApp, TestApp } from '../support/app';
import { authClient } from '../support/auth-client';
import { call, ContentRoles, createContentRoles } from '../support/content';
import { insertEvent } from '../support/events';
import { bearer, createMember, TestMember } from '../support/members';

let t: TestApp;
let roles: ContentRoles;
let member: TestMember;
let listener: pg.Client;
/** The sync tokens seen on the channel so far. */
const syncs: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  roles = await createContentRoles(t);
  member = await createMember(t, { verified: true });
  listener = new pg.Client({ connectionString: t.database.url });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.payload?.startsWith('sync:')) syncs.push(message.payload);
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  // The page cache listens once a page was asked for: until then a write has nothing to wait for.
  for (let i = 0; i < 100; i++) {
    if ((await request(t.url).get('/faq').expect(200)).headers['x-page-cache'] === 'hit') return;
    await sleep(50);
  }
  throw new Error('/faq never came from the cache');
});

afterAll(async () => {
  await listener?.end();
  await t?.close();
});

/** How many sync tokens the server sent while `work` ran (a token comes back within milliseconds). */
async function syncsDuring(work: () => Promise<unknown>): Promise<number> {
  await sleep(100);
  const before = syncs.length;
  await work();
  await sleep(300);
  return syncs.length - before;
}

describe('writes that wait for the page cache', () => {
  it('a sign-in, a token refresh and a profile change are answered without waiting', async () => {
    const client = authClient(t);
    expect(
      await syncsDuring(async () => {
        const { error } = await client.auth.signInWithPassword({ email: member.email, password: 'Elektromobil-2026' });
        expect(error).toBeNull();
      }),
    ).toBe(0);
    expect(
      await syncsDuring(async () => {
        const { data, error } = await client.auth.refreshSession();
        expect({ error, session: Boolean(data.session) }).toEqual({ error: null, session: true });
      }),
    ).toBe(0);
    expect(
      await syncsDuring(() =>
        request(t.url)
          .patch('/api/profile')
          .set('authorization', bearer(member))
          .send({ address_city: 'Košice' })
          .expect(200),
      ),
    ).toBe(0);
    expect(
      await syncsDuring(() =>
        request(t.url)
          .put('/api/profile/visibility')
          .set('authorization', bearer(member))
          .send({ show_email: false, show_phone: false, show_city: true, show_cars: true })
          .expect(200),
      ),
    ).toBe(0);
  });

  it("a content write waits, and the writer's next page shows it", async () => {
    const question = `Otázka ${Date.now()}`;
    expect(
      await syncsDuring(() =>
        call(t, 'post', '/api/admin/faq', roles.staff, { question, answer: 'Odpoveď', published: true }).expect(201),
      ),
    ).toBe(1);
    const page = await request(t.url).get('/faq').expect(200);
    expect(page.text).toContain(question);
  });

  it("a member's event registration waits", async () => {
    const event = await insertEvent(t, { capacity: 5 });
    expect(
      await syncsDuring(() =>
        request(t.url).post(`/api/events/${event.slug}/registration`).set('authorization', bearer(member)).expect(200),
      ),
    ).toBe(1);
    expect((await request(t.url).get(`/udalost/${event.slug}`).expect(200)).text).toContain('Zraz elektromobilov');
  });

  it('a refused content write does not wait', async () => {
    expect(await syncsDuring(() => call(t, 'post', '/api/admin/faq', roles.staff, { question: '' }).expect(400))).toBe(
      0,
    );
  });
});
