// Fastify hooks for everything under /auth/v1, installed once per app when the auth API is mounted:
// - CORS (docs/auth-api.md §0.4): the client's headers, and the version header exposed so browsers let
//   supabase-js read error codes. The API authenticates with bearer tokens, so a foreign origin gets
//   `*` without credentials; only the site's own origins (PUBLIC_URL, AUTH_CORS_ORIGINS) get
//   themselves back with credentials (the sign-in device cookie, rate-limit/device-cookie.ts);
// - a JSON content type with an empty body (supabase-js does that on POST /logout) is no body at
//   all instead of Fastify's "empty JSON body" error;
// - errors echo `X-Supabase-Api-Version` when the request asked for the 2024-01-01 format, and use
//   GoTrue's legacy body otherwise (§2.1, §5).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const AUTH_PREFIX = '/auth/v1';
export const API_VERSION = '2024-01-01';

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOW_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept, x-client-ip, x-jwt-aud, x-use-cookie';
const EXPOSE_HEADERS = 'X-Supabase-Api-Version, X-Total-Count, Link';

export const isAuthPath = (url: string) =>
  url === AUTH_PREFIX || url.startsWith(`${AUTH_PREFIX}/`) || url.startsWith(`${AUTH_PREFIX}?`);

/** A request version header naming a valid date on or after 2024-01-01 selects the current error format. */
export function wantsCurrentErrors(request: FastifyRequest): boolean {
  const raw = request.headers['x-supabase-api-version'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^2\d{3}-\d{2}-\d{2}$/.test(value.trim())) return false;
  const date = new Date(`${value.trim()}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getTime() >= Date.parse(`${API_VERSION}T00:00:00Z`);
}

const onRequest =
  (credentialed: ReadonlySet<string>) =>
  (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    if (!isAuthPath(request.url)) return done();
    const origin = request.headers.origin;
    if (origin) {
      if (credentialed.has(origin)) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-allow-credentials', 'true');
      } else {
        reply.header('access-control-allow-origin', '*');
      }
      reply.header('access-control-expose-headers', EXPOSE_HEADERS);
      reply.header('vary', 'Origin');
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', ALLOW_METHODS);
      reply.header('access-control-allow-headers', ALLOW_HEADERS);
      reply.header('access-control-max-age', '300');
      reply.code(204).send();
      return;
    }
    const length = request.headers['content-length'];
    if (request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0'))
      delete request.headers['content-type'];
    done();
  };

function onSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
): void {
  if (reply.statusCode < 400 || !isAuthPath(request.url) || typeof payload !== 'string') return done(null, payload);
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return done(null, payload);
  }
  if (typeof body.error_code === 'string') reply.header('x-sb-error-code', body.error_code);
  if (wantsCurrentErrors(request)) {
    reply.header('x-supabase-api-version', API_VERSION);
    return done(null, payload);
  }
  const legacy: Record<string, unknown> = {
    code: reply.statusCode,
    error_code: body.error_code ?? body.code,
    msg: body.msg ?? body.message,
  };
  if (body.weak_password) legacy.weak_password = body.weak_password;
  if (reply.statusCode >= 500) legacy.error_id = request.id;
  done(null, JSON.stringify(legacy));
}

const installed = new WeakSet<object>();

/** Installs the hooks on this app's Fastify instance (once); `credentialed`: the origins allowed credentials. */
export function installAuthHttp(fastify: FastifyInstance, credentialed: Iterable<string>): void {
  if (installed.has(fastify)) return;
  installed.add(fastify);
  fastify.addHook('onRequest', onRequest(new Set(credentialed)));
  fastify.addHook('onSend', onSend);
}
