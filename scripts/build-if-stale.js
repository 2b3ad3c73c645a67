// Builds the server and the web bundles when their output is missing or older than the sources,
// so `npm start` is fast on later starts and always runs what is checked out.
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const STAMP = path.join(root, 'dist', '.build-stamp');
const SOURCES = ['server/src', 'web', 'prisma', 'package.json', 'tsconfig.json', 'nest-cli.json'];
const SKIP = new Set(['node_modules', 'dist', 'generated']);

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

function buildIfStale() {
  const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map(newestMtime));
  if (built >= newest && fs.existsSync(path.join(root, 'dist', 'server', 'main.js'))) return false;
  console.log('Building EV Klub (server and web)…');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(STAMP, new Date().toISOString() + '\n');
  return true;
}

module.exports = { buildIfStale };
if (require.main === module) buildIfStale();
