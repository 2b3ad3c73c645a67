// A stored file's answer as a service decides it (status, headers, body) and the one way a
// controller sends it: onto Fastify's reply, which streams the body and ends the response.
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export interface StoredReply {
  status: number;
  headers: Record<string, string>;
  /** The bytes, an error body, or nothing (304). */
  body: Readable | object | null;
}

export function sendStored(reply: FastifyReply, answer: StoredReply): void {
  void reply
    .status(answer.status)
    .headers(answer.headers)
    .send(answer.body ?? undefined);
}

/** True when an If-None-Match / If-Range list names `etag` (weak comparison, `*` matches any). */
export function etagListMatches(header: string, etag: string): boolean {
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** A year, and never revalidated: for URLs whose name is unique to their bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The answer for a stored file under a unique, never reused name (uploaded photos and avatars). */
export function immutableFile(
  file: { stream: Readable; sizeBytes: number },
  contentType: string,
  etag?: string,
): StoredReply {
  const headers: Record<string, string> = {
    'content-type': contentType,
    'content-length': String(file.sizeBytes),
    'cache-control': IMMUTABLE,
    'x-content-type-options': 'nosniff',
  };
  if (etag) headers.etag = etag;
  return { status: 200, headers, body: file.stream };
}
