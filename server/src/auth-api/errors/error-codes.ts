// Every error code the embedded auth API answers with, in one list, as GoTrue keeps them in one file
// (internal/api/apierrors/errorcode.go). GoTrueError takes only these, so a new code is added here
// first, and docs/auth-api.md §2.4 describes each (tests/unit/auth-error-codes.spec.ts checks both).
export const ERROR_CODES = [
  // Input
  'bad_json',
  'validation_failed',
  'email_address_invalid',
  'request_entity_too_large',
  'not_found',
  'method_not_allowed',
  // Credentials and accounts
  'invalid_credentials',
  'email_not_confirmed',
  'user_banned',
  'user_not_found',
  'user_already_exists',
  'email_exists',
  'weak_password',
  'same_password',
  'signup_disabled',
  'anonymous_provider_disabled',
  'phone_provider_disabled',
  'saml_provider_disabled',
  // Tokens and sessions
  'no_authorization',
  'bad_jwt',
  'not_admin',
  'session_not_found',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'conflict',
  'otp_expired',
  'reauthentication_needed',
  'reauthentication_not_valid',
  'insufficient_aal',
  // PKCE and external providers
  'flow_state_not_found',
  'flow_state_expired',
  'flow_state_already_used',
  'bad_code_verifier',
  'bad_oauth_callback',
  'bad_oauth_state',
  'provider_email_needs_verification',
  'identity_already_exists',
  'identity_not_found',
  'single_identity_not_deletable',
  'manual_linking_disabled',
  // MFA
  'mfa_factor_name_conflict',
  'mfa_factor_not_found',
  'mfa_challenge_expired',
  'mfa_ip_address_mismatch',
  'mfa_verification_failed',
  'mfa_totp_enroll_not_enabled',
  'mfa_totp_verify_not_enabled',
  'too_many_enrolled_mfa_factors',
  // Passkeys and WebAuthn
  'passkey_disabled',
  'too_many_passkeys',
  'webauthn_challenge_not_found',
  'webauthn_challenge_expired',
  'webauthn_verification_failed',
  'webauthn_credential_exists',
  // Limits and faults
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'unexpected_failure',
  'unknown',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
