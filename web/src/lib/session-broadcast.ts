// docs/product-rules.md §4: the session is shared across browser tabs (cookies), so every open tab follows a sign-in
// or sign-out made in another one — the navbar's fifth link included, on pages that never load
// supabase-js. The tab that signed in or out says so on a BroadcastChannel; the others read the
// session cookie again and confirm it with GET /api/me, as a page load would.
import type { ApiClient } from './api-client';
import { parseCookies } from './cookies';
import type { SessionStore, Viewer } from './session';
import { readSessionCookie, sessionStorageKey } from './session-cookie';
import { checkAccessToken, unconfirmedViewer } from './viewer';

const CHANNEL = 'evklub-session';
/** Dispatched on `window` once this tab has taken over a session another tab changed (detail: the viewer). */
export const SESSION_FOLLOWED_EVENT = 'evklub:session-followed';

/** Tells the other tabs that this one signed in or out. */
export function announceSessionChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/**
 * The viewer of the session cookie as the API confirms it: null without a cookie or for a token the
 * API refuses, an unconfirmed viewer for an expired token (the member area refreshes it).
 */
export async function viewerOfSessionCookie(api: ApiClient, supabaseUrl: string): Promise<Viewer | null> {
  const cookie = readSessionCookie(parseCookies(document.cookie), sessionStorageKey(supabaseUrl));
  if (!cookie) return null;
  const check = await checkAccessToken(api, cookie.accessToken).catch(() => null);
  if (!check) return null;
  return 'viewer' in check ? check.viewer : unconfirmedViewer();
}

/**
 * Keeps this tab's viewer in line with the session another tab changed. The channel is closed while
 * the page is hidden in the back/forward cache (an open one keeps the browser from holding the page)
 * and opened again when the page comes back, which then reads the session anew: it may have changed
 * in the meantime.
 */
export function followSessionChanges(api: ApiClient, supabaseUrl: string, session: SessionStore): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const follow = async () => {
    const cookie = readSessionCookie(parseCookies(document.cookie), sessionStorageKey(supabaseUrl));
    if (!cookie) return session.get() && session.set(null);
    const check = await checkAccessToken(api, cookie.accessToken).catch(() => null);
    if (check && 'viewer' in check && JSON.stringify(check.viewer) !== JSON.stringify(session.get())) {
      session.set(check.viewer);
      window.dispatchEvent(new CustomEvent(SESSION_FOLLOWED_EVENT, { detail: check.viewer }));
    }
  };
  let channel: BroadcastChannel | null = null;
  const open = () => {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void follow();
  };
  open();
  window.addEventListener('pagehide', () => {
    channel?.close();
    channel = null;
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    open();
    void follow();
  });
}
