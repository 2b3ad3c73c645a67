// Forgetting the member's data on sign-out or account deletion, without the query layer: the
// sign-in screens sign out too (a half-done second factor) but never load react-query. The member
// area's query cache (lib/query-client.tsx) registers itself here when it is created; a tab that
// never had one has nothing to forget.
const forgetters = new Set<() => void>();

/** Registers what forgets the member's data (the query cache of this tab). */
export function onClearMemberData(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets every member's data (sign-out, account deletion). */
export function clearMemberData(): void {
  for (const forget of forgetters) forget();
}
