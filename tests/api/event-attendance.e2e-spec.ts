// Members registering for events: places, the waitlist, cancelling with promotion, my state and
// my events — and no overbooking when 50 real members register for 10 places at the same moment.
// Members are real accounts (supabase-js sign-up against the embedded auth API).
import request from 'supertest';
import { TransactionRepository } from '../../server/src/database/transaction.repository';
import { EventAttendanceService } from '../../server/src/modules/events/event-attendance.service';
import { startTestApp, TestApp } from '../support/app';
import { attendanceOf, DAY, fromNow, insertEvent, statusCounts } from '../support/events';
import { bearer, createMember, sql, type MemberOptions, type TestMember } from '../support/members';
import { errorShape, ISO } from '../support/content';

let t: TestApp;

beforeAll(async () => {
  // 50+ sign-ups from one address in a few seconds: the sign-up rate limit is off for this file.
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' });
});
afterAll(() => t?.close());

const register = (slug: string, member?: TestMember) => {
  const req = request(t.url).post(`/api/events/${slug}/registration`);
  return member ? req.set('authorization', bearer(member)) : req;
};
const unregister = (slug: string, member?: TestMember) => {
  const req = request(t.url).delete(`/api/events/${slug}/registration`);
  return member ? req.set('authorization', bearer(member)) : req;
};
const myState = (slug: string, member?: TestMember) => {
  const req = request(t.url).get(`/api/events/${slug}/registration`);
  return member ? req.set('authorization', bearer(member)) : req;
};

/** `count` members created a few at a time (sign-up hashes a password; the pool is shared). */
async function createMembers(count: number, options: MemberOptions = {}): Promise<TestMember[]> {
  const members: TestMember[] = [];
  while (members.length < count) {
    const batch = Math.min(10, count - members.length);
    members.push(...(await Promise.all(Array.from({ length: batch }, () => createMember(t, options)))));
  }
  return members;
}

/** Registers members one after another, so their waitlist order is the given order. */
async function registerInOrder(slug: string, members: TestMember[]): Promise<void> {
  for (const m of members) await register(slug, m).expect(200);
}

