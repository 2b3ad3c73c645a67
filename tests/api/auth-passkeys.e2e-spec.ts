// Passkeys through supabase-js (docs/auth-api.md §1.15): the client's own `auth.passkey.*` calls
// carry what a software authenticator (tests/support/passkey-authenticator.ts) answers to the
// server's options, as navigator.credentials would in a browser. Statuses and codes are GoTrue's
// (internal/api/passkey_*.go).
import { startTestApp, TestApp } from '../support/app';
import { queryDatabase } from '../support/database';
import {
  adminClient,
  authClient,
  claimsOf,
  signedInClient,
  signedUpClient,
  type TestAuthClient,
} from '../support/auth-client';
import { clonePasskey, SoftAuthenticator } from '../support/passkey-authenticator';
import { totp } from '../support/totp';

const PASSWORD = 'elektrina-42';

describe('passkeys', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', AUTH_ANONYMOUS_SIGN_IN: 'true' });
    origin = new URL(t.config.PUBLIC_URL).origin; // AUTH_WEBAUTHN_RP_ORIGINS' default
  });
  afterAll(() => t.close());

  /** Registers a passkey of `device` for the client's user, as registerPasskey() does. */
  async function register(c: TestAuthClient, device: SoftAuthenticator) {
    const started = await c.auth.passkey.startRegistration();
    expect(started.error).toBeNull();
    const credential = device.create(started.data!.options as unknown as Record<string, unknown>);
    return c.auth.passkey.verifyRegistration({
      challengeId: started.data!.challenge_id,
      credential: credential as never,
    });
  }

  /** Signs in on a new client with `device`, as signInWithPasskey() does. */
  async function signIn(device: SoftAuthenticator, ceremony: Parameters<SoftAuthenticator['get']>[1] = {}) {
    const c = authClient(t);
    const started = await c.auth.passkey.startAuthentication();
    expect(started.error).toBeNull();
    const credential = device.get(started.data!.options as unknown as Record<string, unknown>, ceremony);
    const result = await c.auth.passkey.verifyAuthentication({
      challengeId: started.data!.challenge_id,
      credential: credential as never,
    });
    return { c, result, challengeId: started.data!.challenge_id, credential };
  }

  it('a member registers a passkey, signs out and signs in with it alone (no e-mail); the passkey shows when it was last used', async () => {
    const c = await signedUpClient(t, 'passkey@example.com', PASSWORD);
    const phone = new SoftAuthenticator(origin);

    const started = await c.auth.passkey.startRegistration();
    expect(started.error).toBeNull();
    const options = started.data!.options as unknown as Record<string, unknown>;
    expect(options).toMatchObject({
      rp: { id: new URL(origin).hostname, name: 'EV Klub' },
      user: { name: 'passkey@example.com' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(started.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 290);
    const created = await c.auth.passkey.verifyRegistration({
      challengeId: started.data!.challenge_id,
      credential: phone.create(options) as never,
    });
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ id: expect.any(String), friendly_name: 'Passkey', created_at: expect.any(String) });

    const listed = await c.auth.passkey.list();
    expect(listed.data).toEqual([
      { id: created.data!.id, friendly_name: 'Passkey', created_at: created.data!.created_at },
    ]);
    await c.auth.signOut();

    const { c: again, result } = await signIn(phone);
    expect(result.error).toBeNull();
    const session = (await again.auth.getSession()).data.session!;
    expect(session.user.email).toBe('passkey@example.com');
    expect(again.events).toContain('SIGNED_IN');
    expect((claimsOf(session.access_token).amr as { method: string }[]).map((a) => a.method)).toEqual(['passkey']);
    expect(claimsOf(session.access_token).aal).toBe('aal1');
    // The session is one like any other: the product API accepts it.
    const me = await fetch(`${t.url}/api/me`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(me.status).toBe(200);
    const [used] = (await again.auth.passkey.list()).data!;
    expect(Date.now() - Date.parse(used.last_used_at!)).toBeLessThan(60_000);

    const renamed = await again.auth.passkey.update({ passkeyId: used.id, friendlyName: 'Môj telefón' });
    expect(renamed.error).toBeNull();
    expect(renamed.data).toMatchObject({ id: used.id, friendly_name: 'Môj telefón', last_used_at: used.last_used_at });
  });

  it('a challenge serves one sign-in: the same answer again is refused (webauthn_challenge_not_found)', async () => {
    const c = await signedUpClient(t, 'replay@example.com', PASSWORD);
    const phone = new SoftAuthenticator(origin);
    expect((await register(c, phone)).error).toBeNull();
    const { result, challengeId, credential } = await signIn(phone);
    expect(result.error).toBeNull();
    const replay = await authClient(t).auth.passkey.verifyAuthentication({
      challengeId,
      credential: credential as never,
    });
    expect(replay.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });
  });

  it('refuses an answer made for another site (wrong origin), an unknown credential, and a cloned authenticator', async () => {
    const c = await signedUpClient(t, 'refusals@example.com', PASSWORD);
    const phone = new SoftAuthenticator(origin);
    expect((await register(c, phone)).error).toBeNull();

    const phished = await signIn(phone, { origin: 'https://evklub-prihlasenie.example' });
    expect(phished.result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });

    // A key the server never registered, though it names the member's account.
    const memberId = (await c.auth.getUser()).data.user!.id;
    const stranger = new SoftAuthenticator(origin);
    stranger.create({
      rp: { id: new URL(origin).hostname },
      user: { id: Buffer.from(memberId).toString('base64url') },
      challenge: 'AA',
    });
    expect((await signIn(stranger)).result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });

    // A copy of the key taken now: once the original has signed in, the copy's counter is behind.
    const copy = new SoftAuthenticator(origin);
    copy.passkeys.push(clonePasskey(phone.passkeys[0]));
    expect((await signIn(phone)).result.error).toBeNull();
    expect((await signIn(copy)).result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  });

  it('refuses an expired challenge (webauthn_challenge_expired)', async () => {
    const c = await signedUpClient(t, 'expired@example.com', PASSWORD);
    const phone = new SoftAuthenticator(origin);
    expect((await register(c, phone)).error).toBeNull();
    const started = await authClient(t).auth.passkey.startAuthentication();
    await queryDatabase(
      t.database.url,
      `UPDATE auth.webauthn_challenges SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [started.data!.challenge_id],
    );
    const credential = phone.get(started.data!.options as unknown as Record<string, unknown>);
    const late = await authClient(t).auth.passkey.verifyAuthentication({
      challengeId: started.data!.challenge_id,
      credential: credential as never,
    });
    expect(late.error).toMatchObject({ status: 400, code: 'webauthn_challenge_expired' });
  });

  it("another member's passkey cannot be renamed or removed (404), and a removed passkey no longer signs in", async () => {
    const owner = await signedUpClient(t, 'owner@example.com', PASSWORD);
    const other = await signedUpClient(t, 'other@example.com', PASSWORD);
    const phone = new SoftAuthenticator(origin);
    const { data: passkey } = await register(owner, phone);

    expect(
      (await other.auth.passkey.update({ passkeyId: passkey!.id, friendlyName: 'Ukradnutý' })).error,
    ).toMatchObject({ status: 404, code: 'validation_failed' });
    expect((await other.auth.passkey.delete({ passkeyId: passkey!.id })).error).toMatchObject({
      status: 404,
      code: 'validation_failed',
    });
    expect((await other.auth.passkey.list()).data).toEqual([]);
    expect((await signIn(phone)).result.error).toBeNull();

    expect((await owner.auth.passkey.delete({ passkeyId: passkey!.id })).error).toBeNull();
    expect((await owner.auth.passkey.list()).data).toEqual([]);
    expect((await signIn(phone)).result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  });

  it('the 11th passkey is refused (too_many_passkeys), and one registration cannot be answered twice', async () => {
    const c = await signedUpClient(t, 'many@example.com', PASSWORD);
    const devices = new SoftAuthenticator(origin);
    for (let i = 0; i < 10; i++) expect((await register(c, devices)).error).toBeNull();
    expect((await c.auth.passkey.startRegistration()).error).toMatchObject({ status: 422, code: 'too_many_passkeys' });

    const d = await signedUpClient(t, 'twice@example.com', PASSWORD);
    const started = await d.auth.passkey.startRegistration();
    const credential = devices.create(started.data!.options as unknown as Record<string, unknown>);
    expect(
      (
        await d.auth.passkey.verifyRegistration({
          challengeId: started.data!.challenge_id,
          credential: credential as never,
        })
      ).error,
    ).toBeNull();
    const again = await d.auth.passkey.verifyRegistration({
      challengeId: started.data!.challenge_id,
      credential: credential as never,
    });
    expect(again.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });
  });

  it('a registration challenge belongs to its member: another member cannot answer it', async () => {
    const a = await signedUpClient(t, 'challenge-a@example.com', PASSWORD);
    const b = await signedUpClient(t, 'challenge-b@example.com', PASSWORD);
    const started = await a.auth.passkey.startRegistration();
    const credential = new SoftAuthenticator(origin).create(
      started.data!.options as unknown as Record<string, unknown>,
    );
    const stolen = await b.auth.passkey.verifyRegistration({
      challengeId: started.data!.challenge_id,
      credential: credential as never,
    });
    expect(stolen.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });
  });

  it('anonymous users cannot register one; a banned member cannot sign in with one', async () => {
    const anon = authClient(t);
    expect((await anon.auth.signInAnonymously()).error).toBeNull();
    expect((await anon.auth.passkey.startRegistration()).error).toMatchObject({
      status: 403,
      code: 'no_authorization',
    });

    const c = await signedUpClient(t, 'banned@example.com', PASSWORD);
    const phone = new SoftAuthenticator(origin);
    expect((await register(c, phone)).error).toBeNull();
    const id = (await c.auth.getUser()).data.user!.id;
    expect((await adminClient(t).auth.admin.updateUserById(id, { ban_duration: '24h' })).error).toBeNull();
    expect((await signIn(phone)).result.error).toMatchObject({ status: 403, code: 'user_banned' });
  });

  it('a member with two-factor sign-in adds or removes a passkey only from an aal2 session (insufficient_aal)', async () => {
    const c = await signedUpClient(t, 'aal@example.com', PASSWORD);
    const { data: factor } = await c.auth.mfa.enroll({ factorType: 'totp' });
    expect(
      (await c.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totp(factor!.totp.secret) })).error,
    ).toBeNull();
    const phone = new SoftAuthenticator(origin);
    const { data: passkey, error } = await register(c, phone);
    expect(error).toBeNull();

    const laptop = await signedInClient(t, 'aal@example.com', PASSWORD);
    expect((await laptop.auth.passkey.startRegistration()).error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
    });
    expect((await laptop.auth.passkey.delete({ passkeyId: passkey!.id })).error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
    });
    // A passkey is one factor: its session is aal1 and still needs the code.
    const { c: signedIn } = await signIn(phone);
    expect((await signedIn.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
  });

  it('the admin API lists and removes a member’s passkeys; a deleted account takes its passkeys with it', async () => {
    const c = await signedUpClient(t, 'lost-phone@example.com', PASSWORD);
    const phone = new SoftAuthenticator(origin);
    const laptop = new SoftAuthenticator(origin);
    const { data: first } = await register(c, phone);
    const { data: second } = await register(c, laptop);
    const id = (await c.auth.getUser()).data.user!.id;
    const admin = adminClient(t);

    const listed = await admin.auth.admin.passkey.listPasskeys({ userId: id });
    expect(listed.data?.map((p) => p.id)).toEqual([first!.id, second!.id]);
    expect((await admin.auth.admin.passkey.deletePasskey({ userId: id, passkeyId: first!.id })).error).toBeNull();
    expect((await admin.auth.admin.passkey.listPasskeys({ userId: id })).data?.map((p) => p.id)).toEqual([second!.id]);
    expect((await signIn(phone)).result.error).toMatchObject({ code: 'webauthn_verification_failed' });
    expect((await admin.auth.admin.passkey.deletePasskey({ userId: id, passkeyId: first!.id })).error).toMatchObject({
      status: 404,
    });
    // Members cannot use the admin routes.
    const res = await fetch(`${t.url}/auth/v1/admin/users/${id}/passkeys`, {
      headers: { apikey: 'x', authorization: `Bearer ${(await c.auth.getSession()).data.session!.access_token}` },
    });
    expect(res.status).toBe(403);

    expect((await admin.auth.admin.deleteUser(id, true)).error).toBeNull();
    const rows = await queryDatabase(t.database.url, 'SELECT id FROM auth.webauthn_credentials WHERE user_id = $1', [
      id,
    ]);
    expect(rows).toEqual([]);
    expect((await signIn(laptop)).result.error).toMatchObject({ code: 'webauthn_verification_failed' });
  });
});

describe('user verification (AUTH_PASSKEY_USER_VERIFICATION)', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  /** A member with one passkey on `device`, registered with a verified user; then the sign-in with `userVerified`. */
  async function signInWithout(t: TestApp, email: string) {
    const origin = new URL(t.config.PUBLIC_URL).origin;
    const device = new SoftAuthenticator(origin);
    const c = await signedUpClient(t, email, PASSWORD);
    const started = await c.auth.passkey.startRegistration();
    const credential = device.create(started.data!.options as unknown as Record<string, unknown>);
    expect(
      (
        await c.auth.passkey.verifyRegistration({
          challengeId: started.data!.challenge_id,
          credential: credential as never,
        })
      ).error,
    ).toBeNull();
    const anonymous = authClient(t);
    const challenge = await anonymous.auth.passkey.startAuthentication();
    const options = challenge.data!.options as unknown as Record<string, unknown>;
    const answer = device.get(options, { userVerified: false });
    const result = await anonymous.auth.passkey.verifyAuthentication({
      challengeId: challenge.data!.challenge_id,
      credential: answer as never,
    });
    return { options, result, c, device };
  }

  it('by default a stolen key without its PIN signs nobody in, and the options ask the authenticator for it', async () => {
    const t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
    apps.push(t);
    const { options, result, c, device } = await signInWithout(t, 'bez-pinu@example.com');
    expect(options.userVerification).toBe('required');
    expect(result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
    expect(result.data?.session ?? null).toBeNull();
    // Nor is a passkey made without one.
    const started = await c.auth.passkey.startRegistration();
    expect(
      (started.data!.options as unknown as { authenticatorSelection: { userVerification: string } })
        .authenticatorSelection.userVerification,
    ).toBe('required');
    const unverified = device.create(started.data!.options as unknown as Record<string, unknown>, {
      userVerified: false,
    });
    expect(
      (
        await c.auth.passkey.verifyRegistration({
          challengeId: started.data!.challenge_id,
          credential: unverified as never,
        })
      ).error,
    ).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  });

  it('preferred: accepted without it, as GoTrue does', async () => {
    const t = await startTestApp({
      AUTH_AUTOCONFIRM: 'true',
      AUTH_BCRYPT_COST: '4',
      AUTH_PASSKEY_USER_VERIFICATION: 'preferred',
    });
    apps.push(t);
    const { options, result } = await signInWithout(t, 'bez-pinu-volne@example.com');
    expect(options.userVerification).toBe('preferred');
    expect(result.error).toBeNull();
    expect(result.data?.session?.access_token).toBeTruthy();
  });
});

describe('passkeys switched off (AUTH_PASSKEY_ENABLED=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', AUTH_PASSKEY_ENABLED: 'false' });
  });
  afterAll(() => t.close());

  it('every passkey route answers 404 passkey_disabled, before asking who calls', async () => {
    const c = await signedUpClient(t, 'off@example.com', PASSWORD);
    expect((await authClient(t).auth.passkey.startAuthentication()).error).toMatchObject({
      status: 404,
      code: 'passkey_disabled',
    });
    expect((await c.auth.passkey.startRegistration()).error).toMatchObject({ status: 404, code: 'passkey_disabled' });
    expect((await c.auth.passkey.list()).error).toMatchObject({ status: 404, code: 'passkey_disabled' });
    const anonymous = await fetch(`${t.url}/auth/v1/passkeys`, { headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect({ status: anonymous.status, code: ((await anonymous.json()) as { code: string }).code }).toEqual({
      status: 404,
      code: 'passkey_disabled',
    });
  });
});
