// A guest's page-cache hit answered at the HTTP server's request event, before Fastify routes it.
// A hit costs the bytes it sends; routing, the per-request logger and the hooks (security headers,
// request id, access log) cost as much again (a CPU profile under `npm run bench:ssr`). So the first
// hit of a page in an encoding goes the whole way, and the headers it was answered with are recorded
// with that page (`record`); later hits of it replay them, with their own request id and date. What
// is replayed is the same for every guest by construction: the page, its encoding, the headers the
// hooks derived from them. Whatever could make an answer differ takes the whole way instead: a
// method other than GET, a session cookie (a member's variant is checked with the token), a
// conditional request (304), an Origin header, a page or encoding not recorded yet, the content
// listener not fresh, the server closing. A change of content drops the pages, and their recordings
// with them.
//
// The recorded headers were checked by Node when the first answer went out, so a replay writes them
// as one prepared text (`replayHead`) instead of passing them to writeHead, which checks and joins
// every name and value again for each answer (some 3 µs of a hit's 35–40 µs of CPU, timed around
// writeHead with the page's headers).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Observe } from '../common/access-log';
import { acceptedEncoding, type ContentEncoding } from '../common/content-encoding';
import { redactQuery } from '../common/logger';
import type { CachedPage } from './page-store';

type Representation = ContentEncoding | 'identity';

/** An answer's headers as recorded: [name, value, name, value, …], and the same as the text of a head. */
interface Recording {
  headers: string[];
  /** The status line and every header line, without the answer's own (request id, date, connection). */
  head: string;
}

/** The recorded answers per page and representation. */
const recordings = new WeakMap<CachedPage, Partial<Record<Representation, Recording>>>();
/** Requests whose answer is a guest's hit, to be recorded once it has gone out. */
const pending = new WeakMap<IncomingMessage, { page: CachedPage; representation: Representation }>();

/** Headers of one answer only: never replayed. */
const OWN = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

const representationOf = (request: IncomingMessage): Representation => acceptedEncoding(request.headers['accept-encoding']) ?? 'identity';

/** Whether a request may be answered by a replay (and its full answer recorded for one). */
const replayable = (request: IncomingMessage) =>
  request.method === 'GET' && request.headers.origin === undefined && request.headers['if-none-match'] === undefined && request.headers['if-modified-since'] === undefined;

/** Called by sendCachedPage for a guest's hit: its answer's headers are recorded once it has been sent. */
export function noteGuestHit(request: FastifyRequest, page: CachedPage): void {
  if (replayable(request.raw)) pending.set(request.raw, { page, representation: representationOf(request.raw) });
}

function record(request: FastifyRequest, reply: FastifyReply): void {
  const hit = pending.get(request.raw);
  if (!hit || reply.statusCode !== 200) return;
  const headers: string[] = [];
  let head = 'HTTP/1.1 200 OK\r\n';
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || OWN.has(name)) continue;
    if (name === 'set-cookie' || Array.isArray(value)) return; // never the case for a cached page; never replayed if it were
    headers.push(name, String(value));
    head += `${name}: ${String(value)}\r\n`;
  }
  if (reply.getHeader('content-length') === undefined) return; // a page always has one; the prepared head relies on it
  const byPage = recordings.get(hit.page) ?? {};
  byPage[hit.representation] = { headers, head };
  recordings.set(hit.page, byPage);
}

/** The page a guest's request would be answered with from the cache, if any (page-cache.ts guestPage). */
export type GuestPageLookup = (request: IncomingMessage) => CachedPage | undefined;

export interface FastHitOptions {
  /** Counts a replayed hit like any answered request (metrics/metrics.service.ts). */
  observe?: Observe;
}

/** Puts the replay in front of Fastify's own request handler. */
export function installFastHits(fastify: FastifyInstance, lookup: GuestPageLookup, options: FastHitOptions = {}): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    record(request, reply);
    done();
  });
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const server = fastify.server;
  const handlers = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!closing && replay(request, response, lookup, fastify, options)) return;
    for (const handler of handlers) handler.call(server, request, response);
  });
}

function replay(request: IncomingMessage, response: ServerResponse, lookup: GuestPageLookup, fastify: FastifyInstance, options: FastHitOptions): boolean {
  if (!replayable(request)) return false;
  const page = lookup(request);
  if (!page) return false;
  const representation = representationOf(request);
  const recording = recordings.get(page)?.[representation];
  const body = representation === 'identity' ? page.identity : page[representation];
  if (!recording || !body) return false;
  const started = performance.now();
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' ? given : randomUUID();
  // A request id from the client is checked by writeHead like any header value it did not record.
  if (typeof given === 'string' || !replayHead(response, fastify.server, recording.head, id)) response.writeHead(200, [...recording.headers, 'x-request-id', id]);
  response.end(body);
  const ms = performance.now() - started;
  // The access line of a hit is `debug` (common/access-log.ts); only built when it is written.
  if (fastify.log.level === 'debug' || fastify.log.level === 'trace') fastify.log.debug({ reqId: id, method: 'GET', path: redactQuery(request.url ?? ''), status: 200, ms: Math.round(ms * 10) / 10, cache: 'hit' }, 'request');
  options.observe?.({ method: 'GET', route: 'page', status: 200, seconds: ms / 1000, cache: 'hit' });
  return true;
}

/** The Date header's value, made once a second (as Node makes its own). */
let dateSecond = -1;
let dateValue = '';
function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateValue = new Date(now).toUTCString();
  }
  return dateValue;
}

/** What ServerResponse keeps of its head: `_header` is the text writeHead stores and the first write sends. */
type ResponseHead = ServerResponse & { _header: string | null };

/**
 * Gives `response` the head writeHead(200, headers) would give it (the same lines; fast-hits.spec.ts
 * compares the two on the wire): the prepared text, then the request id, the date and the
 * keep-alive lines Node adds. Only for what Node answers in the one common way, a kept-alive
 * connection with no request limit per connection; false otherwise, and writeHead answers.
 */
function replayHead(response: ServerResponse, server: Server, head: string, id: string): boolean {
  const own = response as ResponseHead;
  if (!response.shouldKeepAlive || !response.sendDate || own._header !== null || (server.maxRequestsPerSocket ?? 0) > 0) return false;
  const timeout = server.keepAliveTimeout ? `Keep-Alive: timeout=${Math.floor(server.keepAliveTimeout / 1000)}\r\n` : '';
  own._header = `${head}x-request-id: ${id}\r\nDate: ${httpDate()}\r\nConnection: keep-alive\r\n${timeout}\r\n`;
  response.statusCode = 200;
  response.statusMessage = 'OK';
  return true;
}
