// What the member pages that open without a network show (#47 part 2, docs/architecture.md §8):
// "Moje udalosti" with the tickets, the dues with the PAY by square QR, and the dashboard with the
// member's cars. The app keeps the last answers of those pages' queries in localStorage under the
// signed-in member's id (the `sub` of the session cookie's access token), and puts them back into
// the query cache when the member area starts, so a page the service worker served from its cache
// (web/public/sw.js) shows them, with their age, when the API cannot be reached. One member's data
// at a time: a different member's is dropped before anything is kept or shown. Sign-out and every
// other end of the session empty it, with the service worker's cache of member pages
// (lib/member-data.ts forgetOfflineData, through clearMemberData).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { tokenSubject } from './assurance';
import { parseCookies } from './cookies';
import { forgetOfflineData, OFFLINE_STORE } from './member-data';
import { readSessionCookie, sessionStorageKey } from './session-cookie';

/** The queries of the three pages: tickets (and the holder's name and cars), dues, the dashboard's cards. */
const KEPT = new Set(
  [['me'], ['cars'], ['my-events', 'upcoming'], ['my-events', 'past'], ['dues'], ['articles', 'latest']].map((key) =>
    JSON.stringify(key),
  ),
);

interface Stored {
  member: string;
  queries: Record<string, { key: QueryKey; data: unknown; updatedAt: number }>;
}

function read(): Stored | null {
  try {
    return JSON.parse(localStorage.getItem(OFFLINE_STORE) ?? 'null') as Stored | null;
  } catch {
    return null;
  }
}

/** Whose session this browser holds, from the session cookie (readable without a network); null when none. */
function sessionMember(supabaseUrl: string): string | null {
  const session = readSessionCookie(parseCookies(document.cookie), sessionStorageKey(supabaseUrl));
  return session && tokenSubject(session.accessToken);
}

const kept = new WeakSet<QueryClient>();

/**
 * Puts the signed-in member's stored answers into the queries that have none yet, and from then on
 * keeps the answers of the three pages' queries. Called after hydration: the server rendered the
 * pages without data.
 */
export function keepOfflineData(client: QueryClient, supabaseUrl: string): void {
  if (kept.has(client)) return;
  kept.add(client);
  const stored = read();
  if (stored && stored.member !== sessionMember(supabaseUrl)) forgetOfflineData();
  else if (stored) {
    for (const { key, data, updatedAt } of Object.values(stored.queries)) {
      if (client.getQueryData(key) === undefined) client.setQueryData(key, data, { updatedAt });
    }
  }
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const id = JSON.stringify(event.query.queryKey);
    const member = sessionMember(supabaseUrl);
    if (!KEPT.has(id) || !member) return;
    const current = read();
    if (current && current.member !== member) forgetOfflineData();
    const queries = current?.member === member ? current.queries : {};
    const { data, dataUpdatedAt } = event.query.state;
    queries[id] = { key: event.query.queryKey, data, updatedAt: dataUpdatedAt };
    try {
      localStorage.setItem(OFFLINE_STORE, JSON.stringify({ member, queries } satisfies Stored));
    } catch {
      // Storage full or refused: the pages then only open with a network.
    }
  });
}
