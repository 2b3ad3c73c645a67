// TOTP multi-factor authentication through supabase-js (docs/auth-api.md §1.10). The test computes
// codes itself (RFC 6238 with node:crypto), as an authenticator app would.
import { startTestApp, TestApp } from '../support/app';
import { totp } from '../support/totp';
import { authClient, claimsOf, signedUpClient, TestAuthClient } from '../support/auth-client';

const PASSWORD = 'elektrina-42';

describe('TOTP MFA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  });
  afterAll(() => t.close());

  const member = (email: string) => signedUpClient(t, email, PASSWORD);

  it('the QR code as supabase-js hands it over (unencoded after its data: prefix) is a whole SVG: no "#" ends the URL early, no "%" is read as an escape', async () => {
    const c = await member('mfa-qr@example.com');
    const { data: enrolled, error } = await c.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Mobil',
      issuer: 'EV Klub',
    });
    expect(error).toBeNull();
    const qr = enrolled!.totp.qr_code;
    expect(qr).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    expect(qr).not.toContain('#');
    expect(qr).not.toContain('%');
    // the dark modules are still drawn, on a light background
    expect(qr).toMatch(/<path fill="white"/);
    expect(qr).toMatch(/<path stroke="black" d="M\d/);
  });

  it('enrol (QR code), challenge and verify raise the session to aal2; unenrol removes the factor', async () => {
    const c = await member('mfa@example.com');
    const before = authClient(t);
    await before.auth.signInWithPassword({ email: 'mfa@example.com', password: PASSWORD });

    const { data: enrolled, error } = await c.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Mobil',
      issuer: 'EV Klub',
    });
    expect(error).toBeNull();
    expect(enrolled!.type).toBe('totp');
    expect(enrolled!.friendly_name).toBe('Mobil');
    expect(enrolled!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    expect(enrolled!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolled!.totp.uri).toBe(
      `otpauth://totp/EV%20Klub:mfa%40example.com?algorithm=SHA1&digits=6&issuer=EV%20Klub&period=30&secret=${enrolled!.totp.secret}`,
    );
    const listed = await c.auth.mfa.listFactors();
    expect(listed.data!.all).toEqual([
      expect.objectContaining({ id: enrolled!.id, status: 'unverified', factor_type: 'totp', friendly_name: 'Mobil' }),
    ]);
    expect(listed.data!.totp).toEqual([]);

    const challenge = await c.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ id: expect.any(String), type: 'totp', expires_at: expect.any(Number) });
    const wrong = await c.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: totp(enrolled!.totp.secret, Date.now() - 10 * 60_000),
    });
    expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed', status: 422 });

    const verified = await c.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: totp(enrolled!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method).sort()).toEqual(['password', 'totp']);
    expect(c.events).toContain('MFA_CHALLENGE_VERIFIED');
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await c.auth.mfa.listFactors()).data!.totp).toEqual([
      expect.objectContaining({ id: enrolled!.id, status: 'verified' }),
    ]);
    // The same challenge cannot be used twice.
    const replay = await c.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: totp(enrolled!.totp.secret),
    });
    expect(replay.error).toMatchObject({ code: 'mfa_ip_address_mismatch' });
    // Sessions still at aal1 were signed out.
    expect((await before.auth.getUser()).error).not.toBeNull();

    // A new password sign-in is aal1 and must step up before sensitive changes.
    const laptop = authClient(t);
    await laptop.auth.signInWithPassword({ email: 'mfa@example.com', password: PASSWORD });
    expect((await laptop.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    // The product API also refuses an aal1 token of a member who has a verified factor.
    const meAt = async (client: TestAuthClient) => {
      const token = (await client.auth.getSession()).data.session!.access_token;
      const res = await fetch(`${t.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    };
    expect(await meAt(laptop)).toEqual({ status: 403, code: 'errors.insufficient_aal' });
    expect((await meAt(c)).status).toBe(200);
    const change = await laptop.auth.updateUser({ password: 'nove-heslo-22' });
    expect(change.error).toMatchObject({ code: 'insufficient_aal', status: 401 });
    const drop = await laptop.auth.mfa.unenroll({ factorId: enrolled!.id });
    expect(drop.error).toMatchObject({ code: 'insufficient_aal', status: 422 });
    // The authenticator's next code: the current one was used above, and a code works once per factor.
    const stepUp = await laptop.auth.mfa.challengeAndVerify({
      factorId: enrolled!.id,
      code: totp(enrolled!.totp.secret, Date.now() + 30_000),
    });
    expect(stepUp.error).toBeNull();
    expect(claimsOf(stepUp.data!.access_token).aal).toBe('aal2');
    expect((await meAt(laptop)).status).toBe(200);

    const removed = await c.auth.mfa.unenroll({ factorId: enrolled!.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: enrolled!.id });
    const { data: user } = await c.auth.getUser();
    expect(user.user!.factors).toBeUndefined();
    // The session that used the factor drops back to aal1 at its next refresh.
    const refreshed = await laptop.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
  });

  it('refuses bad factor ids, duplicate names and other factor types', async () => {
    const c = await member('mfa-errors@example.com');
    expect((await c.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' })).error).toMatchObject({
      code: 'mfa_factor_not_found',
      status: 404,
    });
    const first = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Kľúč' });
    expect(first.error).toBeNull();
    const duplicate = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Kľúč' });
    expect(duplicate.error).toMatchObject({ code: 'mfa_factor_name_conflict', status: 422 });
    const token = (await c.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${t.url}/auth/v1/factors`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ factor_type: 'sms' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    const challenge = await c.auth.mfa.challenge({ factorId: first.data!.id });
    const empty = await fetch(`${t.url}/auth/v1/factors/${first.data!.id}/verify`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ challenge_id: challenge.data!.id, code: '' }),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'validation_failed', message: 'Code needs to be non-empty' });
  });
});
