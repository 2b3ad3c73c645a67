// Check-in at the door through the real API: the member's signed ticket, staff checking it in (every
// answer the door shows), forged and altered tickets, two staff scanning one ticket at the same
// moment (exactly one check-in), check-in by name and undo, attendance in lists, the CSV, "my events",
// the data export and account deletion. Members are real accounts (supabase-js sign-up).
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { resolveJwtSecret } from '../../server/src/access/jwt-secret';
import { signTicket, ticketKey } from '../../server/src/domain/ticket-token';
import { startTestApp, TestApp } from '../support/app';
import { insertEvent } from '../support/events';
import { bearer, createMember, randomVin, sql, type MemberOptions, type TestMember } from '../support/members';
import { errorShape, ISO } from '../support/content';
import { DELETE_CONFIRMATION } from '../../server/src/modules/members/profile.dto';

let t: TestApp;
let staff: TestMember;
let otherStaff: TestMember;

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' });
  staff = await createMember(t, {
    permissions: { events: 'full' },
    profile: { first_name: 'Dana', last_name: 'Dverová' },
  });
  otherStaff = await createMember(t, {
    permissions: { events: 'full' },
    profile: { first_name: 'Peter', last_name: 'Vrátnik' },
  });
});
afterAll(() => t?.close());

const as = (member: TestMember, req: request.Test) => req.set('authorization', bearer(member));
const register = (slug: string, member: TestMember) =>
  as(member, request(t.url).post(`/api/events/${slug}/registration`)).expect(200);
const scan = (eventId: string, token: unknown, by: TestMember = staff) =>
  as(by, request(t.url).post(`/api/admin/events/${eventId}/check-ins`)).send({ token });
const checkInById = (eventId: string, registrationId: string, by: TestMember = staff) =>
  as(by, request(t.url).post(`/api/admin/events/${eventId}/registrations/${registrationId}/check-in`));
const undo = (eventId: string, registrationId: string, by: TestMember = staff) =>
  as(by, request(t.url).delete(`/api/admin/events/${eventId}/registrations/${registrationId}/check-in`));
const attendees = (eventId: string, q?: string) =>
  as(
    staff,
    request(t.url)
      .get(`/api/admin/events/${eventId}/attendees`)
      .query(q === undefined ? {} : { q }),
  ).expect(200);
const checkInRows = (eventId: string) =>
  sql<{ attendance_id: string; checked_in_by: string | null }>(
    t,
    'SELECT c.attendance_id, c.checked_in_by FROM event_check_ins c JOIN event_attendances a ON a.id = c.attendance_id WHERE a.event_id = $1',
    [eventId],
  );

/** A member registered for the event, with the ticket token the API gave them. */
async function registeredMember(
  slug: string,
  options: MemberOptions = {},
): Promise<{ member: TestMember; token: string }> {
  const member = await createMember(t, options);
  const res = await register(slug, member);
  expect(res.body.v.ticket_token).toEqual(expect.any(String));
  return { member, token: res.body.v.ticket_token };
}

/** A ticket signed with the server's own key for any registration id (what a valid QR would hold). */
const serverTicket = (registrationId: string) => signTicket(registrationId, ticketKey(resolveJwtSecret(t.config)));

