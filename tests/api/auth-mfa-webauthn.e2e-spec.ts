// WebAuthn as a second factor through supabase-js (docs/auth-api.md §1.10): `mfa.enroll({ factorType:
// 'webauthn' })`, `mfa.challenge` and `mfa.verify`, answered by the software authenticator of
// tests/support/passkey-authenticator.ts as navigator.credentials would. Codes are GoTrue's
// (internal/api/mfa.go).
import { startTestApp, TestApp } from '../support/app';
import { queryDatabase } from '../support/database';
import { authClient, claimsOf, signedUpClient, type TestAuthClient } from '../support/auth-client';
import { SoftAuthenticator } from '../support/passkey-authenticator';

const PASSWORD = 'elektrina-42';
type Json = Record<string, unknown>;

/** supabase-js hands the options over with ArrayBuffers; the authenticator reads their JSON form. */
function optionsJson(value: unknown): unknown {
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value))
    return Buffer.from(
      value instanceof ArrayBuffer ? value : value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength),
    ).toString('base64url');
  if (Array.isArray(value)) return value.map(optionsJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, optionsJson(v)]));
  return value;
}

/** What navigator.credentials gives: a credential whose toJSON() (WebAuthn Level 3) supabase-js sends. */
const asBrowserCredential = (json: Json) => ({ ...json, toJSON: () => json }) as never;

