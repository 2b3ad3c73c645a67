// `npm run bench:auth [-- --requests 300]`: unauthenticated bursts at the embedded auth API of the BUILT
// server (TRUST_PROXY=1, X-Forwarded-For from 250 addresses) while a second client reads the product
// every 100 ms: GET /api/events, /api/articles and an uncached page (/clanky with a query string the
// page cache has not seen). Three bursts, each sent 50 at a time and then all at once: wrong-password
// sign-ins at one account, sign-ups of new addresses, /recover of existing accounts (written straight
// into the database beforehand, so that each request issues a token and a mail). Prints the burst's
// statuses (share of 429 and 503), its duration, the side reads' p50/p99 and statuses, and whether
// the attacked account's owner signs in right after from a fresh address. `--only flood|signup|recover`
// runs one burst. Not a test.
const { Client } = require('pg');
const { startBuiltServer, embeddedDatabaseUrl, DEMO_ACCOUNTS } = require('./bench-server');

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

const ADDRESSES = 250;
const clientIp = (i) => `10.77.${(i % ADDRESSES) >> 4}.${i % ADDRESSES}`;
const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const tally = (statuses) => Object.entries(statuses.reduce((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {})).map(([s, n]) => `${s}×${n}`).join(' ');
const share = (statuses, status) => `${Math.round((100 * statuses.filter((s) => s === status).length) / statuses.length)} %`;

async function post(url, path, body, ip, cookie) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) };
  try {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    await res.arrayBuffer();
    return { status: res.status, cookies: res.headers.getSetCookie() };
  } catch {
    return { status: 'net', cookies: [] };
  }
}

/** Reads the product every 100 ms (three paths side by side) until `stop()`; resolves to their timings and statuses. */
function sideReader(url) {
  let running = true;
  let n = 0;
  const times = [];
  const statuses = [];
  const loop = async (path) => {
    while (running) {
      const begin = performance.now();
      try {
        const res = await fetch(`${url}${path()}`);
        await res.arrayBuffer();
        statuses.push(res.status);
      } catch {
        statuses.push('net');
      }
      const took = performance.now() - begin;
      times.push(took);
      await new Promise((r) => setTimeout(r, Math.max(0, 100 - took)));
    }
  };
  const loops = [loop(() => '/api/events'), loop(() => '/api/articles'), loop(() => `/clanky?bench=${++n}`)];
  return { stop: async () => ((running = false), await Promise.all(loops), { times, statuses }) };
}

/** Sends `count` requests with at most `concurrency` in flight. */
async function burst(count, concurrency, send) {
  const statuses = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      statuses[i] = (await send(i)).status;
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: Math.min(count, concurrency) }, worker));
  return { statuses, seconds: (performance.now() - begin) / 1000 };
}

async function measure(url, label, concurrency, count, send) {
  const reader = sideReader(url);
  const { statuses, seconds } = await burst(count, concurrency, send);
  const reads = await reader.stop();
  console.log(`\n${label}, ${count} requests, ${concurrency} at a time: ${seconds.toFixed(1)} s`);
  console.log(`  burst: ${tally(statuses)} (429: ${share(statuses, 429)}, 503: ${share(statuses, 503)})`);
  console.log(`  side reads: ${reads.times.length}, p50 ${percentile(reads.times, 50).toFixed(0)} ms, p99 ${percentile(reads.times, 99).toFixed(0)} ms, ${tally(reads.statuses)}`);
}

/** Confirmed accounts `recover-<concurrency>-<i>@example.com` for the /recover bursts. */
async function createAccounts(dataDir, concurrencies, count) {
  const db = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  try {
    for (const c of concurrencies) {
      await db.query("INSERT INTO auth.users (email, email_confirmed_at) SELECT 'recover-' || $1::int || '-' || i || '@example.com', now() FROM generate_series(0, $2::int - 1) i", [c, count]);
    }
  } finally {
    await db.end();
  }
}

async function main() {
  const count = Number(argValue('--requests', '300'));
  const only = argValue('--only', null);
  const runs = (name) => !only || only === name;
  const server = await startBuiltServer({ TRUST_PROXY: '1' });
  const { url } = server;
  try {
    const quiet = sideReader(url);
    await new Promise((r) => setTimeout(r, 3000));
    const base = await quiet.stop();
    console.log(`quiet side reads: ${base.times.length}, p50 ${percentile(base.times, 50).toFixed(0)} ms, p99 ${percentile(base.times, 99).toFixed(0)} ms, ${tally(base.statuses)}`);
    for (const [concurrency, owner] of runs('flood') ? [[50, DEMO_ACCOUNTS[0]], [count, DEMO_ACCOUNTS[1]]] : []) {
      const before = await post(url, '/auth/v1/token?grant_type=password', owner, '10.99.0.1');
      const device = before.cookies.find((c) => c.startsWith('evk_device'))?.split(';')[0];
      await measure(url, `wrong-password sign-ins at ${owner.email}`, concurrency, count, (i) =>
        post(url, '/auth/v1/token?grant_type=password', { email: owner.email, password: `zle-heslo-${i}` }, clientIp(i)),
      );
      const after = await post(url, '/auth/v1/token?grant_type=password', owner, '10.99.1.1', device);
      console.log(`  the owner signs in right after from a fresh address (device cookie): ${after.status}`);
    }
    for (const concurrency of runs('signup') ? [50, count] : []) {
      await measure(url, 'sign-ups of new addresses', concurrency, count, (i) =>
        post(url, '/auth/v1/signup', { email: `bench-${concurrency}-${i}@example.com`, password: 'Elektromobil-2026' }, clientIp(i)),
      );
    }
    if (runs('recover')) await createAccounts(server.dataDir, [50, count], count);
    for (const concurrency of runs('recover') ? [50, count] : []) {
      await measure(url, '/recover of existing accounts', concurrency, count, (i) => post(url, '/auth/v1/recover', { email: `recover-${concurrency}-${i}@example.com` }, clientIp(i)));
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
