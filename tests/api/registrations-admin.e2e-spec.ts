// Staff registrations (users=full): members with their onboarding answers by status (pending,
// verified, rejected), verifying (who and when, seen by the member in /api/me) and rejecting with a
// reason. Staff and members are real accounts; permissions are granted in the database (test set-up).
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape, ISO, call as sharedCall, expectStaffOnly as staffOnly } from '../support/content';

let t: TestApp;
let staff: TestMember;
let eventsStaff: TestMember;
let member: TestMember;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Method = 'get' | 'post';
const call = (method: Method, path: string, who?: TestMember) => sharedCall(t, method, path, who);

const expectStaffOnly = (method: Method, path: string, body?: object) =>
  staffOnly(t, [member, eventsStaff], method, path, body);

const state = async (id: string) =>
  (
    await sql<{
      is_verified: boolean;
      verified_at: Date | null;
      verified_by: string | null;
      rejected_at: Date | null;
      note: string | null;
    }>(t, 'SELECT is_verified, verified_at, verified_by, rejected_at, note FROM profiles WHERE id = $1', [id])
  )[0];

const listIds = async (status?: string) =>
  (await call('get', `/api/admin/registrations${status ? `?status=${status}` : ''}`, staff).expect(200)).body.v.map(
    (r: { user: { id: string } }) => r.user.id,
  ) as string[];

/** A new applicant whose registration is `hoursAgo` old. */
async function applicant(hoursAgo: number, options: Parameters<typeof createMember>[1] = {}): Promise<TestMember> {
  const m = await createMember(t, options);
  await sql(t, `UPDATE profiles SET created_at = now() - ($2 || ' hours')::interval WHERE id = $1`, [
    m.id,
    String(hoursAgo),
  ]);
  return m;
}

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' });
  [staff, eventsStaff, member] = await Promise.all([
    createMember(t, { permissions: { users: 'full' }, verified: true }),
    createMember(t, { permissions: { events: 'full' }, verified: true }),
    createMember(t, { verified: true }),
  ]);
});
afterAll(() => t?.close());

describe('GET /api/admin/registrations', () => {
  it('is for staff with users=full only', async () => {
    await expectStaffOnly('get', '/api/admin/registrations');
  });

  it('lists pending registrations newest first, each as user plus onboarding, and the verified and rejected ones', async () => {
    const older = await applicant(5, { profile: { first_name: 'Starší', last_name: 'Žiadateľ' } });
    const newer = await applicant(1, { onboarded: false });
    const turnedDown = await applicant(3);
    await sql(t, `UPDATE profiles SET rejected_at = now(), note = 'Nie je majiteľ' WHERE id = $1`, [turnedDown.id]);

    const res = await call('get', '/api/admin/registrations', staff).expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.v.map((r: { user: { id: string } }) => r.user.id)).toEqual([newer.id, older.id]);
    expect(res.body.v[1]).toEqual({
      user: expect.objectContaining({
        id: older.id,
        first_name: 'Starší',
        last_name: 'Žiadateľ',
        email: older.email,
        is_verified: false,
        rejected_at: null,
        onboarding_complete: true,
      }),
      onboarding: expect.objectContaining({
        user_id: older.id,
        tesla_account_email: older.email,
        model: 'Model 3',
        variant: 'Long Range',
        owned_since: '2024-01-15',
        complete: true,
      }),
    });
    expect(res.body.v[0]).toEqual({
      user: expect.objectContaining({ id: newer.id, onboarding_complete: false }),
      onboarding: null,
    });
    expect(await listIds('pending')).toEqual([newer.id, older.id]);
    expect(await listIds('rejected')).toEqual([turnedDown.id]);
    expect(await listIds('verified')).toEqual(expect.arrayContaining([staff.id, eventsStaff.id, member.id]));
    expect(await listIds('verified')).not.toContain(older.id);
    const paged = await call('get', '/api/admin/registrations?per_page=1&page=2', staff).expect(200);
    expect(paged.body).toMatchObject({ total: 2, v: [{ user: expect.objectContaining({ id: older.id }) }] });
    // Tidy up for the tests below, which count pending registrations of their own.
    await sql(t, 'UPDATE profiles SET is_verified = true WHERE id = ANY($1)', [[older.id, newer.id]]);
  });

  it('refuses an unknown status or bad paging with 400 errors.validation', async () => {
    for (const query of ['status=waiting', 'status=PENDING', 'page=0', 'per_page=101', 'q=novak']) {
      const res = await call('get', `/api/admin/registrations?${query}`, staff);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: errorShape(400, 'errors.validation'),
      });
    }
  });
});

