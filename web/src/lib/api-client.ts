// The one client for the product API (openapi-fetch). Every JSON call of the web client goes
// through it. Its base URL comes from the runtime config; on the server the render passes a fetch
// that reaches the API in-process. Its types are generated from openapi/openapi.json
// (web/src/generated/api.d.ts). `unwrap` is the one way an answer becomes data or an ApiProblem,
// for route loaders, member hooks and the staff console alike. docs/product-rules.md §7: a safe method (GET, HEAD,
// OPTIONS) is retried once when the answer is 408, 409, 425, 429, 500, 502, 503 or 504 or the network fails; a write is
// never retried, because the server may already have applied it.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/api';
import type { FieldProblem } from './field-rules';

export type ApiClient = Client<paths>;
export type FetchFunction = (input: Request) => Promise<Response>;

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Wraps a fetch so that a safe request is tried a second time after a retryable failure. */
export function withRetry(fetchImpl: FetchFunction): FetchFunction {
  return async (request) => {
    if (!SAFE_METHODS.has(request.method.toUpperCase())) return fetchImpl(request);
    let first: Response;
    try {
      first = await fetchImpl(request.clone());
    } catch (error) {
      if (request.signal.aborted) throw error;
      return fetchImpl(request);
    }
    if (!RETRY_STATUSES.has(first.status)) return first;
    await first.body?.cancel().catch(() => {});
    return fetchImpl(request);
  };
}

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API; the product paths start with /api. */
  baseUrl: string;
  /** Defaults to the global fetch. */
  fetch?: FetchFunction;
}

export function createApiClient({
  baseUrl,
  fetch: fetchImpl = (request) => globalThis.fetch(request),
}: ApiClientOptions): ApiClient {
  return createClient<paths>({ baseUrl: baseUrl.replace(/\/+$/, ''), fetch: withRetry(fetchImpl) });
}

/** A failed product API call: the HTTP status, the stable `code` and, for 400s, the fields. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: FieldProblem[] = [],
    readonly details: Record<string, unknown> = {},
  ) {
    super(`API answered ${status} ${code}`);
    this.name = 'ApiProblem';
  }

  /** The server's word on this field, if it named it. */
  field(field: string): FieldProblem | undefined {
    return this.fields.find((f) => f.field === field);
  }
}

export interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The payload of an answer, or an ApiProblem carrying the server's error shape. */
export async function unwrap<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await answer;
  if (response.ok) return data as T;
  const body = (error ?? {}) as { code?: unknown; fields?: unknown };
  const fields = Array.isArray(body.fields) ? (body.fields as ApiProblem['fields']) : [];
  throw new ApiProblem(
    response.status,
    typeof body.code === 'string' ? body.code : `errors.http_${response.status}`,
    fields,
    body as Record<string, unknown>,
  );
}
