// `npm start`: build when needed, then run the server (see server/src/main.ts).
const { buildIfStale } = require('./build-if-stale');

try {
  buildIfStale();
} catch {
  console.error('EV Klub: the build failed (see above)');
  process.exit(1);
}
require('../dist/server/main.js');