describe('POST /api/events/:slug/registration', () => {
  it('requires authentication', async () => {
    const event = await insertEvent(t);
    const res = await register(event.slug).expect(401);
    expect(res.body).toEqual(errorShape(401, 'errors.unauthorized'));
    await register(event.slug).set('authorization', 'Bearer not-a-token').expect(401);
    expect((await attendanceOf(t, event.id)).size).toBe(0);
  });

  it('refuses a member whose onboarding is incomplete (403 errors.onboarding_incomplete) and writes nothing', async () => {
    const event = await insertEvent(t);
    const member = await createMember(t, { onboarded: false });
    const res = await register(event.slug, member).expect(403);
    expect(res.body).toEqual(errorShape(403, 'errors.onboarding_incomplete'));
    expect((await attendanceOf(t, event.id)).size).toBe(0);
  });

  it('registers an onboarded member, verified or not', async () => {
    const event = await insertEvent(t, { capacity: 5 });
    const unverified = await createMember(t, { verified: false });
    const verified = await createMember(t, { verified: true });
    // Onboarding answered through a car already on record counts as complete too.
    const withCar = await createMember(t, { onboarded: false, cars: [{ vin: '5YJ3E7EB2LF000001', model: 'Model 3' }] });
    for (const member of [unverified, verified, withCar]) {
      const res = await register(event.slug, member).expect(200);
      expect(res.body).toEqual({
        v: {
          status: 'registered',
          waitlist_position: null,
          registered_at: expect.stringMatching(ISO),
          ticket_token: expect.stringMatching(/^EVK1\./),
          checked_in_at: null,
          companions: 0,
          payment: null,
        },
      });
    }
    expect(await statusCounts(t, event.id)).toEqual({ registered: 3 });
    const detail = await request(t.url).get(`/api/events/${event.slug}`).expect(200);
    expect(detail.body.v).toMatchObject({ registered_count: 3, places_left: 2 });
  });

  it('is idempotent: registering again answers the current state and changes nothing', async () => {
    const event = await insertEvent(t, { capacity: 1 });
    const [first, second] = await createMembers(2);
    const registered = await register(event.slug, first).expect(200);
    expect((await register(event.slug, first).expect(200)).body).toEqual(registered.body);
    const waitlisted = await register(event.slug, second).expect(200);
    expect(waitlisted.body.v).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect((await register(event.slug, second).expect(200)).body).toEqual(waitlisted.body);
    const rows = await sql(t, 'SELECT user_id FROM event_attendances WHERE event_id = $1', [event.id]);
    expect(rows).toHaveLength(2);
  });

  it('puts members on the waitlist in order once the places are taken', async () => {
    const event = await insertEvent(t, { capacity: 2 });
    const members = await createMembers(4);
    const states = [];
    for (const m of members) states.push((await register(event.slug, m).expect(200)).body.v);
    expect(states.map((s) => [s.status, s.waitlist_position])).toEqual([
      ['registered', null],
      ['registered', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    const detail = await request(t.url).get(`/api/events/${event.slug}`).expect(200);
    expect(detail.body.v).toMatchObject({ capacity: 2, registered_count: 2, places_left: 0, registration_open: true });
  });

  it('registers again after a cancellation, at the end of the queue', async () => {
    const event = await insertEvent(t, { capacity: 1 });
    const [a, b, c] = await createMembers(3);
    await registerInOrder(event.slug, [a, b, c]);
    await unregister(event.slug, c).expect(200);
    expect((await register(event.slug, c).expect(200)).body.v).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 2,
    });
    // a cancels: b (first in the queue) moves up; then a comes back behind c.
    await unregister(event.slug, a).expect(200);
    expect((await register(event.slug, a).expect(200)).body.v).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 2,
    });
    expect(Object.fromEntries(await attendanceOf(t, event.id))).toEqual({
      [a.id]: 'waitlisted',
      [b.id]: 'registered',
      [c.id]: 'waitlisted',
    });
  });

  it('answers 409 errors.registration_closed after the deadline, once the event has started or ended, and writes nothing', async () => {
    const member = await createMember(t);
    const afterDeadline = await insertEvent(t, {
      date_start: fromNow(3 * DAY),
      registration_deadline: fromNow(-3600_000),
    });
    const started = await insertEvent(t, { date_start: fromNow(-3600_000), date_end: fromNow(3600_000) });
    const past = await insertEvent(t, { date_start: fromNow(-10 * DAY) });
    for (const event of [afterDeadline, started, past]) {
      const res = await register(event.slug, member).expect(409);
      expect(res.body).toEqual(errorShape(409, 'errors.registration_closed'));
      expect((await attendanceOf(t, event.id)).size).toBe(0);
    }
    // A deadline still ahead keeps registration open.
    const open = await insertEvent(t, { date_start: fromNow(3 * DAY), registration_deadline: fromNow(DAY) });
    await register(open.slug, member).expect(200);
  });

  it('answers 404 errors.event_not_found for unknown, draft and malformed slugs', async () => {
    const member = await createMember(t);
    const draft = await insertEvent(t, { published_at: null });
    for (const slug of ['neexistuje', draft.slug, '..', '%2e%2e%2f']) {
      const res = await register(slug, member);
      expect({ slug, status: res.status, body: res.body }).toEqual({
        slug,
        status: 404,
        body: errorShape(404, 'errors.event_not_found'),
      });
    }
    const nul = await register('A%00', member);
    expect({ status: nul.status, body: nul.body }).toEqual({
      status: 400,
      body: errorShape(400, 'errors.invalid_characters'),
    });
    expect((await attendanceOf(t, draft.id)).size).toBe(0);
  });
});

