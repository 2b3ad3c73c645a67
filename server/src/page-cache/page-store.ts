// The rendered public pages of this process: a least-recently-used map bounded in bytes (every
// copy of a page counts: plain, Brotli and gzip). Each page is compressed once, when it is stored,
// at a higher quality than a per-request compression could afford, and carries a strong ETag.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface CachedPage {
  /** Response headers of the render (content type), without Set-Cookie. */
  headers: Record<string, string>;
  /** Cookies the page sets; sent only to visitors who do not hold them yet. */
  setCookies: string[];
  /** Strong validator of the content; the encoding is appended per representation. */
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function cachedPage(html: string, headers: Record<string, string>, setCookies: string[]): CachedPage {
  const identity = Buffer.from(html);
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 32);
  return {
    headers,
    setCookies,
    etag: hash,
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

const sizeOf = (page: CachedPage) => page.identity.length + page.br.length + page.gzip.length + 512;

export class PageStore {
  private readonly pages = new Map<string, CachedPage>();
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
    this.used += size;
  }

  clear(): void {
    this.pages.clear();
    this.used = 0;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.used -= sizeOf(page);
  }
}
