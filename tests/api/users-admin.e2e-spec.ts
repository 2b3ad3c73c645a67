// Staff user administration (users=full): the member list with search, filters, sorting and
// paging; one member with onboarding answers and cars; changing permissions, verification (audited),
// note and recommendation. Staff and members are real accounts; permissions are granted in the
// database (test set-up). `staff` is an owner, who alone changes permissions (the owner rules
// themselves: tests/api/owners.e2e-spec.ts).
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape, ISO, call as sharedCall, expectStaffOnly as staffOnly } from '../support/content';

let t: TestApp;
let staff: TestMember;
let eventsStaff: TestMember;
let member: TestMember;
let newcomer: TestMember;

const VIN = '5YJYGDEE3MF000111';

type Method = 'get' | 'patch';
const call = (method: Method, path: string, who?: TestMember) => sharedCall(t, method, path, who);

const expectStaffOnly = (method: Method, path: string, body?: object) =>
  staffOnly(t, [member, eventsStaff], method, path, body);

const profileRow = async (id: string) =>
  (
    await sql<{
      permissions: Record<string, string>;
      is_verified: boolean;
      verified_at: Date | null;
      verified_by: string | null;
      note: string | null;
      recommendation: string | null;
    }>(
      t,
      'SELECT permissions, is_verified, verified_at, verified_by, note, recommendation FROM profiles WHERE id = $1',
      [id],
    )
  )[0];

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' });
  [staff, eventsStaff, member, newcomer] = await Promise.all([
    createMember(t, { owner: true, verified: true, profile: { first_name: 'Správca', last_name: 'Adminovič' } }),
    createMember(t, {
      permissions: { events: 'full' },
      verified: true,
      profile: { first_name: 'Eva', last_name: 'Podujatiová' },
    }),
    createMember(t, {
      profile: {
        first_name: 'Ján',
        last_name: 'Novák',
        address_street: 'Hlavná 1',
        address_post_code: '040 01',
        address_city: 'Košice',
        address_country: 'SK',
        phone_number: '+421 905 111 222',
      },
    }),
    createMember(t, { onboarded: false, profile: { first_name: 'Nový', last_name: 'Člen' } }),
  ]);
  await sql(t, `INSERT INTO cars (vin, model, variant, color) VALUES ($1, 'Model Y', 'Performance', 'Ultra Red')`, [
    VIN,
  ]);
  await sql(
    t,
    `INSERT INTO car_ownerships (vin, owner_id, license_plate, name, owned_since) VALUES ($1, $2, 'KE 555ZZ', 'Červená', '2022-06-01')`,
    [VIN, member.id],
  );
  // Creation order decides "newest first": make it explicit.
  const order = [staff, eventsStaff, member, newcomer];
  for (const [i, m] of order.entries())
    await sql(t, `UPDATE profiles SET created_at = now() - ($2 || ' hours')::interval WHERE id = $1`, [
      m.id,
      String(10 - i),
    ]);
});
afterAll(() => t?.close());

const listIds = async (query: string) =>
  (await call('get', `/api/admin/users?${query}`, staff).expect(200)).body.v.map(
    (u: { id: string }) => u.id,
  ) as string[];

