// Which compression a client accepts, for replies compressed by the server (rendered pages, cached
// pages): Brotli before gzip, as every current browser offers both.
export type ContentEncoding = 'br' | 'gzip';

/** The encoding to send for this `Accept-Encoding` header, or null for an uncompressed reply. */
export function acceptedEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const accepted = String(acceptEncoding ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}
