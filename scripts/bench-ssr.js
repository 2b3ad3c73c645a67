// `npm run bench:ssr [-- --duration 5 --rounds 5]`: a page-cache hit against a bare Fastify app on the
// same Node answering the very same bytes and headers (scripts/bench-bare-page.js), side by side in
// one run on loopback, under Debian's wrk (`apt-get install -y wrk`; nginx too for its reference
// row). wrk loads the built server (demo content, signed-out visitor, no compression, default log
// level) and reports requests/s and latency (p50, p99) of:
//   - `/` and an article from the page cache, at 10 and 50 connections, taking turns with the bare
//     app (`--rounds`; the medians compared) (targets: at least 50 % of the bare app's rate, p99 < 20 ms);
//     nginx serving the same bytes as files, when installed, as a reference only (no target);
//   - revalidations (If-None-Match → 304);
//   - cache misses (each request a new query string, so each is rendered and stored);
//   - rendering without the cache, by a server started with PAGE_CACHE_MB=0 afterwards;
// and the server's resident memory before, at its peak, at the load's end and 5 s later (the bounded
// memory under long mixed load is `npm run bench:memory`), and the machine's load average (other
// work on the same cores moves every rate, so only figures of one run compare). Not a test: figures
// for the closing note.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT, startBuiltServer, newestArticleSlug, median } = require('./bench-server');
const { binary, wrkLoad } = require('./wrk');

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

/** Each request a new query string (`?bench=1`, `?bench=2`, …): every one a cache miss. */
const UNIQUE_QUERY_LUA = `counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "?bench=" .. counter)
end
`;

/** Headers of one answer only, never copied to the bare app (it makes its own). */
const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

function startBare(dir, pages) {
  const file = path.join(dir, 'pages.json');
  fs.writeFileSync(file, JSON.stringify(pages.map((page) => ({ path: page.path, headers: page.headers, body: page.bytes.toString('base64') }))));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'bench-bare-page.js')], { cwd: ROOT, env: { ...process.env, PAGES_FILE: file }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', (chunk) => resolve({ name: 'bare Fastify', url: chunk.toString().trim(), pid: child.pid, stop: stopper(child) }));
    child.once('exit', (code) => reject(new Error(`the bare app exited with ${code}`)));
  });
}

