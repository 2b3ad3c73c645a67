// The API calls a page render makes in-process (ssr/inject-fetch.ts) are marked by a header whose
// value is a secret of this process, so the access log can tell them apart through Fastify's public
// request API alone; a client that sends the header from outside cannot guess the value.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-evklub-render';
const SECRET = randomBytes(18).toString('base64url');

/** Marks the headers of an in-process request. */
export function markInProcess(headers: Record<string, string>): void {
  headers[HEADER] = SECRET;
}

/** Whether the request is one of this process's own in-process requests. */
export function isInProcess(request: FastifyRequest): boolean {
  return request.headers[HEADER] === SECRET;
}
