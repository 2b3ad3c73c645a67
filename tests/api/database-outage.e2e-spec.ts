// Operations: with PostgreSQL stopped or frozen the API, /readyz and the pages answer 503
// with Retry-After (`errors.unavailable`; a Slovak page for pages) within the configured timeouts,
// and everything answers 200 again once the database is back, without a restart. The database is
// taken away by a TCP proxy in front of the real PostgreSQL (tests/support/tcp-proxy.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../server/src/app';
import { createLogger } from '../../server/src/common/logger';
import { loadConfig } from '../../server/src/config/config';
import { createTestDatabase, TestDatabase } from '../support/database';
import { startTcpProxy, TcpProxy } from '../support/tcp-proxy';

async function timed(url: string, accept = 'application/json') {
  const started = performance.now();
  const res = await fetch(url, { headers: { accept, 'accept-encoding': 'identity' } });
  const text = await res.text();
  return {
    ms: performance.now() - started,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    type: res.headers.get('content-type') ?? '',
    text,
  };
}

/** Polls until the URL answers 200 (the pool reconnects on its own), at most `ms`. */
async function until200(url: string, ms = 10_000): Promise<number> {
  const deadline = Date.now() + ms;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await fetch(url)).status;
    if (status === 200) return status;
    await new Promise((r) => setTimeout(r, 200));
  }
  return status;
}

describe('database outage', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: NestFastifyApplication;
  let url: string;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(database.url);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DATABASE_CONNECT_TIMEOUT: '1000',
      DATABASE_STATEMENT_TIMEOUT: '1500',
    });
    app = await createApp({ config, databaseUrl: proxy.url, logger: createLogger(config.LOG_LEVEL) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await proxy.resume();
    await app.close();
    await proxy.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // A test that fails halfway leaves PostgreSQL reachable again for the next one.
  afterEach(() => proxy.resume());

  const expectUnavailable = (res: Awaited<ReturnType<typeof timed>>, withinMs: number) => {
    expect({ status: res.status, retryAfter: res.retryAfter, fast: res.ms < withinMs }).toEqual({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      fast: true,
    });
  };

  it('PostgreSQL stopped: 503 errors.unavailable with Retry-After within 2 s, then 200 again without restart', async () => {
    expect((await timed(`${url}/api/faq`)).status).toBe(200);
    await proxy.stop();
    const api = await timed(`${url}/api/faq`);
    expectUnavailable(api, 2000);
    expect(JSON.parse(api.text)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.any(String),
      code: 'errors.unavailable',
    });
    expectUnavailable(await timed(`${url}/readyz`), 2000);
    const page = await timed(`${url}/clanky`, 'text/html');
    expectUnavailable(page, 2000);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('dočasne nedostupn');
    await proxy.resume();
    expect(await until200(`${url}/api/faq`)).toBe(200);
    expect(await until200(`${url}/readyz`)).toBe(200);
  });

  it('PostgreSQL frozen: 503 within the statement timeout instead of hanging, then 200 again after it thaws', async () => {
    expect(await until200(`${url}/api/faq`)).toBe(200);
    proxy.freeze();
    // 1.5 s statement timeout (+0.5 s client margin) and a 1 s connection timeout.
    expectUnavailable(await timed(`${url}/api/faq`), 3500);
    expectUnavailable(await timed(`${url}/readyz`), 3500);
    await proxy.resume();
    expect(await until200(`${url}/api/faq`)).toBe(200);
    expect(await until200(`${url}/readyz`)).toBe(200);
  });

  // A page makes several database calls one after another (redirect rule, then each
  // loader's read); together they stay within one connect + statement timeout (1 + 1.5 s here).
  it('PostgreSQL frozen: a page answers the 503 notice within connect + statement timeout, even after the LISTEN ping failed; /readyz within 2 s', async () => {
    expect(await until200(`${url}/clanky`)).toBe(200);
    proxy.freeze();
    await new Promise((r) => setTimeout(r, 7500)); // the page cache's LISTEN ping has failed by now
    const page = await timed(`${url}/udalosti`, 'text/html');
    expectUnavailable(page, 2500 + 500);
    expect(page.text).toContain('dočasne nedostupn');
    const ready = await timed(`${url}/readyz`);
    expectUnavailable(ready, 2000);
    expect(JSON.parse(ready.text)).toEqual({
      status: 'unavailable',
      reason: expect.any(String),
      page_cache: 'reconnecting',
    });
    await proxy.resume();
    expect(await until200(`${url}/readyz`)).toBe(200);
    expect(JSON.parse((await timed(`${url}/readyz`)).text)).toEqual({
      status: 'ready',
      page_cache: expect.stringMatching(/^(listening|reconnecting)$/),
    });
  }, 30_000);
});
