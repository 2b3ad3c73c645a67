// How a page goes out: a cached page in the encoding the browser accepts (its copy made once, kept
// with the page) with its ETag and 304; a page rendered for one visitor compressed as it is sent.
// Both compress with common/content-encoding.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compress } from '../common/content-encoding';
import { withCspNonce } from '../common/security-headers';
import type { CacheOutcome } from '../page-cache/page-cache';
import { type CachedPage, compressedCopy } from '../page-cache/page-store';

/** `If-None-Match` names this page (any of its encodings, or `*`). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '').replace(/"/g, '');
    return value === '*' || value.split('-')[0] === etag;
  });
}

/**
 * A cached page, in the encoding the browser accepts (Brotli, gzip, else plain), with the headers
 * stored with it (its caching, security headers and Vary: ssr/web-routes.ts cachedPageHeaders).
 * Proxies and CDNs may store it but must ask again each time (`no-cache`): the ETag makes that a 304.
 */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  outcome: CacheOutcome,
  grew?: () => void,
) {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply
    .headers(page.headers)
    .header('x-page-cache', outcome)
    .header('etag', encoding ? page.etags[encoding] : page.etags.identity);
  if (notModified(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  if (!encoding) return reply.code(200).send(page.identity);
  reply.code(200).header('content-encoding', encoding);
  const made = page[encoding];
  if (made) return reply.send(made);
  return compressedCopy(page, encoding).then((body) => {
    grew?.(); // the store counts the new copy
    return reply.send(body);
  });
}

/** A page rendered for this request alone (not cached), compressed when the browser accepts it and it is worth it. */
export async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding');
  const body = Buffer.from(withCspNonce(reply, html));
  const encoding = body.length < 1024 ? null : acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compress(body, encoding));
}
