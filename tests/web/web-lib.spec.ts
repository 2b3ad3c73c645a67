// The web client's shared helpers that every page relies on: the Slovak catalogue with its plural
// forms, and the API client's retry rule (docs/product-rules.md §7), against a real HTTP server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { createApiClient, withRetry } from '../../web/src/lib/api-client';
import { t, tp } from '../../web/src/lib/i18n';

test.describe('i18n', () => {
  test('fills placeholders in Slovak texts', () => {
    expect(t('errors.page_not_found', { path: '/x' })).toBe('Stránka sa nenašla: /x');
  });

  test('chooses Slovak plural forms', () => {
    expect([0, 1, 2, 4, 5, 1.5, 21].map((n) => tp('plurals.members', n))).toEqual([
      '0 členov',
      '1 člen',
      '2 členovia',
      '4 členovia',
      '5 členov',
      '1,5 člena',
      '21 členov',
    ]);
  });
});

test.describe('api client', () => {
  let server: http.Server;
  let baseUrl: string;
  /** Statuses the server answers in turn per `METHOD path` (0 = drop the connection); it counts calls. */
  const script = new Map<string, number[]>();
  const calls = new Map<string, number>();

  test.beforeAll(async () => {
    server = http.createServer((req, res) => {
      const key = `${req.method} ${req.url}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
      const statuses = script.get(key) ?? [200];
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0];
      if (status === 0) return req.socket.destroy();
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ v: status }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.beforeEach(() => {
    script.clear();
    calls.clear();
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    test(`retries a GET once after ${status}`, async () => {
      script.set('GET /api/me', [status, 200]);
      const { data, response } = await createApiClient({ baseUrl }).GET('/api/me');
      expect(response.status).toBe(200);
      expect(data).toEqual({ v: 200 });
      expect(calls.get('GET /api/me')).toBe(2);
    });
  }

  test('retries only once', async () => {
    script.set('GET /api/me', [503]);
    const { response } = await createApiClient({ baseUrl }).GET('/api/me');
    expect(response.status).toBe(503);
    expect(calls.get('GET /api/me')).toBe(2);
  });

  test('retries a GET once after a network failure', async () => {
    script.set('GET /api/me', [0, 200]);
    const { response } = await createApiClient({ baseUrl }).GET('/api/me');
    expect(response.status).toBe(200);
    expect(calls.get('GET /api/me')).toBe(2);
  });

  test('does not retry other statuses', async () => {
    script.set('GET /api/me', [404, 200]);
    const { response } = await createApiClient({ baseUrl }).GET('/api/me');
    expect(response.status).toBe(404);
    expect(calls.get('GET /api/me')).toBe(1);
  });

  // The generated API has no write operation yet; the retry wrapper the client uses is tested directly.
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    test(`never retries a ${method}`, async () => {
      script.set(`${method} /api/write`, [503, 200]);
      const send = withRetry((request) => fetch(request));
      const response = await send(
        new Request(`${baseUrl}/api/write`, {
          method,
          body: '{"a":1}',
          headers: { 'content-type': 'application/json' },
        }),
      );
      expect(response.status).toBe(503);
      expect(calls.get(`${method} /api/write`)).toBe(1);
    });
  }
});
