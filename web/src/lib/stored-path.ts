// The "stored path" of docs/product-rules.md §2: where a visitor was going when a guard sent them to login or to
// onboarding, so that sign-in (or finishing onboarding) can take them there. It is a cookie, so the
// server's guards (first load, answered with a redirect) and the browser's (client-side navigation)
// share it. Only a path on this site is ever stored or followed: never `//host` or a URL.
import { parseCookies, readBrowserCookie, serializeCookie } from './cookies';

export const STORED_PATH_COOKIE = 'evklub-redirect-to';
/** Long enough to sign in (or recover a password) in between, short enough not to surprise later. */
const MAX_AGE_DAYS = 1 / 24;

/** A same-site path: starts with one '/', no backslash, no control characters. */
export function isSafePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[^\\\s]*$/.test(value) && value.length <= 2000;
}

/** The stored path in a Cookie header (server) or document.cookie (browser). */
export function readStoredPath(cookieHeader?: string | null): string | null {
  const value =
    cookieHeader === undefined
      ? readBrowserCookie(STORED_PATH_COOKIE)
      : parseCookies(cookieHeader).get(STORED_PATH_COOKIE);
  return isSafePath(value) ? value : null;
}

/** The Set-Cookie header that stores `path` (server redirects), or clears it when null. */
export function storedPathHeader(path: string | null): string {
  return path === null
    ? serializeCookie(STORED_PATH_COOKIE, '', { maxAgeDays: 0 })
    : serializeCookie(STORED_PATH_COOKIE, path, { maxAgeDays: MAX_AGE_DAYS });
}

export function writeStoredPath(path: string | null): void {
  if (path !== null && !isSafePath(path)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = storedPathHeader(path) + secure;
}

/**
 * docs/product-rules.md §2 guard 6 on a public page (a document of its own, reached by an ordinary
 * link): arriving from the login page of this site forgets where the visitor was going.
 */
export function forgetStoredPathArrivingFrom(referrer: string, loginPath: string): void {
  if (!referrer) return;
  const from = new URL(referrer);
  if (from.origin === window.location.origin && from.pathname === loginPath && readStoredPath()) writeStoredPath(null);
}

/** Reads and clears the stored path: sign-in and password reset consume it (docs/product-rules.md §4). */
export function takeStoredPath(): string | null {
  const path = readStoredPath();
  if (path) writeStoredPath(null);
  return path;
}

/**
 * The stored path with the #hash of the requested address. The server's redirect to login cannot
 * store it (browsers never send it), but they keep it on the redirect's target: `/prihlasenie#kod`.
 */
export function withArrivalHash(path: string | null, arrivalHash: string): string | null {
  return path && !path.includes('#') && /^#[\w-]+$/.test(arrivalHash) ? path + arrivalHash : path;
}

/** Stores the login page's arrival #hash with the stored path (docs/product-rules.md §2: the full path is stored). */
export function keepArrivalHash(arrivalHash: string): void {
  const stored = readStoredPath();
  const full = withArrivalHash(stored, arrivalHash);
  if (full !== stored) writeStoredPath(full);
}
