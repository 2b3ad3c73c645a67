// Staff and a member's passkeys (users=full): the member detail counts them, staff list them and
// remove one or all when a phone is lost, after which the passkey no longer signs in and the member
// is signed out on every device (docs/auth-api.md §1.15).
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { authClient } from '../support/auth-client';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { SoftAuthenticator } from '../support/passkey-authenticator';

describe('staff: member passkeys', () => {
  let t: TestApp;
  let staff: TestMember;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
    staff = await createMember(t, { permissions: { users: 'full' } });
    origin = new URL(t.config.PUBLIC_URL).origin;
  });
  afterAll(() => t.close());

  async function register(member: TestMember, device: SoftAuthenticator): Promise<void> {
    const started = await member.supabase.auth.passkey.startRegistration();
    const credential = device.create(started.data!.options as unknown as Record<string, unknown>);
    const { error } = await member.supabase.auth.passkey.verifyRegistration({
      challengeId: started.data!.challenge_id,
      credential: credential as never,
    });
    expect(error).toBeNull();
  }

  async function signIn(device: SoftAuthenticator) {
    const c = authClient(t);
    const started = await c.auth.passkey.startAuthentication();
    const credential = device.get(started.data!.options as unknown as Record<string, unknown>);
    return (
      await c.auth.passkey.verifyAuthentication({
        challengeId: started.data!.challenge_id,
        credential: credential as never,
      })
    ).error;
  }

  it('the member detail counts the passkeys; removing them ends signing in with them', async () => {
    const member = await createMember(t);
    const phone = new SoftAuthenticator(origin);
    const detail = () => request(t.url).get(`/api/admin/users/${member.id}`).set('authorization', bearer(staff));
    expect((await detail().expect(200)).body.v.passkeys).toBe(0);
    await register(member, phone);
    await register(member, new SoftAuthenticator(origin));
    expect((await detail().expect(200)).body.v.passkeys).toBe(2);
    expect(await signIn(phone)).toBeNull();

    const removed = await request(t.url)
      .delete(`/api/admin/users/${member.id}/passkeys`)
      .set('authorization', bearer(staff))
      .expect(200);
    expect(removed.body.v).toMatchObject({ id: member.id, passkeys: 0 });
    expect(await signIn(phone)).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
    expect(
      (
        await request(t.url)
          .get(`/api/admin/users/${member.id}/passkeys`)
          .set('authorization', bearer(staff))
          .expect(200)
      ).body,
    ).toEqual({ v: [], total: 0 });
  });

  it('removing the passkeys signs the member out on every device: the refresh fails, the access token stops', async () => {
    const member = await createMember(t);
    await register(member, new SoftAuthenticator(origin));
    const laptop = authClient(t);
    expect(
      (await laptop.auth.signInWithPassword({ email: member.email, password: 'Elektromobil-2026' })).error,
    ).toBeNull();
    const sessions = () =>
      sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM auth.sessions WHERE user_id = $1', [member.id]);
    expect((await sessions())[0].n).toBe(2);

    await request(t.url)
      .delete(`/api/admin/users/${member.id}/passkeys`)
      .set('authorization', bearer(staff))
      .expect(200);
    expect((await sessions())[0].n).toBe(0);
    // The phone, as the web app keeps it: the refresh is refused, the product API refuses the access
    // token at once (it checks the token's session), and asking the auth API for the user (what the web
    // does on a 401, web/src/lib/member-api.ts) makes supabase-js drop the session: SIGNED_OUT.
    expect((await laptop.auth.refreshSession()).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const laptopToken = (await laptop.auth.getSession()).data.session!.access_token;
    await request(t.url).get('/api/me').set('authorization', `Bearer ${laptopToken}`).expect(401);
    expect((await laptop.auth.getUser()).error).not.toBeNull();
    expect((await laptop.auth.getSession()).data.session).toBeNull();
    expect(laptop.events).toContain('SIGNED_OUT');
    expect((await member.supabase.auth.refreshSession()).error).toMatchObject({ status: 400 });
    await request(t.url).get('/api/me').set('authorization', bearer(member)).expect(401);
  });

  it('lists each passkey and removes one, leaving the others, and signs the member out', async () => {
    const member = await createMember(t);
    const phone = new SoftAuthenticator(origin);
    const key = new SoftAuthenticator(origin);
    await register(member, phone);
    await register(member, key);
    expect(await signIn(key)).toBeNull();
    const list = async () =>
      (
        await request(t.url)
          .get(`/api/admin/users/${member.id}/passkeys`)
          .set('authorization', bearer(staff))
          .expect(200)
      ).body;
    const before = await list();
    expect(before.total).toBe(2);
    expect(before.v[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect(before.v[1].last_used_at).toEqual(expect.any(String));
    const [lost, kept] = before.v;

    const removed = await request(t.url)
      .delete(`/api/admin/users/${member.id}/passkeys/${lost.id}`)
      .set('authorization', bearer(staff))
      .expect(200);
    expect(removed.body.v).toMatchObject({ id: member.id, passkeys: 1 });
    expect((await list()).v).toEqual([kept]);
    const audit = await sql<{ payload: { traits: Record<string, unknown> } }>(
      t,
      `SELECT payload FROM auth.audit_log_entries WHERE payload->>'actor_id' = $1 AND payload->'traits'->>'user_id' = $2`,
      [staff.id, member.id],
    );
    expect(audit.map((a) => a.payload.traits)).toEqual([
      { user_id: member.id, passkey_ids: [lost.id], sessions_ended: 2 },
    ]);
    expect(await signIn(phone)).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
    expect(await signIn(key)).toBeNull();
    expect((await member.supabase.auth.refreshSession()).error).toMatchObject({ status: 400 });

    const again = await request(t.url)
      .delete(`/api/admin/users/${member.id}/passkeys/${lost.id}`)
      .set('authorization', bearer(staff))
      .expect(404);
    expect(again.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: expect.any(String),
      code: 'errors.passkey_not_found',
    });
    // Another member's passkey is unknown here.
    const other = await createMember(t);
    await request(t.url)
      .delete(`/api/admin/users/${other.id}/passkeys/${kept.id}`)
      .set('authorization', bearer(staff))
      .expect(404);
    expect((await list()).total).toBe(1);
  });

  it('only staff holding users may see or remove them; an unknown member is 404', async () => {
    const member = await createMember(t);
    await register(member, new SoftAuthenticator(origin));
    const other = await createMember(t, { permissions: { events: 'full' } });
    await request(t.url)
      .delete(`/api/admin/users/${member.id}/passkeys`)
      .set('authorization', bearer(other))
      .expect(403);
    await request(t.url)
      .delete(`/api/admin/users/${member.id}/passkeys`)
      .set('authorization', bearer(member))
      .expect(403);
    await request(t.url).get(`/api/admin/users/${member.id}/passkeys`).set('authorization', bearer(other)).expect(403);
    const [only] = (await member.supabase.auth.passkey.list()).data!;
    await request(t.url)
      .delete(`/api/admin/users/${member.id}/passkeys/${only.id}`)
      .set('authorization', bearer(other))
      .expect(403);
    expect((await member.supabase.auth.passkey.list()).data).toHaveLength(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [`${unknown}/passkeys`, `${unknown}/passkeys/${only.id}`]) {
      const missing = await request(t.url)
        .delete(`/api/admin/users/${path}`)
        .set('authorization', bearer(staff))
        .expect(404);
      expect(missing.body.code).toBe('errors.user_not_found');
    }
    expect(
      (await request(t.url).get(`/api/admin/users/${unknown}/passkeys`).set('authorization', bearer(staff)).expect(404))
        .body.code,
    ).toBe('errors.user_not_found');
  });
});
