// An unknown method on a known path answers 405 with `Allow` (the path's methods) and the one error
// shape; an unknown path stays 404. TRACE goes through node:http: fetch refuses to send it.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../support/app';

interface Answer {
  status: number;
  allow: string | undefined;
  body: Record<string, unknown>;
}

function send(base: string, method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          allow: res.headers.allow,
          body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('unknown methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['TRACE', '/api/profile', 'DELETE, GET, HEAD, PATCH'],
    ['PUT', '/api/articles', 'GET, HEAD'],
    ['GET', '/api/contact', 'POST'],
    ['DELETE', '/api/articles/some-article', 'GET, HEAD'],
    ['TRACE', '/healthz', 'GET, HEAD'],
    ['PUT', '/', 'GET, HEAD'],
    ['POST', '/clanky', 'GET, HEAD'],
    ['DELETE', '/admin/users', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s and the error shape', async (method, path, allow) => {
    const res = await send(t.url, method, path);
    expect(res.status).toBe(405);
    expect(res.allow).toBe(allow);
    expect(res.body).toEqual({
      statusCode: 405,
      error: 'Method Not Allowed',
      message: `Method ${method} is not allowed on ${path}`,
      code: 'errors.method_not_allowed',
    });
  });

  it('keeps 404 for a path no method has', async () => {
    for (const method of ['GET', 'PUT', 'TRACE']) {
      const res = await send(t.url, method, '/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.allow).toBeUndefined();
      expect(res.body.code).toBe('errors.not_found');
    }
  });

  // Every path of the document, each parameter filled, with each method it does not have, and no
  // token: 405 before any guard, even where a parametric route of that method would take the path
  // (PATCH /api/admin/faq/order reached PATCH /api/admin/faq/:id and its guard: 401).
  it('answers 405 with Allow for every method a documented path lacks, whatever the token', async () => {
    const document = JSON.parse(readFileSync(join(__dirname, '../../openapi/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const wrong: string[] = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      const declared = Object.keys(operations).map((m) => m.toUpperCase());
      const path = template.replace(/\{[^}]+\}/g, '6f1c2b1e-3f5a-4c1d-9a7b-1d2e3f4a5b6c');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !declared.includes(m))) {
        const res = await send(t.url, method, path);
        const allow = (res.allow ?? '').split(', ');
        if (
          res.status !== 405 ||
          res.body.code !== 'errors.method_not_allowed' ||
          !declared.every((m) => allow.includes(m)) ||
          allow.includes(method)
        )
          wrong.push(`${method} ${template}: ${res.status} ${String(res.body.code)} Allow: ${res.allow}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the auth API in its own dialect with Allow', async () => {
    const res = await send(t.url, 'PUT', '/auth/v1/settings');
    expect(res.status).toBe(405);
    expect(res.allow).toBe('GET, HEAD');
  });
});