describe('WebAuthn MFA factor', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    // Each test challenges and verifies several times from the one test IP; the limit itself is §4.6's.
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_MFA: 'off' });
    origin = new URL(t.config.PUBLIC_URL).origin;
  });
  afterAll(() => t.close());

  async function challenge(c: TestAuthClient, factorId: string) {
    const { data, error } = await c.auth.mfa.challenge({ factorId });
    expect(error).toBeNull();
    const reply = data as unknown as {
      id: string;
      expires_at: number;
      webauthn: { type: 'create' | 'request'; credential_options: { publicKey: unknown } };
    };
    return {
      id: reply.id,
      expiresAt: reply.expires_at,
      type: reply.webauthn.type,
      options: optionsJson(reply.webauthn.credential_options.publicKey) as Json,
    };
  }

  function verify(c: TestAuthClient, factorId: string, challengeId: string, type: 'create' | 'request', answer: Json) {
    return c.auth.mfa.verify({
      factorId,
      challengeId,
      webauthn: { type, rpId: 'ignored.example', credential_response: asBrowserCredential(answer) },
    } as never);
  }

  /** A member with a verified security key: enrolled, challenged and verified. */
  async function enrolled(email: string) {
    const c = await signedUpClient(t, email, PASSWORD);
    const key = new SoftAuthenticator(origin);
    const { data, error } = await c.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Kľúč' } as never);
    expect(error).toBeNull();
    const factorId = (data as unknown as { id: string }).id;
    const created = await challenge(c, factorId);
    const result = await verify(c, factorId, created.id, 'create', key.create(created.options));
    return { c, key, factorId, result, data };
  }

  it('enrol, challenge (creation options) and verify raise the session to aal2; a later sign-in is raised with the key; unenrol removes it', async () => {
    const c = await signedUpClient(t, 'kluc@example.com', PASSWORD);
    const key = new SoftAuthenticator(origin);
    const { data: factor, error } = await c.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Kľúč' } as never);
    expect(error).toBeNull();
    expect(factor).toEqual({ id: expect.any(String), type: 'webauthn', friendly_name: 'Kľúč' });
    const factorId = (factor as unknown as { id: string }).id;

    const created = await challenge(c, factorId);
    expect(created.type).toBe('create');
    expect(created.options).toMatchObject({
      rp: { id: new URL(origin).hostname, name: 'EV Klub' },
      user: { name: 'kluc@example.com' },
      attestation: 'none',
    });
    expect(created.expiresAt).toBeGreaterThan(Date.now() / 1000 + 290);
    const verified = await verify(c, factorId, created.id, 'create', key.create(created.options));
    expect(verified.error).toBeNull();
    const token = (await c.auth.getSession()).data.session!.access_token;
    expect(claimsOf(token).aal).toBe('aal2');
    expect((claimsOf(token).amr as { method: string }[]).map((a) => a.method)).toContain('mfa/webauthn');

    const listed = await c.auth.mfa.listFactors();
    expect((listed.data as unknown as { webauthn: Json[] }).webauthn).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'webauthn', status: 'verified', friendly_name: 'Kľúč' }),
    ]);
    const user = await c.auth.getUser();
    expect(user.data.user!.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'webauthn', status: 'verified' }),
    ]);

    // A new sign-in is aal1 until the key answers the request options for its own credential.
    const later = authClient(t);
    await later.auth.signInWithPassword({ email: 'kluc@example.com', password: PASSWORD });
    const aal = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const requested = await challenge(later, factorId);
    expect(requested.type).toBe('request');
    expect(requested.options).toMatchObject({
      rpId: new URL(origin).hostname,
      allowCredentials: [{ id: key.passkeys[0].credentialId.toString('base64url'), type: 'public-key' }],
    });
    const signedIn = await verify(later, factorId, requested.id, 'request', key.get(requested.options));
    expect(signedIn.error).toBeNull();
    expect(claimsOf((await later.auth.getSession()).data.session!.access_token).aal).toBe('aal2');

    const removed = await later.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect((await later.auth.getUser()).data.user!.factors ?? []).toEqual([]);
  });

  it('a challenge serves one answer: the same answer again is refused (422 mfa_factor_not_found)', async () => {
    const { key, factorId } = await enrolled('kluc-replay@example.com');
    const later = authClient(t);
    await later.auth.signInWithPassword({ email: 'kluc-replay@example.com', password: PASSWORD });
    const requested = await challenge(later, factorId);
    const answer = key.get(requested.options);
    expect((await verify(later, factorId, requested.id, 'request', answer)).error).toBeNull();
    const again = await verify(later, factorId, requested.id, 'request', answer);
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
  });

  it('an answer made for another origin is refused (422 mfa_verification_failed) and the factor stays unverified', async () => {
    const c = await signedUpClient(t, 'kluc-origin@example.com', PASSWORD);
    const key = new SoftAuthenticator(origin);
    const { data } = await c.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Kľúč' } as never);
    const factorId = (data as unknown as { id: string }).id;
    const created = await challenge(c, factorId);
    const refused = await verify(
      c,
      factorId,
      created.id,
      'create',
      key.create(created.options, { origin: 'https://evklub.example.net' }),
    );
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(claimsOf((await c.auth.getSession()).data.session!.access_token).aal).toBe('aal1');
    const user = await c.auth.getUser();
    expect(user.data.user!.factors).toEqual([expect.objectContaining({ id: factorId, status: 'unverified' })]);
  });

  it('a creation challenge from before the factor was verified cannot replace its key (400 validation_failed)', async () => {
    const c = await signedUpClient(t, 'kluc-swap@example.com', PASSWORD);
    const key = new SoftAuthenticator(origin);
    const other = new SoftAuthenticator(origin);
    const { data } = await c.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Kľúč' } as never);
    const factorId = (data as unknown as { id: string }).id;
    const first = await challenge(c, factorId);
    const second = await challenge(c, factorId);
    expect((await verify(c, factorId, second.id, 'create', key.create(second.options))).error).toBeNull();
    const swapped = await verify(c, factorId, first.id, 'create', other.create(first.options));
    expect(swapped.error).toMatchObject({ status: 400, code: 'validation_failed' });
    // The first key still raises a new sign-in; the other one does not.
    const later = authClient(t);
    await later.auth.signInWithPassword({ email: 'kluc-swap@example.com', password: PASSWORD });
    const requested = await challenge(later, factorId);
    expect((await verify(later, factorId, requested.id, 'request', key.get(requested.options))).error).toBeNull();
  });

  it('an expired challenge is refused (422 mfa_challenge_expired)', async () => {
    const { key, factorId } = await enrolled('kluc-expired@example.com');
    const later = authClient(t);
    await later.auth.signInWithPassword({ email: 'kluc-expired@example.com', password: PASSWORD });
    const requested = await challenge(later, factorId);
    await queryDatabase(
      t.database.url,
      `UPDATE auth.mfa_challenges SET created_at = now() - interval '301 seconds' WHERE id = $1`,
      [requested.id],
    );
    const refused = await verify(later, factorId, requested.id, 'request', key.get(requested.options));
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect(claimsOf((await later.auth.getSession()).data.session!.access_token).aal).toBe('aal1');
  });
});
