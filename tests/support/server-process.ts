// Runs the compiled server (dist/server/main.js) as `npm start` does, in its own process group, with
// only the configuration a test gives it: none of the variables the server reads leak in from the
// environment of the test run. Call ensureServerBuild() (server-build.ts) first.
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { variables } from '../../server/src/config/config';
import { freePort } from '../../server/src/common/net';
import { ROOT, SERVER_MAIN } from './server-build';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<PORT> */
  url: string;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

/**
 * Quiet defaults: no demo seeding, no local MailDev (SMTP_URL points at a closed port), warnings only. `entry`: another
 * compiled entry (the worker).
 */
export async function spawnServer(env: Record<string, string>, entry = SERVER_MAIN): Promise<ServerProcess> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in variables)));
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    // Own process group, so a test can kill the server together with its PostgreSQL, as a crash would.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Backups and archived WAL beside the test's data folder (its temporary folder removes both), not in the
    // repository's.
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: port,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...(env.DATA_DIR ? { BACKUP_DIR: `${env.DATA_DIR}.backups` } : {}),
      ...env,
    },
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, url: `http://127.0.0.1:${port}`, stdout: () => stdout, stderr: () => stderr, exited };
}

/**
 * Waits for the start banner and returns how long it took; fails with the server's output when it exits or takes too
 * long.
 */
export async function started(server: ServerProcess, timeoutMs = 30_000): Promise<number> {
  const begin = Date.now();
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (!server.stdout().includes('Stop with Ctrl+C')) {
    if (gone || Date.now() - begin > timeoutMs) {
      throw new Error(`the server did not start:\n${server.stdout()}\n${server.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - begin;
}

/**
 * Sends SIGTERM and waits for the exit, at most `timeoutMs` (the server's own shutdown bound is 20 s,
 * server/src/runtime/boot.ts). A server still there after that fails the test with what its threads are
 * waiting in (from /proc), instead of the test waiting for Jest's timeout.
 */
export async function stopServer(
  server: ServerProcess,
  timeoutMs = 40_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  server.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
  const result = await Promise.race([server.exited, late]).finally(() => clearTimeout(timer));
  if (result !== 'late') return result;
  const threads = describeThreads(server.child.pid!);
  process.kill(-server.child.pid!, 'SIGKILL');
  throw new Error(
    `the server did not exit within ${timeoutMs / 1000} s of SIGTERM\n${threads}\n--- stdout\n${server.stdout()}\n--- stderr\n${server.stderr()}`,
  );
}

/**
 * What a process is waiting in, from /proc: its signal masks (is SIGTERM pending, blocked, caught?) and each thread's
 * name, state and kernel wait channel.
 */
function describeThreads(pid: number): string {
  const read = (file: string) => {
    try {
      return fs.readFileSync(file, 'utf8').trim();
    } catch {
      return '?';
    }
  };
  try {
    const signals = read(`/proc/${pid}/status`)
      .split('\n')
      .filter((line) => /^(SigPnd|ShdPnd|SigBlk|SigIgn|SigCgt):/.test(line));
    const threads = fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
      const dir = `/proc/${pid}/task/${tid}`;
      const state = read(`${dir}/stat`).split(') ')[1]?.split(' ')[0];
      return `${tid} ${read(`${dir}/comm`)} ${state} ${read(`${dir}/wchan`)}`;
    });
    return [...signals, ...threads].join('\n');
  } catch {
    return `(process ${pid} gone)`;
  }
}

/** SIGKILLs the process group of every server still running (for afterAll). */
export function killServers(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}