describe('the member’s ticket', () => {
  it('is given to a registered member only, names only the registration and holds no personal data', async () => {
    const event = await insertEvent(t, { capacity: 1 });
    const { member, token } = await registeredMember(event.slug, {
      profile: { first_name: 'Ján', last_name: 'Tiketový' },
    });
    const [{ id }] = await sql<{ id: string }>(
      t,
      'SELECT id FROM event_attendances WHERE event_id = $1 AND user_id = $2',
      [event.id, member.id],
    );
    expect(token).toMatch(/^EVK1\.[A-Za-z0-9_-]{43}$/);
    const bytes = Buffer.from(token.slice(5), 'base64url');
    expect(bytes.subarray(0, 16).toString('hex')).toBe(id.replace(/-/g, ''));
    for (const secret of [member.email, member.id, event.id, 'Ján', 'Tiketov'])
      expect(Buffer.concat([Buffer.from(token), bytes]).includes(secret)).toBe(false);

    // The same ticket in "my state" and "my events"; a waitlisted member has none.
    const state = await as(member, request(t.url).get(`/api/events/${event.slug}/registration`)).expect(200);
    expect(state.body.v).toMatchObject({ status: 'registered', ticket_token: token, checked_in_at: null });
    const mine = await as(member, request(t.url).get('/api/me/events')).expect(200);
    expect(mine.body.v.find((e: { slug: string }) => e.slug === event.slug).registration).toMatchObject({
      ticket_token: token,
      checked_in_at: null,
    });
    const waiting = await createMember(t);
    expect((await register(event.slug, waiting)).body.v).toMatchObject({ status: 'waitlisted', ticket_token: null });
  });
});

