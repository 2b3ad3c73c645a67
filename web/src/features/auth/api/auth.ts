// The account calls of the web client on supabase-js (docs/product-rules.md §4 auth state, §7 auth calls, §8 errors):
// sign-in with the second-factor step, sign-up, password reset and update, sign-out. The member only
// counts as signed in once GET /api/me has answered: a failing profile fetch signs out again and is
// logged, showing nothing (docs/product-rules.md §4, §8).
import { isAuthApiError, isAuthRetryableFetchError, type AuthError, type SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@/config/runtime';
import type { ApiClient } from '@/lib/api-client';
import type { SessionStore, Viewer } from '@/lib/session';
import { clearMemberData } from '@/lib/member-data';
import { announceSessionChange } from '@/lib/session-broadcast';
import { getSupabase } from '@/lib/supabase';
import { checkAccessToken } from '@/lib/viewer';

export type SignInOutcome =
  | { kind: 'signed-in' }
  /** The member has a verified factor: the code step follows (aal1 → aal2). */
  | { kind: 'second-factor' }
  /** docs/product-rules.md §8: AuthApiError → page error labels.invalid_credentials (401 semantics). */
  | { kind: 'invalid-credentials' }
  /** The auth API could not be reached (network down, blocked, server away) → labels.server_unreachable. */
  | { kind: 'unreachable' }
  /** docs/product-rules.md §8: anything else → form error labels.unknown_error. */
  | { kind: 'unknown-error' }
  /** The profile fetch failed: signed out again, logged, nothing shown. */
  | { kind: 'profile-failed' };

export interface AuthDeps {
  config: RuntimeConfig;
  api: ApiClient;
  session: SessionStore;
}

export const supabaseOf = (config: RuntimeConfig): Promise<SupabaseClient> => getSupabase(config);

/** Whether the session still needs its second factor (supabase-js reads the token and the stored factors). */
export async function secondFactorDue(supabase: SupabaseClient): Promise<boolean> {
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return !!data && data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/**
 * Completes a sign-in: GET /api/me with the new session; on success the viewer is stored, on
 * failure the session is removed again and the error logged (docs/product-rules.md §4: logged in only after a
 * successful profile fetch).
 */
export async function finishSignIn({ config, api, session }: AuthDeps): Promise<Viewer | null> {
  const supabase = await supabaseOf(config);
  const { data } = await supabase.auth.getSession();
  const check = data.session
    ? await checkAccessToken(api, data.session.access_token).catch(() => ({ viewer: null }))
    : { viewer: null };
  const viewer = 'viewer' in check ? check.viewer : null;
  if (!viewer) {
    console.error('EV Klub: the profile could not be loaded after sign-in; signing out');
    await supabase.auth.signOut({ scope: 'local' });
    session.set(null);
    return null;
  }
  session.set(viewer);
  announceSessionChange();
  return viewer;
}

export async function signIn(deps: AuthDeps, email: string, password: string): Promise<SignInOutcome> {
  const supabase = await supabaseOf(deps.config);
  let answer: Awaited<ReturnType<SupabaseClient['auth']['signInWithPassword']>>;
  try {
    answer = await supabase.auth.signInWithPassword({ email, password });
  } catch (thrown) {
    console.error('EV Klub: sign-in failed', thrown);
    return { kind: 'unknown-error' };
  }
  const { data, error } = answer;
  if (error && isAuthRetryableFetchError(error)) return { kind: 'unreachable' };
  if (error) return isAuthApiError(error) ? { kind: 'invalid-credentials' } : { kind: 'unknown-error' };
  // docs/product-rules.md §8: a sign-in answer without session or user is an error.
  if (!data.session || !data.user) return { kind: 'unknown-error' };
  if (await secondFactorDue(supabase)) return { kind: 'second-factor' };
  return (await finishSignIn(deps)) ? { kind: 'signed-in' } : { kind: 'profile-failed' };
}

export type CodeOutcome = 'verified' | 'wrong-code' | 'expired' | 'unknown-error';

/** Which second factors the member can answer with (their verified factors). */
export interface SecondFactors {
  code: boolean;
  securityKey: boolean;
}

export async function secondFactorsOf(config: RuntimeConfig): Promise<SecondFactors> {
  const supabase = await supabaseOf(config);
  const { data } = await supabase.auth.mfa.listFactors();
  return { code: !!data?.totp.length, securityKey: !!data?.webauthn.length };
}

/**
 * The second factor: a challenge of the member's verified TOTP factor answered with the code, or of
 * their security key (WebAuthn) answered by the browser's ceremony; either raises the session to aal2.
 * A security key's failure is returned as the error, for lib/auth-errors.ts securityKeyErrorMessage.
 */
export async function verifySecondFactor(config: RuntimeConfig, answer: { code: string }): Promise<CodeOutcome>;
export async function verifySecondFactor(
  config: RuntimeConfig,
  answer: 'security-key',
): Promise<AuthError | Error | null>;
export async function verifySecondFactor(
  config: RuntimeConfig,
  answer: { code: string } | 'security-key',
): Promise<CodeOutcome | AuthError | Error | null> {
  const supabase = await supabaseOf(config);
  const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
  if (answer === 'security-key') {
    const key = factors?.webauthn[0];
    if (listError || !key) return listError ?? new Error('no security key');
    const { error } = await supabase.auth.mfa.webauthn.authenticate({ factorId: key.id, webauthn: {} });
    return error;
  }
  const factor = factors?.totp[0];
  if (listError || !factor) return 'unknown-error';
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: answer.code });
  if (!error) return 'verified';
  if (error.code === 'mfa_verification_failed') return 'wrong-code';
  if (error.code === 'mfa_challenge_expired') return 'expired';
  return 'unknown-error';
}

/** The reset mail (docs/product-rules.md §7 recover): its link opens /vytvorit-nove-heslo. */
export async function requestPasswordReset(config: RuntimeConfig, email: string): Promise<AuthError | null> {
  const supabase = await supabaseOf(config);
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}/vytvorit-nove-heslo`,
  });
  return error;
}

export async function signUp(
  config: RuntimeConfig,
  email: string,
  password: string,
): Promise<{ error: AuthError | null; signedIn: boolean }> {
  const supabase = await supabaseOf(config);
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    // The confirmation link signs the new member in on the login page, which continues to onboarding.
    options: { emailRedirectTo: `${window.location.origin}/prihlasenie` },
  });
  return { error, signedIn: !!data.session };
}

export async function updatePassword(config: RuntimeConfig, password: string): Promise<AuthError | null> {
  const supabase = await supabaseOf(config);
  const { error } = await supabase.auth.updateUser({ password });
  return error;
}

let signingOut = false;

/** True while the member's own sign-out runs: the session watch then does not send them to login. */
export const isSigningOut = () => signingOut;

/** Local sign-out (this browser); `global` ends every session of the account, `others` all but this one. */
export async function signOut(
  config: RuntimeConfig,
  session: SessionStore,
  scope: 'local' | 'global' | 'others' = 'local',
): Promise<void> {
  const supabase = await supabaseOf(config);
  signingOut = scope !== 'others';
  try {
    await supabase.auth.signOut({ scope });
  } finally {
    signingOut = false;
  }
  if (scope !== 'others') {
    session.set(null);
    clearMemberData();
    announceSessionChange();
  }
}