describe('POST /api/admin/registrations/:id/verify', () => {
  it('is for staff with users=full only: a member cannot verify themselves', async () => {
    const pending = await applicant(1);
    await expectStaffOnly('post', `/api/admin/registrations/${pending.id}/verify`, {});
    const own = await call('post', `/api/admin/registrations/${pending.id}/verify`, pending).send({});
    expect({ status: own.status, body: own.body }).toEqual({
      status: 403,
      body: errorShape(403, 'errors.missing_permission'),
    });
    expect(await state(pending.id)).toEqual({
      is_verified: false,
      verified_at: null,
      verified_by: null,
      rejected_at: null,
      note: null,
    });
  });

  it('verifies with who and when, lifts a rejection, and the member sees it in /api/me', async () => {
    const pending = await applicant(1);
    await sql(t, 'UPDATE profiles SET rejected_at = now() WHERE id = $1', [pending.id]);
    const res = await call('post', `/api/admin/registrations/${pending.id}/verify`, staff)
      .send({ note: 'VIN overený' })
      .expect(200);
    expect(res.body.v.user).toMatchObject({
      id: pending.id,
      is_verified: true,
      verified_by: staff.id,
      verified_at: expect.stringMatching(ISO),
      rejected_at: null,
      note: 'VIN overený',
    });
    expect(res.body.v.onboarding).toMatchObject({ user_id: pending.id });
    const me = await request(t.url).get('/api/me').set('authorization', bearer(pending)).expect(200);
    expect(me.body.v.user.is_verified).toBe(true);
    expect(await listIds('pending')).not.toContain(pending.id);
    expect(await listIds('verified')).toContain(pending.id);
    // Again (a retry): nothing changes, the first verification stands.
    const again = await call('post', `/api/admin/registrations/${pending.id}/verify`, staff).send({}).expect(200);
    expect(again.body.v.user).toMatchObject({ verified_at: res.body.v.user.verified_at, note: 'VIN overený' });
  });

  it('refuses bad input with 400, an unknown member with 404, and writes nothing', async () => {
    const pending = await applicant(1);
    for (const body of [{ note: 5 }, { note: 'x'.repeat(5001) }, { is_verified: true }, { verified_by: staff.id }]) {
      const res = await call('post', `/api/admin/registrations/${pending.id}/verify`, staff).send(body);
      expect({ body, status: res.status, response: res.body }).toEqual({
        body,
        status: 400,
        response: errorShape(400, 'errors.validation'),
      });
    }
    expect((await state(pending.id)).is_verified).toBe(false);
    const bad = await call('post', '/api/admin/registrations/not-a-uuid/verify', staff).send({});
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: errorShape(400, 'errors.invalid_id') });
    const unknown = await call('post', `/api/admin/registrations/${UNKNOWN_ID}/verify`, staff).send({});
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 404,
      body: errorShape(404, 'errors.user_not_found'),
    });
  });
});

describe('POST /api/admin/registrations/:id/reject', () => {
  it('is for staff with users=full only', async () => {
    const pending = await applicant(1);
    await expectStaffOnly('post', `/api/admin/registrations/${pending.id}/reject`, { note: 'Nie' });
    expect((await state(pending.id)).rejected_at).toBeNull();
  });

  it('rejects with the reason as the staff note, withdrawing a verification', async () => {
    const target = await applicant(1, { verified: true });
    const res = await call('post', `/api/admin/registrations/${target.id}/reject`, staff)
      .send({ note: 'Auto nie je na členovi' })
      .expect(200);
    expect(res.body.v.user).toMatchObject({
      id: target.id,
      is_verified: false,
      verified_at: null,
      verified_by: null,
      rejected_at: expect.stringMatching(ISO),
      note: 'Auto nie je na členovi',
    });
    expect(await listIds('rejected')).toContain(target.id);
    expect(await listIds('pending')).not.toContain(target.id);
    const me = await request(t.url).get('/api/me').set('authorization', bearer(target)).expect(200);
    expect(me.body.v.user.is_verified).toBe(false);
    // Rejecting again keeps when it was first rejected; verifying later lifts it.
    const again = await call('post', `/api/admin/registrations/${target.id}/reject`, staff)
      .send({ note: 'Stále nie' })
      .expect(200);
    expect(again.body.v.user).toMatchObject({ rejected_at: res.body.v.user.rejected_at, note: 'Stále nie' });
    await call('post', `/api/admin/registrations/${target.id}/verify`, staff).send({}).expect(200);
    expect(await state(target.id)).toMatchObject({ is_verified: true, rejected_at: null });
  });

  it('requires a reason: a missing, blank or oversized note is 400 and nothing is written', async () => {
    const pending = await applicant(1);
    for (const body of [
      {},
      { note: '' },
      { note: '   ' },
      { note: null },
      { note: 'x'.repeat(5001) },
      { note: 'Nie', rejected_at: '2020-01-01T00:00:00Z' },
    ]) {
      const res = await call('post', `/api/admin/registrations/${pending.id}/reject`, staff).send(body);
      expect({ body, status: res.status, response: res.body }).toEqual({
        body,
        status: 400,
        response: errorShape(400, 'errors.validation'),
      });
    }
    expect(await state(pending.id)).toEqual({
      is_verified: false,
      verified_at: null,
      verified_by: null,
      rejected_at: null,
      note: null,
    });
    const unknown = await call('post', `/api/admin/registrations/${UNKNOWN_ID}/reject`, staff).send({ note: 'Nie' });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 404,
      body: errorShape(404, 'errors.user_not_found'),
    });
  });
});
