// Runs the built server (dist/server/main.js) in a Node process started with the memory settings
// (README "Memory"), each unless the environment already gives it:
//   - `--max-semi-space-size=8` (V8's young generation, 8 MiB semi-spaces instead of up to 64 MiB
//     sized from the machine's memory), unless NODE_OPTIONS names it;
//   - MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_=32768 (glibc: at most two arenas per thread
//     that allocates, blocks from 32 kB mapped on their own and returned when freed).
// The Dockerfile sets the same through ENV. Signals go on to the server; its exit is this one's.
// `npm start` (scripts/start.js) builds first when needed, then runs this.
const { spawn } = require('node:child_process');
const path = require('node:path');

const SEMI_SPACE = '--max-semi-space-size=8';
const MALLOC = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' };

const env = { ...MALLOC, ...process.env };
const flags = /--max[-_]semi[-_]space[-_]size/.test(env.NODE_OPTIONS ?? '') ? [] : [SEMI_SPACE];
const server = spawn(process.execPath, [...flags, path.join(__dirname, '..', 'dist', 'server', 'main.js')], { stdio: 'inherit', env });
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of SIGNALS) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Ended by a signal: end the same way, so whoever started it sees it.
  for (const name of SIGNALS) process.removeAllListeners(name);
  process.kill(process.pid, signal);
});
