import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /healthz answers 200 while the process lives', async () => {
    const res = await request(t.url).get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('GET /readyz answers 200 when the database answers and migrations are applied', async () => {
    await request(t.url).get('/readyz').expect(200, { status: 'ready' });
  });

  it('an unknown API path answers 404 in the one error shape', async () => {
    const res = await request(t.url).get('/api/does-not-exist').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'errors.not_found' });
  });

  it('malformed JSON answers 400 errors.bad_json', async () => {
    const res = await request(t.url).post('/healthz').set('content-type', 'application/json').send('{"a":');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
