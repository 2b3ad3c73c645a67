// Unauthenticated bursts at /auth/v1 must not take the product down (auth-api/rate-limit/auth-bulkhead.ts):
// 300 wrong-password sign-ins, 300 sign-ups and 300 /recover requests, each sent at once from 250
// addresses through TRUST_PROXY, while a second client reads /api/events, /api/articles and an
// uncached page every 100 ms. Nothing answers 5xx, what is refused is 429 with Retry-After, the
// reads stay fast, and the owner of an account signs in right after from a fresh address. A flood of
// anonymous passkey challenges leaves the session refreshes of signed-in members answered.
// The server is the built one in a process of its own, as in production: the attacking client's own
// work does not share its event loop. Pages are rendered from the built web client (dist/web; `npm
// test` builds it first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_WEB_DIR } from '../../server/src/ssr/web-bundle';
import { loadConfig, type Config } from '../../server/src/config/config';
import { freePort } from '../../server/src/common/net';
import { adminClient, authClient } from '../support/auth-client';
import { createTestDatabase, queryDatabase, type TestDatabase } from '../support/database';
import { ensureServerBuild } from '../support/server-build';
import { killServers, spawnServer, started } from '../support/server-process';

interface TestServer {
  url: string;
  config: Config;
  database: TestDatabase;
}

const V = { 'x-supabase-api-version': '2024-01-01', 'content-type': 'application/json' };
const OWNER = { email: 'majitel@example.com', password: 'Elektromobil-2026' };
const BURST = 300;
const clientIp = (i: number) => `10.50.${(i % 250) >> 4}.${i % 250}`;

interface Answer {
  status: number;
  code?: string;
  retryAfter: string | null;
  cookies: string[];
}

async function post(t: TestServer, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${t.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { ...V, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const code = text ? ((JSON.parse(text) as { code?: string }).code ?? undefined) : undefined;
  return { status: res.status, code, retryAfter: res.headers.get('retry-after'), cookies: res.headers.getSetCookie() };
}

/** Reads the product every 100 ms (three paths side by side) until stopped. */
function sideReader(t: TestServer) {
  let running = true;
  let page = 0;
  const reads: { path: string; status: number; ms: number }[] = [];
  const loop = async (path: () => string) => {
    while (running) {
      const url = path();
      const begin = performance.now();
      const res = await fetch(`${t.url}${url}`);
      await res.arrayBuffer();
      const ms = performance.now() - begin;
      reads.push({ path: url, status: res.status, ms });
      await new Promise((r) => setTimeout(r, Math.max(0, 100 - ms)));
    }
  };
  const loops = [loop(() => '/api/events'), loop(() => '/api/articles'), loop(() => `/clanky?strana-${++page}`)];
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return reads;
    },
  };
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1];

/** Sends the burst while the side reader reads; returns the burst's answers and the reads. */
async function underBurst(t: TestServer, send: (i: number) => Promise<Answer>) {
  const reader = sideReader(t);
  await new Promise((r) => setTimeout(r, 200));
  const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
  const reads = await reader.stop();
  return { answers, reads };
}