describe('POST /api/admin/events/:id/check-ins (scan a ticket)', () => {
  it('checks a registered member in once: name and car, then "already" with the time and who', async () => {
    const event = await insertEvent(t);
    const { member, token } = await registeredMember(event.slug, {
      profile: { first_name: 'Ľuboš', last_name: 'Nabíjací' },
      cars: [{ vin: randomVin(), model: 'Model Y' }],
    });
    const first = await scan(event.id, token).expect(200);
    expect(first.body.v).toEqual({
      result: 'checked_in',
      registration_id: expect.any(String),
      first_name: 'Ľuboš',
      last_name: 'Nabíjací',
      car_models: ['Model Y'],
      checked_in_at: expect.stringMatching(ISO),
      checked_in_by: 'Dana Dverová',
      event_title: null,
      companions: 0,
      amount_owed: 0,
    });
    const again = await scan(event.id, token, otherStaff).expect(200);
    expect(again.body.v).toMatchObject({
      result: 'already_checked_in',
      first_name: 'Ľuboš',
      checked_in_at: first.body.v.checked_in_at,
      checked_in_by: 'Dana Dverová',
    });
    expect(await checkInRows(event.id)).toEqual([
      { attendance_id: first.body.v.registration_id, checked_in_by: staff.id },
    ]);
    const state = await as(member, request(t.url).get(`/api/events/${event.slug}/registration`)).expect(200);
    expect(state.body.v.checked_in_at).toBe(first.body.v.checked_in_at);
  });

  it('refuses forged, altered and malformed tickets with 400 errors.ticket_invalid and checks nobody in', async () => {
    const event = await insertEvent(t);
    const { token } = await registeredMember(event.slug);
    const [{ id }] = await sql<{ id: string }>(t, 'SELECT id FROM event_attendances WHERE event_id = $1', [event.id]);
    const forged = signTicket(id, ticketKey('a-secret-that-is-not-the-servers-secret-at-all'));
    const lastChar = token.at(-1) === 'A' ? 'B' : 'A';
    const altered = [
      token.slice(0, -1) + lastChar,
      token.slice(0, 10) + (token[10] === 'x' ? 'y' : 'x') + token.slice(11),
      token.slice(0, -2),
    ];
    const bodyOf = Buffer.from(token.slice(5), 'base64url');
    bodyOf[0] ^= 1; // another registration's id under this MAC
    for (const bad of [forged, ...altered, `EVK1.${bodyOf.toString('base64url')}`, id, 'https://evklub.sk', '']) {
      const res = await scan(event.id, bad);
      expect({ bad, status: res.status, body: res.body }).toEqual({
        bad,
        status: 400,
        body: errorShape(400, 'errors.ticket_invalid'),
      });
    }
    for (const bad of [undefined, 42, 'x'.repeat(201)])
      expect((await scan(event.id, bad).expect(400)).body).toEqual(errorShape(400, 'errors.validation'));
    expect(await checkInRows(event.id)).toEqual([]);
  });

  it('answers another event’s ticket, a cancelled registration, a waitlisted one and an unknown one without checking in', async () => {
    const event = await insertEvent(t, { capacity: 1, title: 'Zraz v Žiline' });
    const other = await insertEvent(t, { title: 'Jazda do Tatier' });
    const { member, token } = await registeredMember(event.slug);
    const { token: otherToken } = await registeredMember(other.slug);
    const waiting = await createMember(t, { profile: { first_name: 'Čakajúci' } });
    await register(event.slug, waiting);

    expect((await scan(event.id, otherToken).expect(200)).body.v).toEqual(
      expect.objectContaining({ result: 'other_event', event_title: 'Jazda do Tatier', first_name: null }),
    );
    expect((await scan(event.id, serverTicket(randomUUID())).expect(200)).body.v).toMatchObject({
      result: 'not_registered',
      registration_id: null,
    });
    const [{ id: waitingId }] = await sql<{ id: string }>(t, 'SELECT id FROM event_attendances WHERE user_id = $1', [
      waiting.id,
    ]);
    expect((await scan(event.id, serverTicket(waitingId)).expect(200)).body.v).toMatchObject({
      result: 'waitlisted',
      first_name: 'Čakajúci',
    });

    // The member cancels: the ticket stops working (the waitlisted member moves up and gets a ticket of their own).
    await as(member, request(t.url).delete(`/api/events/${event.slug}/registration`)).expect(200);
    expect((await scan(event.id, token).expect(200)).body.v).toMatchObject({
      result: 'cancelled',
      checked_in_at: null,
    });
    expect(await checkInRows(event.id)).toEqual([]);
    expect(await checkInRows(other.id)).toEqual([]);
  });

  it('counts a ticket once when two staff scan it at the same moment', async () => {
    const event = await insertEvent(t);
    const tickets = await Promise.all(Array.from({ length: 8 }, () => registeredMember(event.slug)));
    for (const { token } of tickets) {
      const answers = await Promise.all([scan(event.id, token, staff), scan(event.id, token, otherStaff)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.body.v.result).sort()).toEqual(['already_checked_in', 'checked_in']);
      const [won, lost] = answers[0].body.v.result === 'checked_in' ? answers : [answers[1], answers[0]];
      expect(lost.body.v.checked_in_at).toBe(won.body.v.checked_in_at);
      expect(lost.body.v.checked_in_by).toBe(won.body.v.checked_in_by);
    }
    expect(await checkInRows(event.id)).toHaveLength(8);
  });

  it('is for staff holding events: 401 without a session, 403 for a member, 404 for an unknown event', async () => {
    const event = await insertEvent(t);
    const { member, token } = await registeredMember(event.slug);
    expect(
      (await request(t.url).post(`/api/admin/events/${event.id}/check-ins`).send({ token }).expect(401)).body,
    ).toEqual(errorShape(401, 'errors.unauthorized'));
    expect((await scan(event.id, token, member).expect(403)).body).toEqual(
      errorShape(403, 'errors.missing_permission'),
    );
    expect((await scan(randomUUID(), token).expect(404)).body).toEqual(errorShape(404, 'errors.event_not_found'));
    expect(await checkInRows(event.id)).toEqual([]);
  });
});

