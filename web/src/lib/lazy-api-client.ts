// The API client of a public page's islands (web/src/entry-islands.tsx): most public pages never
// call the API, so the client (openapi-fetch, lib/api-client.ts) is loaded at the first call
// instead of with the page. Each method answers as the client's own does, a moment later.
import type { ApiClient, ApiClientOptions } from './api-client';

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const load = () => (client ??= import('./api-client').then((module) => module.createApiClient(options)));
  const lazy: Record<string, unknown> = {};
  for (const method of METHODS)
    lazy[method] = async (...args: unknown[]) => ((await load())[method] as (...a: unknown[]) => unknown)(...args);
  return lazy as unknown as ApiClient;
}
