// The staff console's home figures (GET /api/admin/dashboard/members|events|content): each block
// only for staff holding its area, and each figure moving with the database after known changes
// (a new member, a verification, a registration, a cancellation, a message, an article). Members
// and registrations go through the real API; what a member cannot do themselves is set up with SQL.
import request from 'supertest';
import { DELETE_CONFIRMATION } from '../../server/src/modules/members/profile.dto';
import { startTestApp, TestApp } from '../support/app';
import { call as sharedCall, errorShape, expectStaffOnly, ISO } from '../support/content';
import { DAY, fromNow, insertEvent } from '../support/events';
import { bearer, createMember, randomVin, sql, type TestMember } from '../support/members';

let t: TestApp;
let member: TestMember;
let usersStaff: TestMember;
let eventsStaff: TestMember;
let contentStaff: TestMember;

const MEMBERS = '/api/admin/dashboard/members';
const EVENTS = '/api/admin/dashboard/events';
const CONTENT = '/api/admin/dashboard/content';

const get = async (path: string, who: TestMember) => (await sharedCall(t, 'get', path, who).expect(200)).body.v;

/** The current calendar month in club time, as the API names it. */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric', month: '2-digit' }).format(
    new Date(),
  );

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' });
  [member, usersStaff, eventsStaff, contentStaff] = await Promise.all([
    createMember(t, { verified: true }),
    createMember(t, { verified: true, permissions: { users: 'full' } }),
    createMember(t, { verified: true, permissions: { events: 'full' } }),
    createMember(t, { verified: true, permissions: { content: 'full' } }),
  ]);
});
afterAll(() => t?.close());

describe('who gets which block', () => {
  it('refuses every block without a token (401) and to a member without permissions (403)', async () => {
    for (const path of [MEMBERS, EVENTS, CONTENT]) await expectStaffOnly(t, [member], 'get', path);
  });

  it('gives staff only the blocks of their own areas: events staff see only the events block', async () => {
    const blocks: [string, TestMember, TestMember[]][] = [
      [MEMBERS, usersStaff, [eventsStaff, contentStaff]],
      [EVENTS, eventsStaff, [usersStaff, contentStaff]],
      [CONTENT, contentStaff, [usersStaff, eventsStaff]],
    ];
    for (const [path, allowed, refused] of blocks) {
      await sharedCall(t, 'get', path, allowed).expect(200);
      await expectStaffOnly(t, refused, 'get', path);
    }
  });
});