describe('DELETE /api/events/:slug/registration', () => {
  it('requires authentication', async () => {
    const event = await insertEvent(t);
    const member = await createMember(t);
    await register(event.slug, member).expect(200);
    expect((await unregister(event.slug).expect(401)).body).toEqual(errorShape(401, 'errors.unauthorized'));
    expect(await statusCounts(t, event.id)).toEqual({ registered: 1 });
  });

  it('cancels a registration and moves the first waitlisted member up, in queue order', async () => {
    const event = await insertEvent(t, { capacity: 2 });
    const [a, b, c, d, e] = await createMembers(5);
    await registerInOrder(event.slug, [a, b, c, d, e]);

    const res = await unregister(event.slug, a).expect(200);
    expect(res.body).toEqual({
      v: {
        status: 'cancelled',
        waitlist_position: null,
        registered_at: expect.stringMatching(ISO),
        ticket_token: null,
        checked_in_at: null,
        companions: 0,
        payment: null,
      },
    });
    expect(Object.fromEntries(await attendanceOf(t, event.id))).toEqual({
      [a.id]: 'cancelled',
      [b.id]: 'registered',
      [c.id]: 'registered',
      [d.id]: 'waitlisted',
      [e.id]: 'waitlisted',
    });
    expect((await myState(event.slug, c).expect(200)).body.v).toMatchObject({
      status: 'registered',
      waitlist_position: null,
    });
    expect((await myState(event.slug, e).expect(200)).body.v).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 2,
    });

    // A waitlisted member leaving frees no place: nobody moves up, the queue closes ranks.
    await unregister(event.slug, d).expect(200);
    expect(await statusCounts(t, event.id)).toEqual({ cancelled: 2, registered: 2, waitlisted: 1 });
    expect((await myState(event.slug, e).expect(200)).body.v).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 1,
    });
  });

  it('answers the cancelled state again when already cancelled, and 404 errors.registration_not_found when never registered', async () => {
    const event = await insertEvent(t);
    const [member, stranger] = await createMembers(2);
    await register(event.slug, member).expect(200);
    await unregister(event.slug, member).expect(200);
    expect((await unregister(event.slug, member).expect(200)).body.v.status).toBe('cancelled');
    expect((await unregister(event.slug, stranger).expect(404)).body).toEqual(
      errorShape(404, 'errors.registration_not_found'),
    );
    expect(Object.fromEntries(await attendanceOf(t, event.id))).toEqual({ [member.id]: 'cancelled' });
  });

  it('answers 409 errors.registration_closed once the event has started, and changes nothing', async () => {
    const member = await createMember(t);
    const started = await insertEvent(t, { date_start: fromNow(-3600_000), date_end: fromNow(3600_000) });
    await sql(t, `INSERT INTO event_attendances (event_id, user_id, status) VALUES ($1, $2, 'registered')`, [
      started.id,
      member.id,
    ]);
    expect((await unregister(started.slug, member).expect(409)).body).toEqual(
      errorShape(409, 'errors.registration_closed'),
    );
    expect(Object.fromEntries(await attendanceOf(t, started.id))).toEqual({ [member.id]: 'registered' });
  });
});

describe('GET /api/events/:slug/registration', () => {
  it('requires authentication', async () => {
    const event = await insertEvent(t);
    expect((await myState(event.slug).expect(401)).body).toEqual(errorShape(401, 'errors.unauthorized'));
  });

  it("answers the member's state, status null when never registered", async () => {
    const event = await insertEvent(t);
    const member = await createMember(t, { onboarded: false });
    expect((await myState(event.slug, member).expect(200)).body).toEqual({
      v: {
        status: null,
        waitlist_position: null,
        registered_at: null,
        ticket_token: null,
        checked_in_at: null,
        companions: 0,
        payment: null,
      },
    });
    expect((await myState('neexistuje', member).expect(404)).body).toEqual(errorShape(404, 'errors.event_not_found'));
  });
});

describe('GET /api/me/events', () => {
  it('requires authentication', async () => {
    expect((await request(t.url).get('/api/me/events').expect(401)).body).toEqual(
      errorShape(401, 'errors.unauthorized'),
    );
  });

  it('lists the events the member is registered or waitlisted for, with the state, upcoming or past', async () => {
    const [me, other] = await createMembers(2);
    const soon = await insertEvent(t, { date_start: fromNow(2 * DAY), capacity: 1 });
    const later = await insertEvent(t, { date_start: fromNow(9 * DAY) });
    const cancelled = await insertEvent(t, { date_start: fromNow(4 * DAY) });
    const notMine = await insertEvent(t, { date_start: fromNow(3 * DAY) });
    const past = await insertEvent(t, { date_start: fromNow(-20 * DAY) });
    await register(soon.slug, other).expect(200);
    await registerInOrder(soon.slug, [me]);
    await register(later.slug, me).expect(200);
    await register(cancelled.slug, me).expect(200);
    await unregister(cancelled.slug, me).expect(200);
    await register(notMine.slug, other).expect(200);
    await sql(t, `INSERT INTO event_attendances (event_id, user_id, status) VALUES ($1, $2, 'registered')`, [
      past.id,
      me.id,
    ]);

    const upcoming = await request(t.url).get('/api/me/events').set('authorization', bearer(me)).expect(200);
    expect(upcoming.body.total).toBe(2);
    expect(upcoming.body.v.map((e: { id: string; registration: unknown }) => [e.id, e.registration])).toEqual([
      [
        soon.id,
        {
          status: 'waitlisted',
          waitlist_position: 1,
          registered_at: expect.stringMatching(ISO),
          ticket_token: null,
          checked_in_at: null,
          companions: 0,
          payment: null,
        },
      ],
      [
        later.id,
        {
          status: 'registered',
          waitlist_position: null,
          registered_at: expect.stringMatching(ISO),
          ticket_token: expect.stringMatching(/^EVK1\./),
          checked_in_at: null,
          companions: 0,
          payment: null,
        },
      ],
    ]);
    expect(upcoming.body.v[0]).toMatchObject({ slug: soon.slug, capacity: 1, registered_count: 1, places_left: 0 });

    const pastList = await request(t.url).get('/api/me/events?when=past').set('authorization', bearer(me)).expect(200);
    expect(pastList.body).toMatchObject({ total: 1, v: [{ id: past.id, registration: { status: 'registered' } }] });
    await request(t.url).get('/api/me/events?when=soon').set('authorization', bearer(me)).expect(400);
  });
});

