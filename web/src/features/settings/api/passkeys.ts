// The member's passkeys (docs/auth-api.md §1.15) through supabase-js: list, rename and remove
// (adding one is lib/passkeys.ts, which the offer after a password sign-in shares).
import { useQuery } from '@tanstack/react-query';
import type { AuthError } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@/config/runtime';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { getSupabase } from '@/lib/supabase';

export interface Passkey {
  id: string;
  friendly_name?: string;
  created_at: string;
  last_used_at?: string;
}

export const PASSKEYS_KEY = ['passkeys'];

export function usePasskeys() {
  const config = useRuntimeConfig();
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: async (): Promise<Passkey[]> => {
      const { data, error } = await (await getSupabase(config)).auth.passkey.list();
      if (error) throw error;
      return data ?? [];
    },
  });
}

export async function renamePasskey(
  config: RuntimeConfig,
  passkeyId: string,
  friendlyName: string,
): Promise<AuthError | null> {
  const { error } = await (await getSupabase(config)).auth.passkey.update({ passkeyId, friendlyName });
  return error;
}

export async function removePasskey(config: RuntimeConfig, passkeyId: string): Promise<AuthError | null> {
  const { error } = await (await getSupabase(config)).auth.passkey.delete({ passkeyId });
  return error;
}
