// Slovak messages for the auth service's errors (docs/product-rules.md §5: weak-password errors carry a list of
// reasons; §8: a password-reset or update failure is a form error carrying the service's message).
// Known codes get a Slovak sentence; anything else keeps the service's own message, so nothing
// the service says is swallowed.
import { isAuthApiError, isAuthRetryableFetchError, type AuthError } from '@supabase/supabase-js';
import { t, tp } from './i18n-member';

interface WeakPasswordish {
  code?: string;
  message: string;
  reasons?: string[];
}

/** The reasons of a weak password, each as a Slovak sentence ("length", "characters", "pwned"). */
export function weakPasswordReasons(error: WeakPasswordish): string[] {
  const reasons = error.reasons?.length ? error.reasons : ['length'];
  return reasons.map((reason) => {
    if (reason === 'length') {
      const min = Number(/at least (\d+)/.exec(error.message)?.[1] ?? 8);
      return tp('member.plurals.password_min', min);
    }
    if (reason === 'characters') return t('member.auth.password_characters');
    if (reason === 'pwned') return t('member.auth.password_pwned');
    return error.message;
  });
}

/** One Slovak message for an auth error (the weak-password reasons joined). */
export function authErrorMessage(error: AuthError): string {
  const code = error.code ?? '';
  switch (code) {
    case 'weak_password':
      return weakPasswordReasons(error as unknown as WeakPasswordish).join(' ');
    case 'same_password':
      return t('member.auth.same_password');
    case 'insufficient_aal':
      return t('member.auth.needs_second_factor');
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit': {
      const seconds = /after (\d+) second/.exec(error.message)?.[1];
      return seconds ? t('member.auth.rate_limited_seconds', { seconds }) : t('member.auth.rate_limited');
    }
    case 'user_already_exists':
    case 'email_exists':
      return t('member.auth.email_taken');
    case 'signup_disabled':
      return t('member.auth.signup_disabled');
    case 'email_not_confirmed':
      return t('member.auth.email_not_confirmed');
    case 'otp_expired':
    case 'flow_state_expired':
    case 'flow_state_not_found':
    case 'bad_code_verifier':
      return t('member.auth.link_invalid');
    case 'session_not_found':
    case 'refresh_token_not_found':
      return t('member.auth.session_missing');
    case 'email_address_invalid':
      return t('member.auth.email_mixed_scripts');
    case 'webauthn_verification_failed':
    case 'webauthn_challenge_not_found':
      return t('member.auth.passkey_failed');
    case 'webauthn_challenge_expired':
      return t('member.auth.passkey_expired');
    case 'passkey_disabled':
      return t('member.auth.passkey_disabled');
    case 'too_many_passkeys':
      return t('member.auth.passkey_too_many');
    case 'webauthn_credential_exists':
      return t('member.auth.passkey_exists');
    case 'validation_failed':
      return /email/i.test(error.message) ? t('member.auth.email_invalid') : error.message;
    default:
      if (error.name === 'AuthSessionMissingError') return t('member.auth.session_missing');
      return error.message || t('labels.unknown_error');
  }
}

/** A passkey ceremony's failure: the auth API's refusal as above; one the member (or a newer ceremony) broke off as "cancelled". */
export function passkeyErrorMessage(error: AuthError | Error): string {
  if (isAuthRetryableFetchError(error)) return t('labels.server_unreachable');
  if (isAuthApiError(error)) return authErrorMessage(error);
  return t('member.auth.passkey_cancelled');
}

/**
 * A security key's (WebAuthn second factor's) failure, docs/auth-api.md §1.10: the auth API's
 * refusal of the answer or of a used challenge, an expired challenge, or a ceremony the browser
 * broke off (the member cancelled, or the key did not answer in time).
 */
export function securityKeyErrorMessage(error: AuthError | Error): string {
  if (isAuthRetryableFetchError(error)) return t('labels.server_unreachable');
  if (!isAuthApiError(error)) return t('member.auth.key_cancelled');
  if (error.code === 'mfa_verification_failed' || error.code === 'mfa_factor_not_found') return t('member.auth.key_failed');
  if (error.code === 'mfa_challenge_expired') return t('member.auth.key_expired');
  return authErrorMessage(error);
}
