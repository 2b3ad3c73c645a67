// Staff and a member's passkeys (users=full): the member detail counts them, and staff remove them
// all when a phone is lost, after which the passkey no longer signs in (docs/auth-api.md §1.15).
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { authClient } from '../support/auth-client';
import { bearer, createMember, type TestMember } from '../support/members';
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
    const { error } = await member.supabase.auth.passkey.verifyRegistration({ challengeId: started.data!.challenge_id, credential: credential as never });
    expect(error).toBeNull();
  }

  async function signIn(device: SoftAuthenticator) {
    const c = authClient(t);
    const started = await c.auth.passkey.startAuthentication();
    const credential = device.get(started.data!.options as unknown as Record<string, unknown>);
    return (await c.auth.passkey.verifyAuthentication({ challengeId: started.data!.challenge_id, credential: credential as never })).error;
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

    const removed = await request(t.url).delete(`/api/admin/users/${member.id}/passkeys`).set('authorization', bearer(staff)).expect(200);
    expect(removed.body.v).toMatchObject({ id: member.id, passkeys: 0 });
    expect(await signIn(phone)).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
    expect((await member.supabase.auth.passkey.list()).data).toEqual([]);
  });

  it('only staff holding users may see or remove them; an unknown member is 404', async () => {
    const member = await createMember(t);
    await register(member, new SoftAuthenticator(origin));
    const other = await createMember(t, { permissions: { events: 'full' } });
    await request(t.url).delete(`/api/admin/users/${member.id}/passkeys`).set('authorization', bearer(other)).expect(403);
    await request(t.url).delete(`/api/admin/users/${member.id}/passkeys`).set('authorization', bearer(member)).expect(403);
    expect((await member.supabase.auth.passkey.list()).data).toHaveLength(1);
    const missing = await request(t.url).delete('/api/admin/users/00000000-0000-4000-8000-000000000000/passkeys').set('authorization', bearer(staff)).expect(404);
    expect(missing.body.code).toBe('errors.user_not_found');
  });
});
