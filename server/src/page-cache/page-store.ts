// The rendered public pages of this process: a least-recently-used map bounded in bytes (every
// copy of a page counts: plain, Brotli and gzip). A page is compressed in each encoding once, when a
// client first asks for that encoding (a page nobody asks for compressed, such as one rendered for a
// one-off query string, is never compressed); it carries a strong ETag.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib';

export interface CachedPage {
  /** Response headers of the render (content type). Never Set-Cookie: the page answers every visitor. */
  headers: Record<string, string>;
  /** Strong validator of the content; the encoding is appended per representation. */
  etag: string;
  identity: Buffer;
  /** Made when a client first asks for the encoding (compressedCopy). */
  br?: Buffer;
  gzip?: Buffer;
}

export type Encoding = 'br' | 'gzip';

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

export function cachedPage(html: string, headers: Record<string, string>): CachedPage {
  const identity = Buffer.from(html);
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 32);
  return { headers, etag: hash, identity };
}

/**
 * Compressed on libuv's thread pool, off the event loop. Brotli quality 7 takes some 3 ms for a
 * 46 kB page and gives nearly what quality 9 gives in 15 ms; gzip level 9 costs no more than 6.
 */
const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: brotliParams(body.length, 7) }),
  gzip: (body) => gzip(body, { level: 9 }),
};

const compressing = new WeakMap<CachedPage, Partial<Record<Encoding, Promise<Buffer>>>>();

/** The page's copy in `encoding`, made on first demand (once, however many ask at the same time). */
export async function compressedCopy(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  const made = page[encoding];
  if (made) return made;
  const pending = compressing.get(page) ?? {};
  compressing.set(page, pending);
  pending[encoding] ??= COMPRESS[encoding](page.identity).then((body) => (page[encoding] = body));
  return pending[encoding];
}

const sizeOf = (page: CachedPage) => page.identity.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + 512;

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

  /** A stored page got another copy (Brotli or gzip): counted from now, least recently used pages out if needed. */
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
