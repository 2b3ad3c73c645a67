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

  it("GET /readyz answers 200 when the database answers and migrations are applied, and names the page cache's LISTEN state", async () => {
    // opened by the first page
    await request(t.url).get('/readyz').expect(200, { status: 'ready', page_cache: 'idle' });
    for (let i = 0; i < 50 && (await request(t.url).get('/')).headers['x-page-cache'] === 'off'; i++)
      await new Promise((r) => setTimeout(r, 100));
    await request(t.url).get('/readyz').expect(200, { status: 'ready', page_cache: 'listening' });
  });

  it('an unknown API path answers 404 in the one error shape', async () => {
    const res = await request(t.url).get('/api/does-not-exist').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'errors.not_found' });
  });

  it('malformed JSON answers 400 errors.bad_json', async () => {
    const res = await request(t.url).post('/api/contact').set('content-type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'errors.bad_json' });
  });
});

describe('NUL characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a NUL in a query or body answers 400 errors.invalid_characters, never 500', async () => {
    const q = await request(t.url).get('/api/events').query({ when: 'upcoming\u0000' });
    expect(q.status).toBe(400);
    expect(q.body.code).toBe('errors.invalid_characters');
    const b = await request(t.url)
      .post('/api/contact')
      .send({ name: 'A\u0000', email: 'a@b.sk', subject: 'x', message: 'hello there' });
    expect(b.status).toBe(400);
    expect(b.body.code).toBe('errors.invalid_characters');
  });
});