describe('GET /api/admin/users', () => {
  it('is for staff with users=full only', async () => {
    await expectStaffOnly('get', '/api/admin/users');
  });

  it('lists every member, newest first, with what only staff see', async () => {
    await sql(t, `UPDATE profiles SET note = 'Overiť VIN', recommendation = 'Peter K.' WHERE id = $1`, [member.id]);
    const res = await call('get', '/api/admin/users', staff).expect(200);
    expect(res.body.total).toBe(4);
    expect(res.body.v.map((u: { id: string }) => u.id)).toEqual([newcomer.id, member.id, eventsStaff.id, staff.id]);
    expect(res.body.v[1]).toEqual({
      id: member.id,
      username: null,
      first_name: 'Ján',
      last_name: 'Novák',
      email: member.email,
      avatar_url: null,
      avatar: null,
      address_street: 'Hlavná 1',
      address_city: 'Košice',
      address_post_code: '040 01',
      address_country: 'SK',
      address_country_name: 'Slovensko',
      address_full: 'Hlavná 1, 040 01 Košice, Slovensko',
      phone_number: '+421 905 111 222',
      birth_date: null,
      company_name: null,
      company_id: null,
      permissions: {},
      is_owner: false,
      cars_count: 1,
      is_verified: false,
      note: 'Overiť VIN',
      recommendation: 'Peter K.',
      verified_at: null,
      verified_by: null,
      rejected_at: null,
      onboarding_complete: true,
      created_at: expect.stringMatching(ISO),
    });
  });

  it('searches every field, hidden ones included, without accents', async () => {
    // The member hides their phone and e-mail from other members (the default), not from staff.
    expect(await listIds('q=905%20111%20222')).toEqual([member.id]);
    expect(await listIds(`q=${encodeURIComponent(member.email)}`)).toEqual([member.id]);
    expect(await listIds('q=kosice')).toEqual([member.id]);
    expect(await listIds('q=ke555zz')).toEqual([member.id]);
    expect(await listIds('q=adminovic')).toEqual([staff.id]);
    expect(await listIds('q=')).toHaveLength(4); // a cleared search box lists everyone
  });

  it('filters by verification, permission area and onboarding, sorts and pages', async () => {
    expect(await listIds('is_verified=true')).toEqual([eventsStaff.id, staff.id]);
    expect(await listIds('is_verified=false')).toEqual([newcomer.id, member.id]);
    // An owner holds every area.
    expect(await listIds('permission=events')).toEqual([eventsStaff.id, staff.id]);
    expect(await listIds('permission=content')).toEqual([staff.id]);
    expect(await listIds('onboarding_complete=false')).toEqual([newcomer.id]);
    expect(await listIds('onboarding_complete=true&is_verified=false')).toEqual([member.id]);
    expect(await listIds('sort=last_name')).toEqual([staff.id, newcomer.id, member.id, eventsStaff.id]);
    expect(await listIds('sort=last_name&order=desc&per_page=2&page=2')).toEqual([newcomer.id, staff.id]);
    expect(await listIds('sort=created_at')).toEqual([staff.id, eventsStaff.id, member.id, newcomer.id]);
    const paged = await call('get', '/api/admin/users?per_page=1&page=2', staff).expect(200);
    expect(paged.body).toMatchObject({ total: 4, v: [expect.objectContaining({ id: member.id })] });
  });

  it('refuses bad query parameters with 400', async () => {
    for (const query of [
      'is_verified=yes',
      'permission=admin',
      'permission=USERS',
      'onboarding_complete=1',
      'sort=name',
      'order=up',
      'per_page=500',
      'role=staff',
    ]) {
      const res = await call('get', `/api/admin/users?${query}`, staff);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: errorShape(400, 'errors.validation'),
      });
    }
    const short = await call('get', '/api/admin/users?q=a', staff);
    expect({ status: short.status, body: short.body }).toEqual({
      status: 400,
      body: errorShape(400, 'errors.query_too_short'),
    });
  });
});

