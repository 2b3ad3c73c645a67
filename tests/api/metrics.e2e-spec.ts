// Monitoring: GET /metrics in Prometheus's text format, only for the holder of
// METRICS_TOKEN (401 without it, 404 when no token is configured), with requests by route and
// status, the page cache, the job queues, the mail outbox, the database pool, the operator's status
// figures (backups, database size, free disk, storage, version) and Node's own metrics.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { sql } from '../support/members';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one sample line, e.g. `evklub_jobs{queue="mail",state="queued"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(name + (wanted.length ? '{' : ' ')) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/**
 * Asks for /clanky until it is answered from the cache, and tallies each answer's outcome. More
 * than one render can come first: before the LISTEN connection is up (`off`), and again whenever a
 * busy machine delays its sign of life past FRESH_MS (database/content-notifications.ts), when
 * pages are rendered anew (`miss` once it answers again, `off` if not).
 */
async function pageUntilHit(url: string): Promise<Record<'hit' | 'miss' | 'off', number>> {
  const seen = { hit: 0, miss: 0, off: 0 };
  for (let i = 0; i < 50 && seen.hit === 0; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 100));
    seen[(await request(url).get('/clanky')).headers['x-page-cache'] as keyof typeof seen]++;
  }
  return seen;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('requires the token: none or a wrong one is 401 in the error shape', async () => {
    const none = await request(t.url).get('/metrics').expect(401);
    expect(none.body).toMatchObject({ statusCode: 401, code: 'errors.unauthorized' });
    await request(t.url).get('/metrics').set('authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(t.url).get('/metrics').set('authorization', TOKEN).expect(401);
  });

  it('with the token: requests by route and status, page cache, job queues, mail outbox, pool, event loop and memory', async () => {
    await request(t.url).get('/api/faq').expect(200);
    await request(t.url).get('/api/events/no-such-event').expect(404);
    const seen = await pageUntilHit(t.url);
    const res = await request(t.url).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    expect(sample(text, 'evklub_http_requests_total', { method: 'GET', route: '/api/faq', status: '200' })).toBe(1);
    expect(sample(text, 'evklub_http_requests_total', { route: '/api/events/:slug', status: '404' })).toBe(1);
    expect(sample(text, 'evklub_http_requests_total', { route: 'page', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'evklub_http_request_duration_seconds_count', { route: '/api/faq', status: '200' })).toBe(1);
    expect(sample(text, 'evklub_page_cache_requests_total', { outcome: 'hit' })).toBe(1);
    expect(sample(text, 'evklub_page_cache_requests_total', { outcome: 'miss' })).toBe(seen.miss);
    expect(sample(text, 'evklub_page_cache_requests_total', { outcome: 'off' }) ?? 0).toBe(seen.off);
    expect(sample(text, 'evklub_page_cache_pages')).toBe(1);
    expect(sample(text, 'evklub_page_cache_bytes')).toBeGreaterThan(1000);
    expect(sample(text, 'evklub_page_cache_invalidations')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'evklub_page_cache_listening')).toBe(1);
    expect(sample(text, 'evklub_jobs', { queue: 'mail-delivery', state: 'queued' })).toBe(0);
    expect(sample(text, 'evklub_jobs', { queue: 'mail-delivery', state: 'retrying' })).toBe(0);
    expect(sample(text, 'evklub_mail_outbox', { status: 'queued' })).toBe(0);
    expect(sample(text, 'evklub_scrape_database_ok')).toBe(1);
    expect(sample(text, 'evklub_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'evklub_db_pool_waiting')).toBe(0);
    expect(sample(text, 'evklub_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'evklub_process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  it("the operator's status figures: last backup run and success, database size, free disk under DATA_DIR, storage, version", async () => {
    const read = async () =>
      (await request(t.url).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200)).text;
    const version = (
      JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version: string }
    ).version;
    let text = await read();
    expect(sample(text, 'evklub_build_info', { version })).toBe(1);
    expect(sample(text, 'evklub_backup_last_run_timestamp_seconds')).toBe(0);
    expect(sample(text, 'evklub_backup_last_run_success')).toBe(0);
    expect(sample(text, 'evklub_database_size_bytes')).toBeGreaterThan(1_000_000);
    expect(sample(text, 'evklub_data_dir_free_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'evklub_data_dir_size_bytes')).toBeGreaterThan(sample(text, 'evklub_data_dir_free_bytes')!);
    expect(sample(text, 'evklub_storage_reachable')).toBe(1);

    const good = new Date(Date.now() - 3_600_000);
    await sql(
      t,
      `INSERT INTO backup_runs (started_at, finished_at, ok, archive, bytes) VALUES ($1, $1, true, 'a.tar.gz', 10)`,
      [good],
    );
    await sql(t, `INSERT INTO backup_runs (started_at, finished_at, ok, error) VALUES (now(), now(), false, 'ENOSPC')`);
    text = await read();
    expect(sample(text, 'evklub_backup_last_run_success')).toBe(0);
    expect(sample(text, 'evklub_backup_last_run_timestamp_seconds')).toBeGreaterThan(good.getTime() / 1000);
    expect(sample(text, 'evklub_backup_last_success_timestamp_seconds')).toBe(good.getTime() / 1000);
  });

  it('counts every page-cache hit in the requests, their durations and the page-cache outcomes, from one reading to the next', async () => {
    const read = async () =>
      (await request(t.url).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200)).text;
    await pageUntilHit(t.url);
    // A sample that is missing reads NaN, which no expected count equals.
    const counts = (text: string) => ({
      requests: sample(text, 'evklub_http_requests_total', { method: 'GET', route: 'page', status: '200' }) ?? NaN,
      durations:
        sample(text, 'evklub_http_request_duration_seconds_count', { method: 'GET', route: 'page', status: '200' }) ??
        NaN,
      hits: sample(text, 'evklub_page_cache_requests_total', { outcome: 'hit' }) ?? NaN,
    });
    const before = counts(await read());
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) outcomes.push((await request(t.url).get('/clanky')).headers['x-page-cache']);
    const hits = outcomes.filter((o) => o === 'hit').length;
    expect(hits).toBeGreaterThanOrEqual(1);
    const after = counts(await read());
    expect(after).toEqual({ requests: before.requests + 5, durations: before.durations + 5, hits: before.hits + hits });
    expect(counts(await read())).toEqual(after);
  });
});

describe('GET /metrics without METRICS_TOKEN configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('does not exist (404), with or without a token, and is no page either', async () => {
    const res = await request(t.url).get('/metrics').expect(404);
    expect(res.body).toMatchObject({ code: 'errors.not_found' });
    await request(t.url).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(404);
  });
});
