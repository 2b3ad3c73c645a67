// Held-open request bodies (docs/security.md §3): Node answers 408 once a request's headers
// (HTTP_HEADERS_TIMEOUT) or the whole request (HTTP_REQUEST_TIMEOUT) take too long; this hook bounds
// how many requests one client IP (as TRUST_PROXY tells it) may have whose body is still arriving
// (HTTP_OPEN_BODIES_PER_CLIENT), so a few clients trickling bytes cannot hold every connection.
// One more is refused at once with 429, before its body is read, and its connection closed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { COMMON_ERRORS } from './common-errors';

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] ?? '0') !== '0';

export function limitOpenBodies(fastify: FastifyInstance, perClient: number): void {
  const open = new Map<string, number>();
  const released = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (released.has(request)) return;
    released.add(request);
    const left = (open.get(request.ip) ?? 1) - 1;
    if (left > 0) open.set(request.ip, left);
    else open.delete(request.ip);
  };
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request)) return done();
    const count = open.get(request.ip) ?? 0;
    if (count >= perClient) {
      request.log.warn({ ip: request.ip, open: count }, 'too many unfinished request bodies from one client');
      void reply.code(429).header('retry-after', '5').header('connection', 'close').send({
        statusCode: 429,
        error: STATUS_CODES[429],
        message: 'Too many requests of this client are still sending their body',
        code: COMMON_ERRORS.too_many_open_requests,
      });
      return;
    }
    open.set(request.ip, count + 1);
    // Whichever comes first: the body was read, an answer went out, or the connection ended.
    request.raw.once('close', () => release(request));
    done();
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (hasBody(request)) release(request);
    done();
  });
  fastify.addHook('onResponse', (request, _reply, done) => {
    if (hasBody(request)) release(request);
    done();
  });
}
