// `npm run bench:ssr [-- --duration 5 --rounds 5]`: the public pages against a static-file server, in one run
// on loopback. Needs Debian's wrk and nginx: `apt-get install -y wrk nginx`. wrk (C, epoll) loads the
// built server (demo content, signed-out visitor, no compression, default log level) and nginx
// (`worker_processes auto`, its recommended setting) serving the very same bytes as files. It
// reports requests/s and latency (p50, p99) of:
//   - `/` and an article from the page cache, at 10 and 50 connections, beside nginx, taking turns
//     with it (`--rounds`; the medians compared) (targets: at least 50 % of nginx's rate, p99 < 20 ms);
//   - revalidations (If-None-Match → 304);
//   - cache misses (each request a new query string, so each is rendered and stored; the API
//     answers those renders share are reused, as they are for all pages between two changes);
//   - rendering without the cache, by a server started with PAGE_CACHE_MB=0 afterwards (how every
//     page was rendered before the in-process reads, then with one HTTP injection per read: README "Page cache");
// and the server's resident memory: before, at its peak during the load, at the load's end, and 5 s
// later (target ≤ 250 MB after the load; once quiet, the server gives the memory of the burst back:
// server/src/runtime/memory-release.ts), and the machine's load average (other work on the same
// cores moves every rate, so only figures of one run compare). Without wrk, autocannon (one Node
// thread, which saturates before the servers do) drives the load instead, labelled as such; without
// nginx, a plain Fastify + @fastify/static process serves the files. Not a test: figures for the
// closing note.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT, startBuiltServer, newestArticleSlug, median } = require('./bench-server');

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

/** CPU time (user + system, ms) of a process and its children that are alive (nginx's workers). */
function cpuMs(pid) {
  const ticks = (id) => {
    try {
      const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      return 0; // gone
    }
  };
  let children = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    // no children listed
  }
  return ((ticks(pid) + children.reduce((sum, child) => sum + ticks(child), 0)) * 1000) / 100; // USER_HZ 100
}

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/** A Debian binary (wrk, nginx) on this machine, or null. */
function binary(name) {
  for (const dir of ['/usr/sbin', '/usr/bin']) if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  return spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim() || null;
}

async function freePort() {
  const { freePort: free } = require(path.join(ROOT, 'dist', 'server', 'common', 'net.js'));
  return free();
}

function waitForUrl(url, child) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (child.exitCode !== null) return reject(new Error(`the static server exited with ${child.exitCode}`));
      fetch(url).then(
        () => resolve(),
        () => (Date.now() - started > 10_000 ? reject(new Error(`${url} did not answer`)) : setTimeout(poll, 100)),
      );
    };
    poll();
  });
}

function stopper(child) {
  return () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM'))));
}

/** nginx in the foreground, one worker per core (its recommended `worker_processes auto`), files from `dir`. */
async function startNginx(nginx, dir) {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  types { text/html html; }
  server { listen 127.0.0.1:${port}; root ${dir}; }
}
`,
  );
  fs.mkdirSync(path.join(dir, 'tmp'));
  const child = spawn(nginx, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(url + '/home.html', child);
  return { name: 'nginx', url, pid: child.pid, stop: stopper(child) };
}

const FASTIFY_STATIC = `
const fastify = require('fastify')();
fastify.register(require('@fastify/static'), { root: process.env.STATIC_DIR });
fastify.listen({ host: '127.0.0.1', port: 0 }).then((address) => process.stdout.write(address + '\\n'));
`;

function startFastifyStatic(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', FASTIFY_STATIC], { cwd: ROOT, env: { ...process.env, STATIC_DIR: dir }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', (chunk) => resolve({ name: '@fastify/static', url: chunk.toString().trim(), pid: child.pid, stop: stopper(child) }));
    child.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
  });
}

/** wrk's "1.23ms" / "850.00us" / "1.02s" in milliseconds. */
function wrkMs(text) {
  const [, value, unit] = /([\d.]+)(us|ms|s)\b/.exec(text);
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
}

/** Each request a new query string (`?bench=1`, `?bench=2`, …): every one a cache miss. */
const UNIQUE_QUERY_LUA = `counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "?bench=" .. counter)
end
`;

/** wrk's output of a finished run (spawned, not run synchronously: this process keeps reading the server's log meanwhile). */
function runWrk(wrk, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk ${args.join(' ')} exited with ${code}: ${out}`))));
  });
}

