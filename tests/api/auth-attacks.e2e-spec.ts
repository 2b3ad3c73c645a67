// Attacks on the auth API that worked from outside. Sign-in bursts from many addresses
// (no 5xx, the owner not kept out: device cookies, a shared address not refused for others'
// failures), a metadata bomb, timing oracles of sign-up, /recover and /otp, credentialed CORS from any
// origin, look-alike mixed-script addresses and GoTrue's refresh-token replay.
import { authClient, adminClient } from '../support/auth-client';
import { startTestApp, type TestApp } from '../support/app';
import { sql } from '../support/members';

const V = { 'x-supabase-api-version': '2024-01-01', 'content-type': 'application/json' };

interface Answer {
  status: number;
  code?: string;
  body: Record<string, unknown>;
  cookies: string[];
}

async function call(
  t: TestApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: { ...V, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  return {
    status: res.status,
    code: parsed.code as string | undefined,
    body: parsed,
    cookies: res.headers.getSetCookie(),
  };
}

const signIn = (t: TestApp, email: string, password: string, ip: string, cookie?: string) =>
  call(
    t,
    'POST',
    '/auth/v1/token?grant_type=password',
    { email, password },
    { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  );

/** The `name=value` part of the device cookie a successful sign-in set. */
const deviceCookie = (a: Answer) => a.cookies.find((c) => c.startsWith('evk_device'))?.split(';')[0];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('sign-in bursts (GoTrue bcrypt cost)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', RATE_LIMIT_SIGN_IN: '30/5m' });
    await adminClient(t).auth.admin.createUser({
      email: 'burst@example.com',
      password: 'Elektromobil-2026',
      email_confirm: true,
    });
  });
  afterAll(() => t.close());

  it("300 parallel wrong passwords from 250 addresses: no 5xx, and the owner's device then signs in from a fresh address", async () => {
    const before = await signIn(t, 'burst@example.com', 'Elektromobil-2026', '10.59.0.1');
    expect(before.status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        signIn(t, 'burst@example.com', `zle-heslo-${i}`, `10.50.${(i % 250) >> 4}.${i % 250}`),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(
      results.filter(
        (r) =>
          !(r.status === 400 && r.code === 'invalid_credentials') &&
          !(r.status === 429 && r.code === 'over_request_rate_limit'),
      ),
    ).toEqual([]);
    const owner = await signIn(t, 'burst@example.com', 'Elektromobil-2026', '10.60.0.1', deviceCookie(before));
    expect({ status: owner.status, code: owner.code }).toEqual({ status: 200, code: undefined });
  }, 120_000);
});

describe('sign-in bursts with the limits switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', RATE_LIMIT_SIGN_IN: 'off' });
    for (const email of ['nolimit@example.com', 'bystander@example.com']) {
      await adminClient(t).auth.admin.createUser({ email, password: 'Elektromobil-2026', email_confirm: true });
    }
  });
  afterAll(() => t.close());

  it('100 parallel wrong passwords from one client: 400 or 429, never 5xx, and another member still signs in promptly', async () => {
    const burst = Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(t, 'nolimit@example.com', `zle-heslo-${i}`, '10.70.0.1')),
    );
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    const bystander = await signIn(t, 'bystander@example.com', 'Elektromobil-2026', '10.71.0.1');
    const seconds = (performance.now() - started) / 1000;
    const results = await burst;
    expect(results.filter((r) => r.status >= 500).map((r) => `${r.status} ${r.code}`)).toEqual([]);
    expect(results.filter((r) => r.status !== 400 && r.status !== 429)).toEqual([]);
    // About a second on a quiet machine; the bound leaves room for the CI host's other test workers.
    // The order the gate serves clients in is counted, not timed, in tests/unit/password-check-gate.spec.ts.
    expect({ status: bystander.status, prompt: seconds < 8 }).toEqual({ status: 200, prompt: true });
  }, 120_000);
});

