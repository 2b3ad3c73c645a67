// GET /api/me and the global auth guard in embedded mode. Members are signed up and signed in with
// the real supabase-js client against our /auth/v1; tampered tokens copy a real session's claims
// and change one thing, so that one thing is the only reason they fail.
import { Controller, Get } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import { generateKeyPair } from 'jose';
import pg from 'pg';
import request from 'supertest';
import { AppModule } from '../../server/src/app.module';
import { anonKey, serviceRoleKey } from '../../server/src/auth-api/crypto/keys';
import type { AuthUser } from '../../server/src/access/request-user';
import { CurrentUser } from '../../server/src/access/current-user.decorator';
import { Authenticated } from '../../server/src/access/decorators';
import { resolveJwtSecret } from '../../server/src/access/jwt-secret';
import { ErrorFilter } from '../../server/src/common/error.filter';
import { createLogger } from '../../server/src/common/logger';
import { startTestApp, TestApp } from '../support/app';
import { adminClient, authClient, claimsOf } from '../support/auth-client';
import { signToken, unsignedToken, type Claims } from '../support/tokens';

let t: TestApp;
let counter = 0;

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new member, signed up with supabase-js (autoconfirm on, so sign-up returns a session). */
async function signUpMember(): Promise<{ supabase: SupabaseClient; token: string; id: string; email: string }> {
  const supabase = authClient(t).client;
  const email = `clen${++counter}-${Date.now()}@example.com`;
  const { data, error } = await supabase.auth.signUp({ email, password: 'Elektromobil-2026' });
  if (error || !data.session) throw error ?? new Error('sign-up returned no session');
  return { supabase, token: data.session.access_token, id: data.session.user.id, email };
}

/** The member's token re-signed with one claim changed (or removed, with undefined). */
async function tampered(token: string, overrides: Claims, key = resolveJwtSecret(t.config)): Promise<string> {
  const claims: Claims = { ...claimsOf(token), ...overrides };
  for (const k of Object.keys(claims)) if (claims[k] === undefined) delete claims[k];
  return signToken(claims, key);
}

const me = (token?: string) => {
  const req = request(t.url).get('/api/me');
  return token ? req.set('authorization', `Bearer ${token}`) : req;
};

const unauthorized = (code = 'errors.unauthorized') => ({
  statusCode: 401,
  error: 'Unauthorized',
  message: expect.any(String),
  code,
});

/** The request is answered 401 in the one error shape. */
async function expectUnauthorized(req: request.Test, code = 'errors.unauthorized'): Promise<void> {
  const res = await req;
  expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: unauthorized(code) });
}

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
});
afterAll(() => t?.close());