const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function main() {
  const duration = Number(argValue('--duration', '5'));
  const rounds = Number(argValue('--rounds', '5'));
  if (!binary('wrk')) throw new Error('wrk is not installed: apt-get install -y wrk nginx');
  const loadBefore = loadavg();
  // The default log level (info), as deployed, unless LOG_LEVEL says otherwise.
  const logLevel = process.env.LOG_LEVEL ?? 'info';
  const server = await startBuiltServer({ LOG_LEVEL: logLevel });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-static-'));
  fs.chmodSync(dir, 0o755); // nginx's worker runs as another user
  const others = [];
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
      // The cache stores pages once its content listener is up (a moment after the start).
      let response;
      for (let attempt = 0; attempt < 20; attempt++) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 250));
        response = await fetch(server.url + page.path, { headers: { 'accept-encoding': 'identity' } });
        if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
        if (response.headers.get('x-page-cache') === 'hit') break;
        await response.arrayBuffer();
      }
      if (response.headers.get('x-page-cache') !== 'hit') throw new Error(`${page.path} is not answered from the page cache (x-page-cache: ${response.headers.get('x-page-cache')})`);
      page.bytes = Buffer.from(await response.arrayBuffer());
      page.etag = response.headers.get('etag');
      page.headers = Object.fromEntries([...response.headers].filter(([name]) => !OWN.has(name)));
      fs.writeFileSync(path.join(dir, page.file), page.bytes);
      fs.chmodSync(path.join(dir, page.file), 0o644);
    }
    const bare = await startBare(dir, pages);
    others.push(bare);
    const nginx = binary('nginx');
    const reference = nginx ? await startNginx(nginx, dir) : null;
    if (reference) others.push(reference);
    else console.log('NOTE: nginx is not installed (apt-get install -y nginx): no reference row.');

    const rows = [];
    // CPU time per request (of the serving process, nginx's workers included) does not move with
    // the load of other work on the machine the way the rates do.
    const run = async (label, served, url, connections, options = {}, pid = server.pid) => {
      await wrkLoad(url, { duration: 2, connections, ...options }); // warm-up (JIT, caches, connections)
      const cpuStart = cpuMs(pid);
      const result = await wrkLoad(url, { duration, connections, ...options });
      const cpuPerRequest = ((cpuMs(pid) - cpuStart) * 1000) / result.total;
      if (result.errors || result.bad) throw new Error(`${url}: unexpected answers (${JSON.stringify(result)})`);
      const row = { page: label, served, connections, 'req/s': result.rps, 'p50 ms': Number(result.p50.toFixed(2)), 'p99 ms': Number(result.p99.toFixed(2)), 'cpu µs/req': Math.round(cpuPerRequest) };
      rows.push(row);
      return row;
    };
    const verdicts = [];
    // The page cache and the bare app take turns, `rounds` times each: other work on the two cores
    // moves both rates by 10 points and more from one run to the next, so the share is that of the
    // medians, and the shares of the single turns are printed beside it.
    for (const connections of [10, 50]) {
      for (const page of pages) {
        const turns = [];
        for (let round = 1; round <= rounds; round++) {
          const cached = await run(page.name, `page cache, turn ${round}`, server.url + page.path, connections);
          const plain = await run(page.name, `bare Fastify, turn ${round}`, bare.url + page.path, connections, {}, bare.pid);
          turns.push({ cached, plain });
        }
        const reference_ = reference ? await run(page.name, 'nginx (reference)', `${reference.url}/${page.file}`, connections, {}, reference.pid) : null;
        const medians = (side) => {
          const of = (column) => median(turns.map((turn) => turn[side][column]));
          return { rps: of('req/s'), p99: of('p99 ms'), cpu: of('cpu µs/req') };
        };
        const [cached, plain] = [medians('cached'), medians('plain')];
        const share = (cached.rps / plain.rps) * 100;
        const met = share >= 50 && cached.p99 < 20;
        const shares = turns.map((turn) => `${((turn.cached['req/s'] / turn.plain['req/s']) * 100).toFixed(0)} %`).join(', ');
        verdicts.push(
          `${page.name} at ${connections} connections (medians of ${rounds} turns each): the page cache serves ${share.toFixed(0)} % of the bare Fastify app's rate (${cached.rps} vs ${plain.rps} req/s; turn by turn ${shares}), p99 ${cached.p99} vs ${plain.p99} ms — target ≥ 50 %, p99 < 20 ms: ${met ? 'met' : 'NOT met'}; CPU per request ${cached.cpu} vs ${plain.cpu} µs` +
            (reference_ ? `; nginx (reference) ${reference_['req/s']} req/s, p99 ${reference_['p99 ms']} ms` : ''),
        );
      }
    }
    const home = pages[0];
    await run('/ If-None-Match', 'page cache (304)', server.url + '/', 10, { headers: { 'if-none-match': home.etag } });
    // A new query string per request: every request is a miss, rendered and stored (and evicts old pages).
    const miss = await run('/?bench=<n>', 'cache miss (render)', server.url + '/', 10, { script: UNIQUE_QUERY_LUA });
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

    console.log(
      `\nwrk -t1 on loopback, ${duration} s per run (after 2 s of warm-up; the cached pages in ${rounds} turns with the bare app), ${os.cpus().length} CPU(s), Node ${process.version}, server log level ${logLevel}, bytes: / ${home.bytes.length}, article ${pages[1].bytes.length}\n`,
    );
    console.table(rows);
    for (const line of verdicts) console.log(line);
    console.log(`resident memory of the server: ${rssBefore} MB before the load, ${rssPeak} MB at its peak, ${rssEnd} MB at the load's end, ${rssAfter} MB 5 s after`);
    console.log(`load average (1, 5, 15 min) of the machine: ${loadBefore} before the run, ${loadavg()} after; 1-min peak during the cached runs ${loadPeak.toFixed(2)}`);
  } finally {
    for (const other of others) await other.stop();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