describe('sign-in budgets: device cookies and shared addresses', () => {
  let t: TestApp;
  let ownerCookie: string;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_BCRYPT_COST: '4', TRUST_PROXY: '1', RATE_LIMIT_SIGN_IN: '5/5m' });
    for (const email of [
      'device@example.com',
      'other@example.com',
      'club-a@example.com',
      'club-b@example.com',
      'club-c@example.com',
    ]) {
      await adminClient(t).auth.admin.createUser({ email, password: 'Elektromobil-2026', email_confirm: true });
    }
  });
  afterAll(() => t.close());

  it('a device that signed in before keeps its own budget when the address is attacked from many clients', async () => {
    const first = await signIn(t, 'device@example.com', 'Elektromobil-2026', '10.80.0.1');
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first)!;
    ownerCookie = cookie;
    expect(cookie).toEqual(expect.stringMatching(/^evk_device_[0-9a-f]+=[\w-]+\.[\w-]+$/));
    expect(first.cookies.find((c) => c.startsWith('evk_device'))).toEqual(expect.stringMatching(/HttpOnly/i));
    // 60 failures from 20 clients: more than the address's budget of all clients (10 × 5).
    for (let i = 0; i < 60; i++) await signIn(t, 'device@example.com', `hadam-${i}`, `10.81.0.${i % 20}`);
    // A stranger's client without the cookie is refused (OWASP: the untrusted clients are locked out) …
    expect((await signIn(t, 'device@example.com', 'Elektromobil-2026', '10.82.0.1')).status).toBe(429);
    // … the owner's device, from yet another address, signs in.
    const owner = await signIn(t, 'device@example.com', 'Elektromobil-2026', '10.83.0.1', cookie);
    expect({ status: owner.status, code: owner.code }).toEqual({ status: 200, code: undefined });
  });

  it('a device cookie counts only for its own account, and only while it is genuine', async () => {
    const signedIn = await signIn(t, 'other@example.com', 'Elektromobil-2026', '10.84.0.1');
    const cookie = deviceCookie(signedIn)!;
    // Someone else's cookie (or a forged one) does not open the attacked account.
    expect((await signIn(t, 'device@example.com', 'Elektromobil-2026', '10.84.0.2', cookie)).status).toBe(429);
    const forged = ownerCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await signIn(t, 'device@example.com', 'Elektromobil-2026', '10.84.0.3', forged)).status).toBe(429);
    // The device's own budget: after 5 failures with it, it counts as any client, and the attacked address stays shut.
    for (let i = 0; i < 5; i++)
      expect((await signIn(t, 'device@example.com', `zle-${i}`, '10.84.0.4', ownerCookie)).status).toBe(400);
    expect((await signIn(t, 'device@example.com', 'Elektromobil-2026', '10.84.0.4', ownerCookie)).status).toBe(429);
  });

  it('a club on one Wi-Fi: failures of some members do not refuse the correct password of another', async () => {
    for (let i = 0; i < 5; i++) await signIn(t, 'club-a@example.com', `preklep-${i}`, '10.90.0.1');
    for (let i = 0; i < 3; i++) await signIn(t, 'nobody-here@example.com', `preklep-${i}`, '10.90.0.1');
    const b = await signIn(t, 'club-b@example.com', 'Elektromobil-2026', '10.90.0.1');
    expect({ status: b.status, code: b.code }).toEqual({ status: 200, code: undefined });
    // The attacked account itself stays refused from that address.
    expect((await signIn(t, 'club-a@example.com', 'Elektromobil-2026', '10.90.0.1')).status).toBe(429);
    // A wrong guess for an account with no failures yet is checked (and counted) once, not a free pass.
    expect((await signIn(t, 'club-c@example.com', 'hadam', '10.90.0.1')).status).toBe(400);
    expect((await signIn(t, 'club-c@example.com', 'hadam-2', '10.90.0.1')).status).toBe(429);
  });
});