describe('GET /api/me', () => {
  it('requires authentication', async () => {
    const res = await me().expect(401);
    expect(res.body).toEqual(unauthorized());
    await expectUnauthorized(me('not-a-jwt'));
    await request(t.url).get('/api/me').set('authorization', 'Basic dXNlcjpwYXNz').expect(401);
  });

  it('refuses an expired token with errors.token_expired', async () => {
    const { token } = await signUpMember();
    const now = Math.floor(Date.now() / 1000);
    const res = await me(await tampered(token, { iat: now - 7200, exp: now - 120 })).expect(401);
    expect(res.body).toEqual(unauthorized('errors.token_expired'));
  });

  it('refuses a token with a wrong signature, alg none, a wrong audience or a wrong issuer', async () => {
    const { token } = await signUpMember();
    await expectUnauthorized(me(await tampered(token, {}, 'some-other-secret-some-other-secret-0000')));
    const [header, payload] = token.split('.');
    await me(`${header}.${payload}.${'A'.repeat(43)}`).expect(401);
    await expectUnauthorized(me(unsignedToken(claimsOf(token))));
    await expectUnauthorized(me(await tampered(token, { aud: 'anon' })));
    await me(await tampered(token, { aud: undefined })).expect(401);
    await expectUnauthorized(me(await tampered(token, { iss: 'https://evil.example/auth/v1' })));
    await me(await tampered(token, { iss: undefined })).expect(401);
  });

  it('refuses the anon and service_role keys and tokens whose role or subject is not a member', async () => {
    // The project's API keys are HS256 JWTs signed with the same secret, with role anon / service_role.
    await expectUnauthorized(me(anonKey(t.config)));
    await expectUnauthorized(me(serviceRoleKey(t.config)));
    const { token } = await signUpMember();
    await me(await tampered(token, { role: 'service_role' })).expect(401);
    await me(await tampered(token, { role: 'anon' })).expect(401);
    await me(await tampered(token, { sub: 'not-a-uuid' })).expect(401);
    await me(await tampered(token, { exp: undefined })).expect(401);
    await me(await tampered(token, { is_anonymous: true })).expect(401);
  });

  it('answers with the member and creates the profile on the first call', async () => {
    const { token, id, email } = await signUpMember();
    expect(await sql('SELECT id FROM profiles WHERE id = $1', [id])).toHaveLength(0);
    const res = await me(token).expect(200);
    expect(res.body).toEqual({
      v: {
        user: {
          id,
          username: null,
          first_name: null,
          last_name: null,
          email,
          avatar_url: null,
          avatar: null,
          address_street: null,
          address_city: null,
          address_post_code: null,
          address_country: null,
          address_country_name: null,
          address_full: null,
          phone_number: null,
          birth_date: null,
          company_name: null,
          company_id: null,
          permissions: {},
          is_owner: false,
          cars_count: 0,
          is_verified: false,
          recommendation: null,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
        onboarding_complete: false,
      },
    });
    expect(await sql('SELECT email FROM profiles WHERE id = $1', [id])).toEqual([{ email }]);
    // A test token with the same claims is accepted too: the test signer matches the auth API's.
    await me(await tampered(token, {})).expect(200);
  });

  it('creates one profile when the first calls arrive together', async () => {
    const { token, id } = await signUpMember();
    const results = await Promise.all([me(token), me(token), me(token)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await sql('SELECT count(*)::int AS n FROM profiles WHERE id = $1', [id])).toEqual([{ n: 1 }]);
  });

  it('never shows the member the staff note, and shows their verification', async () => {
    const { token, id } = await signUpMember();
    await me(token).expect(200);
    await sql(
      "UPDATE profiles SET note = 'internal: checked the VIN', is_verified = true, first_name = 'Ján', birth_date = '1985-04-12' WHERE id = $1",
      [id],
    );
    const res = await me(token).expect(200);
    expect(res.body.v.user).not.toHaveProperty('note');
    expect(JSON.stringify(res.body)).not.toContain('internal');
    expect(res.body.v.user).toMatchObject({ is_verified: true, first_name: 'Ján', birth_date: '1985-04-12' });
  });

  it('reports onboarding complete once steps 1–3 are answered, or when the member owns a car', async () => {
    const a = await signUpMember();
    await me(a.token).expect(200);
    await sql(
      "INSERT INTO onboarding (user_id, tesla_account_email, tesla_account_full_name, vin, model) VALUES ($1, $2, 'Ján Elektrický', '5YJ3E7EA1KF000001', 'Model 3')",
      [a.id, a.email],
    );
    expect((await me(a.token).expect(200)).body.v.onboarding_complete).toBe(false);
    await sql(
      "UPDATE onboarding SET variant = 'Long Range', color = 'Pearl White Multi-Coat', owned_since = '2021-03-01' WHERE user_id = $1",
      [a.id],
    );
    expect((await me(a.token).expect(200)).body.v.onboarding_complete).toBe(true);

    const b = await signUpMember();
    await me(b.token).expect(200);
    await sql("INSERT INTO cars (vin, model) VALUES ('5YJYGDEE0MF000002', 'Model Y')");
    await sql(
      "INSERT INTO car_ownerships (vin, owner_id, owned_since, owned_until) VALUES ('5YJYGDEE0MF000002', $1, '2020-01-01', '2021-01-01')",
      [b.id],
    );
    expect((await me(b.token).expect(200)).body.v).toMatchObject({
      onboarding_complete: false,
      user: { cars_count: 0 },
    });
    await sql(
      "INSERT INTO car_ownerships (vin, owner_id, owned_since) VALUES ('5YJYGDEE0MF000002', $1, '2022-01-01')",
      [b.id],
    );
    expect((await me(b.token).expect(200)).body.v).toMatchObject({
      onboarding_complete: true,
      user: { cars_count: 1 },
    });
  });

  it('stops accepting the access token of a session that signed out', async () => {
    const { supabase, token } = await signUpMember();
    await me(token).expect(200);
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    await expectUnauthorized(me(token));
  });

  it('refuses the token of a deleted or banned account', async () => {
    const admin = adminClient(t).auth.admin;
    const soft = await signUpMember();
    await me(soft.token).expect(200);
    expect((await admin.deleteUser(soft.id, true)).error).toBeNull();
    await expectUnauthorized(me(soft.token));

    const hard = await signUpMember();
    await me(hard.token).expect(200);
    expect((await admin.deleteUser(hard.id)).error).toBeNull();
    await expectUnauthorized(me(hard.token));

    const banned = await signUpMember();
    await me(banned.token).expect(200);
    expect((await admin.updateUserById(banned.id, { ban_duration: '24h' })).error).toBeNull();
    await expectUnauthorized(me(banned.token));
  });

  it('works end to end with supabase-js: sign in with a password, then ask /api/me', async () => {
    const { email } = await signUpMember();
    const supabase = authClient(t).client;
    const { data, error } = await supabase.auth.signInWithPassword({ email, password: 'Elektromobil-2026' });
    expect(error).toBeNull();
    const res = await me(data.session!.access_token).expect(200);
    expect(res.body.v.user.email).toBe(email);
  });
});

describe('permission guard', () => {
  // A route that needs users=full, mounted next to the real app in a testing module: the guard is
  // the app's global one, so this proves what every staff route gets.
  @Controller('api/guard-probe')
  class GuardProbeController {
    @Get('staff')
    @Authenticated({ permissions: { users: 'full' } })
    listStaffOnly(@CurrentUser() user: AuthUser) {
      return { v: { id: user.id } };
    }

    @Get('undeclared')
    reachUndeclared() {
      return { v: 'reached' };
    }
  }

  let probe: NestFastifyApplication;
  const staff = (token?: string) => {
    const req = request(probe.getHttpServer()).get('/api/guard-probe/staff');
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };

  beforeAll(async () => {
    const logger = createLogger('silent');
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot({ config: t.config, databaseUrl: t.database.url, logger })],
      controllers: [GuardProbeController],
    }).compile();
    probe = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
    probe.useGlobalFilters(new ErrorFilter(logger));
    await probe.init();
    await probe.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => probe?.close());

  it('refuses a route that declares neither @Public() nor @Authenticated(), even to a signed-in member', async () => {
    const { token } = await signUpMember();
    const res = await request(probe.getHttpServer())
      .get('/api/guard-probe/undeclared')
      .set('authorization', `Bearer ${token}`)
      .expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, code: 'errors.forbidden' });
    await request(probe.getHttpServer()).get('/api/guard-probe/undeclared').expect(403);
  });

  it('requires authentication, then the permission, read from the database on every request', async () => {
    await expectUnauthorized(staff());
    const { token, id } = await signUpMember();
    await me(token).expect(200);
    const denied = await staff(token).expect(403);
    expect(denied.body).toMatchObject({
      statusCode: 403,
      error: 'Forbidden',
      code: 'errors.missing_permission',
      required: { users: 'full' },
    });

    await sql(`UPDATE profiles SET permissions = '{"events":"full"}' WHERE id = $1`, [id]);
    await staff(token).expect(403);
    await sql(`UPDATE profiles SET permissions = '{"users":"full","events":"full"}' WHERE id = $1`, [id]);
    await staff(token).expect(200, { v: { id } });
    expect((await me(token).expect(200)).body.v.user.permissions).toEqual({ users: 'full', events: 'full' });
    // Revoking takes effect at once, with the very same token.
    await sql(`UPDATE profiles SET permissions = '{}' WHERE id = $1`, [id]);
    await staff(token).expect(403);
  });

  it('a member cannot grant themselves permissions or verification through their account metadata', async () => {
    const { supabase, token, id } = await signUpMember();
    await me(token).expect(200);
    const { error } = await supabase.auth.updateUser({ data: { permissions: { users: 'full' }, is_verified: true } });
    expect(error).toBeNull();
    const { data } = await supabase.auth.refreshSession();
    const refreshed = data.session!.access_token;
    expect(claimsOf(refreshed).user_metadata).toMatchObject({ permissions: { users: 'full' } });
    await staff(refreshed).expect(403);
    expect((await me(refreshed).expect(200)).body.v.user).toMatchObject({ permissions: {}, is_verified: false });
    // Nor with a token that claims them: only the database counts.
    await staff(
      await tampered(refreshed, { app_metadata: { permissions: { users: 'full' } }, permissions: { users: 'full' } }),
    ).expect(403);
    expect(await sql('SELECT permissions, is_verified FROM profiles WHERE id = $1', [id])).toEqual([
      { permissions: {}, is_verified: false },
    ]);
  });
});

describe('GET /api/me when the embedded auth API signs with ES256 (JWT_ALGORITHM)', () => {
  let es: TestApp;
  beforeAll(async () => {
    es = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', JWT_ALGORITHM: 'ES256' });
  });
  afterAll(() => es?.close());

  it('accepts the ES256 tokens of the auth API and refuses one signed by another key under its kid', async () => {
    const supabase = authClient(es).client;
    const { data, error } = await supabase.auth.signUp({
      email: `es256-${Date.now()}@example.com`,
      password: 'Elektromobil-2026',
    });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as {
      alg: string;
      kid: string;
    };
    expect(header).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    await request(es.url).get('/api/me').set('authorization', `Bearer ${token}`).expect(200);

    const { privateKey } = await generateKeyPair('ES256');
    const forged = await signToken(claimsOf(token), privateKey, { kid: header.kid });
    const res = await request(es.url).get('/api/me').set('authorization', `Bearer ${forged}`).expect(401);
    expect(res.body.code).toBe('errors.unauthorized');
  });
});