describe('registration under concurrency', () => {
  it('gives 10 places to exactly 10 of 50 members registering at once and promotes exactly one per freed place', async () => {
    const event = await insertEvent(t, { capacity: 10 });
    const members = await createMembers(50);

    const responses = await Promise.all(members.map((m) => register(event.slug, m)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await statusCounts(t, event.id)).toEqual({ registered: 10, waitlisted: 40 });
    // Every waitlisted member got a distinct place 1..40.
    const positions = responses
      .filter((r) => r.body.v.status === 'waitlisted')
      .map((r) => r.body.v.waitlist_position as number);
    expect(positions.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

    // One registered member leaves: exactly the first in the queue moves up.
    const [firstWaitlisted] = await sql<{ user_id: string }>(
      t,
      `SELECT user_id FROM event_attendances WHERE event_id = $1 AND status = 'waitlisted' ORDER BY registered_at, id LIMIT 1`,
      [event.id],
    );
    const leaving = members.find((m, i) => responses[i].body.v.status === 'registered')!;
    await unregister(event.slug, leaving).expect(200);
    expect(await statusCounts(t, event.id)).toEqual({ registered: 10, waitlisted: 39, cancelled: 1 });
    expect((await attendanceOf(t, event.id)).get(firstWaitlisted.user_id)).toBe('registered');

    // Five registered members leave at the same moment as five waitlisted ones: still never over 10.
    const registeredNow = members
      .filter((m) => m !== leaving && responses[members.indexOf(m)].body.v.status === 'registered')
      .slice(0, 5);
    const waitlistedNow = members
      .filter((m) => responses[members.indexOf(m)].body.v.status === 'waitlisted' && m.id !== firstWaitlisted.user_id)
      .slice(-5);
    const leaves = await Promise.all([...registeredNow, ...waitlistedNow].map((m) => unregister(event.slug, m)));
    expect(leaves.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await statusCounts(t, event.id)).toEqual({ registered: 10, waitlisted: 29, cancelled: 11 });
  }, 120_000);
});

describe('cancelAllForMember (account deletion)', () => {
  it('cancels every registration of the member and promotes waitlisted members where the event has not started', async () => {
    const [leaving, waiting, pastWaiting] = await createMembers(3);
    const upcoming = await insertEvent(t, { capacity: 1 });
    const started = await insertEvent(t, { date_start: fromNow(-3600_000), date_end: fromNow(3600_000), capacity: 1 });
    const other = await insertEvent(t, { capacity: 1 });
    await registerInOrder(upcoming.slug, [leaving, waiting]);
    await register(other.slug, leaving).expect(200);
    await sql(
      t,
      `INSERT INTO event_attendances (event_id, user_id, status, registered_at) VALUES ($1, $2, 'registered', now() - interval '2 days'), ($1, $3, 'waitlisted', now() - interval '1 day')`,
      [started.id, leaving.id, pastWaiting.id],
    );

    const transactions = t.app.get(TransactionRepository);
    const service = t.app.get(EventAttendanceService);
    await transactions.run((db) => service.cancelAllForMember(db, leaving.id));

    expect(Object.fromEntries(await attendanceOf(t, upcoming.id))).toEqual({
      [leaving.id]: 'cancelled',
      [waiting.id]: 'registered',
    });
    expect(Object.fromEntries(await attendanceOf(t, other.id))).toEqual({ [leaving.id]: 'cancelled' });
    // The event is under way: nobody is moved up any more.
    expect(Object.fromEntries(await attendanceOf(t, started.id))).toEqual({
      [leaving.id]: 'cancelled',
      [pastWaiting.id]: 'waitlisted',
    });
  });

  it('changes nothing when the surrounding transaction fails', async () => {
    const member = await createMember(t);
    const event = await insertEvent(t);
    await register(event.slug, member).expect(200);
    const transactions = t.app.get(TransactionRepository);
    const service = t.app.get(EventAttendanceService);
    await expect(
      transactions.run(async (db) => {
        await service.cancelAllForMember(db, member.id);
        throw new Error('profile anonymisation failed');
      }),
    ).rejects.toThrow('profile anonymisation failed');
    expect(Object.fromEntries(await attendanceOf(t, event.id))).toEqual({ [member.id]: 'registered' });
  });
});
