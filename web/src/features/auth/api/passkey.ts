// Signing in with a passkey (docs/auth-api.md §1.15) through supabase-js's own ceremony, the modal
// one behind the button and the browser's autofill (conditional mediation) in the e-mail field; and
// the one-time offer to make a passkey after a password sign-in on a device that can.
import { isAuthApiError } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@/config/runtime';
import { passkeyErrorMessage } from '@/lib/auth-errors';
import { passkeysSupported } from '@/lib/passkeys';
import { t } from '@/lib/i18n-auth';
import { finishSignIn, secondFactorDue, supabaseOf, type AuthDeps } from './auth';

export type PasskeyOutcome =
  | { kind: 'signed-in' }
  | { kind: 'second-factor' }
  | { kind: 'profile-failed' }
  | { kind: 'error'; message: string }
  | { kind: 'silent' };

/** Whether the browser offers passkeys in the autofill of a field marked `autocomplete="… webauthn"`. */
export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported() || typeof PublicKeyCredential.isConditionalMediationAvailable !== 'function') return false;
  return PublicKeyCredential.isConditionalMediationAvailable().catch(() => false);
}

/**
 * The modal ceremony (the button), or with `autofill` the one the e-mail field's autofill offers until `autofill` is
 * aborted.
 */
export async function signInWithPasskey(deps: AuthDeps, autofill?: AbortSignal): Promise<PasskeyOutcome> {
  if (!passkeysSupported()) return { kind: 'error', message: t('member.auth.passkey_unsupported') };
  const supabase = await supabaseOf(deps.config);
  const { data, error } = await supabase.auth.signInWithPasskey(
    autofill ? { options: { mediation: 'conditional', signal: autofill } } : undefined,
  );
  // The autofill waits quietly; it ends without a word when the button starts a ceremony of its own.
  if (error)
    return autofill && !isAuthApiError(error)
      ? { kind: 'silent' }
      : { kind: 'error', message: passkeyErrorMessage(error) };
  if (!data?.session) return { kind: 'error', message: t('labels.unknown_error') };
  // A passkey is one factor: a member with two-factor sign-in still gives the code (aal1 → aal2).
  if (await secondFactorDue(supabase)) return { kind: 'second-factor' };
  return (await finishSignIn(deps)) ? { kind: 'signed-in' } : { kind: 'profile-failed' };
}

const OFFERED = 'evklub.passkey-offered';

/**
 * Whether to offer a passkey after this password sign-in: once per browser, when the device has a
 * built-in authenticator (Face ID, fingerprint, Windows Hello) and the member has no passkey yet.
 */
export async function shouldOfferPasskey(config: RuntimeConfig): Promise<boolean> {
  if (!passkeysSupported() || localStorage.getItem(OFFERED)) return false;
  const platform = await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false);
  if (!platform) return false;
  const { data, error } = await (await supabaseOf(config)).auth.passkey.list();
  return !error && !!data && data.length === 0;
}

export const markPasskeyOffered = () => localStorage.setItem(OFFERED, '1');
