// `npm test`: lint and type check, build, then the Jest suite (unit + API), then the Playwright suite (browser), and one
// closing line with the counts of both: "N passed, N failed". Exit code non-zero when anything failed.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

function run(args) {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  return r.status ?? 1;
}

function counts(file, read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

for (const f of ['jest.json', 'playwright.json']) fs.rmSync(path.join(results, f), { force: true });
// Lint and the server's type check first: a lint or type error fails the suite like a failing test.
if (run(['run', 'lint', '--silent']) !== 0 || run(['run', 'typecheck', '--silent']) !== 0) {
  console.error('lint or type check failed');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
if (run(['run', 'build', '--silent']) !== 0) {
  console.error('build failed');
  process.exit(1);
}
const apiStatus = run(['run', 'test:api', '--', '--json', `--outputFile=${path.join(results, 'jest.json')}`]);
const webStatus = run(['run', 'test:web']);

const jest = counts(path.join(results, 'jest.json'), (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests + (j.numRuntimeErrorTestSuites || 0) }));
const web = counts(path.join(results, 'playwright.json'), (p) => ({ passed: p.stats.expected, failed: p.stats.unexpected + p.stats.flaky }));
const passed = (jest?.passed ?? 0) + (web?.passed ?? 0);
const failed = (jest?.failed ?? 1) + (web?.failed ?? 1);
console.log(`\nJest: ${jest ? `${jest.passed} passed, ${jest.failed} failed` : 'no results'}; Playwright: ${web ? `${web.passed} passed, ${web.failed} failed` : 'no results'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(apiStatus !== 0 || webStatus !== 0 || failed > 0 ? 1 : 0);
