// `npm run bench:writes [-- --duration 10 --connections 1]`: the latency of two writes that change
// nothing a public page shows, on the built server under wrk: a password sign-in
// (POST /auth/v1/token?grant_type=password, the demo member) and a member's profile change
// (PATCH /api/profile). Reports p50 and p99 (ms) and the rate of each. Not a test: figures for the
// closing note (before and after a change of the write path).
const os = require('node:os');
const { startBuiltServer, anonKeyOf, signIn, median, DEMO_MEMBER } = require('./bench-server');
const { wrkLoad, requestScript } = require('./wrk');

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

async function main() {
  const duration = Number(argValue('--duration', '10'));
  const connections = Number(argValue('--connections', '1'));
  const rounds = Number(argValue('--rounds', '3'));
  const server = await startBuiltServer();
  try {
    const [token, anonKey] = [await signIn(server.url), await anonKeyOf(server.url)];
    const writes = [
      { name: 'POST /auth/v1/token (password)', url: `${server.url}/auth/v1/token?grant_type=password`, headers: { apikey: anonKey }, script: requestScript('POST', DEMO_MEMBER) },
      { name: 'PATCH /api/profile', url: `${server.url}/api/profile`, headers: { authorization: `Bearer ${token}` }, script: requestScript('PATCH', { address_city: 'Košice' }) },
    ];
    const rows = [];
    for (const write of writes) {
      await wrkLoad(write.url, { duration: 2, connections, headers: write.headers, script: write.script }); // warm-up
      const runs = [];
      for (let round = 1; round <= rounds; round++) {
        const result = await wrkLoad(write.url, { duration, connections, headers: write.headers, script: write.script });
        if (result.bad || result.errors) throw new Error(`${write.name}: unexpected answers (${JSON.stringify(result)})`);
        runs.push(result);
      }
      const of = (key) => median(runs.map((run) => run[key]));
      rows.push({ write: write.name, 'req/s': of('rps'), 'p50 ms': Number(of('p50').toFixed(2)), 'p99 ms': Number(of('p99').toFixed(2)), runs: runs.map((run) => run.p50.toFixed(2)).join(' / ') });
    }
    console.log(`\nwrk -t1 -c${connections} on loopback, ${duration} s per run, medians of ${rounds} runs, ${os.cpus().length} CPU(s), Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
    console.table(rows);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
