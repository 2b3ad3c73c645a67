// The rendered public pages of this process: a least-recently-used map bounded in bytes (every
// copy of a page counts: plain, Brotli and gzip); a hit stamps its page, and storing a page drops
// the least recently used ones when it needs their room. A page is compressed in each encoding
// once, when a client first asks for that encoding (a page nobody asks for compressed, such as one
// rendered for a one-off query string, is never compressed); it carries a strong ETag.
import { createHash } from 'node:crypto';
import { compress, type ContentEncoding } from '../common/content-encoding';

export interface CachedPage {
  /**
   * Every response header but the outcome and ETag, made once when stored. Never Set-Cookie: the page answers every
   * visitor.
   */
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
  return {
    headers,
    etag: hash,
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` },
    identity,
  };
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

/** A stored page, what it counted when stored or last grown, and when it was last used. */
interface Entry {
  page: CachedPage;
  size: number;
  used: number;
}

export class PageStore {
  private readonly pages = new Map<string, Entry>();
  private used = 0;
  /** Counts uses: a hit only stamps its entry, and room is made by dropping the lowest stamps. */
  private clock = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    entry.used = ++this.clock;
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const size = sizeOf(page);
    if (size > this.maxBytes) return;
    this.makeRoom(size);
    this.pages.set(key, { page, size, used: ++this.clock });
    this.used += size;
  }

  /** A stored page got another copy (Brotli or gzip): counted from now, least recently used pages out if needed. */
  grew(key: string, page: CachedPage): void {
    const entry = this.pages.get(key);
    if (entry?.page !== page) return;
    const size = sizeOf(page);
    this.used += size - entry.size;
    entry.size = size;
    if (size > this.maxBytes) return this.delete(key);
    // Just asked for in a new encoding: the most recently used page, dropped last (never, as it fits).
    entry.used = ++this.clock;
    this.makeRoom(0);
  }

  clear(): void {
    this.pages.clear();
    this.used = 0;
  }

  /** Drops the pages whose key `drop` picks, the others stay. */
  deleteWhere(drop: (key: string) => boolean): void {
    for (const key of [...this.pages.keys()]) if (drop(key)) this.delete(key);
  }

  /**
   * Drops least recently used pages until `size` more bytes fit (a scan per page dropped: only a store, a render's
   * work, pays it).
   */
  private makeRoom(size: number): void {
    while (this.pages.size && this.used + size > this.maxBytes) {
      let oldest: string | undefined;
      let stamp = Infinity;
      for (const [key, entry] of this.pages) {
        if (entry.used < stamp) [oldest, stamp] = [key, entry.used];
      }
      this.delete(oldest!);
    }
  }

  private delete(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.used -= entry.size;
  }
}
