// Serves the web client from the server: one Fastify catch-all for GET (and HEAD) that answers
// with a static file of the client build (its pre-compressed copy when the browser accepts one) or
// a server-rendered page (after the redirects table and the no-trailing-slash rule; ssr/page-reply.ts).
// Paths that belong to the APIs and the operational endpoints are handed back to the not-found
// handler, so an unknown API path still answers the JSON error shape. Registered at the Fastify
// level (not as a Nest controller) because it is not an API route: it has no DTOs, no OpenAPI
// entry, and answers HTML and files.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anonKey } from '../auth-api';
import type { Config } from '../config/config';
import { ConfigError } from '../config/parse';
import { cachedPage } from '../page-cache/page-store';
import type { CacheSlot, PageCache, PageFacts } from '../page-cache/page-cache';
import type { RedirectTarget } from '../modules/redirects/redirect.service';
import { cachedPageSecurityHeaders } from '../common/security-headers';
import { sendCachedPage, sendRenderedPage } from './page-reply';
import { createInjectFetch } from './inject-fetch';
import type { PublicReads } from './public-reads';
import { isDatabaseUnavailable } from '../database/prisma-errors';
import { byDeadline, sendUnavailablePage, watchUnavailable } from './unavailable-page';
import { NO_CACHE, openWebBundle, RuntimeConfig, WebBundle } from './web-bundle';
import { isAdminPath, isReservedPath } from '../domain/site-paths';

/** JSON safe inside an HTML element (the same escaping as web/src/app/bootstrap-data.ts). */
function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The console's page with the runtime config embedded where the template marks it. */
export function adminPage(template: string, config: RuntimeConfig): string {
  // A function replacement: `$` sequences in the config must stay literal.
  return template.replace(
    '<!--app-bootstrap-->',
    () => `<script id="app-bootstrap" type="application/json">${toScriptJson({ config })}</script>`,
  );
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The video id of a YouTube watch, short or embed URL; null for anything else. */
export function youtubeVideoId(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : (/^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? null);
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function toRuntimeConfig(config: Config, buildId: string): RuntimeConfig {
  const supabase = config.AUTH_MODE === 'supabase';
  let homeVideo: RuntimeConfig['homeVideo'] = null;
  if (config.HOME_VIDEO_URL) {
    const youtubeId = youtubeVideoId(config.HOME_VIDEO_URL);
    if (!youtubeId)
      throw new ConfigError('HOME_VIDEO_URL', `must be a YouTube video URL (got "${config.HOME_VIDEO_URL}")`);
    homeVideo = { youtubeId };
  }
  return {
    siteName: config.SITE_NAME,
    publicUrl: config.PUBLIC_URL,
    apiUrl: '',
    contactEmail: config.CONTACT_EMAIL,
    buildId,
    // supabase-js in the browser talks to the embedded auth API on our own origin, or to the hosted project.
    supabaseUrl: supabase ? (config.SUPABASE_URL ?? '').replace(/\/+$/, '') : config.PUBLIC_URL,
    authOnPageOrigin: !supabase,
    supabaseAnonKey: supabase ? (config.SUPABASE_ANON_KEY ?? '') : anonKey(config),
    analytics:
      config.ANALYTICS_SCRIPT_URL && config.ANALYTICS_SITE_ID
        ? { scriptUrl: config.ANALYTICS_SCRIPT_URL, siteId: config.ANALYTICS_SITE_ID }
        : null,
    homeVideo,
    authProviders: config.authProviders.map((p) => ({ id: p.id, name: p.name })),
    identityLinking: config.AUTH_MANUAL_LINKING && config.authProviders.length > 0,
  };
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
  /** The redirects table, applied before a page is rendered. */
  findRedirect?: (path: string) => Promise<RedirectTarget | null>;
  /** Public pages answered from memory until content changes (server/src/page-cache). */
  pageCache?: PageCache;
  /** The public reads answered in-process instead of by injection. */
  publicReads?: PublicReads;
}

/**
 * The site has no trailing slashes (web/src/config/site.ts `trailingSlash: false`): `/clanky/` is
 * answered with a permanent redirect to `/clanky`, so every page has one address.
 */
export function withoutTrailingSlash(url: string): string | null {
  const [pathname, ...rest] = url.split('?');
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  // `//host/` must not become `/host`-like network paths: only a path that stays on our origin.
  if (trimmed === '' || trimmed.startsWith('//')) return null;
  return [trimmed, ...rest].join('?');
}

/**
 * Where a redirect rule sends a request: the rule's target with the visitor's query string kept
 * (campaign and filter parameters survive a moved page); a parameter the rule sets itself wins.
 */
export function redirectTarget(toPath: string, url: string): string {
  const query = url.split('?').slice(1).join('?');
  if (!query) return toPath;
  const [path, ...own] = toPath.split('?');
  const params = new URLSearchParams(own.join('?'));
  for (const [key, value] of new URLSearchParams(query)) if (!params.has(key)) params.append(key, value);
  const merged = params.toString();
  return merged ? `${path}?${merged}` : path;
}

export async function registerWebRoutes(
  fastify: FastifyInstance,
  config: Config,
  options: WebRoutesOptions = {},
): Promise<void> {
  const opened = openWebBundle(options.webDir);
  const bundle = opened.bundle;
  const missing = opened.bundle ? '' : opened.missing;
  if (bundle) {
    // Only for reply.sendFile (ETag, Last-Modified, ranges, content types); routing stays here.
    // preCompressed: the build's .br/.gz copies go to browsers that accept them.
    // Queued, not awaited: awaiting would load Fastify's plugins and build the routes declared so far
    // now, during Nest's module init, before Nest sets its error handler (the one error shape for a
    // body the parser refuses); they are built when the app is ready, as every other route.
    void fastify.register(fastifyStatic, { root: bundle.clientDir, serve: false, preCompressed: true });
  } else {
    fastify.log.warn({ missing }, 'web client not built: pages answer 503 until `npm run build:web`');
  }
  const runtimeConfig = bundle ? toRuntimeConfig(config, bundle.build.id) : undefined;
  const site: Site | null = bundle && runtimeConfig ? { fastify, config, options, bundle, runtimeConfig } : null;

  // Read from the render module once it is loaded (by the first page request): a hit then waits for nothing.
  let readFacts: ReadFacts | null | undefined;
  // Not an async function: a hit is answered within the call, with no promise made (Fastify takes a
  // returned promise for the answers that wait: the first page, a miss, a redirect lookup).
  fastify.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0];
    const file = bundle?.staticFiles.get(pathname);
    if (file) {
      reply.header('cache-control', file.cacheControl);
      return reply.sendFile(file.file, { cacheControl: false });
    }
    if (isAdminPath(pathname) && bundle?.adminTemplate && runtimeConfig) {
      return reply
        .code(200)
        .headers(HTML_HEADERS)
        .header('content-type', 'text/html; charset=utf-8')
        .send(adminPage(bundle.adminTemplate, runtimeConfig));
    }
    if (isReservedPath(pathname)) return reply.callNotFound();
    if (!site) {
      return reply
        .code(503)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('retry-after', '60')
        .send(NOT_BUILT.replace('%s', missing));
    }
    if (readFacts !== undefined) return servePage(site, request, reply, pathname, readFacts);
    return pageFactsReader(options.pageCache, site.bundle, request).then((reader) =>
      servePage(site, request, reply, pathname, (readFacts = reader) ?? null),
    );
  });
}

