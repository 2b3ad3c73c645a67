// The redirects table in the browser (architecture: applied by the server and the client router).
// The server answers a page request for an old path with a redirect; a link followed inside the app
// is checked here against the rules from GET /api/redirects, fetched on the first client-side
// navigation and kept for ten minutes.
import type { ApiClient } from './api-client';

const TTL_MS = 10 * 60 * 1000;
let cache: { at: number; rules: Promise<Map<string, string>> } | null = null;

function load(api: ApiClient): Promise<Map<string, string>> {
  return api.GET('/api/redirects').then(
    ({ data }) => new Map((data?.v ?? []).map((rule) => [rule.from_path, rule.to_path])),
    () => new Map(), // offline or failing: navigation goes on without redirects
  );
}

/** The path a client-side navigation to `pathname` must go to instead, or null. */
export async function findClientRedirect(api: ApiClient, pathname: string): Promise<string | null> {
  if (!cache || Date.now() - cache.at > TTL_MS) cache = { at: Date.now(), rules: load(api) };
  const rules = await cache.rules;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return rules.get(pathname) ?? rules.get(trimmed) ?? null;
}
