// The embedded PostgreSQL is supervised: killed, it is started again by the server (with
// a log line), /healthz says 503 while it is down, the site answers again without anyone stepping
// in, SIGTERM stops the server whatever state PostgreSQL is in, and a process that stopped it ends at once.
// Starting it says why it failed, and a port taken meanwhile is no reason to fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { Client } from 'pg';
import { freePort } from '../../server/src/common/net';
import { startEmbeddedPostgres } from '../../server/src/database/embedded-postgres';
import { ensureServerBuild, ROOT } from '../support/server-build';
import { killServers, ServerProcess, spawnServer, started } from '../support/server-process';
import { postgresPids } from '../support/postgres-processes';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-supervise-'));

async function status(url: string): Promise<number> {
  return fetch(url, { signal: AbortSignal.timeout(3000) }).then(
    (r) => r.status,
    () => 0,
  );
}

async function waitFor(what: () => Promise<boolean> | boolean, ms: number): Promise<number> {
  const begin = Date.now();
  while (!(await what())) {
    if (Date.now() - begin > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - begin;
}

/** The postmaster: the one whose parent is the server. */
function postmaster(server: ServerProcess): number {
  const pids = postgresPids(dataDir).filter(
    (pid) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(server.child.pid),
  );
  expect(pids).toHaveLength(1);
  return pids[0];
}

beforeAll(() => ensureServerBuild(), 300_000);
afterAll(() => {
  killServers();
  for (const pid of postgresPids(dataDir)) process.kill(pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL supervision', () => {
  it('a killed PostgreSQL is restarted with a log line; /healthz is 503 meanwhile; the site answers again; SIGTERM then stops everything', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir });
    await started(server, 90_000);
    expect(await status(`${server.url}/healthz`)).toBe(200);
    expect(await status(`${server.url}/api/faq`)).toBe(200);

    process.kill(postmaster(server), 'SIGKILL');
    await waitFor(async () => (await status(`${server.url}/healthz`)) === 503, 2000);
    const healthz = await (await fetch(`${server.url}/healthz`)).json();
    expect(healthz).toEqual({ status: 'unavailable', database_process: 'restarting' });

    const recovered = await waitFor(async () => (await status(`${server.url}/api/faq`)) === 200, 20_000);
    expect(recovered).toBeLessThan(15_000);
    expect(await status(`${server.url}/healthz`)).toBe(200);
    expect(await status(`${server.url}/readyz`)).toBe(200);
    const lines = server
      .stdout()
      .split('\n')
      .filter((l) => l.includes('embedded PostgreSQL'));
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual([
      expect.stringMatching(/^embedded PostgreSQL exited \(SIGKILL\); restarting it in 1 s$/),
      'embedded PostgreSQL is running again',
    ]);

    server.child.kill('SIGTERM');
    const begin = Date.now();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - begin).toBeLessThan(10_000);
    expect(postgresPids(dataDir)).toEqual([]);
  }, 120_000);

  it('SIGTERM while PostgreSQL is dead (before the restart) stops the server at once, and nothing restarts it', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir });
    await started(server, 60_000);
    process.kill(postmaster(server), 'SIGKILL');
    await waitFor(async () => (await status(`${server.url}/healthz`)) === 503, 2000);
    server.child.kill('SIGTERM');
    const begin = Date.now();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - begin).toBeLessThan(10_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(postgresPids(dataDir)).toEqual([]);
  }, 120_000);

  it('SIGTERM while PostgreSQL is frozen (SIGSTOP) still stops the server within the shutdown bound', async () => {
    const server = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_STATEMENT_TIMEOUT: '1000',
      DATABASE_CONNECT_TIMEOUT: '1000',
    });
    await started(server, 60_000);
    const frozen = postgresPids(dataDir);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      server.child.kill('SIGTERM');
      const begin = Date.now();
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - begin).toBeLessThan(20_000);
    } finally {
      for (const pid of frozen) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    }
  }, 120_000);

  it("a process that has stopped its embedded PostgreSQL ends at once (the library's own exit hook does not hold it 10 s)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-stopped-'));
    const script = `require(${JSON.stringify(path.join(ROOT, 'dist', 'server', 'database', 'embedded-postgres.js'))}).startEmbeddedPostgres(${JSON.stringify(dir)}).then((db) => db.stop()).then(() => console.log('stopped'))`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const stoppedAt = new Promise<number>((resolve) =>
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('stopped') && resolve(Date.now())),
      );
      const exit = new Promise<{ code: number | null; at: number }>((resolve) =>
        child.on('exit', (code) => resolve({ code, at: Date.now() })),
      );
      const { code, at } = await exit;
      expect(code).toBe(0);
      expect(at - (await stoppedAt)).toBeLessThan(3000);
      expect(postgresPids(dir)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

// Why the embedded PostgreSQL did not start is said in its own words, and a port another socket
// took between choosing it and PostgreSQL binding it (other programs use the same range) is no reason.
describe('starting the embedded PostgreSQL', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) {
      for (const pid of postgresPids(dir)) process.kill(pid, 'SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a PostgreSQL that exits while starting is reported with its own reason', async () => {
    const dir = newDir();
    await (await startEmbeddedPostgres(dir)).stop();
    fs.appendFileSync(path.join(dir, 'postgres', 'postgresql.auto.conf'), "shared_buffers = 'a lot'\n");
    await expect(startEmbeddedPostgres(dir)).rejects.toThrow(/PostgreSQL exited before it was ready: .*shared_buffers/);
    expect(postgresPids(dir)).toEqual([]);
  }, 120_000);

  it('a port taken before PostgreSQL binds it: PostgreSQL starts on another', async () => {
    const dir = newDir();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const busy = (taken.address() as net.AddressInfo).port;
    const offered = [busy];
    const lines: string[] = [];
    try {
      const db = await startEmbeddedPostgres(dir, (line) => lines.push(line), {
        choosePort: async () => offered.shift() ?? freePort(),
      });
      try {
        expect(db.port).not.toBe(busy);
        const client = new Client({ connectionString: db.url });
        await client.connect();
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
        await client.end();
        expect(lines).toContain(`port ${busy} was taken before PostgreSQL could use it; trying another`);
      } finally {
        await db.stop();
      }
    } finally {
      taken.close();
    }
  }, 120_000);
});