describe('GET /api/admin/dashboard/members', () => {
  /** The same figures counted straight from the tables. */
  const fromDatabase = async () =>
    (
      await sql<{ total: number; verified: number; pending: number; oldest: Date | null }>(
        t,
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_verified)::int AS verified,
                count(*) FILTER (WHERE NOT is_verified AND rejected_at IS NULL)::int AS pending,
                min(created_at) FILTER (WHERE NOT is_verified AND rejected_at IS NULL) AS oldest
           FROM profiles WHERE deleted_at IS NULL`,
      )
    )[0];
  const monthCount = (v: { new_per_month: { month: string; count: number }[] }, month: string) =>
    v.new_per_month.find((m) => m.month === month)?.count;
  const modelCount = (v: { by_model: { model: string; members: number }[] }, model: string) =>
    v.by_model.find((m) => m.model === model)?.members ?? 0;

  it('matches the database after a new member, a verification and a rejection', async () => {
    const before = await get(MEMBERS, usersStaff);
    const db = await fromDatabase();
    expect(before).toMatchObject({ total: db.total, verified: db.verified, pending: { count: db.pending } });

    const newcomer = await createMember(t, {
      cars: [
        { vin: randomVin(), model: 'Model Y' },
        { vin: randomVin(), model: 'Model Y' },
      ],
    });
    const waitingLongest = await createMember(t, { cars: [{ vin: randomVin(), model: 'Cybertruck' }] });
    await sql(t, `UPDATE profiles SET created_at = now() - interval '3 days' WHERE id = $1`, [waitingLongest.id]);
    const [{ created_at: oldest }] = await sql<{ created_at: Date }>(
      t,
      'SELECT min(created_at) AS created_at FROM profiles WHERE NOT is_verified AND rejected_at IS NULL',
    );

    const after = await get(MEMBERS, usersStaff);
    expect(after.total).toBe(before.total + 2);
    expect(after.verified).toBe(before.verified);
    expect(after.pending).toEqual({ count: before.pending.count + 2, oldest_at: oldest.toISOString() });
    expect(modelCount(after, 'Model Y')).toBe(modelCount(before, 'Model Y') + 1); // two cars, one member
    expect(modelCount(after, 'Cybertruck')).toBe(modelCount(before, 'Cybertruck') + 1);

    await sharedCall(t, 'post', `/api/admin/registrations/${waitingLongest.id}/verify`, usersStaff, {}).expect(200);
    await sharedCall(t, 'post', `/api/admin/registrations/${newcomer.id}/reject`, usersStaff, {
      note: 'Nie je majiteľ',
    }).expect(200);
    const decided = await get(MEMBERS, usersStaff);
    expect(decided).toMatchObject({
      total: before.total + 2,
      verified: before.verified + 1,
      pending: { count: before.pending.count },
    });
    expect(decided.pending.oldest_at).toBe(before.pending.oldest_at);
    const now = await fromDatabase();
    expect(decided).toMatchObject({
      total: now.total,
      verified: now.verified,
      pending: { count: now.pending, oldest_at: now.oldest?.toISOString() ?? null },
    });
  });

  it('counts sign-ups per month for the last 12 months in club time, empty months as 0', async () => {
    const before = await get(MEMBERS, usersStaff);
    expect(before.new_per_month).toHaveLength(12);
    expect(before.new_per_month[11].month).toBe(thisMonth());
    const months = before.new_per_month.map((m: { month: string }) => m.month);
    expect([...months].sort()).toEqual(months);

    const old = await createMember(t);
    const ancient = await createMember(t);
    // The middle of the month four months back (safe from month-end time-zone edges); and two years back, outside the
    // chart.
    const [{ month }] = await sql<{ month: string }>(
      t,
      `UPDATE profiles SET created_at = date_trunc('month', now() AT TIME ZONE 'Europe/Bratislava') - interval '4 months' + interval '14 days'
        WHERE id = $1 RETURNING to_char(created_at AT TIME ZONE 'Europe/Bratislava', 'YYYY-MM') AS month`,
      [old.id],
    );
    await sql(t, `UPDATE profiles SET created_at = now() - interval '2 years' WHERE id = $1`, [ancient.id]);

    const after = await get(MEMBERS, usersStaff);
    expect(monthCount(after, month)).toBe(monthCount(before, month)! + 1);
    expect(monthCount(after, thisMonth())).toBe(monthCount(before, thisMonth())!);
    const sum = (v: typeof before) => v.new_per_month.reduce((s: number, m: { count: number }) => s + m.count, 0);
    expect(sum(after)).toBe(sum(before) + 1);
    expect(after.total).toBe(before.total + 2);
  });

  it('moves a member to the new model when the model of their car is corrected, and drops a deleted car', async () => {
    const [first, second] = [randomVin(), randomVin()];
    await createMember(t, {
      cars: [
        { vin: first, model: 'Model X' },
        { vin: second, model: 'Model X' },
      ],
    });
    const before = await get(MEMBERS, usersStaff);
    await sql(t, `UPDATE cars SET model = 'Semi' WHERE vin = $1`, [first]);
    const moved = await get(MEMBERS, usersStaff);
    expect({ x: modelCount(moved, 'Model X'), semi: modelCount(moved, 'Semi') }).toEqual({
      x: modelCount(before, 'Model X'),
      semi: modelCount(before, 'Semi') + 1,
    });
    await sql(t, `DELETE FROM cars WHERE vin = ANY($1)`, [[first, second]]);
    const gone = await get(MEMBERS, usersStaff);
    expect({ x: modelCount(gone, 'Model X'), semi: modelCount(gone, 'Semi') }).toEqual({
      x: modelCount(before, 'Model X') - 1,
      semi: modelCount(before, 'Semi'),
    });
    const [{ n }] = await sql<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT o.owner_id, c.model FROM car_ownerships o JOIN cars c ON c.vin = o.vin WHERE o.owned_until IS NULL) AS pairs`,
    );
    expect(gone.by_model.reduce((sum: number, m: { members: number }) => sum + m.members, 0)).toBe(n);
  });

  it('counts a member by car model only while they own the car, and not once their account is deleted', async () => {
    const vin = randomVin();
    const owner = await createMember(t, { cars: [{ vin, model: 'Roadster' }] });
    expect(modelCount(await get(MEMBERS, usersStaff), 'Roadster')).toBe(1);
    await sql(t, `UPDATE car_ownerships SET owned_until = current_date - 1 WHERE vin = $1`, [vin]);
    expect(modelCount(await get(MEMBERS, usersStaff), 'Roadster')).toBe(0);
    await sql(t, `UPDATE car_ownerships SET owned_until = NULL WHERE vin = $1`, [vin]);
    const total = (await get(MEMBERS, usersStaff)).total;
    await request(t.url)
      .delete('/api/profile')
      .set('authorization', bearer(owner))
      .send({ confirm: DELETE_CONFIRMATION })
      .expect(204);
    const after = await get(MEMBERS, usersStaff);
    expect({ roadster: modelCount(after, 'Roadster'), total: after.total }).toEqual({ roadster: 0, total: total - 1 });
  });
});

