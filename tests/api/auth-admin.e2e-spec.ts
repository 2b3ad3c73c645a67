// The admin part of the auth API through supabase-js `auth.admin.*` with the service-role key.
import { startTestApp, TestApp } from '../support/app';
import { adminClient, authClient } from '../support/auth-client';
import { anonKey } from '../../server/src/auth-api/crypto/keys';

/**
 * The token with one signature character changed. Not the last one: its low bits are padding in
 * base64url, so a different last character can decode to the same signature.
 */
const tamper = (token: string) => {
  const at = token.length - 10;
  return token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
};

describe('auth admin API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_BCRYPT_COST: '4' });
  });
  afterAll(() => t.close());

  it('is refused without the service-role key: anon key, member token, no token', async () => {
    const viaAnon = await authClient(t).auth.admin.listUsers();
    expect(viaAnon.error).toMatchObject({ code: 'not_admin', status: 403 });
    await adminClient(t).auth.admin.createUser({
      email: 'member@example.com',
      password: 'elektrina-42',
      email_confirm: true,
    });
    const member = authClient(t);
    const { data } = await member.auth.signInWithPassword({ email: 'member@example.com', password: 'elektrina-42' });
    const res = await fetch(`${t.url}/auth/v1/admin/users`, {
      headers: {
        authorization: `Bearer ${data.session!.access_token}`,
        apikey: anonKey(t.config),
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'not_admin' });
    const none = await fetch(`${t.url}/auth/v1/admin/users`, { headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    const forged = await fetch(`${t.url}/auth/v1/admin/users`, {
      headers: { authorization: `Bearer ${tamper(anonKey(t.config))}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('creates, lists (paged), reads, updates and deletes users', async () => {
    const admin = adminClient(t).auth.admin;
    const created = await admin.createUser({
      email: 'Peter@Example.com',
      password: 'elektrina-42',
      email_confirm: true,
      user_metadata: { first_name: 'Peter' },
      app_metadata: { tier: 'gold' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({
      email: 'peter@example.com',
      user_metadata: { first_name: 'Peter' },
      app_metadata: { provider: 'email', providers: ['email'], tier: 'gold' },
    });
    const id = created.data.user!.id;
    expect(
      (await authClient(t).auth.signInWithPassword({ email: 'peter@example.com', password: 'elektrina-42' })).error,
    ).toBeNull();
    expect((await admin.createUser({ email: 'peter@example.com', password: 'elektrina-42' })).error).toMatchObject({
      code: 'email_exists',
      status: 422,
    });
    const unconfirmed = await admin.createUser({ email: 'pending@example.com', password: 'elektrina-42' });
    expect(unconfirmed.data.user!.email_confirmed_at).toBeUndefined();
    await admin.createUser({ email: 'third@example.com' });

    const page1 = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page1.error).toBeNull();
    expect(page1.data.users).toHaveLength(2);
    expect(page1.data).toMatchObject({ total: 4, nextPage: 2, lastPage: 2 });
    const page2 = await admin.listUsers({ page: 2, perPage: 2 });
    expect(page2.data.users).toHaveLength(2);
    const emails = [...page1.data.users, ...page2.data.users].map((u) => u.email).sort();
    expect(emails).toEqual(['member@example.com', 'pending@example.com', 'peter@example.com', 'third@example.com']);

    expect((await admin.getUserById(id)).data.user!.email).toBe('peter@example.com');
    const updated = await admin.updateUserById(id, { user_metadata: { last_name: 'Horváth' }, ban_duration: '24h' });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toMatchObject({ first_name: 'Peter', last_name: 'Horváth' });
    expect(new Date(updated.data.user!.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const banned = await authClient(t).auth.signInWithPassword({
      email: 'peter@example.com',
      password: 'elektrina-42',
    });
    expect(banned.error).toMatchObject({ code: 'user_banned', status: 400 });
    await admin.updateUserById(id, { ban_duration: 'none', password: 'nove-heslo-22' });
    expect(
      (await authClient(t).auth.signInWithPassword({ email: 'peter@example.com', password: 'nove-heslo-22' })).error,
    ).toBeNull();

    const deleted = await admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ code: 'user_not_found', status: 404 });
    expect(
      (await authClient(t).auth.signInWithPassword({ email: 'peter@example.com', password: 'nove-heslo-22' })).error,
    ).toMatchObject({ code: 'invalid_credentials' });

    const soft = await admin.deleteUser(unconfirmed.data.user!.id, true);
    expect(soft.error).toBeNull();
    const kept = await admin.getUserById(unconfirmed.data.user!.id);
    expect(kept.data.user).toMatchObject({ email: '', deleted_at: expect.any(String), identities: [] });
  });

  it('generateLink answers the link and code a mail would carry; they verify', async () => {
    const admin = adminClient(t).auth.admin;
    await admin.createUser({ email: 'link@example.com', password: 'elektrina-42', email_confirm: true });
    const { data, error } = await admin.generateLink({ type: 'recovery', email: 'link@example.com' });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({
      verification_type: 'recovery',
      email_otp: expect.stringMatching(/^\d{6}$/),
      redirect_to: `${t.config.PUBLIC_URL}/vytvorit-nove-heslo`,
    });
    expect(data.properties!.action_link).toBe(
      `${t.config.PUBLIC_URL}/auth/v1/verify?token=${data.properties!.hashed_token}&type=recovery&redirect_to=${encodeURIComponent(`${t.config.PUBLIC_URL}/vytvorit-nove-heslo`)}`,
    );
    expect(data.user!.email).toBe('link@example.com');
    const { auth, events } = authClient(t);
    const verified = await auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');

    const signup = await admin.generateLink({ type: 'signup', email: 'new@example.com', password: 'elektrina-42' });
    expect(signup.error).toBeNull();
    expect(signup.data.user!.email_confirmed_at).toBeUndefined();
    const confirmed = await authClient(t).auth.verifyOtp({
      email: 'new@example.com',
      token: signup.data.properties!.email_otp,
      type: 'signup',
    });
    expect(confirmed.error).toBeNull();
    expect(
      (await authClient(t).auth.signInWithPassword({ email: 'new@example.com', password: 'elektrina-42' })).error,
    ).toBeNull();
    expect((await admin.generateLink({ type: 'recovery', email: 'nobody@example.com' })).error).toMatchObject({
      code: 'user_not_found',
      status: 404,
    });
  });

  it("lists and removes a user's MFA factors", async () => {
    const admin = adminClient(t).auth.admin;
    const { data: created } = await admin.createUser({
      email: 'factors@example.com',
      password: 'elektrina-42',
      email_confirm: true,
    });
    const member = authClient(t);
    await member.auth.signInWithPassword({ email: 'factors@example.com', password: 'elektrina-42' });
    const { data: enrolled } = await member.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Mobil' });
    const listed = await admin.mfa.listFactors({ userId: created.user!.id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({ id: enrolled!.id, factor_type: 'totp', status: 'unverified' }),
    ]);
    const removed = await admin.mfa.deleteFactor({ userId: created.user!.id, id: enrolled!.id });
    expect(removed.error).toBeNull();
    expect((await member.auth.mfa.listFactors()).data!.all).toEqual([]);
  });
});
