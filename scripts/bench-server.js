// Shared by the benchmark scripts (bench-pages.js, bench-ssr.js, …): starts the BUILT server the way
// `npm start` runs it — with its memory settings (memory-settings.js), its own embedded PostgreSQL
// in a temporary DATA_DIR, demo content seeded, production mode, a free loopback port — and stops it again. It measures what is built: run
// `npm run build` first.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { memorySettings } = require('./memory-settings');

const ROOT = path.resolve(__dirname, '..');

async function waitForReady(child, url, log) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log.join('')}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within 120 s:\n${log.join('')}`);
}

/** Starts dist/server/main.js; resolves to { url, stop }. */
async function startBuiltServer(extraEnv = {}) {
  for (const file of ['dist/server/main.js', 'dist/web/server/entry-server.mjs', 'dist/web/client/.vite/manifest.json']) {
    if (!fs.existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const { freePort } = require(path.join(ROOT, 'dist', 'server', 'common', 'net.js'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    // The archived WAL beside the data folder (removed with it), not in the repository's backups/.
    BACKUP_DIR: `${dataDir}-backups`,
    SEED_DEMO: 'true',
    MAILDEV_SMTP_PORT: '0',
    MAILDEV_WEB_PORT: '0',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const settings = memorySettings(env);
  const child = spawn(process.execPath, [...settings.nodeArgs, path.join(ROOT, 'dist', 'server', 'main.js')], { cwd: ROOT, env: settings.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}-backups`, { recursive: true, force: true });
  };
  try {
    await waitForReady(child, `${url}/readyz`, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, dataDir, stop };
}

/** The slug of the newest published article (the benchmarks' article page). */
async function newestArticleSlug(url) {
  const body = await (await fetch(`${url}/api/articles?per_page=1`)).json();
  if (!body.v?.length) throw new Error('the seeded site has no article');
  return body.v[0].slug;
}

const DEMO_MEMBER = { email: 'clen@demo.evklub.sk', password: 'EvKlub-Clen-2026!' }; // server/src/database/seed/accounts.ts
/** Two demo accounts that sign in with a password (server/src/database/seed/accounts.ts). */
const DEMO_ACCOUNTS = [DEMO_MEMBER, { email: 'spravca@demo.evklub.sk', password: 'EvKlub-Spravca-2026!' }];

/** The embedded database's address: its password file and the port in postmaster.pid (server/src/database/embedded-postgres.ts). */
function embeddedDatabaseUrl(dataDir) {
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/evklub`;
}

/** The anon key the pages hand supabase-js (the `apikey` of /auth/v1 requests). */
async function anonKeyOf(url) {
  const html = await (await fetch(url + '/')).text();
  return /"supabaseAnonKey":"([^"]+)"/.exec(html)[1];
}

/** The demo member's access token. */
async function signIn(url) {
  const anonKey = await anonKeyOf(url);
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** The middle value of `values` (the upper one of the two middles for an even count). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

module.exports = { ROOT, startBuiltServer, newestArticleSlug, embeddedDatabaseUrl, anonKeyOf, signIn, median, DEMO_MEMBER, DEMO_ACCOUNTS };
