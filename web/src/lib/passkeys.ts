// Making a passkey in this browser (docs/auth-api.md §1.15), shared by the offer after a password
// sign-in and the settings: supabase-js's registerPasskey() runs the browser's ceremony; a passkey
// the server could only call "Passkey" (an authenticator it does not know) is then named after this
// browser and device, so that the member's list tells them apart.
import type { AuthError } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@/config/runtime';
import { t } from './i18n-auth';
import { getSupabase } from './supabase';

/** The server's name for an authenticator it does not know (server/src/auth-api/services/passkey-names.ts). */
const UNKNOWN_NAME = 'Passkey';

export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** "Chrome na zariadení Android": what a member recognises in the list. */
export function deviceName(userAgent: string): string {
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  if (!os || !browser) return browser || os || UNKNOWN_NAME;
  return t('member.auth.passkeys_device', { browser, os });
}

/** Runs the ceremony and stores the passkey; null when it was added. */
export async function addPasskey(config: RuntimeConfig): Promise<AuthError | Error | null> {
  const supabase = await getSupabase(config);
  const { data, error } = await supabase.auth.registerPasskey();
  if (error) return error;
  if (data && (!data.friendly_name || data.friendly_name === UNKNOWN_NAME)) {
    await supabase.auth.passkey.update({ passkeyId: data.id, friendlyName: deviceName(navigator.userAgent) });
  }
  return null;
}
