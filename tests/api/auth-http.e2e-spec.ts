// The HTTP contract around the auth API (docs/auth-api.md §0, §1.13, §2, §5): error wire formats,
// tolerated body quirks, CORS, rate limits, the discovery endpoints, signing-key modes, and that
// no request shape can make it answer 5xx.
import { AuthApiError } from '@supabase/supabase-js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createApp } from '../../server/src/app';
import { createLogger } from '../../server/src/common/logger';
import { loadConfig } from '../../server/src/config/config';
import { createTestDatabase } from '../support/database';
import { startTestApp, TestApp } from '../support/app';
import { adminClient, authClient, claimsOf } from '../support/auth-client';
import { serviceRoleKey } from '../../server/src/auth-api/crypto/keys';

const V = { 'x-supabase-api-version': '2024-01-01' };

async function call(t: TestApp, method: string, path: string, body?: unknown, headers: Record<string, string> = V) {
  const res = await fetch(`${t.url}/auth/v1${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, body: json, text };
}

describe('auth API over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  });
  afterAll(() => t.close());

  it('malformed JSON is 400 bad_json in the 2024-01-01 format, with the version header echoed', async () => {
    const res = await call(t, 'POST', '/token?grant_type=password', '{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'bad_json',
      message: expect.stringContaining('Could not parse request body as JSON'),
    });
    expect(res.body).not.toHaveProperty('statusCode');
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    for (const body of ['[]', '"text"', '{"email": 5, "password": "x"}']) {
      const shaped = await call(t, 'POST', '/token?grant_type=password', body);
      expect({ body, status: shaped.status, code: shaped.body?.code }).toEqual({ body, status: 400, code: 'bad_json' });
    }
  });

  it('without the version header errors use GoTrue legacy format', async () => {
    const res = await call(
      t,
      'POST',
      '/token?grant_type=password',
      { email: 'x@example.com', password: 'nespravne' },
      {},
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
  });

  it('missing e-mail or password answers GoTrue 400/422 errors through supabase-js', async () => {
    const { auth } = authClient(t);
    const noEmail = await auth.signInWithPassword({ email: '', password: 'elektrina-42' });
    expect(noEmail.error).toBeInstanceOf(AuthApiError);
    expect(noEmail.error).toMatchObject({ code: 'validation_failed', status: 400, message: 'missing email or phone' });
    const noPassword = await auth.signUp({ email: 'nopass@example.com', password: '' });
    expect(noPassword.error).toMatchObject({
      code: 'validation_failed',
      status: 400,
      message: 'Signup requires a valid password',
    });
    const badEmail = await auth.signUp({ email: 'not-an-address', password: 'elektrina-42' });
    expect(badEmail.error).toMatchObject({
      code: 'validation_failed',
      status: 400,
      message: 'Unable to validate email address: invalid format',
    });
    const tooLong = await auth.signUp({ email: 'long@example.com', password: 'x'.repeat(73) });
    expect(tooLong.error).toMatchObject({ code: 'validation_failed', status: 400 });
    expect((await call(t, 'POST', '/token?grant_type=magic', {})).body).toMatchObject({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
    expect((await call(t, 'POST', '/recover', {})).body).toMatchObject({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
    expect((await call(t, 'POST', '/verify', { email: 'a@example.com', token: '123456' })).body).toMatchObject({
      code: 'validation_failed',
    });
  });

  it('tolerates what supabase-js sends: nulls, unknown members, camelCase extras, empty logout bodies', async () => {
    const res = await call(t, 'POST', '/signup', {
      email: 'quirks@example.com',
      password: 'elektrina-42',
      data: {},
      gotrue_meta_security: { captcha_token: null },
      code_challenge: null,
      code_challenge_method: null,
      options: { whatever: true },
      unknownMember: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ access_token: expect.any(String), user: { email: 'quirks@example.com' } });
    const logout = await fetch(`${t.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: {
        ...V,
        authorization: `Bearer ${res.body!.access_token as string}`,
        'content-type': 'application/json;charset=UTF-8',
        'content-length': '0',
      },
    });
    expect(logout.status).toBe(204);
    expect(await logout.text()).toBe('');
  });

  it('a body over 1 MB is 413 request_entity_too_large; an unknown path is a GoTrue 404', async () => {
    const big = await call(t, 'POST', '/signup', {
      email: 'big@example.com',
      password: 'elektrina-42',
      data: { blob: 'x'.repeat(1_100_000) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'request_entity_too_large' });
    const missing = await call(t, 'GET', '/no-such-endpoint');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', message: expect.any(String) });
  });

  it('answers CORS preflights and exposes the version header to browsers', async () => {
    const pre = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,apikey,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(pre.status).toBe(204);
    // A foreign origin: bearer tokens need no credentialed CORS, so `*` without credentials.
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toEqual(expect.stringContaining('DELETE'));
    for (const h of ['authorization', 'apikey', 'content-type', 'x-client-info', 'x-supabase-api-version'])
      expect(pre.headers.get('access-control-allow-headers')).toContain(h);
    const failed = await call(
      t,
      'POST',
      '/token?grant_type=password',
      { email: 'x@example.com', password: 'x' },
      { ...V, origin: 'http://localhost:5173' },
    );
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    expect(failed.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('serves settings, health and an empty JWKS in HS256 mode', async () => {
    const settings = await call(t, 'GET', '/settings');
    expect(settings.body).toMatchObject({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    expect((await call(t, 'GET', '/health')).body).toMatchObject({ name: 'GoTrue', version: expect.any(String) });
    const jwks = await call(t, 'GET', '/.well-known/jwks.json');
    expect(jwks.body).toEqual({ keys: [] });
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('no request shape makes it answer 5xx', async () => {
    const { data } = await authClient(t).auth.signUp({ email: 'fuzz@example.com', password: 'elektrina-42' });
    const user = { ...V, authorization: `Bearer ${data.session!.access_token}` };
    const admin = { ...V, authorization: `Bearer ${serviceRoleKey(t.config)}` };
    const targets: [string, string, Record<string, string>][] = [
      ['POST', '/signup', V],
      ['POST', '/token?grant_type=password', V],
      ['POST', '/token?grant_type=refresh_token', V],
      ['POST', '/token?grant_type=pkce', V],
      ['POST', '/recover', V],
      ['POST', '/verify', V],
      ['POST', '/resend', V],
      ['PUT', '/user', user],
      ['POST', '/factors', user],
      ['POST', '/factors/not-a-uuid/verify', user],
      ['POST', '/admin/users', admin],
      ['PUT', `/admin/users/${data.user!.id}`, admin],
      ['POST', '/admin/generate_link', admin],
    ];
    const bodies = [
      'null',
      '[]',
      '"x"',
      '12',
      '{}',
      '{"email":null,"password":null}',
      '{"email":{},"data":[]}',
      '{"email":"a@b.cz","data":"x"}',
      '{"type":7,"token":[]}',
      '{"refresh_token":"' + 'a'.repeat(300) + '"}',
      '{"auth_code":"x","code_verifier":"y"}',
      '{"email":"' + 'a'.repeat(300) + '@b.cz"}',
      '{"ban_duration":"forever","role":"service_role"}',
      '{"factor_type":"totp","friendly_name":5}',
      '{"challenge_id":"x","code":"1"}',
      '{"email":"nul\\u0000@b.cz","password":"x\\u0000y","data":{"k\\u0000":1}}',
    ];
    for (const query of [
      'token=x&type=signup',
      'token=x&token=y&type=recovery',
      'type=recovery&token=pkce_',
      'token=a&type=nonsense',
      'token=a',
      'token=%00&type=email&redirect_to=javascript:alert(1)',
    ]) {
      const res = await call(t, 'GET', `/verify?${query}`);
      expect({ query, status: res.status < 500 ? 'ok' : res.status }).toEqual({ query, status: 'ok' });
    }
    for (const authorization of [
      'Bearer a.b.c',
      'Basic Zm9vOmJhcg==',
      'Bearer',
      `Bearer ${serviceRoleKey(t.config)}`,
    ]) {
      const res = await call(t, 'GET', '/user', undefined, { ...V, authorization });
      expect({ authorization, status: res.status, code: typeof res.body?.code }).toEqual({
        authorization,
        status: expect.any(Number),
        code: 'string',
      });
      expect(res.status === 401 || res.status === 403).toBe(true);
    }
    for (const [method, path, headers] of targets) {
      for (const body of bodies) {
        const res = await call(t, method, path, body, headers);
        expect({ method, path, body, status: res.status < 500 ? 'ok' : res.status }).toEqual({
          method,
          path,
          body,
          status: 'ok',
        });
        if (res.status >= 400)
          expect({ path, body, code: typeof res.body?.code }).toEqual({ path, body, code: 'string' });
      }
    }
  });
});

describe('auth request logs', () => {
  it('never contain the one-time token of an e-mail link', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const db = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-log-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const app = await createApp({ config, databaseUrl: db.url, logger: createLogger('info', sink) });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.getHttpServer().address() as { port: number };
      await fetch(`http://127.0.0.1:${port}/auth/v1/verify?token=pkce_0123456789abcdef&type=recovery&redirect_to=x`, {
        redirect: 'manual',
      });
    } finally {
      await app.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const logged = lines.join('');
    expect(logged).toContain('/auth/v1/verify?token=[redacted]&type=recovery');
    expect(logged).not.toContain('0123456789abcdef');
  });
});

describe('auth rate limits', () => {
  it('past 30 failed sign-ins from one address, a guessed account is refused with 429, an untouched one still signs in', async () => {
    const t = await startTestApp({ AUTH_BCRYPT_COST: '4' });
    try {
      await adminClient(t).auth.admin.createUser({
        email: 'real@example.com',
        password: 'elektrina-42',
        email_confirm: true,
      });
      const { auth } = authClient(t);
      for (let i = 1; i <= 30; i++) {
        const { error } = await auth.signInWithPassword({ email: `guess${i}@example.com`, password: 'heslo-123' });
        expect({ attempt: i, code: error?.code }).toEqual({ attempt: i, code: 'invalid_credentials' });
      }
      const refused = await auth.signInWithPassword({ email: 'guess1@example.com', password: 'heslo-124' });
      expect(refused.error).toBeInstanceOf(AuthApiError);
      expect(refused.error).toMatchObject({ code: 'over_request_rate_limit', status: 429 });
      const member = await auth.signInWithPassword({ email: 'real@example.com', password: 'elektrina-42' });
      expect(member.error).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('bounds failures per address from all clients at ten times the per-client budget (RATE_LIMIT_SIGN_IN)', async () => {
    const t = await startTestApp({ AUTH_BCRYPT_COST: '4', TRUST_PROXY: 'true', RATE_LIMIT_SIGN_IN: '3/1m' });
    try {
      await adminClient(t).auth.admin.createUser({
        email: 'victim@example.com',
        password: 'elektrina-42',
        email_confirm: true,
      });
      const from = (ip: string, email: string, password: string) =>
        call(t, 'POST', '/token?grant_type=password', { email, password }, { ...V, 'x-forwarded-for': ip });
      for (let i = 1; i <= 30; i++)
        expect((await from(`10.0.1.${i}`, 'victim@example.com', 'zle')).body?.code).toBe('invalid_credentials');
      expect((await from('10.0.0.40', 'victim@example.com', 'zle')).status).toBe(429);
      // Another address from a fresh client address is unaffected.
      expect((await from('10.0.0.5', 'other@example.com', 'zle')).body?.code).toBe('invalid_credentials');
    } finally {
      await t.close();
    }
  });
});

describe('auth API modes', () => {
  it('ES256: tokens carry a kid, the JWKS publishes the public key and getClaims verifies locally', async () => {
    const t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', JWT_ALGORITHM: 'ES256' });
    try {
      const jwks = await call(t, 'GET', '/.well-known/jwks.json');
      const [key] = (jwks.body!.keys as Record<string, unknown>[]) ?? [];
      expect(key).toMatchObject({
        kty: 'EC',
        crv: 'P-256',
        alg: 'ES256',
        use: 'sig',
        key_ops: ['verify'],
        kid: expect.any(String),
      });
      expect(key).not.toHaveProperty('d');
      const { auth } = authClient(t);
      const { data } = await auth.signUp({ email: 'es256@example.com', password: 'elektrina-42' });
      const header = JSON.parse(Buffer.from(data.session!.access_token.split('.')[0], 'base64url').toString());
      expect(header).toEqual({ alg: 'ES256', typ: 'JWT', kid: key.kid });
      const claims = await auth.getClaims();
      expect(claims.error).toBeNull();
      expect(claims.data!.claims).toMatchObject({ email: 'es256@example.com', role: 'authenticated' });
      expect((await auth.getUser()).data.user!.email).toBe('es256@example.com');
      expect(claimsOf(data.session!.access_token).aal).toBe('aal1');
    } finally {
      await t.close();
    }
  });

  it('anonymous sign-in only when AUTH_ANONYMOUS_SIGN_IN is on; anonymous users cannot enrol factors', async () => {
    const off = await startTestApp({ AUTH_BCRYPT_COST: '4' });
    try {
      expect((await authClient(off).auth.signInAnonymously()).error).toMatchObject({
        code: 'anonymous_provider_disabled',
        status: 422,
      });
    } finally {
      await off.close();
    }
    const t = await startTestApp({ AUTH_BCRYPT_COST: '4', AUTH_ANONYMOUS_SIGN_IN: 'true' });
    try {
      const { auth, events } = authClient(t);
      const { data, error } = await auth.signInAnonymously({ options: { data: { source: 'test' } } });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        is_anonymous: true,
        email: '',
        app_metadata: {},
        user_metadata: { source: 'test' },
      });
      expect(claimsOf(data.session!.access_token)).toMatchObject({
        is_anonymous: true,
        amr: [expect.objectContaining({ method: 'anonymous' })],
      });
      expect(events).toContain('SIGNED_IN');
      expect((await auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({
        code: 'no_authorization',
        status: 403,
      });
    } finally {
      await t.close();
    }
  });

  it('AUTH_MODE=supabase does not mount /auth/v1', async () => {
    const t = await startTestApp({
      AUTH_MODE: 'supabase',
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_ANON_KEY: 'sb_publishable_0123456789abcdef',
      SUPABASE_JWT_SECRET: 'a-hosted-project-secret-of-at-least-32-chars',
    });
    try {
      for (const path of ['/settings', '/user', '/admin/users']) expect((await call(t, 'GET', path)).status).toBe(404);
      expect((await call(t, 'POST', '/token?grant_type=password', { email: 'a@b.cz', password: 'x' })).status).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});