/** What every burst must show: no 5xx, refusals are 429 with Retry-After, all reads answered 200 with p99 < 1 s. */
function expectBulkheadHeld({ answers, reads }: Awaited<ReturnType<typeof underBurst>>, accepted: string[]) {
  expect(answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.code}`)).toEqual([]);
  expect(
    answers
      .map((a) => `${a.status} ${a.code ?? ''}`.trim())
      .filter((s) => !accepted.includes(s) && s !== '429 over_request_rate_limit'),
  ).toEqual([]);
  expect(answers.filter((a) => a.status === 429 && !a.retryAfter)).toEqual([]);
  expect(reads.filter((r) => r.status !== 200)).toEqual([]);
  expect(reads.length).toBeGreaterThan(10);
  expect(p99(reads.map((r) => r.ms))).toBeLessThan(1000);
}

describe('bursts at /auth/v1 while the product is read', () => {
  let t: TestServer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-bulkhead-'));
  beforeAll(async () => {
    if (!fs.existsSync(path.join(DEFAULT_WEB_DIR, 'server', 'entry-server.mjs')))
      throw new Error('dist/web is not built: run `npm run build` first');
    ensureServerBuild();
    const database = await createTestDatabase();
    const port = String(await freePort());
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      JOBS_WORKERS: 'false',
    };
    const server = await spawnServer(env);
    await started(server, 60_000);
    t = { url: server.url, config: loadConfig({ ...env, NODE_ENV: 'test' }), database };
    await adminClient(t).auth.admin.createUser({ ...OWNER, email_confirm: true });
    // A server in use has rendered its pages before: the first renders of a fresh process are not measured.
    for (let i = 0; i < 5; i++)
      for (const read of ['/api/events', '/api/articles', `/clanky?zahrievanie-${i}`])
        await (await fetch(`${t.url}${read}`)).arrayBuffer();
  }, 300_000);
  afterAll(async () => {
    killServers();
    await t?.database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("300 wrong passwords at one account: no 5xx, reads' p99 < 1 s, and the owner's device signs in right after from a fresh address", async () => {
    const before = await post(t, '/token?grant_type=password', OWNER, { 'x-forwarded-for': '10.59.0.1' });
    const device = before.cookies.find((c) => c.startsWith('evk_device'))?.split(';')[0];
    const run = await underBurst(t, (i) =>
      post(
        t,
        '/token?grant_type=password',
        { email: OWNER.email, password: `zle-heslo-${i}` },
        { 'x-forwarded-for': clientIp(i) },
      ),
    );
    expectBulkheadHeld(run, ['400 invalid_credentials']);
    const owner = await post(t, '/token?grant_type=password', OWNER, {
      'x-forwarded-for': '10.60.0.1',
      cookie: device!,
    });
    expect({ status: owner.status, code: owner.code }).toEqual({ status: 200, code: undefined });
  }, 120_000);

  it("300 sign-ups of new addresses: no 5xx, reads' p99 < 1 s, and the owner signs in right after (supabase-js)", async () => {
    const run = await underBurst(t, (i) =>
      post(
        t,
        '/signup',
        { email: `novy-${i}@example.com`, password: 'Elektromobil-2026' },
        { 'x-forwarded-for': clientIp(i) },
      ),
    );
    expectBulkheadHeld(run, ['200']);
    const { error } = await authClient(t).auth.signInWithPassword(OWNER);
    expect(error).toBeNull();
  }, 120_000);

  it("300 /recover of existing accounts: no 5xx, reads' p99 < 1 s, and the owner signs in right after (supabase-js)", async () => {
    await queryDatabase(
      t.database.url,
      "INSERT INTO auth.users (email, email_confirmed_at) SELECT 'obnova-' || i || '@example.com', now() FROM generate_series(0, $1::int - 1) i",
      [BURST],
    );
    const run = await underBurst(t, (i) =>
      post(t, '/recover', { email: `obnova-${i}@example.com` }, { 'x-forwarded-for': clientIp(i) }),
    );
    expectBulkheadHeld(run, ['200']);
    const { error } = await authClient(t).auth.signInWithPassword(OWNER);
    expect(error).toBeNull();
  }, 120_000);

  it('600 anonymous passkey challenges from 250 addresses: every session refresh sent amid them is answered (supabase-js signs out on a refused refresh)', async () => {
    const member = { email: 'obnovujuci@example.com', password: 'Elektromobil-2026' };
    await adminClient(t).auth.admin.createUser({ ...member, email_confirm: true });
    const refreshTokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { ...V, 'x-forwarded-for': `10.61.0.${i}` },
        body: JSON.stringify(member),
      });
      expect(res.status).toBe(200);
      refreshTokens.push(((await res.json()) as { refresh_token: string }).refresh_token);
    }
    const refresh = async (i: number) => {
      const res = await fetch(`${t.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { ...V, 'x-forwarded-for': `10.62.0.${i}` },
        body: JSON.stringify({ refresh_token: refreshTokens[i] }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    // The refreshes go out amid the flood, one after every 30 challenges, all at once.
    const challenges: Promise<Answer>[] = [];
    const refreshes: Promise<number>[] = [];
    for (let i = 0; i < 600; i++) {
      challenges.push(post(t, '/passkeys/authentication/options', {}, { 'x-forwarded-for': clientIp(i) }));
      if (i % 30 === 15) refreshes.push(refresh(refreshes.length));
    }
    const [answers, refreshed] = await Promise.all([Promise.all(challenges), Promise.all(refreshes)]);
    expect(refreshed).toEqual(refreshTokens.map(() => 200));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThan(0); // the flood did fill its own class
  }, 120_000);
});
