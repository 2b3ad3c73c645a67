// The access log: one JSON line per request once its answer has left, like a web server's access
// log (method, path, status, milliseconds, page-cache outcome; `reqId` comes with the request's
// logger). Levels: a page-cache hit (and its 304) is `debug`, since it costs the server almost
// nothing and a reverse proxy in front logs it anyway, while writing it costs a large share of
// the cached page's request rate; an API call a page render makes in-process is `debug` too (the
// page's own line covers it); a 503 is one `warn` (the database is away: expected, no stack); any
// other 5xx is `error`; everything else `info`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redactQuery } from './logger';
import { isInProcess } from './in-process-request';

/** Why a request failed, noted by whoever refused it, for its one access line. */
const reasons = new WeakMap<object, string>();

export function noteFailure(request: FastifyRequest, reason: string): void {
  reasons.set(request.raw, reason);
}

function level(
  request: FastifyRequest,
  status: number,
  cache: string | undefined,
): 'debug' | 'info' | 'warn' | 'error' {
  if (status === 503) return 'warn';
  if (status >= 500) return 'error';
  return cache === 'hit' || isInProcess(request) ? 'debug' : 'info';
}

/** What the metrics count of an answered request (metrics/metrics.service.ts). */
export type Observe = (sample: {
  method: string;
  route: string;
  status: number;
  seconds: number;
  cache?: string;
}) => void;

/** The route's pattern, never the address itself (bounded label values); `page` for the web routes' catch-all. */
const routeOf = (request: FastifyRequest) => {
  const url = request.routeOptions.url;
  return url === undefined ? 'unmatched' : url === '/*' ? 'page' : url;
};

/** pino's levels by number, to skip building a line the logger would drop. */
const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

export function installAccessLog(fastify: FastifyInstance, observe?: Observe): void {
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const status = reply.statusCode;
    const cache = reply.getHeader('x-page-cache') as string | undefined;
    const at = level(request, status, cache);
    if (LEVELS[at] >= (LEVELS[request.log.level] ?? 0)) {
      request.log[at](
        {
          method: request.method,
          path: redactQuery(request.url),
          status,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          cache,
          reason: reasons.get(request.raw),
        },
        'request',
      );
    }
    if (observe && !isInProcess(request))
      observe({ method: request.method, route: routeOf(request), status, seconds: reply.elapsedTime / 1000, cache });
    done();
  });
}
