// AUTH_MODE=supabase: accounts live in a hosted Supabase project, so /auth/v1 is not mounted and the
// product API only verifies the project's tokens — ES256/RS256 from its JWKS (fetched from a small
// loopback server standing in for the project, keys rotated by kid) or HS256 with its JWT secret.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import pg from 'pg';
import request from 'supertest';
import { ModulesContainer } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AuthAccountDeletionService } from '../../server/src/auth-api/services/auth-account-deletion.service';
import { AuthApiModule } from '../../server/src/auth-api/auth-api.module';
import { AuthSessionService } from '../../server/src/auth-api/services/auth-session.service';
import { AuthUserService } from '../../server/src/auth-api/services/auth-user.service';
import { ACCOUNT_DELETION } from '../../server/src/access/account-deletion';
import { JWKS_COOLDOWN_MS } from '../../server/src/access/jwt-keys';
import { MemberService } from '../../server/src/modules/members/member.service';
import { freePort } from '../../server/src/common/net';
import { startTestApp, TestApp } from '../support/app';
import { memberClaims, signToken, type Claims } from '../support/tokens';

interface KeyPair {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newKey(alg: 'ES256' | 'RS256'): Promise<KeyPair> {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig', key_ops: ['verify'] } };
}

/** The stand-in project: serves its JWKS at the hosted path and counts fetches. */
async function startProject(): Promise<{ url: string; keys: JWK[]; fetches: () => number; close(): Promise<void> }> {
  const keys: JWK[] = [];
  let fetches = 0;
  const server = http.createServer((req, res) => {
    if (req.url === '/auth/v1/.well-known/jwks.json') {
      fetches++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keys,
    fetches: () => fetches,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function sql<T extends pg.QueryResultRow>(t: TestApp, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const me = (t: TestApp, token?: string) => {
  const req = request(t.url).get('/api/me');
  return token ? req.set('authorization', `Bearer ${token}`) : req;
};

describe('AUTH_MODE=supabase with the project JWKS', () => {
  let project: Awaited<ReturnType<typeof startProject>>;
  let t: TestApp;
  let es256: KeyPair;
  let issuer: string;
  const claims = (overrides: Claims = {}) => memberClaims(overrides, issuer);

  beforeAll(async () => {
    project = await startProject();
    es256 = await newKey('ES256');
    project.keys.push(es256.jwk);
    issuer = `${project.url}/auth/v1`;
    t = await startTestApp({
      AUTH_MODE: 'supabase',
      SUPABASE_URL: project.url,
      SUPABASE_ANON_KEY: await signToken(
        { iss: 'supabase', role: 'anon', iat: 1700000000, exp: 2000000000 },
        es256.privateKey,
        { kid: es256.kid },
      ),
      SUPABASE_JWKS_URL: `${project.url}/auth/v1/.well-known/jwks.json`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await project?.close();
  });

  it('does not mount the embedded auth API', async () => {
    const res = await request(t.url).get('/auth/v1/settings').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'errors.not_found' });
  });

  it('has no /auth/v1 route and creates no provider of the auth API module', () => {
    const routes = (t.app.getHttpAdapter().getInstance() as FastifyInstance).printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/auth\/v1/);
    expect(routes).toMatch(/api\/me/);
    const modules = [...t.app.get(ModulesContainer).values()];
    const names = modules
      .flatMap((m) => [...m.providers.keys(), ...m.controllers.keys()])
      .map((k) => (typeof k === 'function' ? k.name : String(k)));
    expect(modules.map((m) => m.metatype.name)).not.toContain(AuthApiModule.name);
    expect(modules.map((m) => m.metatype.name)).toContain('UserAdminModule');
    expect(names).toContain(MemberService.name);
    for (const provider of [AuthSessionService, AuthUserService, AuthAccountDeletionService])
      expect(names).not.toContain(provider.name);
    expect(names).not.toContain(String(ACCOUNT_DELETION));
    expect(names.filter((n) => n.startsWith('Auth') && n !== 'AuthGuard')).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await me(t).expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: expect.any(String),
      code: 'errors.unauthorized',
    });
  });

  it('accepts a token signed by the project key and creates the profile on the first call', async () => {
    const c = claims({ email: 'hosted@example.com' });
    const token = await signToken(c, es256.privateKey, { kid: es256.kid });
    expect(await sql(t, 'SELECT id FROM profiles WHERE id = $1', [c.sub])).toHaveLength(0);
    const res = await me(t, token).expect(200);
    expect(res.body.v).toMatchObject({
      user: { id: c.sub, email: 'hosted@example.com', permissions: {}, is_verified: false },
      onboarding_complete: false,
    });
    expect(await sql(t, 'SELECT email FROM profiles WHERE id = $1', [c.sub])).toEqual([
      { email: 'hosted@example.com' },
    ]);
    await me(t, token).expect(200);
    expect(await sql(t, 'SELECT count(*)::int AS n FROM profiles WHERE id = $1', [c.sub])).toEqual([{ n: 1 }]);
  });

  it('rejects a token signed by another key, under a known or an unknown kid', async () => {
    const other = await newKey('ES256');
    await me(t, await signToken(claims(), other.privateKey, { kid: es256.kid })).expect(401);
    await me(t, await signToken(claims(), other.privateKey, { kid: other.kid })).expect(401);
  });

  it('rejects an HS256 token (no project secret configured), a wrong issuer and the anon key', async () => {
    await me(t, await signToken(claims(), 'a-secret-this-server-never-configured-000')).expect(401);
    await me(
      t,
      await signToken(claims({ iss: 'http://127.0.0.1:1/auth/v1' }), es256.privateKey, { kid: es256.kid }),
    ).expect(401);
    await me(t, t.config.SUPABASE_ANON_KEY).expect(401);
  });

  it('answers 401 once the member profile is deleted', async () => {
    const c = claims({ email: 'leaving@example.com' });
    const token = await signToken(c, es256.privateKey, { kid: es256.kid });
    await me(t, token).expect(200);
    await sql(t, 'UPDATE profiles SET deleted_at = now() WHERE id = $1', [c.sub]);
    const res = await me(t, token).expect(401);
    expect(res.body.code).toBe('errors.unauthorized');
  });

  it('follows a key rotation: an unknown kid refetches the JWKS, known keys come from the cache', async () => {
    const before = project.fetches();
    await me(t, await signToken(claims(), es256.privateKey, { kid: es256.kid })).expect(200);
    expect(project.fetches()).toBe(before);
    const rs256 = await newKey('RS256');
    project.keys.push(rs256.jwk);
    await new Promise((resolve) => setTimeout(resolve, JWKS_COOLDOWN_MS + 200));
    await me(t, await signToken(claims(), rs256.privateKey, { alg: 'RS256', kid: rs256.kid })).expect(200);
    expect(project.fetches()).toBe(before + 1);
  }, 20_000);
});

describe('AUTH_MODE=supabase with the project JWT secret (HS256)', () => {
  const secret = 'hosted-project-jwt-secret-with-at-least-32-chars';
  const projectUrl = 'https://abcdefgh.supabase.co';
  const claims = (overrides: Claims = {}) => memberClaims(overrides, `${projectUrl}/auth/v1`);
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      AUTH_MODE: 'supabase',
      SUPABASE_URL: projectUrl,
      SUPABASE_ANON_KEY: await signToken(
        { iss: 'supabase', ref: 'abcdefgh', role: 'anon', iat: 1700000000, exp: 2000000000 },
        secret,
      ),
      SUPABASE_JWT_SECRET: secret,
    });
  });
  afterAll(() => t?.close());

