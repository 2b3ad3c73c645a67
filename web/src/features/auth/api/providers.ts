// Sign-in with an external provider (docs/product-rules.md §7 authorize): supabase-js sends the browser to
// /auth/v1/authorize, the provider, and back to the login page with ?code=… (PKCE), which the login
// page exchanges like the code of a sign-in link. The provider's id rides along in the return
// address, so that the login page can name it in a message.
import type { Provider } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@/config/runtime';
import { t } from '@/lib/i18n-auth';
import { supabaseOf } from './auth';

/** Query parameter of the login page naming the provider the browser comes back from. */
export const PROVIDER_PARAM = 'poskytovatel';

/** The display name of a configured provider (its id when it is no longer configured). */
export function providerName(config: RuntimeConfig, id: string): string {
  return config.authProviders.find((p) => p.id === id)?.name ?? id;
}

/** Leaves the page for the provider; resolves only when that could not start. */
export async function signInWithProvider(config: RuntimeConfig, id: string): Promise<void> {
  const supabase = await supabaseOf(config);
  const { error } = await supabase.auth.signInWithOAuth({
    provider: id as Provider,
    options: { redirectTo: `${window.location.origin}/prihlasenie?${PROVIDER_PARAM}=${encodeURIComponent(id)}` },
  });
  if (error) throw error;
}

/** The Slovak message for an error the auth API sent back with the browser (`?error=…&error_code=…`), else null. */
export function providerErrorMessage(config: RuntimeConfig, url: URL): string | null {
  const id = url.searchParams.get(PROVIDER_PARAM);
  const error = url.searchParams.get('error');
  if (!id || !error) return null;
  const name = providerName(config, id);
  switch (url.searchParams.get('error_code')) {
    case 'provider_email_needs_verification':
      return t(
        /confirmation email has been sent/.test(url.searchParams.get('error_description') ?? '')
          ? 'member.auth.provider_confirm_sent'
          : 'member.auth.provider_unverified',
        { name },
      );
    case 'signup_disabled':
      return t('member.auth.signup_disabled');
    case 'user_banned':
      return t('member.auth.provider_banned');
    default:
      return t(error === 'access_denied' ? 'member.auth.provider_cancelled' : 'member.auth.provider_failed', { name });
  }
}
