// Tests that run the compiled server (start-up behaviour, the OpenAPI emitter) need dist/server to
// match the sources. `npm test` builds first; when `npm run test:api` runs alone, this rebuilds the
// server (not the web bundles) if any source is newer than the build. A lock folder keeps two Jest
// workers from building at once (nest build empties dist/server first).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const SERVER_MAIN = path.join(ROOT, 'dist', 'server', 'main.js');
/** What `npm run worker` runs once the build is current. */
export const WORKER_MAIN = path.join(ROOT, 'dist', 'server', 'bin', 'worker.js');
const SOURCES = ['server/src', 'prisma/schema.prisma', 'tsconfig.json', 'nest-cli.json'];
const LOCK = path.join(ROOT, 'dist', '.server-build.lock');

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

function isStale(): boolean {
  if (!fs.existsSync(SERVER_MAIN)) return true;
  return (
    newestMtime(path.join(ROOT, 'dist', 'server')) < Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))))
  );
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Builds the server when dist/server is missing or older than its sources. */
export function ensureServerBuild(): void {
  if (!isStale()) return;
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than any build is left over from a killed run.
      if (fs.existsSync(LOCK) && Date.now() - fs.statSync(LOCK).mtimeMs > 5 * 60_000)
        fs.rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`waited 5 minutes for ${LOCK}; remove it if no build is running`);
      sleep(500);
    }
  }
  try {
    if (!isStale()) return;
    try {
      execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' });
    } catch (e) {
      const { stdout, stderr } = e as { stdout?: string; stderr?: string };
      throw new Error(`npm run build:server failed:\n${stdout ?? ''}${stderr ?? ''}`);
    }
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}
