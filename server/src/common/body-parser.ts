// The one request-body parser of the app (registered in app.ts; Nest's own parsers are off).
// - JSON only: `application/json`. Form-encoded and text bodies are
//   refused with 415 by Fastify (no parser), so no endpoint accepts a second encoding by accident;
//   multipart is only marked here, its body left unread: upload handlers read its parts
//   (common/multipart.ts), and `MultipartOnlyWhereDeclared` refuses it everywhere else.
// - Before JSON.parse the bytes are checked: valid UTF-8 (a decoder that throws instead of
//   substituting U+FFFD) and a nesting depth of at most MAX_JSON_DEPTH, counted in one linear scan
//   outside strings, so a body of thousands of `[` never reaches the recursive parser or validator.
// - After parsing: no lone surrogates (`"\ud800"` is valid JSON but not storable text) and the top
//   level must be an object (a `null` body is not "an empty update").
// Every refusal is an ApiError, so it leaves through the ErrorFilter in the one error shape.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { markMultipart } from './multipart-parts';
import { COMMON_ERRORS } from './common-errors';

/** The deepest body the API accepts: our DTOs nest 3 levels; 32 leaves room and bounds recursion. */
export const MAX_JSON_DEPTH = 32;

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Deepest nesting of `{`/`[` outside strings; stops counting once `limit` is exceeded. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

/** String.prototype.isWellFormed (Node 20+; the project's TypeScript lib predates it). */
const isWellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

/** True when every string and key in the (depth-bounded) value is well-formed UTF-16. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormed(value);
  if (!value || typeof value !== 'object') return true;
  return Object.entries(value).every(([k, v]) => isWellFormed(k) && wellFormed(v));
}

const badJson = (message: string) => new ApiError(400, COMMON_ERRORS.bad_json, message);

/** Parses a JSON request body (bytes) under the rules above; throws ApiError on any refusal. */
export function parseJsonBody(bytes: Buffer): unknown {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new ApiError(400, COMMON_ERRORS.invalid_encoding, 'The body is not valid UTF-8');
  }
  if (text.trim() === '') throw badJson('Body cannot be empty when content-type is set to application/json');
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw new ApiError(400, COMMON_ERRORS.json_too_deep, `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text, (key, v: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && v && typeof v === 'object' && 'prototype' in v))
        throw badJson('Object contains forbidden prototype property');
      return v;
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw badJson(`Invalid JSON: ${(e as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badJson('The body must be a JSON object');
  if (!wellFormed(value))
    throw new ApiError(400, COMMON_ERRORS.invalid_encoding, 'The body contains a lone surrogate (invalid Unicode)');
  return value;
}

/**
 * The paths that take a form body: RFC 8058 one-click unsubscribe, where mail clients POST
 * `List-Unsubscribe=One-Click` as application/x-www-form-urlencoded, and the auth API's callback,
 * which providers answering with `response_mode=form_post` (Apple) POST to, ID token included.
 * Everywhere else a form is 415.
 */
export const FORM_BODY_PATHS: ReadonlySet<string> = new Set(['/api/unsubscribe', '/auth/v1/callback']);

/**
 * Replaces Fastify's parsers (JSON and text/plain) with `parseJsonBody`; forms only on FORM_BODY_PATHS; multipart
 * marked.
 */
export function registerBodyParser(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (_request: FastifyRequest, body: Buffer, done) => {
      try {
        done(null, parseJsonBody(body));
      } catch (e) {
        done(e as Error, undefined);
      }
    },
  );
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (request: FastifyRequest, body: string | Buffer, done) => {
      if (!FORM_BODY_PATHS.has(request.url.split('?')[0])) {
        done(
          new ApiError(415, COMMON_ERRORS.unsupported_media_type, 'Send the body as JSON (application/json)'),
          undefined,
        );
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  fastify.addContentTypeParser('multipart/form-data', (request: FastifyRequest, _payload, done) => {
    markMultipart(request);
    done(null);
  });
}
