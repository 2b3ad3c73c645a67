// Who is visiting: signed out (null) or a signed-in member. The server render resolves it from the
// session cookie through GET /api/me and embeds it in the page, so the navbar's fifth link and the
// guest-only pages are right in the server's HTML; the browser keeps it in this store afterwards
// (sign-in, sign-out, a session that only the browser can refresh).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { components } from '../generated/api';

export type Permissions = components['schemas']['PermissionsDto'];

export interface Viewer {
  /** false: the access token had expired when the server looked; the browser refreshes and confirms. */
  verified: boolean;
  onboardingComplete: boolean;
  permissions: Permissions;
}

export interface SessionStore {
  get(): Viewer | null;
  set(viewer: Viewer | null): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(initial: Viewer | null): SessionStore {
  let viewer = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => viewer,
    set(next) {
      viewer = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore() outside <SessionProvider>');
  return store;
}

/** The signed-in member, or null when signed out. */
export function useViewer(): Viewer | null {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
