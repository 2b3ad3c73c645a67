// A row made on its first write: several requests that arrive together before a member's mail
// choices exist (a double click, two tabs, a retry) all succeed and leave one row, never a 500 from
// the second insert.
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, sql } from '../support/members';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const together = <T>(count: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

it("a member's first mail choices saved by several requests at once: every one 200, one row", async () => {
  const member = await createMember(t, { verified: true });
  expect(await sql(t, 'SELECT count(*)::int AS n FROM notification_settings WHERE user_id = $1', [member.id])).toEqual([
    { n: 0 },
  ]);
  const answers = await together(20, (i) =>
    request(t.url)
      .put('/api/me/notifications')
      .set('authorization', bearer(member))
      .send({ event_reminders: i % 2 === 0 }),
  );
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  expect(await sql(t, 'SELECT count(*)::int AS n FROM notification_settings WHERE user_id = $1', [member.id])).toEqual([
    { n: 1 },
  ]);
});
