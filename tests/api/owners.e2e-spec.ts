// Owners (docs/product-rules.md §6): an owner holds every area and alone changes a permissions map or
// the owner flag; nobody changes their own; the club keeps at least one owner; every change is
// audited and listed by GET /api/admin/permission-changes. Owners and staff are real accounts; the
// owner flag and the maps of the set-up are written in the database (test set-up).
import pg from 'pg';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { call as sharedCall, errorShape, expectStaffOnly, ISO, type Method } from '../support/content';
import { DELETE_CONFIRMATION } from '../../server/src/modules/members/profile.dto';

let t: TestApp;
let owner: TestMember;
let secondOwner: TestMember;
let usersStaff: TestMember;
let target: TestMember;
let member: TestMember;

const call = (method: Method, path: string, who?: TestMember) => sharedCall(t, method, path, who);
const patch = (who: TestMember, id: string, body: object) => call('patch', `/api/admin/users/${id}`, who).send(body);

const stored = async (id: string) =>
  (
    await sql<{ permissions: Record<string, string>; is_owner: boolean; note: string | null }>(
      t,
      'SELECT permissions, is_owner, note FROM profiles WHERE id = $1',
      [id],
    )
  )[0];
const auditCount = async () =>
  Number((await sql<{ n: string }>(t, 'SELECT count(*) AS n FROM permission_changes'))[0].n);

const ALL = { users: 'full', events: 'full', content: 'full', finance: 'full' };

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' });
  [owner, secondOwner, usersStaff, target, member] = await Promise.all([
    createMember(t, { owner: true, verified: true, profile: { first_name: 'Olga', last_name: 'Vlastná' } }),
    createMember(t, { owner: true, verified: true, profile: { first_name: 'Druhý', last_name: 'Vlastník' } }),
    createMember(t, {
      permissions: { users: 'full' },
      verified: true,
      profile: { first_name: 'Správca', last_name: 'Členov' },
    }),
    createMember(t, {
      permissions: { events: 'full' },
      verified: true,
      profile: { first_name: 'Eva', last_name: 'Podujatiová' },
    }),
    createMember(t),
  ]);
});
afterAll(() => t?.close());

describe('a staff member with users=full who is not an owner', () => {
  it('cannot change their own permissions: 403 errors.cannot_change_own_permissions', async () => {
    for (const body of [{ permissions: { users: 'full', events: 'full' } }, { permissions: {} }, { is_owner: true }]) {
      const res = await patch(usersStaff, usersStaff.id, { ...body, note: 'ignored' });
      expect({ body, status: res.status, response: res.body }).toEqual({
        body,
        status: 403,
        response: errorShape(403, 'errors.cannot_change_own_permissions'),
      });
    }
    expect(await stored(usersStaff.id)).toEqual({ permissions: { users: 'full' }, is_owner: false, note: null });
  });

  it('cannot grant an area (or take one, or make an owner): 403 errors.owner_required', async () => {
    for (const body of [
      { permissions: { events: 'full', content: 'full' } },
      { permissions: {} },
      { is_owner: true },
    ]) {
      const res = await patch(usersStaff, target.id, { ...body, note: 'ignored' });
      expect({ body, status: res.status, response: res.body }).toEqual({
        body,
        status: 403,
        response: errorShape(403, 'errors.owner_required'),
      });
    }
    expect(await stored(target.id)).toEqual({ permissions: { events: 'full' }, is_owner: false, note: null });
  });

  it('cannot demote an owner: 403 errors.owner_required', async () => {
    for (const body of [{ is_owner: false }, { is_owner: false, permissions: {} }]) {
      const res = await patch(usersStaff, secondOwner.id, body);
      expect({ body, status: res.status, response: res.body }).toEqual({
        body,
        status: 403,
        response: errorShape(403, 'errors.owner_required'),
      });
    }
    expect(await stored(secondOwner.id)).toMatchObject({ is_owner: true });
    expect(await auditCount()).toBe(0);
  });

  it('still edits the note and verification, the unchanged map sent back with them (an owner’s: every area)', async () => {
    await patch(usersStaff, target.id, { permissions: { events: 'full', content: null }, note: 'Zavolať' }).expect(200);
    await patch(usersStaff, secondOwner.id, { permissions: ALL, is_owner: true, note: 'Predseda' }).expect(200);
    await patch(usersStaff, usersStaff.id, { permissions: { users: 'full' }, note: 'Ja' }).expect(200);
    expect(await stored(target.id)).toEqual({ permissions: { events: 'full' }, is_owner: false, note: 'Zavolať' });
    expect(await stored(secondOwner.id)).toEqual({ permissions: {}, is_owner: true, note: 'Predseda' });
    expect(await auditCount()).toBe(0);
  });
});