describe('auth API attacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      AUTH_BCRYPT_COST: '4',
      AUTH_AUTOCONFIRM: 'true',
      RATE_LIMIT_SIGN_UP: 'off',
      RATE_LIMIT_SIGN_IN: 'off',
      AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '0',
    });
  });
  afterAll(() => t.close());

  describe('metadata bomb', () => {
    it('PUT /user with a megabyte of metadata is refused and the account stays usable', async () => {
      const c = authClient(t);
      const { data } = await c.auth.signUp({ email: 'bomb@example.com', password: 'Elektromobil-2026' });
      const token = data.session!.access_token;
      const bomb = await call(
        t,
        'PUT',
        '/auth/v1/user',
        { data: { x: 'a'.repeat(1_000_000) } },
        { authorization: `Bearer ${token}` },
      );
      expect({ status: bomb.status, code: bomb.code }).toEqual({ status: 400, code: 'validation_failed' });
      const deep = { data: { x: JSON.parse('{"a":'.repeat(20) + '1' + '}'.repeat(20)) as unknown } };
      expect((await call(t, 'PUT', '/auth/v1/user', deep, { authorization: `Bearer ${token}` })).status).toBe(400);
      const user = await call(t, 'GET', '/auth/v1/user', undefined, { authorization: `Bearer ${token}` });
      expect(user.status).toBe(200);
      expect(user.body.user_metadata).not.toHaveProperty('x');
    });

    it('metadata within the bound is kept, and the access token stays small whatever it holds', async () => {
      const c = authClient(t);
      await c.auth.signUp({ email: 'big@example.com', password: 'Elektromobil-2026' });
      const big = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, 'b'.repeat(1000)]));
      const { error } = await c.auth.updateUser({ data: big });
      expect(error).toBeNull();
      const { data } = await c.auth.refreshSession();
      expect(data.session!.user.user_metadata).toMatchObject(big);
      expect(data.session!.access_token.length).toBeLessThan(4096);
      const { data: got, error: getError } = await c.auth.getUser();
      expect(getError).toBeNull();
      expect(got.user!.user_metadata.k11).toBe('b'.repeat(1000));
    });

    it('the admin API bounds user_metadata and app_metadata too', async () => {
      const admin = adminClient(t);
      const huge = { x: 'a'.repeat(100_000) };
      const a = await admin.auth.admin.createUser({
        email: 'admin-bomb@example.com',
        password: 'Elektromobil-2026',
        email_confirm: true,
        app_metadata: huge,
      });
      expect(a.error?.status).toBe(400);
      const b = await admin.auth.admin.createUser({
        email: 'admin-bomb@example.com',
        password: 'Elektromobil-2026',
        email_confirm: true,
        user_metadata: huge,
      });
      expect(b.error?.status).toBe(400);
      const ok = await admin.auth.admin.createUser({
        email: 'admin-bomb@example.com',
        password: 'Elektromobil-2026',
        email_confirm: true,
      });
      const c = await admin.auth.admin.updateUserById(ok.data.user!.id, { app_metadata: huge });
      expect(c.error?.status).toBe(400);
    });
  });

  describe('CORS on /auth/v1', () => {
    it('a foreign origin gets * without credentials', async () => {
      for (const method of ['OPTIONS', 'POST']) {
        const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
          method,
          headers: {
            origin: 'https://evil.example',
            'access-control-request-method': 'POST',
            'content-type': 'application/json',
          },
          body: method === 'POST' ? '{}' : undefined,
        });
        expect({
          method,
          origin: res.headers.get('access-control-allow-origin'),
          credentials: res.headers.get('access-control-allow-credentials'),
        }).toEqual({ method, origin: '*', credentials: null });
        expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
      }
    });

    it("the site's own origin gets itself back with credentials", async () => {
      const origin = new URL(t.config.PUBLIC_URL).origin;
      const res = await fetch(`${t.url}/auth/v1/settings`, { headers: { origin } });
      expect({
        origin: res.headers.get('access-control-allow-origin'),
        credentials: res.headers.get('access-control-allow-credentials'),
      }).toEqual({ origin, credentials: 'true' });
    });
  });

  describe('look-alike addresses', () => {
    it('an address mixing Latin with Cyrillic is refused in Slovak and creates nothing', async () => {
      await authClient(t).auth.signUp({ email: 'clen@demo.evklub.sk', password: 'Elektromobil-2026' });
      const res = await call(t, 'POST', '/auth/v1/signup', {
        email: 'cl\u0435n@demo.evklub.sk',
        password: 'Elektromobil-2026',
        data: {},
      });
      expect({ status: res.status, code: res.code }).toEqual({ status: 400, code: 'email_address_invalid' });
      expect(res.body.msg ?? res.body.message).toMatch(/abeced/);
      const greek = await call(t, 'POST', '/auth/v1/signup', {
        email: 'clen@dem\u03bf.evklub.sk',
        password: 'Elektromobil-2026',
        data: {},
      });
      expect(greek.status).toBe(400);
      const admin = await adminClient(t).auth.admin.createUser({
        email: 'cl\u0435n@demo.evklub.sk',
        password: 'Elektromobil-2026',
        email_confirm: true,
      });
      expect(admin.error?.status).toBe(400);
      const { data } = await adminClient(t).auth.admin.listUsers({ perPage: 1000 });
      expect(data.users.filter((u) => u.email!.endsWith('@demo.evklub.sk')).map((u) => u.email)).toEqual([
        'clen@demo.evklub.sk',
      ]);
    });

    it('an address in one other script, or Latin with accents, is still accepted', async () => {
      expect(
        (
          await call(t, 'POST', '/auth/v1/signup', {
            email: 'ján.šťastný@example.sk',
            password: 'Elektromobil-2026',
            data: {},
          })
        ).status,
      ).toBe(200);
      expect(
        (await call(t, 'POST', '/auth/v1/signup', { email: 'иван@пример.рф', password: 'Elektromobil-2026', data: {} }))
          .status,
      ).toBe(200);
    });
  });

  describe('GoTrue compatibility', () => {
    it('replaying the parent of the active refresh token returns the active token (GoTrue), not a new one', async () => {
      const c = authClient(t);
      const { data } = await c.auth.signUp({ email: 'replay@example.com', password: 'Elektromobil-2026' });
      const parent = data.session!.refresh_token;
      const first = await call(t, 'POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: parent });
      expect(first.status).toBe(200);
      const again = await call(t, 'POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: parent });
      expect({ status: again.status, refresh_token: again.body.refresh_token }).toEqual({
        status: 200,
        refresh_token: first.body.refresh_token,
      });
      // The active token is still the one that works, once.
      const next = await call(t, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        refresh_token: first.body.refresh_token,
      });
      expect(next.status).toBe(200);
      expect(next.body.refresh_token).not.toBe(first.body.refresh_token);
    });

    it("sign-up validates in GoTrue's order (signup.go: password strength, then the address)", async () => {
      const weak = await call(t, 'POST', '/auth/v1/signup', { email: 'a', password: '123456', data: {} });
      expect({ status: weak.status, code: weak.code }).toEqual({ status: 422, code: 'weak_password' });
      const badAddress = await call(t, 'POST', '/auth/v1/signup', {
        email: 'a',
        password: 'Elektromobil-2026',
        data: {},
      });
      expect({ status: badAddress.status, code: badAddress.code, msg: badAddress.body.msg }).toEqual({
        status: 400,
        code: 'validation_failed',
        msg: 'Unable to validate email address: invalid format',
      });
    });
  });
});