  it('accepts a token signed with the project secret and creates the profile', async () => {
    const c = claims({ email: 'hs256@example.com' });
    const res = await me(t, await signToken(c, secret)).expect(200);
    expect(res.body.v.user).toMatchObject({ id: c.sub, email: 'hs256@example.com' });
    expect(await sql(t, 'SELECT email FROM profiles WHERE id = $1', [c.sub])).toEqual([{ email: 'hs256@example.com' }]);
  });

  it('does not create a second profile for an e-mail address another profile uses, nor one without an address', async () => {
    await me(t, await signToken(claims({ email: 'taken@example.com' }), secret)).expect(200);
    const other = claims({ email: 'taken@example.com' });
    const res = await me(t, await signToken(other, secret)).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'errors.email_taken' });
    const phoneOnly = claims({ email: '', phone: '421900123456' });
    expect((await me(t, await signToken(phoneOnly, secret)).expect(403)).body.code).toBe('errors.email_required');
    expect(await sql(t, 'SELECT id FROM profiles WHERE id = ANY($1::uuid[])', [[other.sub, phoneOnly.sub]])).toEqual(
      [],
    );
  });

  it('rejects another secret, an ES256 token (no JWKS configured), the anon and service_role keys', async () => {
    await me(t, await signToken(claims(), 'another-secret-another-secret-another-secret')).expect(401);
    const key = await newKey('ES256');
    await me(t, await signToken(claims(), key.privateKey, { kid: key.kid })).expect(401);
    await me(t, t.config.SUPABASE_ANON_KEY).expect(401);
    await me(
      t,
      await signToken({ iss: 'supabase', role: 'service_role', iat: 1700000000, exp: 2000000000 }, secret),
    ).expect(401);
    await me(t, await signToken(claims({ role: 'service_role' }), secret)).expect(401);
  });
});

describe('AUTH_MODE=supabase when the JWKS cannot be fetched', () => {
  let t: TestApp;
  beforeAll(async () => {
    const closedPort = await freePort();
    t = await startTestApp({
      AUTH_MODE: 'supabase',
      SUPABASE_URL: `http://127.0.0.1:${closedPort}`,
      SUPABASE_ANON_KEY: 'sb_publishable_unreachable_project_key',
      SUPABASE_JWKS_URL: `http://127.0.0.1:${closedPort}/auth/v1/.well-known/jwks.json`,
    });
  });
  afterAll(() => t?.close());

  it('answers 503 (try again) rather than 401, so clients do not sign the member out', async () => {
    const key = await newKey('ES256');
    const token = await signToken(memberClaims({}, `${t.config.SUPABASE_URL}/auth/v1`), key.privateKey, {
      kid: key.kid,
    });
    const res = await me(t, token).expect(503);
    expect(res.body.code).toBe('errors.unavailable');
  });
});
