// wrk (Debian's `apt-get install -y wrk`) for the benchmark scripts: one run, its rate and latency
// percentiles. One thread: two cores hold the client and the server under test.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** A Debian binary (wrk, nginx) on this machine, or null. */
function binary(name) {
  for (const dir of ['/usr/sbin', '/usr/bin']) if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  return spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim() || null;
}

/** wrk's "1.23ms" / "850.00us" / "1.02s" in milliseconds. */
function wrkMs(text) {
  const [, value, unit] = /([\d.]+)(us|ms|s)\b/.exec(text);
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
}

/** wrk's output of a finished run (spawned, not run synchronously: the caller keeps reading the server's log meanwhile). */
function runWrk(args) {
  const wrk = binary('wrk');
  if (!wrk) throw new Error('wrk is not installed: apt-get install -y wrk');
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk ${args.join(' ')} exited with ${code}: ${out}`))));
  });
}

/**
 * One wrk run against `url`: `headers` on every request, `script` (Lua) if given. Resolves to
 * { rps, p50, p99 (ms), total, bad (answers other than 2xx/3xx), errors (socket errors), statuses }.
 */
async function wrkLoad(url, { duration, connections, headers = {}, script }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '5s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const scriptDir = script ? fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-wrk-')) : null;
  if (scriptDir) {
    fs.writeFileSync(path.join(scriptDir, 'script.lua'), script);
    args.push('-s', path.join(scriptDir, 'script.lua'));
  }
  let out;
  try {
    out = await runWrk([...args, url]);
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
    /** What a script's `done` printed as `status <code>: <count>` lines. */
    statuses: Object.fromEntries([...out.matchAll(/^status (\d+): (\d+)$/gm)].map((m) => [m[1], Number(m[2])])),
  };
}

/** A Lua string literal of `text`. */
const lua = (text) => JSON.stringify(text);

/** A wrk script sending every request as `method` with `body` (JSON). */
const requestScript = (method, body) => `wrk.method = ${lua(method)}\nwrk.body = ${lua(JSON.stringify(body))}\nwrk.headers["Content-Type"] = "application/json"\n`;

module.exports = { binary, wrkLoad, requestScript, lua };
