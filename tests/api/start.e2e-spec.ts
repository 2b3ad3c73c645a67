// Start-up and shutdown of the real server process (dist/server/main.js, as `npm start` runs it):
// a bad configuration stops it with one readable line, the embedded PostgreSQL keeps its data across
// restarts, survives a crash, and a stop lets requests in flight finish before the database stops.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { freePort, isPortTaken } from '../../server/src/common/net';
import { createTestDatabase, queryDatabase } from '../support/database';
import { ensureServerBuild, ROOT } from '../support/server-build';
import { killServers, spawnServer, started, stopServer } from '../support/server-process';
import { embeddedUrl, postgresPids } from '../support/postgres-processes';

const SERVE_SCRIPT = path.join(ROOT, 'scripts', 'serve.js');

const tempDirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-start-'));
  tempDirs.push(dir);
  return dir;
}

/** Runs a server expected to refuse to start; returns its exit code and stderr. */
async function refusedStart(env: Record<string, string>) {
  const begin = Date.now();
  const server = await spawnServer({ DATA_DIR: tempDir(), ...env });
  const { code } = await server.exited;
  return { code, stderr: server.stderr(), stdout: server.stdout(), ms: Date.now() - begin };
}

function expectOneReadableLine(stderr: string, ...mentions: (string | RegExp)[]): void {
  const lines = stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^EV Klub: /);
  expect(lines[0]).not.toMatch(/\bat .+:\d+:\d+/); // no stack frame
  for (const m of mentions) expect(lines[0]).toMatch(m);
}

const sql = queryDatabase;

/**
 * A keep-alive request whose body is still arriving, so it is in flight until finish() sends the
 * rest; finish() resolves with the raw response once the server has closed the connection.
 */
async function startSlowRequest(port: number): Promise<{ finish(): Promise<string> }> {
  const body = JSON.stringify({ email: 'member@example.sk', password: 'not-the-password' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  let response = '';
  socket.on('data', (d) => (response += d));
  const closed = new Promise((r) => socket.once('close', r));
  socket.write(
    `POST /api/no-such-endpoint HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((r) => setTimeout(r, 200));
  return {
    finish: async () => {
      socket.write(body.slice(10));
      await closed;
      return response;
    },
  };
}

function expectNotFoundResponse(response: string): void {
  expect(response).toMatch(/^HTTP\/1\.1 404 /);
  expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toMatchObject({
    statusCode: 404,
    code: 'errors.not_found',
  });
}

beforeAll(() => ensureServerBuild(), 300_000);

afterAll(async () => {
  killServers();
  for (const dir of tempDirs) {
    for (const pid of postgresPids(dir)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('a bad configuration stops the start with one readable line', () => {
  it.each(['abc', '0', '70000'])('PORT=%s', async (value) => {
    const { code, stderr } = await refusedStart({ PORT: value });
    expect(code).not.toBe(0);
    expectOneReadableLine(stderr, /configuration error: PORT /, `"${value}"`);
  });

  it.each([['mysql://evklub:hunter2-secret@db:3306/evklub'], ['not a url']])(
    'DATABASE_URL=%s, without the password',
    async (value) => {
      const { code, stderr, stdout } = await refusedStart({ DATABASE_URL: value });
      expect(code).not.toBe(0);
      expectOneReadableLine(stderr, /configuration error: DATABASE_URL /);
      expect(stderr + stdout).not.toContain('hunter2-secret');
    },
  );

  it('an unreachable DATABASE_URL is named, without the password, within seconds', async () => {
    const closedPort = await freePort();
    const { code, stderr, stdout, ms } = await refusedStart({
      DATABASE_URL: `postgresql://evklub:hunter2-secret@127.0.0.1:${closedPort}/evklub`,
    });
    expect(code).not.toBe(0);
    expectOneReadableLine(
      stderr,
      `cannot reach the database at postgresql://evklub:***@127.0.0.1:${closedPort}/evklub`,
    );
    expect(stderr + stdout).not.toContain('hunter2-secret');
    expect(ms).toBeLessThan(15_000); // no hang: a refused connection fails at once, a silent host after 5 s
  });

  it('a PORT already in use is named', async () => {
    const database = await createTestDatabase();
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { code, stderr } = await refusedStart({ DATABASE_URL: database.url, PORT: String(port) });
      expect(code).not.toBe(0);
      expectOneReadableLine(stderr, `port ${port} is in use; set PORT to another port`);
    } finally {
      blocker.close();
      await database.drop();
    }
  });
});

