// Security headers on every response (an onSend hook installed in app.ts):
// - `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY` and `Referrer-Policy` everywhere;
//   `Strict-Transport-Security` when PUBLIC_URL is https (a plain-http site must not pin HTTPS);
// - HTML (pages, the staff console at /admin, Swagger UI at /api/docs) gets a strict
//   Content-Security-Policy: scripts only from our origin or carrying this response's nonce (no
//   'unsafe-inline', no 'unsafe-eval'), `frame-ancestors 'none'`, no plugins, no foreign base or
//   form targets. Inline scripts are given the nonce where the HTML is produced: `withCspNonce`
//   before a page is compressed (ssr/web-routes.ts), or here for HTML sent as a plain string.
//   Styles allow 'unsafe-inline' (React style props and the console's emotion styles); styles
//   cannot run script.
// - everything else (JSON, files) gets `default-src 'none'; frame-ancestors 'none'`; the service worker
//   (/sw.js, whose CSP governs its own requests) also `connect-src 'self'`: it fetches the member
//   area's pages and files from our origin (web/public/sw.js); and `img-src 'self'`: a notification
//   it shows loads its icon and badge under this policy, and a blocked icon leaves it unshown.
// - `Cross-Origin-Opener-Policy: same-origin` everywhere (no other site's window keeps a handle on
//   ours); `Cross-Origin-Resource-Policy: same-origin`, except public images (immutable, image/*),
//   `same-site`, so the club's other sites (subdomains) may show them.
// - API and auth answers that set no caching of their own get `Cache-Control: no-store`: most
//   carry one member's data (/api/me, tokens), and none may be kept by a browser or proxy.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config/config';

const nonces = new WeakMap<FastifyReply, string>();

/** This response's CSP nonce (created on first use). */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply);
  if (!nonce) nonces.set(reply, (nonce = randomBytes(16).toString('base64')));
  return nonce;
}

/**
 * The HTML with this response's nonce on every `<script>` tag that has none, data blocks
 * (`type="application/json"`, `application/ld+json`: never executed, so not governed by the CSP) aside.
 */
export function withCspNonce(reply: FastifyReply, html: string): string {
  const nonce = cspNonce(reply);
  return html.replace(/<script(?=[\s>])([^>]*)>/gi, (tag: string, attributes: string) =>
    /\snonce=|\stype=["']?application\/(ld\+)?json/i.test(attributes) ? tag : `<script nonce="${nonce}"${attributes}>`,
  );
}

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

type PolicyConfig = Pick<Config, 'ANALYTICS_SCRIPT_URL' | 'SUPABASE_URL' | 'AUTH_MODE'>;

/** The page policy for a nonce; `extra` origins come from the configuration (analytics, hosted auth). */
export function pagePolicy(nonce: string, config: PolicyConfig): string {
  return policyFor([`'nonce-${nonce}'`], config);
}

/**
 * The policy of a page kept in the page cache: one stored page answers many requests, so instead of
 * a nonce (which must differ per response) its inline scripts are allowed by their SHA-256 hashes.
 */
export function hashedPagePolicy(html: string, config: PolicyConfig): string {
  const hashes = [...html.matchAll(/<script(?=[\s>])([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes, body]) => body.length > 0 && !/\ssrc=|\stype=["']?application\/(ld\+)?json/i.test(attributes),
    )
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return policyFor([...new Set(hashes)], config);
}

function policyFor(scriptSources: string[], config: PolicyConfig): string {
  const analytics = origin(config.ANALYTICS_SCRIPT_URL);
  const auth = config.AUTH_MODE === 'supabase' ? origin(config.SUPABASE_URL) : undefined;
  const list = (...items: (string | undefined)[]) => items.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...scriptSources, analytics)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    // Audio previews of member files play from blob: URLs (the download needs the access token).
    `media-src 'self' blob:`,
    `font-src 'self' data:`,
    `connect-src ${list(`'self'`, analytics, auth)}`,
    `frame-src https://www.youtube-nocookie.com`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

const OTHER_POLICY = `default-src 'none'; frame-ancestors 'none'`;
const WORKER_POLICY = `default-src 'none'; connect-src 'self'; img-src 'self'; frame-ancestors 'none'`;
const SERVICE_WORKER = '/sw.js';

const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/auth/v1/');

/** The headers every answer carries, whatever it is; HSTS only when PUBLIC_URL is https. */
function everyAnswer(config: Pick<Config, 'PUBLIC_URL'>): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (config.PUBLIC_URL.startsWith('https:'))
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * The security headers of a page kept in the page cache, stored with it once (page-cache/page-store.ts):
 * a cached page is answered with its stored headers and the hook below leaves it alone (`x-page-cache`).
 */
export function cachedPageSecurityHeaders(html: string, config: Config): Record<string, string> {
  return {
    ...everyAnswer(config),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'content-security-policy': hashedPagePolicy(html, config),
  };
}

export function installSecurityHeaders(fastify: FastifyInstance, config: Config): void {
  const constant = everyAnswer(config);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    // A page of the page cache (ssr/page-reply.ts sendCachedPage) brings them all (cachedPageSecurityHeaders).
    if (reply.hasHeader('x-page-cache')) return done(null, payload);
    reply.headers(constant);
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    const publicImage =
      type.startsWith('image/') && String(reply.getHeader('cache-control') ?? '').startsWith('public');
    reply.header('cross-origin-resource-policy', publicImage ? 'same-site' : 'same-origin');
    if (!reply.hasHeader('cache-control') && isApiPath(request.url)) reply.header('cache-control', 'no-store');
    if (!type.startsWith('text/html')) {
      reply.header(
        'content-security-policy',
        request.url.split('?')[0] === SERVICE_WORKER ? WORKER_POLICY : OTHER_POLICY,
      );
      return done(null, payload);
    }
    if (reply.hasHeader('content-security-policy')) return done(null, payload);
    const html = typeof payload === 'string' ? withCspNonce(reply, payload) : payload;
    reply.header('content-security-policy', pagePolicy(cspNonce(reply), config));
    done(null, html);
  });
}
