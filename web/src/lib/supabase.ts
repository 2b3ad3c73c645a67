// The one supabase-js client of the browser (accounts, sessions), created on first use: its code
// is a separate chunk, so public pages that never need it never load it. The session lives in
// cookies (@supabase/ssr's browser client) shared by all tabs and read by the server render.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '../config/runtime';
import { sessionStorageKey } from './session-cookie';

let client: Promise<SupabaseClient> | undefined;

export function getSupabase(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): Promise<SupabaseClient> {
  client ??= import('@supabase/ssr')
    .then(({ createBrowserClient }) =>
      createBrowserClient(config.supabaseUrl, config.supabaseAnonKey, {
        // The same name the server reads (lib/session-cookie.ts), stated rather than left to a default.
        cookieOptions: { name: sessionStorageKey(config.supabaseUrl) },
      }),
    )
    .catch((error: unknown) => {
      client = undefined; // a failed chunk load is retried on the next use
      throw error;
    });
  return client;
}
