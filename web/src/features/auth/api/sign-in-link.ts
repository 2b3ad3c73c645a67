// Sign-in without a password (docs/product-rules.md §7 otp, verify): the mail carries a link back to the login page
// (?code=… exchanged by supabase-js, PKCE) and a 6-digit code typed on the login page. Only existing
// accounts are signed in (`shouldCreateUser: false`); the answer is the same for any address.
import { isAuthApiError, type AuthError } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@/config/runtime';
import { supabaseOf } from './auth';

/** Query parameter marking the login page as the landing of a sign-in link. */
export const SIGN_IN_LINK_PARAM = 'odkaz';

export async function requestSignInLink(config: RuntimeConfig, email: string): Promise<AuthError | null> {
  const supabase = await supabaseOf(config);
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: {
      shouldCreateUser: false,
      emailRedirectTo: `${window.location.origin}/prihlasenie?${SIGN_IN_LINK_PARAM}=1`,
    },
  });
  return error;
}

export type SignInCodeOutcome = 'signed-in' | 'wrong-code' | 'unknown-error';

/**
 * The code from the mail: a session (aal1) when it matches a pending link of the address. `signup`:
 * the code of the sign-up mail, which also confirms the address (as its link does).
 */
export async function signInWithEmailCode(
  config: RuntimeConfig,
  email: string,
  code: string,
  type: 'email' | 'signup' = 'email',
): Promise<SignInCodeOutcome> {
  const supabase = await supabaseOf(config);
  try {
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type });
    if (error) return isAuthApiError(error) && error.status === 403 ? 'wrong-code' : 'unknown-error';
    return data.session ? 'signed-in' : 'unknown-error';
  } catch (thrown) {
    console.error('EV Klub: sign-in with a code failed', thrown);
    return 'unknown-error';
  }
}
