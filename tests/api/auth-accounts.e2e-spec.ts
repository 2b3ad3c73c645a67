// Accounts: /auth/v1 checks `aud` and `iss`, a TOTP code works once per factor, common
// passwords are weak_password (reason `pwned`), and sign-up of an existing address answers like a
// new one in shape and in time.
import { resolveJwtSecret } from '../../server/src/access/jwt-secret';
import { startTestApp, TestApp } from '../support/app';
import { totp } from '../support/totp';
import { authClient, claimsOf, signedInClient, signedUpClient } from '../support/auth-client';
import { codeIn, type MailCapture } from '../support/mail';
import { startMailApp, stopMailApp } from '../support/mail-app';
import { signToken } from '../support/tokens';

const PASSWORD = 'Elektromobil-2026';

/** Member names and value types, recursively: what a client could compare between two answers. */
function skeleton(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(skeleton);
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, skeleton(v)]);
  return typeof value;
}

describe('auth API accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  });
  afterAll(() => t.close());

  it('refuses an access token of the right secret but a wrong iss or aud', async () => {
    const c = await signedUpClient(t, 'claims@example.com', PASSWORD);
    const token = (await c.auth.getSession()).data.session!.access_token;
    const claims = claimsOf(token);
    const user = (bearerToken: string) =>
      fetch(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${bearerToken}` } });
    expect((await user(await signToken(claims, resolveJwtSecret(t.config)))).status).toBe(200);
    for (const changed of [{ iss: 'http://localhost:4000/auth/v1' }, { aud: 'other-project' }, { aud: undefined }]) {
      const forged = { ...claims, ...changed };
      for (const key of Object.keys(forged))
        if (forged[key as keyof typeof forged] === undefined) delete forged[key as keyof typeof forged];
      const res = await user(await signToken(forged, resolveJwtSecret(t.config)));
      expect({ changed, status: res.status, code: ((await res.json()) as { error_code?: string }).error_code }).toEqual(
        { changed, status: 403, code: 'bad_jwt' },
      );
    }
  });

  it('a TOTP code is refused the second time, even with a fresh challenge in another session', async () => {
    const c = await signedUpClient(t, 'totp-replay@example.com', PASSWORD);
    const { data: factor } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Mobil' });
    // The replay comes seconds later: within the code's step or the next one, both accepted windows.
    const code = totp(factor!.totp.secret);
    const first = await c.auth.mfa.challengeAndVerify({ factorId: factor!.id, code });
    expect(first.error).toBeNull();
    const other = await signedInClient(t, 'totp-replay@example.com', PASSWORD);
    const replay = await other.auth.mfa.challengeAndVerify({ factorId: factor!.id, code });
    expect(replay.error).toMatchObject({ code: 'mfa_verification_failed', status: 422 });
  });

  it('common passwords, one repeated character and white space are weak_password with reason pwned', async () => {
    for (const password of ['12345678', 'password1', 'Password1', '        ', 'aaaaaaaaaa', 'heslo1234']) {
      const { error } = await authClient(t).auth.signUp({
        email: `weak-${Math.random().toString(16).slice(2)}@example.com`,
        password,
      });
      expect({ password, code: error?.code, reasons: (error as { reasons?: string[] } | null)?.reasons }).toEqual({
        password,
        code: 'weak_password',
        reasons: ['pwned'],
      });
    }
    expect(
      (await authClient(t).auth.signUp({ email: 'strong@example.com', password: 'Nabijacka-v-garazi-7' })).error,
    ).toBeNull();
  });
});

describe('sign-up of an existing address (confirmations on)', () => {
  let t: TestApp;
  let mail: MailCapture;
  beforeAll(async () => {
    ({ t, mail } = await startMailApp({ AUTH_BCRYPT_COST: '10', RATE_LIMIT_SIGN_UP: 'off' }));
    await authClient(t).auth.signUp({ email: 'taken@example.com', password: PASSWORD });
    const code = codeIn(await mail.next('taken@example.com'));
    expect(
      (await authClient(t).auth.verifyOtp({ email: 'taken@example.com', token: code, type: 'signup' })).error,
    ).toBeNull();
  });
  afterAll(() => stopMailApp({ t, mail }));

  const signUp = async (email: string) => {
    const started = performance.now();
    const res = await fetch(`${t.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, data: { first_name: 'Eva' } }),
    });
    return { ms: performance.now() - started, status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  it('answers the same members in the same order, and takes comparable time', async () => {
    const fresh: Awaited<ReturnType<typeof signUp>>[] = [];
    const taken: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let i = 0; i < 5; i++) {
      fresh.push(await signUp(`new-${i}@example.com`));
      taken.push(await signUp('taken@example.com'));
    }
    expect(taken[0].status).toBe(fresh[0].status);
    expect(skeleton(taken[0].body)).toEqual(skeleton(fresh[0].body));
    const ratio = median(fresh.map((r) => r.ms)) / median(taken.map((r) => r.ms));
    expect(ratio).toBeLessThan(3);
  });
});
