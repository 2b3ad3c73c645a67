// `npm run bench:memory [-- --minutes 10 --connections 50]`: whether the built server's memory is
// bounded under long mixed load. wrk (`apt-get install -y wrk`) sends, in turn, cached pages (/, an
// article, /udalosti, /galeria), a page rendered anew (a new query string each time), public API
// reads (articles, events), a password sign-in of the demo member and a profile change of theirs, at
// `--connections` for `--minutes`. Reports the server's resident memory after the first minute, at
// the end of the load and 5 s after it (target: at the end no more than 1.3× what it was after the
// first minute), its peak, and the load's rate and latency. `--minutes` below 10 is for trying it;
// the figure of record is 10 minutes. Not a test: figures for the closing note.
const fs = require('node:fs');
const os = require('node:os');
const { startBuiltServer, newestArticleSlug, anonKeyOf, signIn, DEMO_MEMBER } = require('./bench-server');
const { wrkLoad, lua } = require('./wrk');

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/** Statuses the wrk script tallies (any other counts under "other"). */
const STATUSES = [400, 401, 403, 404, 409, 429, 500, 502, 503, 504];

/** The wrk script: the requests in turn, `MISS` standing for a page with a new query string; tallies the answers' statuses. */
function mixScript(requests) {
  const entries = requests.map((r) => (r === 'MISS' ? '"MISS"' : `wrk.format(${lua(r.method)}, ${lua(r.path)}, {${Object.entries(r.headers ?? {}).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(', ')}}, ${r.body ? lua(JSON.stringify(r.body)) : 'nil'})`));
  return `local requests = nil
local threads = {}
counter = 0
setup = function(thread) table.insert(threads, thread) end
request = function()
  if requests == nil then
    requests = { ${entries.join(',\n    ')} }
  end
  counter = counter + 1
  local r = requests[(counter % #requests) + 1]
  if r == "MISS" then return wrk.format("GET", "/?bench=" .. counter) end
  return r
end
response = function(status, headers, body)
  if status >= 400 then
    local name = "status_" .. status
    _G[name] = (_G[name] or 0) + 1
  end
end
done = function(summary, latency, requests)
  for _, thread in ipairs(threads) do
    for _, status in ipairs({ ${STATUSES.join(', ')} }) do
      local n = thread:get("status_" .. status)
      if n then io.write("status " .. status .. ": " .. n .. "\\n") end
    end
  end
end
`;
}

async function main() {
  const minutes = Number(argValue('--minutes', '10'));
  const connections = Number(argValue('--connections', '50'));
  if (minutes < 1) throw new Error('--minutes must be at least 1 (the first reading is after one minute)');
  const server = await startBuiltServer();
  try {
    const slug = await newestArticleSlug(server.url);
    const [token, anonKey] = [await signIn(server.url), await anonKeyOf(server.url)];
    const json = { 'Content-Type': 'application/json' };
    const page = (path) => ({ method: 'GET', path });
    const signInRequest = { method: 'POST', path: '/auth/v1/token?grant_type=password', headers: { ...json, apikey: anonKey }, body: DEMO_MEMBER };
    const profileChange = { method: 'PATCH', path: '/api/profile', headers: { ...json, Authorization: `Bearer ${token}` }, body: { address_city: 'Košice' } };
    const pages = ['/', `/clanok/${slug}`, '/udalosti', '/galeria'].map(page);
    const reads = ['/api/articles?per_page=10', '/api/events', `/api/articles/${slug}`].map(page);
    // Per 40 requests: 28 cached pages, 2 pages rendered anew, 7 API reads, 2 profile changes, 1 sign-in.
    const requests = [...Array(7)].flatMap((_, i) => [...pages, reads[i % reads.length]]);
    requests.splice(10, 0, 'MISS', profileChange);
    requests.splice(30, 0, 'MISS', profileChange);
    requests.push(signInRequest);
    const rssStart = rssMb(server.pid);
    let peak = rssStart;
    let afterMinute = null;
    const started = Date.now();
    const sampler = setInterval(() => {
      const rss = rssMb(server.pid);
      peak = Math.max(peak, rss);
      if (afterMinute === null && Date.now() - started >= 60_000) afterMinute = rss;
    }, 1000);
    let result;
    try {
      result = await wrkLoad(server.url, { duration: minutes * 60, connections, script: mixScript(requests) });
    } finally {
      clearInterval(sampler);
    }
    const atEnd = rssMb(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const after = rssMb(server.pid);
    afterMinute ??= atEnd;
    const ratio = atEnd / afterMinute;
    console.log(`\nwrk -t1 -c${connections} on loopback, ${minutes} min of mixed load (${requests.length} requests in turn: 28 cached pages, 2 pages rendered anew, 7 API reads, 2 profile changes, 1 sign-in), ${os.cpus().length} CPU(s), Node ${process.version}`);
    console.log(`load: ${result.total} requests, ${result.rps} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.bad} answers other than 2xx/3xx ${JSON.stringify(result.statuses)}, ${result.errors} socket errors (wrk's 5 s timeout included)`);
    console.log(`resident memory of the server: ${rssStart} MB before the load, ${afterMinute} MB after the first minute, ${atEnd} MB at the end (${ratio.toFixed(2)}× the first minute's; target ≤ 1.3×: ${ratio <= 1.3 ? 'met' : 'NOT met'}), ${after} MB 5 s after; peak ${peak} MB`);
    console.log(`load average (1, 5, 15 min) of the machine: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
