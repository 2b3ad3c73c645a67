// What the sign-in screens must do with supabase-js as the page opens. With a session in the cookie
// (a half-done second factor, a reset link's session) or a link's answer in the address (?code=…,
// an error, #access_token=…) the auth client starts at once; without, it loads when the visitor
// starts on the form, so a visit that signs nobody in never downloads it (docs/performance.md §2).
import type { RuntimeConfig } from '@/config/runtime';
import { parseCookies } from '@/lib/cookies';
import { readSessionCookie, sessionStorageKey } from '@/lib/session-cookie';

/** Whether the address carries the answer of a mail's link (?code=…, or its error). */
export function arrivedFromLink(url: URL): boolean {
  return url.searchParams.has('code') || url.searchParams.has('error_description') || url.hash.includes('error');
}

/**
 * Whether supabase-js has work as the sign-in screen opens: a link's or a provider's answer, a session in the fragment
 * or in the cookie.
 */
export function authClientNeededOnArrival(config: Pick<RuntimeConfig, 'supabaseUrl'>): boolean {
  const url = new URL(window.location.href);
  if (arrivedFromLink(url) || url.searchParams.has('error') || url.hash.includes('access_token')) return true;
  return readSessionCookie(parseCookies(document.cookie), sessionStorageKey(config.supabaseUrl)) !== null;
}
