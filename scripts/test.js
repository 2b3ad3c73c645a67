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

for (const f of ['jest.json', 'jest-alone.json', 'playwright.json']) fs.rmSync(path.join(results, f), { force: true });
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
// Files that measure latency under a burst run on their own after the others, so that what they
// time is the server under their burst, not Jest's other worker sharing the two cores.
const ALONE = ['tests/api/auth-bulkhead.e2e-spec.ts'];
const jestRuns = [
  [`--testPathIgnorePatterns=${ALONE.map((f) => f.replace(/\./g, '\\.')).join('|')}`, '--json', `--outputFile=${path.join(results, 'jest.json')}`],
  ['--runInBand', '--json', `--outputFile=${path.join(results, 'jest-alone.json')}`, ...ALONE],
];
const apiStatus = jestRuns.map((args) => run(['run', 'test:api', '--', ...args])).reduce((a, b) => a || b, 0);
const webStatus = run(['run', 'test:web']);

const jestCounts = (file) => counts(path.join(results, file), (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests + (j.numRuntimeErrorTestSuites || 0) }));
const jestParts = ['jest.json', 'jest-alone.json'].map(jestCounts);
const jest = jestParts.every(Boolean) ? { passed: jestParts[0].passed + jestParts[1].passed, failed: jestParts[0].failed + jestParts[1].failed } : null;
const web = counts(path.join(results, 'playwright.json'), (p) => ({ passed: p.stats.expected, failed: p.stats.unexpected + p.stats.flaky }));
const passed = (jest?.passed ?? 0) + (web?.passed ?? 0);
const failed = (jest?.failed ?? 1) + (web?.failed ?? 1);
console.log(`\nJest: ${jest ? `${jest.passed} passed, ${jest.failed} failed` : 'no results'}; Playwright: ${web ? `${web.passed} passed, ${web.failed} failed` : 'no results'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(apiStatus !== 0 || webStatus !== 0 || failed > 0 ? 1 : 0);
