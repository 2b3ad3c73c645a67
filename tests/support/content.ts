// Shared arrangements of the content API tests: the roles that must be refused staff routes, the
// one error shape, and a generator of the "requires authentication / denied per role" cases that
// every staff (content: full) endpoint starts with.
import request from 'supertest';
import type { TestApp } from './app';
import { bearer, createMember, sql, type TestMember } from './members';

export interface ContentRoles {
  /** A signed-in member without permissions. */
  member: TestMember;
  /** Staff managing events only (events: full, no content). */
  eventsStaff: TestMember;
  /** Staff managing content (content: full). */
  staff: TestMember;
}

export async function createContentRoles(t: TestApp): Promise<ContentRoles> {
  const [member, eventsStaff, staff] = await Promise.all([
    createMember(t, { verified: true }),
    createMember(t, { verified: true, permissions: { events: 'full', users: 'full' } }),
    createMember(t, {
      verified: true,
      permissions: { content: 'full' },
      profile: { first_name: 'Eva', last_name: 'Redaktorová', username: 'eva' },
    }),
  ]);
  return { member, eventsStaff, staff };
}

/** The one error shape (validation errors add `fields`). */
export const errorShape = (statusCode: number, code: string) =>
  expect.objectContaining({ statusCode, error: expect.any(String), message: expect.anything(), code });

export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request with an optional member's token and JSON body. */
export function call(t: TestApp, method: Method, path: string, member?: TestMember, body?: object): request.Test {
  let req = request(t.url)[method](path);
  if (member) req = req.set('authorization', bearer(member));
  return body === undefined ? req : req.send(body);
}

/** 401 without a token; 403 errors.missing_permission for each of `refused` (members lacking the area). */
export async function expectStaffOnly(
  t: TestApp,
  refused: TestMember[],
  method: Method,
  path: string,
  body?: object,
): Promise<void> {
  const anonymous = await call(t, method, path, undefined, body);
  expect({ status: anonymous.status, body: anonymous.body }).toEqual({
    status: 401,
    body: errorShape(401, 'errors.unauthorized'),
  });
  for (const who of refused) {
    const res = await call(t, method, path, who, body);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 403,
      body: errorShape(403, 'errors.missing_permission'),
    });
  }
}

/** Row count of a table, to prove a refused request wrote nothing. */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const [row] = await sql<{ n: number }>(t, `SELECT count(*)::int AS n FROM ${table}`);
  return row.n;
}

/**
 * The first two cases of a staff endpoint: 401 without a token, 403 errors.missing_permission for a
 * member and for events staff; and `table` unchanged by all three.
 */
export function itRequiresContentStaff(
  ctx: () => { t: TestApp; roles: ContentRoles },
  method: Method,
  path: string | (() => string),
  body?: object,
  table?: string,
): void {
  const target = () => (typeof path === 'function' ? path() : path);
  it('requires authentication', async () => {
    const { t } = ctx();
    const before = table ? await countRows(t, table) : 0;
    const res = await call(t, method, target(), undefined, body).expect(401);
    expect(res.body).toEqual(errorShape(401, 'errors.unauthorized'));
    if (table) expect(await countRows(t, table)).toBe(before);
  });

  it('is denied to a member and to staff without the content permission', async () => {
    const { t, roles } = ctx();
    const before = table ? await countRows(t, table) : 0;
    for (const who of [roles.member, roles.eventsStaff]) {
      const res = await call(t, method, target(), who, body).expect(403);
      expect(res.body).toEqual(errorShape(403, 'errors.missing_permission'));
    }
    if (table) expect(await countRows(t, table)).toBe(before);
  });
}