describe('GET /api/admin/users/:id', () => {
  it('is for staff with users=full only', async () => {
    await expectStaffOnly('get', `/api/admin/users/${member.id}`);
  });

  it('shows the member with their onboarding answers and current cars', async () => {
    const res = await call('get', `/api/admin/users/${member.id}`, staff).expect(200);
    expect(res.body.v).toMatchObject({ id: member.id, first_name: 'Ján', cars_count: 1, onboarding_complete: true });
    expect(res.body.v._embedded.onboarding).toMatchObject({
      user_id: member.id,
      tesla_account_email: member.email,
      tesla_account_full_name: 'Testovací Člen',
      model: 'Model 3',
      variant: 'Long Range',
      color: 'Solid Black',
      owned_since: '2024-01-15',
      complete: true,
    });
    expect(res.body.v._embedded.cars).toEqual([
      expect.objectContaining({
        vin: VIN,
        license_plate: 'KE 555ZZ',
        model: 'Model Y',
        variant: 'Performance',
        color: 'Ultra Red',
        name: 'Červená',
        owner_id: member.id,
        owned_since: '2022-06-01',
      }),
    ]);
    const fresh = await call('get', `/api/admin/users/${newcomer.id}`, staff).expect(200);
    expect(fresh.body.v).toMatchObject({
      onboarding_complete: false,
      cars_count: 0,
      _embedded: { onboarding: null, cars: [] },
    });
  });

  it('answers 400 for a malformed id and 404 for an unknown or deleted member', async () => {
    const bad = await call('get', '/api/admin/users/not-a-uuid', staff);
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: errorShape(400, 'errors.invalid_id') });
    const unknown = await call('get', '/api/admin/users/00000000-0000-4000-8000-000000000000', staff);
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 404,
      body: errorShape(404, 'errors.user_not_found'),
    });
    const gone = await createMember(t);
    await sql(t, 'UPDATE profiles SET deleted_at = now() WHERE id = $1', [gone.id]);
    await call('get', `/api/admin/users/${gone.id}`, staff).expect(404);
    expect(await listIds('per_page=100')).not.toContain(gone.id);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('is for staff with users=full only: a member cannot grant themselves permissions or verification', async () => {
    await expectStaffOnly('patch', `/api/admin/users/${member.id}`, { note: 'x' });
    const before = await profileRow(member.id);
    for (const body of [{ permissions: { users: 'full' } }, { is_verified: true }]) {
      const res = await call('patch', `/api/admin/users/${member.id}`, member).send(body);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: errorShape(403, 'errors.missing_permission'),
      });
    }
    const res = await call('patch', `/api/admin/users/${eventsStaff.id}`, eventsStaff).send({
      permissions: { events: 'full', users: 'full' },
    });
    expect(res.status).toBe(403);
    expect(await profileRow(member.id)).toEqual(before);
    expect((await profileRow(eventsStaff.id)).permissions).toEqual({ events: 'full' });
  });

  it('replaces the permissions map, and the member holds exactly those from the next request', async () => {
    const target = await createMember(t);
    const res = await call('patch', `/api/admin/users/${target.id}`, staff)
      .send({ permissions: { events: 'full', content: 'full' } })
      .expect(200);
    expect(res.body.v.permissions).toEqual({ events: 'full', content: 'full' });
    await request(t.url).get('/api/admin/events').set('authorization', bearer(target)).expect(200);
    await call('patch', `/api/admin/users/${target.id}`, staff)
      .send({ permissions: { content: 'full', events: null } })
      .expect(200);
    expect((await profileRow(target.id)).permissions).toEqual({ content: 'full' });
    await request(t.url).get('/api/admin/events').set('authorization', bearer(target)).expect(403);
  });

  it('verifies with who and when, shows it in the member’s /api/me, and unverifies', async () => {
    const target = await createMember(t);
    const res = await call('patch', `/api/admin/users/${target.id}`, staff).send({ is_verified: true }).expect(200);
    expect(res.body.v).toMatchObject({
      is_verified: true,
      verified_by: staff.id,
      verified_at: expect.stringMatching(ISO),
      rejected_at: null,
    });
    const me = await request(t.url).get('/api/me').set('authorization', bearer(target)).expect(200);
    expect(me.body.v.user.is_verified).toBe(true);
    const again = await call('patch', `/api/admin/users/${target.id}`, staff).send({ is_verified: true }).expect(200);
    expect(again.body.v.verified_at).toBe(res.body.v.verified_at); // already verified: the audit stays
    await call('patch', `/api/admin/users/${target.id}`, staff).send({ is_verified: false }).expect(200);
    expect(await profileRow(target.id)).toMatchObject({ is_verified: false, verified_at: null, verified_by: null });
  });

  it('sets and clears the note and recommendation', async () => {
    const target = await createMember(t);
    await call('patch', `/api/admin/users/${target.id}`, staff)
      .send({ note: 'Zavolať', recommendation: 'Ján Novák' })
      .expect(200);
    expect(await profileRow(target.id)).toMatchObject({ note: 'Zavolať', recommendation: 'Ján Novák' });
    const res = await call('patch', `/api/admin/users/${target.id}`, staff).send({ note: null }).expect(200);
    expect(res.body.v).toMatchObject({ note: null, recommendation: 'Ján Novák' });
  });

  it('refuses to change one’s own permissions, an owner’s too, with 403 errors.cannot_change_own_permissions', async () => {
    for (const body of [{ permissions: { users: 'full' } }, { permissions: { events: 'full' } }, { is_owner: false }]) {
      const res = await call('patch', `/api/admin/users/${staff.id}`, staff).send({ ...body, note: 'ignored' });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: errorShape(403, 'errors.cannot_change_own_permissions'),
      });
    }
    expect(await profileRow(staff.id)).toMatchObject({ permissions: {}, note: null });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const target = await createMember(t, { permissions: { content: 'full' } });
    const before = await profileRow(target.id);
    const bodies: object[] = [
      { permissions: { admin: 'full' } },
      { permissions: { users: 'read' } },
      { permissions: { users: 'FULL' } },
      { permissions: ['users'] },
      { permissions: 'users' },
      { permissions: null },
      { is_verified: 'yes' },
      { is_verified: null },
      { note: 42 },
      { note: 'x'.repeat(5001) },
      { email: 'other@example.com' },
      { permissions: { users: 'full' }, is_admin: true },
      { is_owner: 'yes' },
      { is_owner: null },
    ];
    for (const body of bodies) {
      const res = await call('patch', `/api/admin/users/${target.id}`, staff).send(body);
      expect({ body, status: res.status, response: res.body }).toEqual({
        body,
        status: 400,
        response: errorShape(400, 'errors.validation'),
      });
    }
    expect(await profileRow(target.id)).toEqual(before);
    const bad = await call('patch', '/api/admin/users/123', staff).send({ note: 'x' });
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: errorShape(400, 'errors.invalid_id') });
    const unknown = await call('patch', '/api/admin/users/00000000-0000-4000-8000-000000000000', staff).send({
      note: 'x',
    });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 404,
      body: errorShape(404, 'errors.user_not_found'),
    });
  });
});