describe('an owner', () => {
  it('holds every area and is shown so: me and the staff views say is_owner, the permission filter lists owners', async () => {
    const me = await request(t.url).get('/api/me').set('authorization', bearer(owner)).expect(200);
    expect(me.body.v.user).toMatchObject({ is_owner: true, permissions: ALL });
    await call('get', '/api/admin/events', owner).expect(200);
    const one = await call('get', `/api/admin/users/${owner.id}`, usersStaff).expect(200);
    expect(one.body.v).toMatchObject({ is_owner: true, permissions: ALL });
    const listed = await call('get', '/api/admin/users?permission=finance', usersStaff).expect(200);
    expect(listed.body.v.map((u: { id: string }) => u.id).sort()).toEqual([owner.id, secondOwner.id].sort());
    expect(listed.body.v.every((u: { is_owner: boolean }) => u.is_owner)).toBe(true);
  });

  it('cannot change their own permissions or owner flag either', async () => {
    for (const body of [{ is_owner: false }, { permissions: {}, is_owner: false }]) {
      const res = await patch(owner, owner.id, body);
      expect({ body, status: res.status, response: res.body }).toEqual({
        body,
        status: 403,
        response: errorShape(403, 'errors.cannot_change_own_permissions'),
      });
    }
    expect(await stored(owner.id)).toMatchObject({ is_owner: true });
  });

  it('does all three (changes the staff member’s map, grants an area, demotes an owner), and the audit lists each change', async () => {
    const changed = await patch(owner, usersStaff.id, { permissions: { users: 'full', events: 'full' } }).expect(200);
    expect(changed.body.v).toMatchObject({ permissions: { users: 'full', events: 'full' }, is_owner: false });
    const granted = await patch(owner, target.id, { permissions: { events: 'full', content: 'full' } }).expect(200);
    expect(granted.body.v.permissions).toEqual({ events: 'full', content: 'full' });
    await request(t.url).get('/api/admin/articles').set('authorization', bearer(target)).expect(200);
    const demoted = await patch(owner, secondOwner.id, { is_owner: false, permissions: { users: 'full' } }).expect(200);
    expect(demoted.body.v).toMatchObject({ is_owner: false, permissions: { users: 'full' } });
    await request(t.url).get('/api/admin/events').set('authorization', bearer(secondOwner)).expect(403);

    const person = (m: TestMember, name: string) => ({ id: m.id, email: m.email, name });
    const by = person(owner, 'Olga Vlastná');
    const audit = await call('get', '/api/admin/permission-changes', usersStaff).expect(200);
    expect(audit.body).toEqual({
      total: 3,
      v: [
        {
          id: expect.any(String),
          member: person(secondOwner, 'Druhý Vlastník'),
          changed_by: by,
          permissions_before: {},
          permissions_after: { users: 'full' },
          owner_before: true,
          owner_after: false,
          via: 'console',
          created_at: expect.stringMatching(ISO),
        },
        expect.objectContaining({
          member: person(target, 'Eva Podujatiová'),
          changed_by: by,
          permissions_before: { events: 'full' },
          permissions_after: { events: 'full', content: 'full' },
          owner_before: false,
          owner_after: false,
        }),
        expect.objectContaining({
          member: person(usersStaff, 'Správca Členov'),
          changed_by: by,
          permissions_before: { users: 'full' },
          permissions_after: { users: 'full', events: 'full' },
          via: 'console',
        }),
      ],
    });
    const ofTarget = await call('get', `/api/admin/permission-changes?member_id=${target.id}`, owner).expect(200);
    expect(ofTarget.body).toMatchObject({ total: 1, v: [{ member: { id: target.id } }] });
    const paged = await call('get', '/api/admin/permission-changes?per_page=1&page=3', owner).expect(200);
    expect(paged.body).toMatchObject({ total: 3, v: [{ member: { id: usersStaff.id } }] });
  });

  it('makes a member an owner, audited with the map they keep', async () => {
    const res = await patch(owner, member.id, { is_owner: true }).expect(200);
    expect(res.body.v).toMatchObject({ is_owner: true, permissions: ALL });
    const audit = await call('get', `/api/admin/permission-changes?member_id=${member.id}`, owner).expect(200);
    expect(audit.body.v).toEqual([
      expect.objectContaining({
        permissions_before: {},
        permissions_after: {},
        owner_before: false,
        owner_after: true,
      }),
    ]);
    await patch(owner, member.id, { is_owner: false }).expect(200);
  });
});

