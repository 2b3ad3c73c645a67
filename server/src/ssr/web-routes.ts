// Serves the web client from the server: one Fastify catch-all for GET (and HEAD) that answers
// with a static file of the client build or a server-rendered page. Paths that belong to the APIs
// and the operational endpoints are handed back to the not-found handler, so an unknown API path
// still answers the JSON error shape. Registered at the Fastify level (not as a Nest controller)
// because it is not an API route: it has no DTOs, no OpenAPI entry, and answers HTML and files.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { createInjectFetch } from './inject-fetch';
import { NO_CACHE, openWebBundle, RuntimeConfig, WebBundle } from './web-bundle';

/** Path prefixes the pages never claim. `/admin` is the staff console's own bundle. */
const RESERVED = ['/api', '/auth/v1', '/healthz', '/readyz', '/admin', '/assets'];

export function isReservedPath(pathname: string): boolean {
  return RESERVED.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'));
}

export function toRuntimeConfig(config: Config, buildId: string): RuntimeConfig {
  return { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL, apiUrl: '', contactEmail: config.CONTACT_EMAIL, buildId };
}

const HTML_HEADERS = {
  'cache-control': NO_CACHE,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade']);

const NOT_BUILT =
  'EV Klub: the web client is not built, so pages cannot be shown (missing %s).\n' +
  'Run `npm run build:web` (or `npm run build`) and restart the server. The API keeps working.\n';

export interface WebRoutesOptions {
  /** dist/web; tests point it elsewhere. */
  webDir?: string;
}

export async function registerWebRoutes(fastify: FastifyInstance, config: Config, options: WebRoutesOptions = {}): Promise<void> {
  const opened = openWebBundle(options.webDir);
  const bundle = opened.bundle;
  const missing = opened.bundle ? '' : opened.missing;
  if (bundle) {
    // Only for reply.sendFile (ETag, Last-Modified, ranges, content types); routing stays here.
    await fastify.register(fastifyStatic, { root: bundle.clientDir, serve: false });
  } else {
    fastify.log.warn({ missing }, 'web client not built: pages answer 503 until `npm run build:web`');
  }
  const runtimeConfig = bundle ? toRuntimeConfig(config, bundle.build.id) : undefined;

  fastify.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const file = bundle?.staticFiles.get(pathname);
    if (file) {
      reply.header('cache-control', file.cacheControl);
      return reply.sendFile(file.file, { cacheControl: false });
    }
    if (isReservedPath(pathname)) return reply.callNotFound();
    if (!bundle || !runtimeConfig) {
      return reply.code(503).header('content-type', 'text/plain; charset=utf-8').header('retry-after', '60').send(NOT_BUILT.replace('%s', missing));
    }
    return renderPage(fastify, bundle, runtimeConfig, request, reply);
  });
}

async function renderPage(fastify: FastifyInstance, bundle: WebBundle, config: RuntimeConfig, request: FastifyRequest, reply: FastifyReply) {
  try {
    const { render } = await bundle.loadRenderModule();
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers.set(name, value);
    }
    const response = await render({
      // Concatenated, not resolved: a path like `//other.host/x` must stay a path on our origin.
      request: new Request(config.publicUrl + request.url, { method: 'GET', headers }),
      config,
      template: bundle.template,
      fetch: createInjectFetch(fastify, request),
      onError: (error) => request.log.error({ err: error }, 'page render failed'),
    });
    reply.code(response.status).headers(HTML_HEADERS);
    response.headers.forEach((value, name) => reply.header(name, value));
    return reply.send(await response.text());
  } catch (error) {
    request.log.error({ err: error }, 'page render failed');
    return reply.code(500).headers(HTML_HEADERS).header('content-type', 'text/plain; charset=utf-8').send('EV Klub: Interná chyba servera (Internal Server Error)\n');
  }
}
