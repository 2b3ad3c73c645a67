// The rendered public pages of this process: a least-recently-used map bounded in bytes (every
// copy of a page counts: plain, Brotli and gzip). A page is compressed in each encoding once, when a
// client first asks for that encoding (a page nobody asks for compressed, such as one rendered for a
// one-off query string, is never compressed); it carries a strong ETag.
import { createHash } from 'node:crypto';
import { compress, type ContentEncoding } from '../common/content-encoding';

export interface CachedPage {
  /** Every response header but the outcome and ETag, made once when stored. Never Set-Cookie: the page answers every visitor. */
  headers: Record<string, string>;
  /** Strong validator of the content; the encoding is appended per representation. */
  etag: string;
  /** The ETag header of each representation, made once. */
  etags: Record<'identity' | ContentEncoding, string>;
  identity: Buffer;
  /** Made when a client first asks for the encoding (compressedCopy). */
  br?: Buffer;
  gzip?: Buffer;
}

export function cachedPage(html: string, headers: Record<string, string>): CachedPage {
  const identity = Buffer.from(html);
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 32);
  return { headers, etag: hash, etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` }, identity };
}

const compressing = new WeakMap<CachedPage, Partial<Record<ContentEncoding, Promise<Buffer>>>>();

/** The page's copy in `encoding`, made on first demand (once, however many ask at the same time). */
export async function compressedCopy(page: CachedPage, encoding: ContentEncoding): Promise<Buffer> {
  const made = page[encoding];
  if (made) return made;
  const pending = compressing.get(page) ?? {};
  compressing.set(page, pending);
  pending[encoding] ??= compress(page.identity, encoding).then((body) => (page[encoding] = body));
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

  /** Drops the pages whose key `drop` picks, the others stay. */
  deleteWhere(drop: (key: string) => boolean): void {
    for (const key of [...this.pages.keys()]) if (drop(key)) this.delete(key);
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.used -= this.sizes.get(page) ?? sizeOf(page);
  }
}