/** What the page route serves with, made once. */
interface Site {
  fastify: FastifyInstance;
  config: Config;
  options: WebRoutesOptions;
  bundle: WebBundle;
  runtimeConfig: RuntimeConfig;
}

/** A page from the cache, answered within the call; otherwise (a promise) its redirect or its render. */
function servePage(
  site: Site,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  readFacts: ReadFacts | null,
) {
  const cache = site.options.pageCache;
  // Before the redirects table: a change of it empties the cache, so a cached page had no rule.
  const slot = readFacts && cache ? cacheSlot(cache, readFacts, request, pathname) : null;
  const cached = slot && cache?.get(slot);
  if (slot && cached) return sendCachedPage(request, reply, cached, 'hit', () => cache?.grew(slot, cached));
  return serveUncachedPage(site, request, reply, pathname, slot);
}

async function serveUncachedPage(
  site: Site,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  slot: CacheSlot | null,
) {
  const { config, options } = site;
  // A page waits for the database at most as long as one statement may take to get a connection and run.
  const deadline = Date.now() + config.DATABASE_CONNECT_TIMEOUT + config.DATABASE_STATEMENT_TIMEOUT;
  const rule = await lookUpRedirect(options, request, pathname, deadline);
  // Not cached by browsers: staff may change or remove the rule.
  if (rule)
    return reply
      .header('cache-control', NO_CACHE)
      .redirect(redirectTarget(rule.to_path, request.url), rule.status_code);
  const canonical = withoutTrailingSlash(request.url);
  if (canonical) return reply.redirect(canonical, 301);
  const caching = options.pageCache && slot ? { cache: options.pageCache, slot, config } : null;
  return renderPage(
    site.fastify,
    site.bundle,
    site.runtimeConfig,
    request,
    reply,
    caching,
    options.publicReads,
    deadline,
  );
}

type ReadFacts = (cookieHeader: string | null) => PageFacts;