/** One wrk run (one thread: two cores hold the client and the server under test). */
async function wrkLoad(wrk, url, { duration, connections, headers = {}, uniqueQuery = false }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '5s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const scriptDir = uniqueQuery ? fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-wrk-')) : null;
  if (scriptDir) {
    fs.writeFileSync(path.join(scriptDir, 'unique-query.lua'), UNIQUE_QUERY_LUA);
    args.push('-s', path.join(scriptDir, 'unique-query.lua'));
  }
  let out;
  try {
    out = await runWrk(wrk, [...args, url]);
  } finally {
    if (scriptDir) fs.rmSync(scriptDir, { recursive: true, force: true });
  }
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1])),
    p50: wrkMs(/\n\s+50%\s+(\S+)/.exec(out)[1]),
    p99: wrkMs(/\n\s+99%\s+(\S+)/.exec(out)[1]),
    total: Number(/(\d+) requests in/.exec(out)[1]),
    // wrk counts 2xx and 3xx alike as good answers.
    bad: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0,
  };
}

/** The fallback: autocannon, in this Node process (it saturates before the servers do). */
function autocannonLoad(url, { duration, connections, headers, uniqueQuery = false }) {
    const target = uniqueQuery ? url + '?bench=[<id>]' : url;
  return new Promise((resolve, reject) => {
    autocannon({ url: target, duration, connections, pipelining: 1, headers, idReplacement: uniqueQuery }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            rps: Math.round(result.requests.average),
            p50: result.latency.p50,
            p99: result.latency.p99,
            total: result.requests.total,
            bad: result.requests.total - result['2xx'] - result['3xx'],
            errors: result.errors + result.timeouts,
          }),
    );
  });
}

