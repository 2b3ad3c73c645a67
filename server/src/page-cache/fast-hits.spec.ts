import Fastify, { type FastifyInstance } from 'fastify';
import { cachedPage, compressedCopy, type CachedPage } from './page-store';
import { installFastHits, noteGuestHit } from './fast-hits';

// A real Fastify server on loopback whose one route answers a cached page the way web-routes.ts does
// for a guest's hit, with a header from an onSend hook (as the security headers are added).
let app: FastifyInstance;
let url: string;
let page: CachedPage;
let routed = 0;
const observed: unknown[] = [];

beforeAll(async () => {
  page = cachedPage('<p>Ahoj</p>'.repeat(200), { 'content-type': 'text/html; charset=utf-8' });
  await compressedCopy(page, 'gzip');
  app = Fastify();
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-frame-options', 'DENY').header('x-request-id', request.id);
  });
  app.get('/*', async (request, reply) => {
    routed++;
    if (request.url !== '/page') return reply.code(404).send('no');
    const gzip = /gzip/.test(String(request.headers['accept-encoding']));
    noteGuestHit(request, page);
    reply.header('x-page-cache', 'hit').header('content-type', 'text/html; charset=utf-8');
    return gzip ? reply.header('content-encoding', 'gzip').send(page.gzip) : reply.send(page.identity);
  });
  installFastHits(app, (request) => (request.url === '/page' && !/session/.test(request.headers.cookie ?? '') ? page : undefined), { observe: (sample) => observed.push(sample) });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => app.close());

const get = (headers: Record<string, string> = {}, method = 'GET') => fetch(`${url}/page`, { method, headers: { 'accept-encoding': 'gzip', ...headers } });
const own = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));

describe('hits replayed before Fastify', () => {
  it('after one full answer, answers the same guest page with the same headers and bytes without routing it; each answer has its own request id', async () => {
    const first = await get();
    const routedAfterFirst = routed;
    const second = await get();
    const third = await get({ 'x-request-id': 'from-the-proxy' });
    expect(routed).toBe(routedAfterFirst);
    expect(own(second)).toEqual(own(first));
    expect(own(third)).toEqual(own(first));
    expect(Buffer.from(await third.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(third.headers.get('x-request-id')).toBe('from-the-proxy');
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(observed).toContainEqual({ method: 'GET', route: 'page', status: 200, seconds: expect.any(Number), cache: 'hit' });
  });

  it('records each encoding apart: the first plain answer goes the whole way, the next is replayed', async () => {
    const before = routed;
    await get({ 'accept-encoding': 'identity' });
    expect(routed).toBe(before + 1);
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(routed).toBe(before + 1);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page.identity.toString());
  });

  it('sends the whole way what could be answered differently: a session, a conditional request, an Origin, a HEAD, an unknown page', async () => {
    await get();
    for (const [headers, method] of [[{ cookie: 'sb-x-auth-token=session' }], [{ 'if-none-match': '"x"' }], [{ origin: 'https://example.com' }], [{}, 'HEAD']] as [Record<string, string>, string?][]) {
      const before = routed;
      await get(headers, method);
      expect(routed).toBe(before + 1);
    }
    const before = routed;
    expect((await fetch(`${url}/other`)).status).toBe(404);
    expect(routed).toBe(before + 1);
  });
});
