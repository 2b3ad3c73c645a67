// Runs one of the server's command-line entries (dist/server/<name>.js), building first when needed:
// `node scripts/run.js database/migrate-cli`.
const path = require('node:path');
const { buildIfStale } = require('./build-if-stale');

const name = process.argv[2];
if (!name) {
  console.error('usage: node scripts/run.js <entry under server/src, without .ts>');
  process.exit(2);
}
process.argv.splice(2, 1);
buildIfStale();
require(path.join(__dirname, '..', 'dist', 'server', `${name}.js`));
