// Accounts: sign-in budgets that hold under concurrency (a slot reserved before the
// password check), that a stranger cannot use to lock the owner out, and that a forged
// X-Forwarded-For does not evade (TRUST_PROXY counts hops from the right).
import { startTestApp, TestApp } from '../support/app';
import { adminClient } from '../support/auth-client';

const V = { 'x-supabase-api-version': '2024-01-01', 'content-type': 'application/json' };

async function signIn(t: TestApp, email: string, password: string, forwardedFor?: string) {
  const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { ...V, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, code: ((await res.json()) as { code?: string }).code };
}

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The bulkhead (auth-api/rate-limit/auth-bulkhead.ts) would refuse most of one client's 200 parallel
    // sign-ins before the budget is reached: widened here so that the budget is what is counted.
    t = await startTestApp({
      AUTH_BCRYPT_COST: '4',
      TRUST_PROXY: 'true',
      RATE_LIMIT_SIGN_IN: '30/5m',
      AUTH_REQUESTS_AT_ONCE: '50',
    });
    for (const email of ['owner@example.com', 'parallel@example.com', 'forged@example.com']) {
      await adminClient(t).auth.admin.createUser({ email, password: 'Elektromobil-2026', email_confirm: true });
    }
  });
  afterAll(() => t.close());

  it('200 parallel wrong passwords from one client: no more password checks than the limit of 30', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, () => signIn(t, 'parallel@example.com', 'zle-heslo-1', '10.1.0.1')),
    );
    const checked = results.filter((r) => r.code === 'invalid_credentials').length;
    const refused = results.filter((r) => r.status === 429).length;
    expect(results.filter((r) => r.status !== 429 && r.code !== 'invalid_credentials')).toEqual([]);
    expect({ checked, refused, other: 200 - checked - refused }).toEqual({ checked: 30, refused: 170, other: 0 });
  });

  it('the owner signs in from another client right after an attack on the address', async () => {
    for (let i = 0; i < 35; i++) await signIn(t, 'owner@example.com', `hadam-${i}`, '10.2.0.1');
    expect(await signIn(t, 'owner@example.com', 'Elektromobil-2026', '10.2.0.1')).toEqual({
      status: 429,
      code: 'over_request_rate_limit',
    });
    expect(await signIn(t, 'owner@example.com', 'Elektromobil-2026', '10.3.0.7')).toEqual({
      status: 200,
      code: undefined,
    });
  });

  it('a forged left-most X-Forwarded-For entry does not give a fresh budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await signIn(t, 'forged@example.com', 'zle-heslo-2', `198.51.100.${i}, 10.4.0.1`)).status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