// One data folder through a life: first start, restart, crash, restart, stop during a request.
describe('embedded PostgreSQL under DATA_DIR', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = tempDir();
  });

  it('starts, serves /healthz and /readyz, stops on SIGINT with the database, and keeps the data for a fast restart', async () => {
    // Started as `npm start` runs it after the build: scripts/serve.js, which starts the server with the memory
    // settings.
    const first = await spawnServer({ DATA_DIR: dataDir }, SERVE_SCRIPT);
    const firstMs = await started(first, 60_000);
    await request(first.url).get('/healthz').expect(200, { status: 'ok' });
    await request(first.url)
      .get('/readyz')
      .expect(200)
      .expect((res) => expect(res.body.status).toBe('ready'));
    // The memory settings are in force in the server's own process, the one process serve.js started (no re-exec).
    const servers = fs
      .readFileSync(`/proc/${first.child.pid}/task/${first.child.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/);
    expect(servers).toHaveLength(1);
    expect(fs.readFileSync(`/proc/${servers[0]}/cmdline`, 'utf8').split('\0')).toEqual(
      expect.arrayContaining(['--max-semi-space-size=32', path.join(ROOT, 'dist', 'server', 'main.js')]),
    );
    expect(fs.readFileSync(`/proc/${servers[0]}/environ`, 'utf8').split('\0')).toEqual(
      expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=32768']),
    );
    await sql(embeddedUrl(first, dataDir), `INSERT INTO site_settings (key, value) VALUES ('start-test-marker', $1)`, [
      JSON.stringify({ kept: true }),
    ]);
    expect(postgresPids(dataDir)).toHaveLength(1);

    first.child.kill('SIGINT');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.stderr()).toBe('');
    expect(postgresPids(dataDir)).toEqual([]);

    const second = await spawnServer({ DATA_DIR: dataDir });
    const secondMs = await started(second);
    await request(second.url)
      .get('/readyz')
      .expect(200)
      .expect((res) => expect(res.body.status).toBe('ready'));
    const rows = await sql<{ value: unknown }>(
      embeddedUrl(second, dataDir),
      `SELECT value FROM site_settings WHERE key = 'start-test-marker'`,
    );
    expect(rows).toEqual([{ value: { kept: true } }]);
    // The first start creates the cluster (initdb); later starts only start it.
    expect(secondMs).toBeLessThan(Math.max(firstMs, 10_000));

    second.child.kill('SIGINT');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(postgresPids(dataDir)).toEqual([]);
  }, 120_000);

  it('recovers after a crash that killed the server and its PostgreSQL (stale postmaster.pid)', async () => {
    const crashed = await spawnServer({ DATA_DIR: dataDir });
    await started(crashed);
    const [postmaster] = postgresPids(dataDir);
    process.kill(-crashed.child.pid!, 'SIGKILL');
    expect((await crashed.exited).signal).toBe('SIGKILL');
    expect(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]).toBe(
      String(postmaster),
    );

    // Started at once, while the killed PostgreSQL may not even be reaped yet.
    const next = await spawnServer({ DATA_DIR: dataDir });
    await started(next);
    await request(next.url)
      .get('/readyz')
      .expect(200)
      .expect((res) => expect(res.body.status).toBe('ready'));
    const rows = await sql(embeddedUrl(next, dataDir), `SELECT key FROM site_settings WHERE key = 'start-test-marker'`);
    expect(rows).toHaveLength(1);
    expect(await stopServer(next)).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('takes over from a server killed alone (SIGKILL to its pid): its orphaned PostgreSQL is shut down first', async () => {
    const killed = await spawnServer({ DATA_DIR: dataDir });
    await started(killed);
    const [orphan] = postgresPids(dataDir);
    killed.child.kill('SIGKILL');
    expect((await killed.exited).signal).toBe('SIGKILL');
    expect(postgresPids(dataDir)).toEqual([orphan]); // still running, without its server

    const next = await spawnServer({ DATA_DIR: dataDir });
    await started(next);
    await request(next.url)
      .get('/readyz')
      .expect(200)
      .expect((res) => expect(res.body.status).toBe('ready'));
    const [postmaster] = postgresPids(dataDir);
    expect(postmaster).not.toBe(orphan);
    expect(
      await sql(embeddedUrl(next, dataDir), `SELECT key FROM site_settings WHERE key = 'start-test-marker'`),
    ).toHaveLength(1);

    // A PostgreSQL whose server is alive is not taken: a second server on the same folder is refused.
    const second = await spawnServer({ DATA_DIR: dataDir });
    expect((await second.exited).code).not.toBe(0);
    expect(second.stderr()).toContain(`is in use by process ${postmaster}`);
    await request(next.url)
      .get('/readyz')
      .expect(200)
      .expect((res) => expect(res.body.status).toBe('ready'));
    expect(await stopServer(next)).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('SIGTERM lets a request in flight finish, refuses new connections, then stops the database and exits 0', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir });
    await started(server);
    const port = Number(new URL(server.url).port);
    const inFlight = await startSlowRequest(port);

    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    expect(server.child.exitCode).toBeNull(); // still draining
    expect(postgresPids(dataDir)).toHaveLength(1); // the database outlives the request
    expect(await isPortTaken(port)).toBe(false); // no new connections

    expectNotFoundResponse(await inFlight.finish());
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(postgresPids(dataDir)).toEqual([]);
  }, 60_000);

  it('Ctrl+C in a terminal (SIGINT to the process group, PostgreSQL included) still exits 0 promptly', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir });
    await started(server);
    const inFlight = await startSlowRequest(Number(new URL(server.url).port));

    process.kill(-server.child.pid!, 'SIGINT');
    await new Promise((r) => setTimeout(r, 1000));
    expect(postgresPids(dataDir)).toEqual([]); // PostgreSQL got the signal too and is gone

    expectNotFoundResponse(await inFlight.finish());
    const finished = Date.now();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - finished).toBeLessThan(3000);
    expect(server.stderr()).toBe('');
  }, 60_000);
});
