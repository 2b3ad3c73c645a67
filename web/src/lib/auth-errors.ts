// Slovak messages for the auth service's errors (docs/product-rules.md §5: weak-password errors carry a list of
// reasons; §8: a password-reset or update failure is a form error carrying the service's message).
// Every code the auth API answers with (server/src/auth-api/errors/error-codes.ts) has a Slovak sentence here
// (tests/web/auth-errors.spec.ts checks each), so no English message of the service reaches a visitor.
import { isAuthApiError, isAuthRetryableFetchError, type AuthError } from '@supabase/supabase-js';
import { t, tp, type AuthMessageKey as MessageKey } from './i18n-auth';

/** The most bytes of a password the auth service takes (server/src/auth-api/crypto/password.ts, bcrypt's limit). */
export const MAX_PASSWORD_BYTES = 72;

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

/** The Slovak message of a password too long for the service, or none. */
export function passwordTooLong(password: string): string | undefined {
  return new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES
    ? t('member.auth.password_too_long', { max: MAX_PASSWORD_BYTES })
    : undefined;
}

// Codes whose message needs nothing from the service's answer.
const MESSAGES: Record<string, MessageKey> = {
  bad_json: 'member.auth.request_failed',
  method_not_allowed: 'member.auth.request_failed',
  not_found: 'member.auth.request_failed',
  request_entity_too_large: 'member.auth.too_large',
  invalid_credentials: 'labels.invalid_credentials',
  user_banned: 'member.auth.provider_banned',
  user_not_found: 'member.auth.user_not_found',
  user_already_exists: 'member.auth.email_taken',
  email_exists: 'member.auth.email_taken',
  same_password: 'member.auth.same_password',
  signup_disabled: 'member.auth.signup_disabled',
  anonymous_provider_disabled: 'member.auth.method_disabled',
  phone_provider_disabled: 'member.auth.method_disabled',
  saml_provider_disabled: 'member.auth.method_disabled',
  manual_linking_disabled: 'member.auth.method_disabled',
  mfa_totp_enroll_not_enabled: 'member.auth.method_disabled',
  mfa_totp_verify_not_enabled: 'member.auth.method_disabled',
  email_not_confirmed: 'member.auth.email_not_confirmed',
  email_address_invalid: 'member.auth.email_mixed_scripts',
  no_authorization: 'member.auth.session_missing',
  bad_jwt: 'member.auth.session_missing',
  session_not_found: 'member.auth.session_missing',
  refresh_token_not_found: 'member.auth.session_missing',
  refresh_token_already_used: 'member.auth.session_missing',
  not_admin: 'member.errors.forbidden',
  conflict: 'member.auth.conflict',
  otp_expired: 'member.auth.link_invalid',
  flow_state_not_found: 'member.auth.link_invalid',
  flow_state_expired: 'member.auth.link_invalid',
  flow_state_already_used: 'member.auth.link_invalid',
  bad_code_verifier: 'member.auth.link_invalid',
  reauthentication_needed: 'member.auth.reauthentication_needed',
  reauthentication_not_valid: 'member.auth.link_code_wrong',
  insufficient_aal: 'member.auth.needs_second_factor',
  bad_oauth_callback: 'member.auth.provider_failed_any',
  bad_oauth_state: 'member.auth.provider_failed_any',
  provider_email_needs_verification: 'member.auth.provider_email_unverified',
  identity_already_exists: 'member.auth.identity_taken',
  identity_not_found: 'member.auth.identity_missing',
  single_identity_not_deletable: 'member.auth.identity_last',
  mfa_factor_name_conflict: 'member.auth.factor_name_taken',
  mfa_factor_not_found: 'member.auth.factor_missing',
  mfa_challenge_expired: 'member.auth.code_expired',
  mfa_ip_address_mismatch: 'member.auth.code_other_network',
  mfa_verification_failed: 'member.auth.code_wrong',
  too_many_enrolled_mfa_factors: 'member.auth.too_many_factors',
  webauthn_verification_failed: 'member.auth.passkey_failed',
  webauthn_challenge_not_found: 'member.auth.passkey_failed',
  webauthn_challenge_expired: 'member.auth.passkey_expired',
  passkey_disabled: 'member.auth.passkey_disabled',
  too_many_passkeys: 'member.auth.passkey_too_many',
  webauthn_credential_exists: 'member.auth.passkey_exists',
  unexpected_failure: 'labels.unknown_error',
  unknown: 'labels.unknown_error',
};

/** The Slovak message of a `validation_failed` answer, from what the service says was wrong. */
function validationMessage(message: string): string {
  const tooLong = /^Password cannot be longer than (\d+)/.exec(message);
  if (tooLong) return t('member.auth.password_too_long', { max: Number(tooLong[1]) });
  if (/email/i.test(message)) return t('member.auth.email_invalid');
  if (/code/i.test(message)) return t('member.auth.link_code_wrong');
  return t('member.auth.request_invalid');
}

/** One Slovak message for an auth error (the weak-password reasons joined). */
export function authErrorMessage(error: AuthError): string {
  const code = error.code ?? '';
  if (code === 'weak_password') return weakPasswordReasons(error as unknown as WeakPasswordish).join(' ');
  if (code === 'validation_failed') return validationMessage(error.message);
  if (code === 'over_email_send_rate_limit' || code === 'over_request_rate_limit') {
    const seconds = /after (\d+) second/.exec(error.message)?.[1];
    return seconds ? t('member.auth.rate_limited_seconds', { seconds }) : t('member.auth.rate_limited');
  }
  const key = Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
  if (key) return t(key);
  if (error.name === 'AuthSessionMissingError') return t('member.auth.session_missing');
  return error.message || t('labels.unknown_error');
}

/**
 * A passkey ceremony's failure: the auth API's refusal as above; one the member (or a newer ceremony) broke off as
 * "cancelled".
 */
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
  if (error.code === 'mfa_verification_failed' || error.code === 'mfa_factor_not_found')
    return t('member.auth.key_failed');
  if (error.code === 'mfa_challenge_expired') return t('member.auth.key_expired');
  return authErrorMessage(error);
}
