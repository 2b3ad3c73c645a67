"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.isReservedPath = isReservedPath;
exports.youtubeVideoId = youtubeVideoId;
exports.toRuntimeConfig = toRuntimeConfig;
exports.withoutTrailingSlash = withoutTrailingSlash;
exports.registerWebRoutes = registerWebRoutes;
// Serves the web client from the server: one Fastify catch-all for GET (and HEAD) that answers
// with a static file of the client build or a server-rendered page. Paths that belong to the APIs
// and the operational endpoints are handed back to the not-found handler, so an unknown API path
// still answers the JSON error shape. Registered at the Fastify level (not as a Nest controller)
// because it is not an API route: it has no DTOs, no OpenAPI entry, and answers HTML and files.
const static_1 = __importDefault(require("@fastify/static"));
const keys_1 = require("../auth-api/keys");
const config_1 = require("../config/config");
const inject_fetch_1 = require("./inject-fetch");
const web_bundle_1 = require("./web-bundle");
/** Path prefixes the pages never claim. `/admin` is the staff console's own bundle. */
const RESERVED = ['/api', '/auth/v1', '/healthz', '/readyz', '/admin', '/assets'];
function isReservedPath(pathname) {
    return RESERVED.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'));
}
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
/** The video id of a YouTube watch, short or embed URL; null for anything else. */
function youtubeVideoId(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return null;
    }
    const host = url.hostname.replace(/^(www|m)\./, '');
    let id = null;
    if (host === 'youtu.be')
        id = url.pathname.slice(1);
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
        id = url.pathname === '/watch' ? url.searchParams.get('v') : (/^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? null);
    }
    return id && YOUTUBE_ID.test(id) ? id : null;
}
function toRuntimeConfig(config, buildId) {
    const supabase = config.AUTH_MODE === 'supabase';
    let homeVideo = null;
    if (config.HOME_VIDEO_URL) {
        const youtubeId = youtubeVideoId(config.HOME_VIDEO_URL);
        if (!youtubeId)
            throw new config_1.ConfigError('HOME_VIDEO_URL', `must be a YouTube video URL (got "${config.HOME_VIDEO_URL}")`);
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
        supabaseAnonKey: supabase ? (config.SUPABASE_ANON_KEY ?? '') : (0, keys_1.anonKey)(config),
        analytics: config.ANALYTICS_SCRIPT_URL && config.ANALYTICS_SITE_ID ? { scriptUrl: config.ANALYTICS_SCRIPT_URL, siteId: config.ANALYTICS_SITE_ID } : null,
        homeVideo,
    };
}
const HTML_HEADERS = {
    'cache-control': web_bundle_1.NO_CACHE,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
};
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade']);
const NOT_BUILT = 'EV Klub: the web client is not built, so pages cannot be shown (missing %s).\n' +
    'Run `npm run build:web` (or `npm run build`) and restart the server. The API keeps working.\n';
/**
 * The site has no trailing slashes (web/src/config/site.ts `trailingSlash: false`): `/clanky/` is
 * answered with a permanent redirect to `/clanky`, so every page has one address.
 */
function withoutTrailingSlash(url) {
    const [pathname, ...rest] = url.split('?');
    if (pathname.length <= 1 || !pathname.endsWith('/'))
        return null;
    const trimmed = pathname.replace(/\/+$/, '');
    // `//host/` must not become `/host`-like network paths: only a path that stays on our origin.
    if (trimmed === '' || trimmed.startsWith('//'))
        return null;
    return [trimmed, ...rest].join('?');
}
async function registerWebRoutes(fastify, config, options = {}) {
    const opened = (0, web_bundle_1.openWebBundle)(options.webDir);
    const bundle = opened.bundle;
    const missing = opened.bundle ? '' : opened.missing;
    if (bundle) {
        // Only for reply.sendFile (ETag, Last-Modified, ranges, content types); routing stays here.
        await fastify.register(static_1.default, { root: bundle.clientDir, serve: false });
    }
    else {
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
        if (isReservedPath(pathname))
            return reply.callNotFound();
        if (!bundle || !runtimeConfig) {
            return reply.code(503).header('content-type', 'text/plain; charset=utf-8').header('retry-after', '60').send(NOT_BUILT.replace('%s', missing));
        }
        const rule = await lookUpRedirect(options, request, pathname);
        // Not cached by browsers: staff may change or remove the rule.
        if (rule)
            return reply.header('cache-control', web_bundle_1.NO_CACHE).redirect(rule.to_path, rule.status_code);
        const canonical = withoutTrailingSlash(request.url);
        if (canonical)
            return reply.redirect(canonical, 301);
        return renderPage(fastify, bundle, runtimeConfig, request, reply);
    });
}
/** A failing lookup (database briefly away) must not take the page down: the page is rendered as if no rule matched. */
async function lookUpRedirect(options, request, pathname) {
    if (!options.findRedirect)
        return null;
    try {
        return await options.findRedirect(pathname);
    }
    catch (error) {
        request.log.error({ err: error }, 'redirect lookup failed');
        return null;
    }
}
async function renderPage(fastify, bundle, config, request, reply) {
    try {
        const { render } = await bundle.loadRenderModule();
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
            if (typeof value === 'string' && !HOP_BY_HOP.has(name))
                headers.set(name, value);
        }
        const response = await render({
            // Concatenated, not resolved: a path like `//other.host/x` must stay a path on our origin.
            request: new Request(config.publicUrl + request.url, { method: 'GET', headers }),
            config,
            template: bundle.template,
            manifest: bundle.manifest,
            fetch: (0, inject_fetch_1.createInjectFetch)(fastify, request),
            onError: (error) => request.log.error({ err: error }, 'page render failed'),
        });
        reply.code(response.status).headers(HTML_HEADERS);
        response.headers.forEach((value, name) => reply.header(name, value));
        return reply.send(await response.text());
    }
    catch (error) {
        request.log.error({ err: error }, 'page render failed');
        return reply.code(500).headers(HTML_HEADERS).header('content-type', 'text/plain; charset=utf-8').send('EV Klub: Interná chyba servera (Internal Server Error)\n');
    }
}
//# sourceMappingURL=web-routes.js.map