describe('check-in by name, undo, and who came', () => {
  it('finds a member by name without diacritics, checks them in by registration, undoes it, and lists and exports who came', async () => {
    const event = await insertEvent(t);
    const { member } = await registeredMember(event.slug, {
      profile: { first_name: 'Žofia', last_name: 'Bezmobilová' },
    });
    await registeredMember(event.slug, { profile: { first_name: 'Iný', last_name: 'Člen' } });

    const found = await attendees(event.id, 'zofia bez');
    expect(found.body.total).toBe(1);
    expect(found.body.v[0]).toMatchObject({
      user_id: member.id,
      first_name: 'Žofia',
      checked_in_at: null,
      checked_in_by: null,
    });
    const registrationId = found.body.v[0].registration_id;

    const done = await checkInById(event.id, registrationId).expect(200);
    expect(done.body.v).toMatchObject({ result: 'checked_in', registration_id: registrationId, first_name: 'Žofia' });
    expect((await checkInById(event.id, registrationId, otherStaff).expect(200)).body.v.result).toBe(
      'already_checked_in',
    );
    const listed = (await attendees(event.id)).body.v;
    expect(
      listed.map((a: { first_name: string; checked_in_by: string | null }) => [a.first_name, a.checked_in_by]),
    ).toEqual([
      ['Žofia', 'Dana Dverová'],
      ['Iný', null],
    ]);
    const csv = await as(staff, request(t.url).get(`/api/admin/events/${event.id}/attendees.csv`)).expect(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const came = lines[0].split(';').indexOf('Prišiel/prišla');
    expect(came).toBeGreaterThan(0);
    expect(lines[1].split(';')[came]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(lines[2].split(';')[came]).toBe('');

    await undo(event.id, registrationId).expect(204);
    await undo(event.id, registrationId).expect(204);
    expect(await checkInRows(event.id)).toEqual([]);
    expect((await checkInById(event.id, registrationId, otherStaff).expect(200)).body.v).toMatchObject({
      result: 'checked_in',
      checked_in_by: 'Peter Vrátnik',
    });
  });

  it('answers 404 errors.registration_not_found for another event’s or an unknown registration', async () => {
    const event = await insertEvent(t);
    const other = await insertEvent(t);
    const { member } = await registeredMember(other.slug);
    const [{ id }] = await sql<{ id: string }>(t, 'SELECT id FROM event_attendances WHERE user_id = $1', [member.id]);
    for (const registrationId of [id, randomUUID()]) {
      expect((await checkInById(event.id, registrationId).expect(404)).body).toEqual(
        errorShape(404, 'errors.registration_not_found'),
      );
      expect((await undo(event.id, registrationId).expect(404)).body).toEqual(
        errorShape(404, 'errors.registration_not_found'),
      );
    }
    expect(await checkInRows(other.id)).toEqual([]);
  });
});

describe('how many came', () => {
  it('is on the event’s public detail once the event has ended (null before)', async () => {
    const ongoing = await insertEvent(t);
    const tickets = await Promise.all([
      registeredMember(ongoing.slug),
      registeredMember(ongoing.slug),
      registeredMember(ongoing.slug),
    ]);
    for (const { token } of tickets.slice(0, 2)) await scan(ongoing.id, token).expect(200);
    expect((await request(t.url).get(`/api/events/${ongoing.slug}`).expect(200)).body.v.attended_count).toBeNull();
    await sql(
      t,
      `UPDATE events SET date_start = now() - interval '3 hours', date_end = now() - interval '1 minute' WHERE id = $1`,
      [ongoing.id],
    );
    expect((await request(t.url).get(`/api/events/${ongoing.slug}`).expect(200)).body.v).toMatchObject({
      registered_count: 3,
      attended_count: 2,
    });
  });
});

describe('check-in times are the member’s personal data', () => {
  it('are in the data export and deleted with the account; a deleted staff member is forgotten as the one who checked in', async () => {
    const event = await insertEvent(t);
    const { member, token } = await registeredMember(event.slug);
    const doorman = await createMember(t, { permissions: { events: 'full' } });
    const { token: otherToken } = await registeredMember(event.slug);
    const checkedIn = (await scan(event.id, token).expect(200)).body.v;
    await scan(event.id, otherToken, doorman).expect(200);

    const exported = await as(member, request(t.url).get('/api/profile/export')).expect(200);
    expect(exported.body.v.event_attendances).toEqual([
      expect.objectContaining({ event_id: event.id, checked_in_at: checkedIn.checked_in_at }),
    ]);

    for (const leaving of [member, doorman])
      await as(leaving, request(t.url).delete('/api/profile')).send({ confirm: DELETE_CONFIRMATION }).expect(204);
    const rows = await checkInRows(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].checked_in_by).toBeNull();
  });
});