describe('the last owner', () => {
  it('cannot delete their account (409 errors.last_owner), while another owner can', async () => {
    // secondOwner was demoted above and member made owner and demoted again: owner is the last one.
    const res = await request(t.url)
      .delete('/api/profile')
      .set('authorization', bearer(owner))
      .send({ confirm: DELETE_CONFIRMATION });
    expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: errorShape(409, 'errors.last_owner') });
    await request(t.url).get('/api/me').set('authorization', bearer(owner)).expect(200);
    const extra = await createMember(t, { owner: true });
    await request(t.url)
      .delete('/api/profile')
      .set('authorization', bearer(extra))
      .send({ confirm: DELETE_CONFIRMATION })
      .expect(204);
    expect(await stored(extra.id)).toMatchObject({ is_owner: false, permissions: {} });
  });
});

describe('two owners demoting each other at once', () => {
  it('one wins and the other answers 409 errors.last_owner: the database keeps an owner', async () => {
    const [a, b] = await Promise.all([createMember(t, { owner: true }), createMember(t, { owner: true })]);
    await sql(t, 'UPDATE profiles SET is_owner = false WHERE is_owner AND id <> ALL($1)', [[a.id, b.id]]);
    // Hold the trigger's lock until both requests wait on it (each passed the guard as an owner).
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    await holder.query("BEGIN; SELECT pg_advisory_xact_lock(hashtext('public.keep_an_owner'))");
    const answers = Promise.all([patch(a, b.id, { is_owner: false }), patch(b, a.id, { is_owner: false })]);
    const waiting = async () =>
      Number(
        (await holder.query("SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")).rows[0]
          .n,
      );
    for (let i = 0; i < 200 && (await waiting()) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await waiting()).toBe(2);
    await holder.query('COMMIT');
    await holder.end();
    const results = (await answers)
      .map((r) => ({ status: r.status, code: r.body.code as string | undefined }))
      .sort((x, y) => x.status - y.status);
    expect(results).toEqual([
      { status: 200, code: undefined },
      { status: 409, code: 'errors.last_owner' },
    ]);
    expect(await sql(t, 'SELECT id FROM profiles WHERE is_owner AND deleted_at IS NULL')).toHaveLength(1);
    expect(await sql(t, 'SELECT id FROM permission_changes WHERE member_id = ANY($1)', [[a.id, b.id]])).toHaveLength(1);
  });
});

describe('GET /api/admin/permission-changes', () => {
  it('is for staff with users=full only', async () => {
    await expectStaffOnly(t, [member, target], 'get', '/api/admin/permission-changes');
  });

  it('refuses bad query parameters with 400', async () => {
    for (const query of ['member_id=nope', 'per_page=500', 'page=0', 'sort=created_at']) {
      const res = await call('get', `/api/admin/permission-changes?${query}`, usersStaff);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: errorShape(400, 'errors.validation'),
      });
    }
  });
});
