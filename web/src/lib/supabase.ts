// The one supabase-js client of the browser (accounts, sessions), created on first use: its code
// is a separate chunk, so public pages that never need it never load it. The session lives in
// cookies (@supabase/ssr's browser client) shared by all tabs and read by the server render.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '../config/runtime';
import { sessionStorageKey } from './session-cookie';

let client: Promise<SupabaseClient> | undefined;

type AuthConfig = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey' | 'authOnPageOrigin'>;

/**
 * Where the browser calls the auth API. The embedded one answers on every address the site is
 * opened at, and only the page's own origin is sure to be allowed by its CSP and reachable at all
 * (PUBLIC_URL may say localhost while the phone on the LAN opened 192.168.…).
 */
export function authApiUrl(config: AuthConfig): string {
  return config.authOnPageOrigin && typeof window !== 'undefined' ? window.location.origin : config.supabaseUrl;
}

export function getSupabase(config: AuthConfig): Promise<SupabaseClient> {
  client ??= import('@supabase/ssr')
    .then(({ createBrowserClient }) =>
      createBrowserClient(authApiUrl(config), config.supabaseAnonKey, {
        // The same name the server reads (lib/session-cookie.ts), stated rather than left to a default;
        // derived from the configured URL, so it is the same whichever address the page came from.
        cookieOptions: { name: sessionStorageKey(config.supabaseUrl) },
      }),
    )
    .catch((error: unknown) => {
      client = undefined; // a failed chunk load is retried on the next use
      throw error;
    });
  return client;
}
