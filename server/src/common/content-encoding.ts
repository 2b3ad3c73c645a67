// Replies the server compresses itself (rendered pages, cached pages): which compression a client
// accepts (Brotli before gzip, as every current browser offers both) and the one way a body is
// compressed for it.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to send for this `Accept-Encoding` header, or null for an uncompressed reply. */
export function acceptedEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const accepted = String(acceptEncoding ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * Brotli's parameters for a body of `size` bytes. The window is sized to the body: the default
 * (4 MiB) makes every encoder hold some 9 MB of native memory until it is collected, which a heap
 * snapshot under page load showed as the largest part of the heap.
 */
function brotliParams(size: number, quality: number): Record<number, number> {
  return {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.BROTLI_PARAM_LGWIN]: Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(size + 1)))),
  };
}

/**
 * `body` in `encoding`, compressed on libuv's thread pool, off the event loop. Brotli quality 7
 * takes some 3 ms for a 46 kB page and gives nearly what quality 9 gives in 15 ms; gzip level 9
 * costs no more than 6.
 */
export function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: brotliParams(body.length, 7) }) : gzip(body, { level: 9 });
}