/**
 * How the page cache reads a request's cookies (the render module's readPageFacts); null without a cache or when the
 * module fails to load (retried next time).
 */
async function pageFactsReader(
  cache: PageCache | undefined,
  bundle: WebBundle,
  request: FastifyRequest,
): Promise<ReadFacts | null | undefined> {
  if (!cache) return null;
  try {
    const { readPageFacts } = await bundle.loadRenderModule();
    return readPageFacts;
  } catch (error) {
    request.log.error({ err: error }, 'page cache lookup failed');
    return undefined;
  }
}

/** Where the page cache keeps this request's page; null (rendered as before) when it does not. */
function cacheSlot(
  cache: PageCache,
  readFacts: ReadFacts,
  request: FastifyRequest,
  pathname: string,
): CacheSlot | null {
  try {
    return cache.slot(request, pathname, readFacts);
  } catch (error) {
    request.log.error({ err: error }, 'page cache lookup failed');
    return null;
  }
}

/** A failing lookup (database briefly away) must not take the page down: the page is rendered as if no rule matched. */
async function lookUpRedirect(
  options: WebRoutesOptions,
  request: FastifyRequest,
  pathname: string,
  deadline: number,
): Promise<RedirectTarget | null> {
  const find = options.findRedirect;
  if (!find) return null;
  try {
    return await byDeadline(deadline, find(pathname), () => null);
  } catch (error) {
    // The database away: the render's own reads then answer the 503 page.
    if (!isDatabaseUnavailable(error)) request.log.error({ err: error }, 'redirect lookup failed');
    return null;
  }
}

/**
 * Every header of a cached page's answers but its outcome and ETag, made once when it is stored, so a
 * hit only copies them: the render's own, its caching (a member's variant is private), the security
 * headers (common/security-headers.ts; one cached page serves many responses, so its inline scripts
 * are allowed by hash, not by a per-response nonce).
 */
function cachedPageHeaders(html: string, rendered: Record<string, string>, config: Config): Record<string, string> {
  return {
    ...HTML_HEADERS,
    ...rendered,
    ...cachedPageSecurityHeaders(html, config),
    'cache-control': 'public, no-cache',
    vary: 'accept-encoding, cookie',
  };
}

/** Request headers for the render; a cached page's render sees no cookie but the colour-mode choice. */
function renderHeaders(request: FastifyRequest, slot: CacheSlot | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !HOP_BY_HOP.has(name) && !(slot && name === 'cookie')) headers.set(name, value);
  }
  if (slot?.renderCookie) headers.set('cookie', slot.renderCookie);
  return headers;
}

async function renderPage(
  fastify: FastifyInstance,
  bundle: WebBundle,
  config: RuntimeConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  cached: { cache: PageCache; slot: CacheSlot; config: Config } | null,
  reads: PublicReads | undefined,
  deadline: number,
) {
  try {
    const { render } = await bundle.loadRenderModule();
    const inject = createInjectFetch(fastify, request, Boolean(cached));
    const fetch = reads ? reads.fetch(inject, request.log) : inject;
    const api = watchUnavailable(fetch, deadline);
    const response = await render({
      // Concatenated, not resolved: a path like `//other.host/x` must stay a path on our origin.
      request: new Request(config.publicUrl + request.url, {
        method: 'GET',
        headers: renderHeaders(request, cached?.slot),
      }),
      config,
      template: bundle.template,
      islandsTemplate: bundle.islandsTemplate,
      manifest: bundle.manifest,
      fetch: api.fetch,
      // A loader refused for the database's absence makes the page the 503 notice, logged once by its access line.
      onError: (error) => api.unavailable() || request.log.error({ err: error }, 'page render failed'),
    });
    // A page rendered while the database was away is never cached: the visitor gets the 503 page.
    if (api.unavailable()) return sendUnavailablePage(reply);
    if (cached && response.status === 200) {
      const headers: Record<string, string> = {};
      // A page shared by every visitor never carries a cookie of one of them.
      response.headers.forEach((value, name) => name !== 'set-cookie' && (headers[name] = value));
      const html = await response.text();
      const page = cachedPage(html, cachedPageHeaders(html, headers, cached.config));
      return sendCachedPage(request, reply, page, cached.cache.put(cached.slot, page), () =>
        cached.cache.grew(cached.slot, page),
      );
    }
    reply.code(response.status).headers(HTML_HEADERS);
    response.headers.forEach((value, name) => reply.header(name, value));
    return sendRenderedPage(request, reply, await response.text());
  } catch (error) {
    request.log.error({ err: error }, 'page render failed');
    return reply
      .code(500)
      .headers(HTML_HEADERS)
      .header('content-type', 'text/plain; charset=utf-8')
      .send('EV Klub: Interná chyba servera (Internal Server Error)\n');
  }
}
