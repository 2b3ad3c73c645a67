// `npm run bench:ssr [-- --duration 10 --connections 10]`: throughput of server rendering on
// loopback. autocannon loads `/` and an article page of the built server (demo content, signed-out
// visitor, no compression), then the very same bytes served as static files by a plain Fastify +
// @fastify/static process on the same machine, and reports requests/s and latency (p50, p99) side by
// side. The difference is what rendering a page costs (loaders through the in-process API, the
// database, React's renderToString) over sending a file.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { ROOT, startBuiltServer, newestArticleSlug } = require('./bench-server');

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

// The static server: a child process, so that it and the load generator do not share a thread.
const STATIC_SERVER = `
const fastify = require('fastify')();
fastify.register(require('@fastify/static'), { root: process.env.STATIC_DIR });
fastify.listen({ host: '127.0.0.1', port: 0 }).then((address) => process.stdout.write(address + '\\n'));
`;

function startStaticServer(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', STATIC_SERVER], { cwd: ROOT, env: { ...process.env, STATIC_DIR: dir }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', (chunk) => resolve({ url: chunk.toString().trim(), stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) }));
    child.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
  });
}

function load(url, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  const duration = Number(argValue('--duration', '10'));
  const connections = Number(argValue('--connections', '10'));
  const server = await startBuiltServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-static-'));
  let staticServer;
  try {
    const slug = await newestArticleSlug(server.url);
    const pages = [
      { name: 'home /', path: '/', file: 'home.html' },
      { name: `article /clanok/${slug}`, path: `/clanok/${slug}`, file: 'article.html' },
    ];
    for (const page of pages) {
      const response = await fetch(server.url + page.path);
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      page.bytes = Buffer.from(await response.arrayBuffer());
      fs.writeFileSync(path.join(dir, page.file), page.bytes);
    }
    staticServer = await startStaticServer(dir);
    const rows = [];
    for (const page of pages) {
      for (const [kind, url] of [['SSR', server.url + page.path], ['static file', `${staticServer.url}/${page.file}`]]) {
        await load(url, { duration: 2, connections }); // warm-up (JIT, caches, connection pool)
        const result = await load(url, { duration, connections });
        if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        rows.push({
          page: page.name,
          served: kind,
          'bytes': page.bytes.length,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'MB/s': Number((result.throughput.average / 1e6).toFixed(1)),
        });
      }
    }
    console.log(`\nautocannon on loopback, ${connections} connections, ${duration} s per run, ${os.cpus().length} CPU(s), Node ${process.version}\n`);
    console.table(rows);
    for (const page of pages) {
      const [ssr, file] = rows.filter((row) => row.page === page.name);
      console.log(`${page.name}: rendering serves ${(ssr['req/s'] / file['req/s'] * 100).toFixed(0)} % of the static file's rate (${ssr['req/s']} vs ${file['req/s']} req/s), p99 ${ssr['p99 ms']} vs ${file['p99 ms']} ms`);
    }
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
