// Linked identities (docs/product-rules.md §7 user/identities): the account's ways of signing in as supabase-js
// lists them (getUserIdentities), linking a provider (linkIdentity: away to the provider and back
// to the settings page with ?code=…, exchanged by supabase-js) and unlinking one (unlinkIdentity).
import { useQuery } from '@tanstack/react-query';
import type { AuthError, Provider, UserIdentity } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@/config/runtime';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { getSupabase } from '@/lib/supabase';

/** Query parameter of the settings page naming the provider the browser comes back from. */
export const LINK_PARAM = 'prepojenie';
export const SETTINGS_PATH = '/uzivatel/nastavenia';

export function useIdentities() {
  const config = useRuntimeConfig();
  return useQuery({
    queryKey: ['identities'],
    queryFn: async (): Promise<UserIdentity[]> => {
      const supabase = await getSupabase(config);
      const { data, error } = await supabase.auth.getUserIdentities();
      if (error) throw error;
      return data.identities;
    },
  });
}

/** Leaves for the provider; resolves only when that could not start. */
export async function linkProvider(config: RuntimeConfig, id: string): Promise<void> {
  const supabase = await getSupabase(config);
  const { error } = await supabase.auth.linkIdentity({
    provider: id as Provider,
    options: { redirectTo: `${window.location.origin}${SETTINGS_PATH}?${LINK_PARAM}=${encodeURIComponent(id)}` },
  });
  if (error) throw error;
}

export async function unlinkProvider(config: RuntimeConfig, identity: UserIdentity): Promise<AuthError | null> {
  const supabase = await getSupabase(config);
  const { error } = await supabase.auth.unlinkIdentity(identity);
  return error;
}

/** After the return from the provider: the exchange of ?code=… done (or failed), the outcome. */
export async function linkOutcome(
  config: RuntimeConfig,
  url: URL,
): Promise<{ id: string; error: string | null } | null> {
  const id = url.searchParams.get(LINK_PARAM);
  if (!id) return null;
  const supabase = await getSupabase(config);
  await supabase.auth.initialize();
  return { id, error: url.searchParams.get('error') ? (url.searchParams.get('error_code') ?? 'unknown') : null };
}
