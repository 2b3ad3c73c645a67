// The rendered public pages of this process: a least-recently-used map bounded in bytes (every
// copy of a page counts: plain, Brotli and gzip). Each page is compressed in Brotli once, when it is
// stored (every current browser asks for it), and in gzip once, when a client first asks for that;
// it carries a strong ETag.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib';

export interface CachedPage {
  /** Response headers of the render (content type), without Set-Cookie. */
  headers: Record<string, string>;
  /** Cookies the page sets; sent only to visitors who do not hold them yet. */
  setCookies: string[];
  /** Strong validator of the content; the encoding is appended per representation. */
  etag: string;
  identity: Buffer;
  br: Buffer;
  /** Made when a client without Brotli first asks (gzipCopy). */
  gzip?: Buffer;
}

const brotli = promisify(brotliCompress);

/**
 * Brotli's parameters for a body of `size` bytes. The window is sized to the body: the default
 * (4 MiB) makes every encoder hold some 9 MB of native memory until it is collected, which a heap
 * snapshot under page load showed as the largest part of the heap.
 */
export function brotliParams(size: number, quality: number): Record<number, number> {
  return {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.BROTLI_PARAM_LGWIN]: Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(size + 1)))),
  };
}
const gzip = promisify(gzipCallback);

/**
 * Compressed on libuv's thread pool, off the event loop. Brotli quality 7 takes some 3 ms for a
 * 46 kB page and gives nearly what quality 9 gives in 15 ms; gzip level 9 costs no more than 6.
 */
export async function cachedPage(html: string, headers: Record<string, string>, setCookies: string[]): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 32);
  const br = await brotli(identity, { params: brotliParams(identity.length, 7) });
  return { headers, setCookies, etag: hash, identity, br };
}

const gzipping = new WeakMap<CachedPage, Promise<Buffer>>();

/** The page's gzip copy, made on first demand (once, however many ask at the same time). */
export async function gzipCopy(page: CachedPage): Promise<Buffer> {
  if (page.gzip) return page.gzip;
  let pending = gzipping.get(page);
  if (!pending) {
    pending = gzip(page.identity, { level: 9 }).then((gz) => (page.gzip = gz));
    gzipping.set(page, pending);
  }
  return pending;
}

const sizeOf = (page: CachedPage) => page.identity.length + page.br.length + (page.gzip?.length ?? 0) + 512;

export class PageStore {
  private readonly pages = new Map<string, CachedPage>();
  /** What each page counted when it was stored or last grew. */
  private readonly sizes = new WeakMap<CachedPage, number>();
  private used = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Map keeps insertion order: re-inserting makes this the most recently used.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const size = sizeOf(page);
    if (size > this.maxBytes) return;
    for (const [oldest] of this.pages) {
      if (this.used + size <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.pages.set(key, page);
    this.sizes.set(page, size);
    this.used += size;
  }

  /** A stored page got another copy (gzip): counted from now, least recently used pages out if needed. */
  grew(key: string, page: CachedPage): void {
    const before = this.sizes.get(page);
    if (this.pages.get(key) !== page || before === undefined) return;
    const size = sizeOf(page);
    this.used += size - before;
    this.sizes.set(page, size);
    if (size > this.maxBytes) return this.delete(key);
    for (const [oldest] of this.pages) {
      if (this.used <= this.maxBytes || oldest === key) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
    this.used = 0;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.used -= this.sizes.get(page) ?? sizeOf(page);
  }
}
