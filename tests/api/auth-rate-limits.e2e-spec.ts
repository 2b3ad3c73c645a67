// Request budgets declared on the auth API's routes with @RateLimit()
// (server/src/auth-api/http/rate-limit.interceptor.ts): each is spent before the handler, keyed by
// what the request carries (client IP, the body's address, the authenticated caller's address), and
// refused with the same 429 as the budgets a service still counts itself (the password sign-in's).
// tests/unit/auth-rate-limits.spec.ts lists which route declares which budget.
import { adminClient } from '../support/auth-client';
import { startMailApp, stopMailApp, type MailApp } from '../support/mail-app';
import type { TestApp } from '../support/app';

const V = { 'x-supabase-api-version': '2024-01-01' };

async function call(t: TestApp, ip: string, method: string, path: string, body?: unknown, bearer?: string) {
  const res = await fetch(`${t.url}/auth/v1${path}`, {
    method,
    headers: {
      ...V,
      'x-forwarded-for': ip,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    code: text ? ((JSON.parse(text) as { code?: string }).code ?? null) : null,
    reply: {
      status: res.status,
      contentType: res.headers.get('content-type'),
      version: res.headers.get('x-supabase-api-version'),
      body: text,
    },
  };
}

describe('auth API budgets declared on the route (@RateLimit)', () => {
  let app: MailApp;
  let t: TestApp;
  const PASSWORD = 'Elektromobil-2026';
  const signIn = async (email: string) => {
    const res = await call(t, '10.9.9.9', 'POST', '/token?grant_type=password', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    return (JSON.parse(res.reply.body) as { access_token: string }).access_token;
  };

  beforeAll(async () => {
    app = await startMailApp({
      TRUST_PROXY: 'true',
      AUTH_AUTOCONFIRM: 'true',
      RATE_LIMIT_SIGN_IN: '1/5m',
      RATE_LIMIT_REFRESH: '2/5m',
      RATE_LIMIT_SIGN_UP: '2/5m',
      RATE_LIMIT_RESEND: '2/5m',
      RATE_LIMIT_MFA: '2/5m',
      RATE_LIMIT_PASSWORD: '2/5m',
    });
    t = app.t;
    for (const email of ['reauth@example.com', 'mfa@example.com', 'heslo@example.com'])
      await adminClient(t).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  });
  afterAll(() => stopMailApp(app));

  it("POST /token?grant_type=refresh_token spends RATE_LIMIT_REFRESH per client IP; the pkce grant does not; the 429 is the sign-in budget's", async () => {
    const refresh = (ip: string) =>
      call(t, ip, 'POST', '/token?grant_type=refresh_token', { refresh_token: 'neznamy-obnovovaci-token' });
    expect((await refresh('10.7.0.1')).code).toBe('refresh_token_not_found');
    expect((await refresh('10.7.0.1')).code).toBe('refresh_token_not_found');
    const refused = await refresh('10.7.0.1');
    expect(refused.code).toBe('over_request_rate_limit');
    // Another client has its own budget; another grant on the same route is not counted here.
    expect((await refresh('10.7.0.2')).code).toBe('refresh_token_not_found');
    expect(
      (
        await call(t, '10.7.0.1', 'POST', '/token?grant_type=pkce', {
          auth_code: 'neznamy-kod',
          code_verifier: 'x'.repeat(43),
        })
      ).code,
    ).toBe('flow_state_not_found');

    // The password grant's budget is still reserved by its service: its refusal is the same reply.
    const wrong = () =>
      call(t, '10.7.0.3', 'POST', '/token?grant_type=password', { email: 'nikto@example.com', password: 'zle-heslo' });
    expect((await wrong()).code).toBe('invalid_credentials');
    const bySignIn = await wrong();
    expect(bySignIn.code).toBe('over_request_rate_limit');
    expect(refused.reply).toEqual(bySignIn.reply);
  });

  it('POST /signup counts the address it names from every client IP', async () => {
    const signUp = (ip: string) =>
      call(t, ip, 'POST', '/signup', { email: 'Opakovany@Example.com ', password: PASSWORD, data: {} });
    expect((await signUp('10.7.1.1')).status).toBe(200);
    expect((await signUp('10.7.1.2')).code).toBe('user_already_exists');
    expect((await signUp('10.7.1.3')).code).toBe('over_request_rate_limit');
    expect(
      (await call(t, '10.7.1.4', 'POST', '/signup', { email: 'iny@example.com', password: PASSWORD, data: {} })).status,
    ).toBe(200);
  });

  it("GET /reauthenticate counts the signed-in caller's address, whatever the client IP", async () => {
    const token = await signIn('reauth@example.com');
    expect((await call(t, '10.7.2.1', 'GET', '/reauthenticate', undefined, token)).status).toBe(200);
    expect((await call(t, '10.7.2.2', 'GET', '/reauthenticate', undefined, token)).status).toBe(200);
    expect((await call(t, '10.7.2.3', 'GET', '/reauthenticate', undefined, token)).code).toBe(
      'over_request_rate_limit',
    );
  });

  it('PUT /user with a new password spends RATE_LIMIT_PASSWORD per account, whatever the client IP; other changes do not', async () => {
    const token = await signIn('heslo@example.com');
    expect((await call(t, '10.7.3.1', 'PUT', '/user', { data: { prezyvka: 'Janko' } }, token)).status).toBe(200);
    expect((await call(t, '10.7.3.2', 'PUT', '/user', { password: 'Nove-heslo-2026-a' }, token)).status).toBe(200);
    expect((await call(t, '10.7.3.3', 'PUT', '/user', { password: 'Nove-heslo-2026-b' }, token)).status).toBe(200);
    const third = await call(t, '10.7.3.4', 'PUT', '/user', { password: 'Nove-heslo-2026-c' }, token);
    expect({ status: third.status, code: third.code }).toEqual({ status: 429, code: 'over_request_rate_limit' });
    expect((await call(t, '10.7.3.5', 'PUT', '/user', { data: { prezyvka: 'Jano' } }, token)).status).toBe(200);
  });

  it('MFA challenges spend RATE_LIMIT_MFA per client IP, after authentication: an anonymous call is refused with 401 and not counted', async () => {
    const token = await signIn('mfa@example.com');
    const challenge = (bearer?: string) =>
      call(t, '10.7.3.1', 'POST', '/factors/00000000-0000-4000-8000-000000000000/challenge', {}, bearer);
    expect((await challenge()).status).toBe(401);
    expect((await challenge()).status).toBe(401);
    expect((await challenge(token)).code).toBe('mfa_factor_not_found');
    expect((await challenge(token)).code).toBe('mfa_factor_not_found');
    expect((await challenge(token)).code).toBe('over_request_rate_limit');
    expect((await challenge()).status).toBe(401);
  });
});
