// supabase-js clients against the test app's embedded auth API, with in-memory storage and the
// auth events they emit recorded, so tests drive accounts exactly as the web app does.
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import { anonKey, serviceRoleKey } from '../../server/src/auth-api/crypto/keys';
import type { TestApp } from './app';

export interface TestAuthClient {
  client: SupabaseClient;
  auth: SupabaseClient['auth'];
  /** Auth events in the order the client emitted them. */
  events: AuthChangeEvent[];
  storage: Map<string, string>;
}

export function authClient(
  t: Pick<TestApp, 'url' | 'config'>,
  options: { flowType?: 'pkce' | 'implicit'; key?: string } = {},
): TestAuthClient {
  const storage = new Map<string, string>();
  const client = createClient(t.url, options.key ?? anonKey(t.config), {
    auth: {
      storage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => void storage.set(k, v),
        removeItem: (k: string) => void storage.delete(k),
      },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'implicit',
    },
  });
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return { client, auth: client.auth, events, storage };
}

/** A client holding the service-role key, for `auth.admin.*`. */
export function adminClient(t: Pick<TestApp, 'url' | 'config'>): SupabaseClient {
  return createClient(t.url, serviceRoleKey(t.config), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Decodes a JWT's payload (no verification: the server's reply is what is under test). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A new client that signed up as `email` (the app auto-confirms, so it is signed in). */
export async function signedUpClient(
  t: Pick<TestApp, 'url' | 'config'>,
  email: string,
  password: string,
): Promise<TestAuthClient> {
  const c = authClient(t);
  const { error } = await c.auth.signUp({ email, password });
  if (error) throw error;
  return c;
}

/** A new client signed in with the account's password. */
export async function signedInClient(
  t: Pick<TestApp, 'url' | 'config'>,
  email: string,
  password: string,
): Promise<TestAuthClient> {
  const c = authClient(t);
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return c;
}