describe('timing of answers that must not tell whether an address has an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      AUTH_BCRYPT_COST: '4',
      RATE_LIMIT_SIGN_UP: 'off',
      RATE_LIMIT_RECOVER: 'off',
      AUTH_MAIL_MIN_INTERVAL: '0',
    });
    for (let i = 0; i < 40; i++)
      await adminClient(t).auth.admin.createUser({
        email: `known-${i}@example.com`,
        password: 'Elektromobil-2026',
        email_confirm: true,
      });
  });
  afterAll(() => t.close());

  const timed = async (path: string, body: unknown) => {
    const started = performance.now();
    const res = await call(t, 'POST', path, body);
    expect(res.status).toBe(200);
    return performance.now() - started;
  };
  /**
   * Times `pairs` calls of each kind in the order A B B A A B …: work a call leaves running after its
   * answer (the mail a new sign-up queues is delivered in this process) then slows a call of either
   * kind equally. In the order A B A B it always fell on the other kind, which then looked slower.
   */
  const inTurn = async <K extends string>(pairs: number, calls: Record<K, (i: number) => Promise<number>>) => {
    const [a, b] = Object.keys(calls) as K[];
    const times = { [a]: [] as number[], [b]: [] as number[] } as Record<K, number[]>;
    for (let i = 0; i < pairs; i++) {
      for (const kind of i % 2 ? [b, a] : [a, b]) times[kind].push(await calls[kind](i));
    }
    return times;
  };
  /** Medians within `share` of each other (and `ms` at least: timers and a shared machine add that much noise). */
  const close = (a: number, b: number, share: number, ms: number) =>
    Math.abs(a - b) <= Math.max(ms, share * Math.max(a, b));

  it('sign-up of a confirmed address costs what a new sign-up costs (medians of 40 pairs)', async () => {
    for (let i = 0; i < 5; i++)
      await timed('/auth/v1/signup', { email: `warm-${i}@example.com`, password: 'Elektromobil-2026', data: {} });
    const { known, fresh } = await inTurn(40, {
      known: (i) =>
        timed('/auth/v1/signup', { email: `known-${i}@example.com`, password: 'Elektromobil-2026', data: {} }),
      fresh: (i) =>
        timed('/auth/v1/signup', { email: `fresh-${i}@example.com`, password: 'Elektromobil-2026', data: {} }),
    });
    const medians = { known: median(known), fresh: median(fresh) };
    expect({ medians, close: close(medians.known, medians.fresh, 0.1, 2) }).toEqual({ medians, close: true });
  }, 60_000);

  it('/recover of a registered address costs what an unknown one costs (medians of 60 pairs)', async () => {
    const { known, unknown } = await inTurn(60, {
      known: (i) => timed('/auth/v1/recover', { email: `known-${i % 40}@example.com` }),
      unknown: (i) => timed('/auth/v1/recover', { email: `unknown-${i}@example.com` }),
    });
    const medians = { known: median(known), unknown: median(unknown) };
    expect({ medians, close: close(medians.known, medians.unknown, 0.25, 3) }).toEqual({ medians, close: true });
  }, 60_000);

  it('/otp: the sign-in mail of a registered address and the new account of an unknown one are queued before the answer', async () => {
    const count = async (email: string) =>
      (await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1', [email]))[0].n;
    for (const email of ['known-0@example.com', 'otp-new@example.com']) {
      const before = await count(email);
      expect(await timed('/auth/v1/otp', { email })).toBeGreaterThan(0);
      expect({ email, queued: (await count(email)) - before }).toEqual({ email, queued: 1 });
    }
  });

  it('/otp of a registered address costs what an unknown one costs (medians of 60 pairs)', async () => {
    for (let i = 0; i < 5; i++) await timed('/auth/v1/otp', { email: `otp-warm-${i}@example.com` });
    const { known, unknown } = await inTurn(60, {
      known: (i) => timed('/auth/v1/otp', { email: `known-${i % 40}@example.com` }),
      unknown: (i) => timed('/auth/v1/otp', { email: `otp-unknown-${i}@example.com` }),
    });
    const medians = { known: median(known), unknown: median(unknown) };
    expect({ medians, close: close(medians.known, medians.unknown, 0.1, 1) }).toEqual({ medians, close: true });
  }, 60_000);
});