const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function main() {
  const duration = Number(argValue('--duration', '5'));
  const rounds = Number(argValue('--rounds', '5'));
  const wrk = binary('wrk');
  const tool = wrk ? 'wrk -t1' : 'autocannon (FALLBACK: wrk is not installed, run `apt-get install -y wrk nginx`; autocannon saturates before the servers do)';
  const load = (url, options) => (wrk ? wrkLoad(wrk, url, options) : autocannonLoad(url, options));
  const loadBefore = loadavg();
  // The default log level (info), as deployed, unless LOG_LEVEL says otherwise.
  const logLevel = process.env.LOG_LEVEL ?? 'info';
  const server = await startBuiltServer({ LOG_LEVEL: logLevel });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-static-'));
  fs.chmodSync(dir, 0o755); // nginx's worker runs as another user
  let staticServer;
  try {
    const rssBefore = rssMb(server.pid);
    let rssPeak = rssBefore;
    let loadPeak = 0;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(server.pid));
      loadPeak = Math.max(loadPeak, os.loadavg()[0]);
    }, 100);
    const slug = await newestArticleSlug(server.url);
    const pages = [
      { name: '/', path: '/', file: 'home.html' },
      { name: 'article', path: `/clanok/${slug}`, file: 'article.html' },
    ];
    for (const page of pages) {
      const response = await fetch(server.url + page.path, { headers: { 'accept-encoding': 'identity' } });
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      page.bytes = Buffer.from(await response.arrayBuffer());
      page.etag = response.headers.get('etag');
      fs.writeFileSync(path.join(dir, page.file), page.bytes);
      fs.chmodSync(path.join(dir, page.file), 0o644);
      // The cache stores pages once its content listener is up (a moment after the start).
      let outcome = '';
      for (let attempt = 0; attempt < 20 && outcome !== 'hit'; attempt++) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 250));
        outcome = (await fetch(server.url + page.path, { headers: { 'accept-encoding': 'identity' } })).headers.get('x-page-cache');
      }
      if (outcome !== 'hit') throw new Error(`${page.path} is not answered from the page cache (x-page-cache: ${outcome})`);
    }
    const nginx = binary('nginx');
    if (!nginx) console.log('NOTE: nginx is not installed (apt-get install -y wrk nginx); the static files are served by @fastify/static instead.');
    staticServer = nginx ? await startNginx(nginx, dir) : await startFastifyStatic(dir);

    const rows = [];
    // CPU time per request (of the serving process, nginx's workers included) does not move with
    // the load of other work on the machine the way the rates do.
    const run = async (label, served, url, connections, options = {}, pid = server.pid) => {
      await load(url, { duration: 2, connections, ...options }); // warm-up (JIT, caches, connections)
      const cpuStart = cpuMs(pid);
      const result = await load(url, { duration, connections, ...options });
      const cpuPerRequest = ((cpuMs(pid) - cpuStart) * 1000) / result.total;
      if (result.errors || result.bad) throw new Error(`${url}: unexpected answers (${JSON.stringify(result)})`);
      const row = { page: label, served, connections, 'req/s': result.rps, 'p50 ms': Number(result.p50.toFixed(2)), 'p99 ms': Number(result.p99.toFixed(2)), 'cpu µs/req': Math.round(cpuPerRequest) };
      rows.push(row);
      return row;
    };
    const verdicts = [];
    // The page cache and nginx take turns, `rounds` times each: other work on the two cores moves
    // both servers' rates by 10 points and more from one run to the next (nginx's own by a third), so
    // the share is that of the medians, and the shares of the single turns are printed beside it.
    for (const connections of [10, 50]) {
      for (const page of pages) {
        const turns = [];
        for (let round = 1; round <= rounds; round++) {
          const cached = await run(page.name, `page cache, turn ${round}`, server.url + page.path, connections);
          const file = await run(page.name, `${staticServer.name}, turn ${round}`, `${staticServer.url}/${page.file}`, connections, {}, staticServer.pid);
          turns.push({ cached, file });
        }
        const medians = (side) => {
          const of = (column) => median(turns.map((turn) => turn[side][column]));
          return { rps: of('req/s'), p99: of('p99 ms'), cpu: of('cpu µs/req') };
        };
        const [cached, file] = [medians('cached'), medians('file')];
        const share = (cached.rps / file.rps) * 100;
        const met = share >= 50 && cached.p99 < 20;
        const shares = turns.map((turn) => `${((turn.cached['req/s'] / turn.file['req/s']) * 100).toFixed(0)} %`).join(', ');
        verdicts.push(
          `${page.name} at ${connections} connections (medians of ${rounds} turns each): the page cache serves ${share.toFixed(0)} % of ${staticServer.name}'s rate (${cached.rps} vs ${file.rps} req/s; turn by turn ${shares}), p99 ${cached.p99} vs ${file.p99} ms — target ≥ 50 %, p99 < 20 ms: ${met ? 'met' : 'NOT met'}; CPU per request ${cached.cpu} vs ${file.cpu} µs (${((file.cpu / cached.cpu) * 100).toFixed(0)} % of nginx's requests per CPU second)`,
        );
      }
    }
    const home = pages[0];
    await run('/ If-None-Match', 'page cache (304)', server.url + '/', 10, { headers: { 'if-none-match': home.etag } });
    // A new query string per request: every request is a miss, rendered and stored (and evicts old pages).
    const miss = await run('/?bench=<n>', 'cache miss (render)', server.url + '/', 10, { uniqueQuery: true });
    clearInterval(sampler);
    const rssEnd = rssMb(server.pid);
    rssPeak = Math.max(rssPeak, rssEnd);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rssAfter = rssMb(server.pid);
    await server.stop();
    const uncached = await startBuiltServer({ LOG_LEVEL: logLevel, PAGE_CACHE_MB: '0' });
    let rendered;
    try {
      rendered = await run('/', 'no cache (render)', uncached.url + '/', 10, {}, uncached.pid);
    } finally {
      await uncached.stop();
    }
    const times = (a, b) => `${(a['req/s'] / b['req/s']).toFixed(1)}× (${a['req/s']} vs ${b['req/s']} req/s)`;
    verdicts.push(`a cache miss renders at ${times(miss, rendered)} the rate of rendering without the cache`);
    // Rendering as before the in-process reads (one HTTP injection per read) is no longer in the server; its figure is in the README ("Page cache").

    console.log(
      `\n${tool} on loopback, ${duration} s per run (after 2 s of warm-up; the cached pages in ${rounds} turns with nginx), ${os.cpus().length} CPU(s), Node ${process.version}, server log level ${logLevel}, bytes: / ${home.bytes.length}, article ${pages[1].bytes.length}\n`,
    );
    console.table(rows);
    for (const line of verdicts) console.log(line);
    console.log(
      `resident memory of the server: ${rssBefore} MB before the load, ${rssPeak} MB at its peak, ${rssEnd} MB at the load's end, ${rssAfter} MB 5 s after (target ≤ 250 MB after the load: ${rssAfter <= 250 ? 'met' : 'NOT met'})`,
    );
    console.log(`load average (1, 5, 15 min) of the machine: ${loadBefore} before the run, ${loadavg()} after; 1-min peak during the cached runs ${loadPeak.toFixed(2)}`);
  } finally {
    await staticServer?.stop();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
