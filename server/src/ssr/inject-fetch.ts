// A fetch that reaches this server's own API in-process (fastify.inject): no socket, no port, yet
// the full request pipeline (guards, validation, error shape). Route loaders use it through the
// web client's API client while the server renders a page; the visitor's cookies go along so the
// API sees the same visitor.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { markInProcess } from '../common/in-process-request';

const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/** `asGuest`: the visitor's cookies stay behind (a page rendered for the page cache). */
export function createInjectFetch(
  fastify: FastifyInstance,
  page: FastifyRequest,
  asGuest = false,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    for (const name of FORWARDED_HEADERS) {
      if (asGuest && name === 'cookie') continue;
      const value = page.headers[name];
      if (typeof value === 'string' && headers[name] === undefined) headers[name] = value;
    }
    headers['x-request-id'] = page.id; // one id across the page and its API calls in the log
    markInProcess(headers); // logged at debug (common/access-log.ts)
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await fastify.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      payload,
      remoteAddress: page.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(v));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(nullBody ? null : res.rawPayload, { status: res.statusCode, headers: responseHeaders });
  };
}
