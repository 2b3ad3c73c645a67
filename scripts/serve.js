// Runs the built server (dist/server/main.js) in a Node process started with the memory settings
// (scripts/memory-settings.js). Signals go on to the server; its exit is this one's. `npm start`
// (scripts/start.js) builds first when needed, then runs this.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { memorySettings } = require('./memory-settings');

const { nodeArgs, env } = memorySettings(process.env);
const server = spawn(process.execPath, [...nodeArgs, path.join(__dirname, '..', 'dist', 'server', 'main.js')], { stdio: 'inherit', env });
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of SIGNALS) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Ended by a signal: end the same way, so whoever started it sees it.
  for (const name of SIGNALS) process.removeAllListeners(name);
  process.kill(process.pid, signal);
});
