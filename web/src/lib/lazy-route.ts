// Pages are lazily loaded route modules. When one fails to load (typically: a new release replaced
// the chunk files the open tab knows), the page is loaded from the server at the target path — at
// most once in 10 s (docs/product-rules.md §2/§9), so a chunk that really is missing ends on the error page instead of
// reloading forever.
import { site } from '../config/site';

const RELOAD_KEY = 'evklub:chunk-reload-at';

let targetOf: () => string = () => window.location.pathname + window.location.search + window.location.hash;

/** The browser entry tells where a navigation is heading (the router's pending location). */
export function setNavigationTarget(resolve: () => string): void {
  targetOf = resolve;
}

/** Where the running navigation is heading, with its #hash (a loader's request has none). */
export const navigationTarget = (): string => targetOf();

function reloadAllowed(now: number): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (now - last < site.reloadGuardMs) return false;
    sessionStorage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false; // no storage: no way to guard against a loop, so no reload
  }
}

/** Loads the page at `path` from the server if the guard allows; true when a reload started. */
export function reloadAfterChunkError(path: string = targetOf()): boolean {
  if (typeof window === 'undefined' || !reloadAllowed(Date.now())) return false;
  window.location.assign(path);
  return true;
}

export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      console.error('EV Klub: a page module failed to load', error);
      // The page is being replaced: never settle, so the router shows nothing half-loaded meanwhile.
      if (reloadAfterChunkError()) return new Promise<T>(() => {});
      throw error;
    });
}
