import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
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

/** One GET over a raw socket: the head as sent (lines), and whether the server closed the connection after it. */
function rawGet(headers: string): Promise<{ lines: string[]; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`GET /page HTTP/1.1\r\nhost: 127.0.0.1\r\naccept-encoding: gzip\r\n${headers}\r\n`));
    let data = Buffer.alloc(0);
    let lines: string[] | null = null;
    const done = (closed: boolean) => (socket.destroy(), resolve({ lines: lines ?? [], closed }));
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (end < 0 || lines) return;
      lines = data.subarray(0, end).toString('latin1').split('\r\n');
      const length = Number(lines.find((line) => /^content-length:/i.test(line))?.split(': ')[1]);
      // Wait a moment for the close a closing answer is followed by.
      if (data.length >= end + 4 + length) setTimeout(() => done(socket.readableEnded), 50);
    });
    socket.on('end', () => lines && done(true));
    socket.on('error', reject);
  });
}

/** Header lines in order of name, the values of the answer's own date and request id left out. */
const comparable = (lines: string[]) => lines.map((line) => line.replace(/^(date|x-request-id): .*/i, '$1: …')).sort();

describe('a replay on the wire', () => {
  it('sends the head Node writes for the first answer: the same status line and header lines (keep-alive included), its own date and request id', async () => {
    await get();
    const before = routed;
    const replayed = await rawGet('');
    expect(routed).toBe(before);
    const full = await rawGet('x-request-id: from-the-proxy\r\n'); // replayed through writeHead: a client's id is checked
    expect(replayed.lines[0]).toBe('HTTP/1.1 200 OK');
    expect(comparable(replayed.lines)).toEqual(comparable(full.lines));
    expect(replayed.lines).toEqual(expect.arrayContaining(['Connection: keep-alive', expect.stringMatching(/^Keep-Alive: timeout=\d+$/), expect.stringMatching(/^Date: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/), expect.stringMatching(/^x-request-id: [0-9a-f-]{36}$/)]));
    expect(replayed.closed).toBe(false);
  });

  it('closes the connection a client asked to close, as Node does', async () => {
    await get();
    const before = routed;
    const answer = await rawGet('connection: close\r\n');
    expect(routed).toBe(before);
    expect(answer.lines).toContain('Connection: close');
    expect(answer.closed).toBe(true);
  });
});