describe('GET /api/admin/dashboard/events', () => {
  const register = (slug: string, who: TestMember) =>
    request(t.url).post(`/api/events/${slug}/registration`).set('authorization', bearer(who)).expect(200);
  const cancel = (slug: string, who: TestMember) =>
    request(t.url).delete(`/api/events/${slug}/registration`).set('authorization', bearer(who));
  const find = (list: { id: string }[], id: string) => list.find((e) => e.id === id);

  it('shows registrations, the waitlist and what needs attention, moving with registrations and cancellations', async () => {
    const small = await insertEvent(t, { title: 'Malý zraz', date_start: fromNow(3 * DAY), capacity: 2 });
    const big = await insertEvent(t, { title: 'Veľký zraz', date_start: fromNow(5 * DAY), capacity: 40 });
    const later = await insertEvent(t, { title: 'Zraz o mesiac', date_start: fromNow(30 * DAY), capacity: 2 });
    const draft = await insertEvent(t, {
      title: 'Koncept',
      date_start: fromNow(2 * DAY),
      capacity: 10,
      published_at: null,
    });
    const [a, b, c] = await Promise.all([createMember(t), createMember(t), createMember(t)]);

    let v = await get(EVENTS, eventsStaff);
    expect(find(v.upcoming, small.id)).toEqual({
      id: small.id,
      title: 'Malý zraz',
      date_start: expect.stringMatching(ISO),
      capacity: 2,
      registered: 0,
      waitlisted: 0,
      came: 0,
      unpaid: 0,
      owed: 0,
      attention: 'nearly_empty',
    });
    expect(find(v.attention, small.id)).toBeDefined();
    expect(find(v.attention, big.id)).toMatchObject({ registered: 0, attention: 'nearly_empty' });
    expect(find(v.upcoming, later.id)).toMatchObject({ attention: 'nearly_empty' });
    expect(find(v.attention, later.id)).toBeUndefined(); // more than 14 days away
    expect(find(v.upcoming, draft.id)).toBeUndefined();
    expect(find(v.attention, draft.id)).toBeUndefined();

    for (const who of [a, b, c]) await register(small.slug, who);
    await register(big.slug, a);
    v = await get(EVENTS, eventsStaff);
    expect(find(v.attention, small.id)).toMatchObject({ registered: 2, waitlisted: 1, attention: 'full' });
    expect(find(v.upcoming, small.id)).toMatchObject({ registered: 2, waitlisted: 1, attention: 'full' });
    expect(find(v.upcoming, big.id)).toMatchObject({ registered: 1, waitlisted: 0 });

    await cancel(small.slug, a).expect(200);
    v = await get(EVENTS, eventsStaff);
    // c moved up from the waitlist
    expect(find(v.upcoming, small.id)).toMatchObject({ registered: 2, waitlisted: 0, attention: 'full' });
    await cancel(small.slug, b).expect(200);
    v = await get(EVENTS, eventsStaff);
    expect(find(v.upcoming, small.id)).toMatchObject({ registered: 1, waitlisted: 0, attention: null });
    expect(find(v.attention, small.id)).toBeUndefined();

    const dates = v.upcoming.map((e: { date_start: string }) => e.date_start);
    expect([...dates].sort()).toEqual(dates);
    expect(v.upcoming.length).toBeLessThanOrEqual(10);
  });

  it('lists the turnout of past events (registered and came), oldest first, matching the database', async () => {
    const past = await insertEvent(t, { title: 'Minulý zraz', date_start: fromNow(-10 * DAY), capacity: 5 });
    const [x, y] = await Promise.all([createMember(t), createMember(t)]);
    const z = await createMember(t);
    await sql(
      t,
      `INSERT INTO event_attendances (event_id, user_id, status) VALUES ($1, $2, 'registered'), ($1, $3, 'cancelled'), ($1, $4, 'registered')`,
      [past.id, x.id, y.id, z.id],
    );
    // x came (checked in at the door), z did not.
    await sql(
      t,
      `INSERT INTO event_check_ins (attendance_id) SELECT id FROM event_attendances WHERE event_id = $1 AND user_id = $2`,
      [past.id, x.id],
    );
    const v = await get(EVENTS, eventsStaff);
    expect(find(v.past, past.id)).toMatchObject({
      title: 'Minulý zraz',
      capacity: 5,
      registered: 2,
      waitlisted: 0,
      came: 1,
    });
    expect(find(v.upcoming, past.id)).toBeUndefined();
    const dates = v.past.map((e: { date_start: string }) => e.date_start);
    expect([...dates].sort()).toEqual(dates);
    for (const e of v.past as { id: string; registered: number }[]) {
      const [{ n }] = await sql<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM event_attendances WHERE event_id = $1 AND status = 'registered'`,
        [e.id],
      );
      expect({ id: e.id, registered: e.registered }).toEqual({ id: e.id, registered: n });
    }
  });
});

describe('GET /api/admin/dashboard/content', () => {
  it('counts contact messages of the last 14 days and those not yet handled, articles by state, and lists the latest articles', async () => {
    const before = await get(CONTENT, contentStaff);
    await sql(
      t,
      `INSERT INTO contact_messages (name, email, message, ip_hash, created_at)
       VALUES ('Ján', 'jan@example.com', 'Dobrý deň', 'h1', now() - interval '1 hour'), ('Eva', 'eva@example.com', 'Ahoj', 'h2', now() - interval '20 days')`,
    );
    await sql(
      t,
      `INSERT INTO articles (title, slug, published_at, created_at) VALUES
         ('Zverejnený', 'zverejneny-dash', now() - interval '1 day', now() - interval '3 minutes'),
         ('Naplánovaný', 'naplanovany-dash', now() + interval '1 day', now() - interval '2 minutes'),
         ('Koncept', 'koncept-dash', NULL, now() - interval '1 minute')`,
    );
    const after = await get(CONTENT, contentStaff);
    expect(after.contact).toEqual({
      recent: before.contact.recent + 1,
      total: before.contact.total + 2,
      latest_at: expect.stringMatching(ISO),
      unhandled: before.contact.unhandled + 2,
      oldest_unhandled_at: expect.stringMatching(ISO),
    });
    // Marking one handled through the staff API takes it off the count; the oldest waiting one is what is left.
    const [{ id: old }] = await sql<{ id: string }>(t, `SELECT id FROM contact_messages WHERE ip_hash = 'h2'`);
    await sharedCall(t, 'patch', `/api/admin/contact-messages/${old}`, contentStaff, { handled: true }).expect(200);
    const handled = await get(CONTENT, contentStaff);
    expect(handled.contact.unhandled).toBe(after.contact.unhandled - 1);
    const [{ oldest }] = await sql<{ oldest: Date | null }>(
      t,
      'SELECT min(created_at) AS oldest FROM contact_messages WHERE handled_at IS NULL',
    );
    expect(handled.contact.oldest_unhandled_at).toBe(oldest?.toISOString() ?? null);
    expect(after.articles).toEqual({
      published: before.articles.published + 1,
      scheduled: before.articles.scheduled + 1,
      drafts: before.articles.drafts + 1,
    });
    expect(after.latest_articles.slice(0, 3)).toEqual([
      { id: expect.any(String), title: 'Koncept', published_at: null },
      { id: expect.any(String), title: 'Naplánovaný', published_at: expect.stringMatching(ISO) },
      { id: expect.any(String), title: 'Zverejnený', published_at: expect.stringMatching(ISO) },
    ]);
    expect(after.latest_articles.length).toBeLessThanOrEqual(5);
    const [{ latest }] = await sql<{ latest: Date }>(t, 'SELECT max(created_at) AS latest FROM contact_messages');
    expect(after.contact.latest_at).toBe(latest.toISOString());
  });

  it('answers an unknown block with 404 in the one error shape', async () => {
    const res = await sharedCall(t, 'get', '/api/admin/dashboard/cars', contentStaff);
    expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: errorShape(404, expect.any(String)) });
  });
});
