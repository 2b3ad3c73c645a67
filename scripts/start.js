// `npm start`: build when needed, then run the server with its memory settings (scripts/serve.js).
const { buildIfStale } = require('./build-if-stale');

try {
  buildIfStale();
} catch {
  console.error('EV Klub: the build failed (see above)');
  process.exit(1);
}
require('./serve');
