// `npm run bench:ssr [-- --duration 10]`: the public pages against a static-file server, in one run
// on loopback. autocannon loads the built server (demo content, signed-out visitor, no compression)
// and nginx serving the very same bytes as files (Debian's `nginx`; without it, a plain Fastify +
// @fastify/static process, with a note). It reports requests/s and latency (p50, p99) of:
//   - `/` and an article from the page cache, at 10 and 50 connections, beside the static server;
//   - revalidations (If-None-Match → 304);
//   - cache misses (each request a new query string, so each is rendered and stored; the API
//     answers those renders share are reused, as they are for all pages between two changes);
//   - rendering without the cache, by servers started with PAGE_CACHE_MB=0 afterwards: with the
//     loaders' reads in-process (today) and with one HTTP injection per read (SSR_IN_PROCESS_READS=false,
//     how every page was rendered before issue #12);
// and the server's resident memory: before, at its peak during the load, at the load's end, and 5 s
// later (once quiet, the server gives the memory of the burst back: server/src/runtime/memory-release.ts),
// and the machine's load average (other work on the same cores moves every rate). Not a test: figures
// for the closing note.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { ROOT, startBuiltServer, newestArticleSlug } = require('./bench-server');

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

function nginxBinary() {
  for (const file of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(file)) return file;
  return spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || null;
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

/** nginx in the foreground with one worker (the Node server has one thread too), files from `dir`. */
async function startNginx(binary, dir) {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
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
  const child = spawn(binary, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(url + '/home.html', child);
  return { name: 'nginx', url, stop: stopper(child) };
}

const FASTIFY_STATIC = `
const fastify = require('fastify')();
fastify.register(require('@fastify/static'), { root: process.env.STATIC_DIR });
fastify.listen({ host: '127.0.0.1', port: 0 }).then((address) => process.stdout.write(address + '\\n'));
`;

function startFastifyStatic(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', FASTIFY_STATIC], { cwd: ROOT, env: { ...process.env, STATIC_DIR: dir }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', (chunk) => resolve({ name: '@fastify/static', url: chunk.toString().trim(), stop: stopper(child) }));
    child.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
  });
}

function load(url, { duration, connections, headers, idReplacement = false }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, pipelining: 1, headers, idReplacement }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  const duration = Number(argValue('--duration', '10'));
  const loadBefore = os.loadavg()[0];
  const server = await startBuiltServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-static-'));
  fs.chmodSync(dir, 0o755); // nginx's worker runs as another user
  let staticServer;
  try {
    const rssBefore = rssMb(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 100);
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
    }
    const nginx = nginxBinary();
    if (!nginx) console.log('NOTE: nginx is not installed (apt-get install nginx); the static files are served by @fastify/static instead.');
    staticServer = nginx ? await startNginx(nginx, dir) : await startFastifyStatic(dir);

    const rows = [];
    const run = async (label, served, url, connections, options = {}) => {
      await load(url, { duration: 2, connections, ...options }); // warm-up (JIT, caches, connections)
      const result = await load(url, { duration, connections, ...options });
      const expected = options.headers?.['if-none-match'] ? result['3xx'] : result['2xx'];
      if (result.errors || result.timeouts || expected !== result.requests.total) throw new Error(`${url}: unexpected answers (${JSON.stringify({ errors: result.errors, non2xx: result.non2xx, '3xx': result['3xx'] })})`);
      const row = { page: label, served, connections, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99 };
      rows.push(row);
      return row;
    };
    const ratios = [];
    for (const connections of [10, 50]) {
      for (const page of pages) {
        const cached = await run(page.name, 'page cache', server.url + page.path, connections);
        const file = await run(page.name, staticServer.name, `${staticServer.url}/${page.file}`, connections);
        ratios.push(`${page.name} at ${connections} connections: the page cache serves ${((cached['req/s'] / file['req/s']) * 100).toFixed(0)} % of ${staticServer.name}'s rate (${cached['req/s']} vs ${file['req/s']} req/s), p99 ${cached['p99 ms']} vs ${file['p99 ms']} ms`);
      }
    }
    const home = pages[0];
    await run('/ If-None-Match', 'page cache (304)', server.url + '/', 10, { headers: { 'if-none-match': home.etag } });
    // A new query string per request: every request is a miss, rendered and stored (and evicts old pages).
    const miss = await run('/?bench=<id>', 'cache miss (render)', server.url + '/?bench=[<id>]', 10, { idReplacement: true });
    clearInterval(sampler);
    const rssEnd = rssMb(server.pid);
    rssPeak = Math.max(rssPeak, rssEnd);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rssAfter = rssMb(server.pid);
    await server.stop();
    const renderUncached = async (label, env) => {
      const uncached = await startBuiltServer({ PAGE_CACHE_MB: '0', ...env });
      try {
        return await run('/', label, uncached.url + '/', 10);
      } finally {
        await uncached.stop();
      }
    };
    const inProcess = await renderUncached('no cache, reads in-process', {});
    const injected = await renderUncached('no cache, reads injected (before)', { SSR_IN_PROCESS_READS: 'false' });
    const times = (a, b) => `${(a['req/s'] / b['req/s']).toFixed(1)}× (${a['req/s']} vs ${b['req/s']} req/s)`;
    ratios.push(`a cache miss renders at ${times(miss, injected)} the rate of rendering as before issue #12 (no cache, one injection per read), in this run`);
    ratios.push(`a cache miss renders at ${times(miss, inProcess)} the rate of rendering without the cache today (reads in-process)`);
    ratios.push(`rendering without the cache: reads in-process at ${times(inProcess, injected)} the rate of reads by injection`);
    ratios.push(`issue #12's baseline on a quiet machine (wrk, 10 connections): / at 150–190 req/s rendered with injections; the target for a miss is 3× that, 450–570 req/s`);

    console.log(`\nautocannon on loopback, ${duration} s per run, ${os.cpus().length} CPU(s), Node ${process.version}, bytes: / ${home.bytes.length}, article ${pages[1].bytes.length}\n`);
    console.table(rows);
    for (const line of ratios) console.log(line);
    console.log(`resident memory of the server: ${rssBefore} MB before the load, ${rssPeak} MB at its peak, ${rssEnd} MB at the load's end, ${rssAfter} MB 5 s after (target ≤ 250 MB)`);
    console.log(`load average (1 min) of the machine: ${loadBefore.toFixed(2)} before the run, ${os.loadavg()[0].toFixed(2)} after`);
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
