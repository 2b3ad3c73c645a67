// Forgetting the member's data on sign-out, account deletion or a session that ended otherwise,
// without the query layer: the sign-in screens sign out too (a half-done second factor) but never
// load react-query. The member area's query cache (lib/query-client.tsx) registers itself here when
// it is created; what is stored for offline use (lib/offline-data.ts keeps it) is emptied here, in
// every tab, without loading the code that keeps it.

/** localStorage: the member's data kept for offline use (lib/offline-data.ts). */
export const OFFLINE_STORE = 'evklub-offline-data';
/** Cache Storage: the service worker's copies of member pages and their files (web/public/sw.js). */
export const MEMBER_PAGES_CACHE = 'evklub-member-pages';

/** True when something of a member is kept for offline use. */
export const hasOfflineData = () => typeof window !== 'undefined' && localStorage.getItem(OFFLINE_STORE) !== null;

/** Empties what is kept for offline use: the stored data and the service worker's member pages. */
export function forgetOfflineData(): void {
  if (typeof window === 'undefined') return;
  localStorage.removeItem(OFFLINE_STORE);
  if ('caches' in window) void caches.delete(MEMBER_PAGES_CACHE);
}

const forgetters = new Set<() => void>();

/** Registers what forgets the member's data (the query cache of this tab). */
export function onClearMemberData(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets every member's data (sign-out, account deletion, a session ended elsewhere). */
export function clearMemberData(): void {
  for (const forget of forgetters) forget();
  forgetOfflineData();
}
