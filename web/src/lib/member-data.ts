// Forgetting the member's data on sign-out, account deletion or a session that ended otherwise,
// without the query layer: the sign-in screens sign out too (a half-done second factor) but never
// load react-query. The member area's query cache (lib/query-client.tsx) registers itself here when
// it is created; what is stored for offline use (lib/offline-data.ts) is emptied in every tab.
import { forgetOfflineData } from './offline-data';

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
