// `npm run bench:api [-- --duration 10 --connections 10 --rounds 3]`: GET /api/me of the built server (demo
// member's access token) against bench-api-bare.js, a bare Fastify + pg + jose endpoint with the
// same checks and data in one query, on the same database, in one run on loopback. Not a test.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const autocannon = require('autocannon');
const { ROOT, startBuiltServer, embeddedDatabaseUrl, signIn, median } = require('./bench-server');


const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

function startBare(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'bench-api-bare.js')], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', (chunk) => resolve({ url: chunk.toString().trim(), pid: child.pid, stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) }));
    child.once('exit', (code) => reject(new Error(`the bare endpoint exited with ${code}`)));
  });
}

function load(url, token, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, headers: { authorization: `Bearer ${token}` } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  const duration = Number(argValue('--duration', '10'));
  const connections = Number(argValue('--connections', '10'));
  const rounds = Number(argValue('--rounds', '3'));
  const ratios = [];
  const jwtSecret = randomBytes(48).toString('base64url');
  const server = await startBuiltServer({ JWT_SECRET: jwtSecret, JWT_EXPIRY: '3600' });
  let bare;
  try {
    const token = await signIn(server.url);
    bare = await startBare({ DATABASE_URL: embeddedDatabaseUrl(server.dataDir), JWT_SECRET: jwtSecret, ISSUER: `${server.url}/auth/v1` });
    const targets = [['EV Klub', `${server.url}/api/me`, server.pid], ['bare Fastify + pg + jose', `${bare.url}/api/me`, bare.pid]];
    for (const [, url] of targets) {
      const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
      await load(url, token, { duration: 2, connections }); // warm-up
    }
    // The CPU is shared: the two are measured in alternating rounds (order swapped each round), and
    // each round's ratio compares runs made seconds apart.
    const rows = [];
    for (let round = 1; round <= rounds; round++) {
      const rates = {};
      for (const [served, url, pid] of round % 2 ? targets : [...targets].reverse()) {
        const cpuBefore = cpuMs(pid);
        const result = await load(url, token, { duration, connections });
        const cpuPerRequest = (cpuMs(pid) - cpuBefore) / result.requests.total;
        if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        rates[served] = Math.round(result.requests.average);
        rows.push({ round, served, 'req/s': rates[served], 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, 'server CPU ms/req': Number(cpuPerRequest.toFixed(2)) });
      }
      ratios.push(rates[targets[0][0]] / rates[targets[1][0]]);
    }
    console.log(`\nGET /api/me, autocannon on loopback, ${connections} connections, ${duration} s per run, ${rounds} alternating rounds, ${os.cpus().length} CPU(s), Node ${process.version}\n`);
    console.table(rows);
    const pct = (r) => `${(r * 100).toFixed(0)} %`;
    console.log(`EV Klub answers ${pct(median(ratios))} of the bare endpoint's rate (median of the rounds; each: ${ratios.map(pct).join(', ')})`);
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
