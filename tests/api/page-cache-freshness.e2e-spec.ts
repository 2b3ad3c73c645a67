// Freshness across instances (docs/operations.md §5): with two instances on
// one database and a loop of writes, no page shows content older than 1 s past the commit of its
// successor, also while the LISTEN connections are stalled (their backends frozen with SIGSTOP, so
// notifications stop without the connection dropping). Pages need the built web client (dist/web).
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../server/src/app';
import { createLogger } from '../../server/src/common/logger';
import { startTestApp, TestApp } from '../support/app';
import { sql } from '../support/members';

/** The bound the README states. */
const BOUND_MS = 1000;

let t: TestApp;
let second: NestFastifyApplication;
let urls: string[];

beforeAll(async () => {
  t = await startTestApp();
  second = await createApp({ config: t.config, databaseUrl: t.database.url, logger: createLogger('silent') });
  await second.listen({ port: 0, host: '127.0.0.1' });
  urls = [t.url, `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}`];
  await sql(t, `INSERT INTO faq_entries (question, answer, published) VALUES ('Verzia 0', 'Odpoveď', true)`);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** The FAQ version a page shows, and whether it came from the cache. */
async function read(url: string): Promise<{ version: number; cache: string; startedAt: number }> {
  const startedAt = Date.now();
  const res = await fetch(`${url}/faq`);
  const html = await res.text();
  return { version: Number(/Verzia (\d+)/.exec(html)?.[1]), cache: res.headers.get('x-page-cache') ?? '', startedAt };
}

/**
 * Writes a new version every `everyMs` for `ms` while both instances read /faq; returns, per read,
 * how long the version after the one it showed had been committed when the read began (0 = current).
 */
/** When each FAQ version was committed (version 0 by beforeAll); versions go on across the tests. */
const committedAt: number[] = [0];

async function writeAndRead(ms: number, everyMs: number): Promise<{ staleness: number[]; hits: number }> {
  const reads: { version: number; cache: string; startedAt: number }[] = [];
  const end = Date.now() + ms;
  const writer = (async () => {
    for (let v = committedAt.length; Date.now() < end; v++) {
      await sql(t, `UPDATE faq_entries SET question = $1`, [`Verzia ${v}`]);
      committedAt[v] = Date.now();
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  const readers = urls.map(async (url) => {
    while (Date.now() < end) reads.push(await read(url));
  });
  await Promise.all([writer, ...readers]);
  const staleness = reads.map((r) => {
    const next = committedAt[r.version + 1];
    return next !== undefined && next < r.startedAt ? r.startedAt - next : 0;
  });
  return { staleness, hits: reads.filter((r) => r.cache === 'hit').length };
}

/** The page cache's LISTEN backends of the test database. */
async function listenerBackends(): Promise<number[]> {
  const rows = await sql<{ pid: number }>(
    t,
    `SELECT pid FROM pg_stat_activity WHERE application_name = 'evklub-page-cache' AND datname = current_database()`,
  );
  return rows.map((r) => r.pid);
}

describe('freshness across two instances', () => {
  it(`under a write loop no page is older than ${BOUND_MS} ms past its successor's commit, and most are cache hits`, async () => {
    for (const url of urls) while ((await read(url)).cache !== 'hit') await new Promise((r) => setTimeout(r, 50));
    const { staleness, hits } = await writeAndRead(4000, 300);
    expect(Math.max(...staleness)).toBeLessThanOrEqual(BOUND_MS);
    expect(hits).toBeGreaterThan(staleness.length / 4);
  });

  it(`with the LISTEN connections stalled (backends frozen), changes still show within ${BOUND_MS} ms`, async () => {
    for (const url of urls) while ((await read(url)).cache !== 'hit') await new Promise((r) => setTimeout(r, 50));
    const frozen = await listenerBackends();
    expect(frozen).toHaveLength(2);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      const { staleness } = await writeAndRead(3000, 300);
      expect(Math.max(...staleness)).toBeLessThanOrEqual(BOUND_MS);
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
  }, 30_000);
});
