// Logs an operator can read: one JSON access line per request (method, path, status,
// time, page-cache outcome, request id), and while the database is away one warning per failed
// request: no stack traces for the expected database errors, nothing outside JSON on stderr.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../server/src/app';
import { createLogger } from '../../server/src/common/logger';
import { loadConfig } from '../../server/src/config/config';
import { createTestDatabase, TestDatabase } from '../support/database';
import { startTcpProxy, TcpProxy } from '../support/tcp-proxy';

type Line = Record<string, unknown>;

describe('logs', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: NestFastifyApplication;
  let url: string;
  let dataDir: string;
  const lines: Line[] = [];
  const stderr: string[] = [];
  const writeStderr = process.stderr.write.bind(process.stderr);
  const consoleError = console.error;
  const consoleWarn = console.warn;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(database.url);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-logs-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DATABASE_CONNECT_TIMEOUT: '1000',
      DATABASE_STATEMENT_TIMEOUT: '1500',
    });
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    app = await createApp({ config, databaseUrl: proxy.url, logger: createLogger(config.LOG_LEVEL, sink) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    // Jest's console would hide what the server writes outside its logger: count it instead.
    const capture = (...args: unknown[]) => void stderr.push(args.map(String).join(' '));
    console.error = capture;
    console.warn = capture;
    process.stderr.write = ((chunk: string | Uint8Array) => (
      stderr.push(String(chunk)),
      true
    )) as typeof process.stderr.write;
  });
  afterAll(async () => {
    process.stderr.write = writeStderr;
    console.error = consoleError;
    console.warn = consoleWarn;
    await proxy.resume();
    await app.close();
    await proxy.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (p: string, accept = 'text/html') => fetch(`${url}${p}`, { headers: { accept } });
  const since = (n: number) => lines.slice(n);

  it('one access line per request, with method, path, status, time, page-cache outcome and request id; page-cache hits at debug', async () => {
    // The page cache's LISTEN connection is opened by the first page.
    while ((await get('/clanky?warm')).headers.get('x-page-cache') === 'off')
      await new Promise((r) => setTimeout(r, 100));
    const before = lines.length;
    const miss = await get('/clanky');
    expect(miss.headers.get('x-page-cache')).toBe('miss');
    const hit = await get('/clanky?x=1&token=secret');
    await get('/clanky?x=1&token=secret');
    const api = await get('/api/faq', 'application/json');
    expect(api.status).toBe(200);
    const access = since(before).filter((l) => l.msg === 'request');
    expect(access).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        path: '/clanky',
        status: 200,
        cache: 'miss',
        ms: expect.any(Number),
        reqId: miss.headers.get('x-request-id'),
      }),
      expect.objectContaining({
        level: 30,
        path: '/clanky?x=1&token=[redacted]',
        status: 200,
        cache: 'miss',
        reqId: hit.headers.get('x-request-id'),
      }),
      expect.objectContaining({ level: 20, path: '/clanky?x=1&token=[redacted]', status: 200, cache: 'hit' }),
      expect.objectContaining({
        level: 30,
        method: 'GET',
        path: '/api/faq',
        status: 200,
        reqId: api.headers.get('x-request-id'),
      }),
    ]);
    // Nothing else at info or above: no "incoming request" / "request completed" pairs.
    expect(since(before).filter((l) => (l.level as number) >= 30 && l.msg !== 'request')).toEqual([]);
  });

  it("a request from outside that claims to be a render's own call is logged at info all the same", async () => {
    const before = lines.length;
    const forged = await fetch(`${url}/api/faq`, { headers: { accept: 'application/json', 'x-evklub-render': '1' } });
    expect(forged.status).toBe(200);
    expect(since(before).filter((l) => l.msg === 'request')).toEqual([
      expect.objectContaining({ level: 30, path: '/api/faq', reqId: forged.headers.get('x-request-id') }),
    ]);
  });

  it('PostgreSQL stopped: one warning line per failed request (pages and API), no stack traces, nothing on stderr', async () => {
    await proxy.stop();
    const before = lines.length;
    const paths = ['/udalosti', '/faq', '/api/faq', '/api/events', '/clanky?y=2'];
    for (const p of paths)
      expect((await get(p, p.startsWith('/api') ? 'application/json' : 'text/html')).status).toBe(503);
    // Besides the access lines, at most the page cache's one line about its LISTEN connection (a state change, not per
    // request).
    const listener = since(before).filter((l) => String(l.msg).startsWith('page cache: lost'));
    expect(listener.length).toBeLessThanOrEqual(1);
    const loud = since(before).filter((l) => (l.level as number) >= 40 && !listener.includes(l));
    expect(loud).toHaveLength(paths.length);
    expect(loud.map((l) => [l.level, l.path, l.status])).toEqual(paths.map((p) => [40, p, 503]));
    expect(loud.map((l) => l.reason)).toEqual(paths.map(() => expect.stringMatching(/^database unavailable/)));
    expect(JSON.stringify(since(before))).not.toMatch(/\\n\s+at /); // no stack frame anywhere
    expect(since(before).filter((l) => JSON.stringify(l).match(/"stack"/))).toEqual([]);
    expect(stderr).toEqual([]);
    await proxy.resume();
  }, 30_000);
});
