// Signing in with e-mail and password through supabase-js (spec §4, §8): the session is stored in
// cookies; then GET /api/me must answer, or the sign-in is undone (the error logged, no message).
import { isAuthApiError } from '@supabase/supabase-js';
import type { RuntimeConfig } from '../../../config/runtime';
import type { ApiClient } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import type { Viewer } from '../../../lib/session';
import { getSupabase } from '../../../lib/supabase';
import { checkAccessToken } from '../../../lib/viewer';

export type SignInResult = { viewer: Viewer } | { error: string; status?: number };

export async function signIn(config: RuntimeConfig, api: ApiClient, email: string, password: string): Promise<SignInResult> {
  try {
    const supabase = await getSupabase(config);
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) return isAuthApiError(error) ? { error: t('labels.invalid_credentials'), status: 401 } : { error: t('labels.unknown_error') };
    if (!data.session || !data.user) return { error: t('labels.unknown_error') }; // spec §8: an answer without session or user is an error
    const check = await checkAccessToken(api, data.session.access_token);
    if ('viewer' in check && check.viewer) return { viewer: check.viewer };
    console.error('EV Klub: the profile could not be read after sign-in');
    await supabase.auth.signOut({ scope: 'local' });
    return { error: t('labels.unknown_error') };
  } catch (error) {
    console.error('EV Klub: sign-in failed', error);
    return { error: t('labels.unknown_error') };
  }
}

export type PasswordUpdateResult = { viewer: Viewer } | { error: string };

/** Sets the new password for the session the reset link opened (spec §8: errors carry the service message). */
export async function updatePassword(config: RuntimeConfig, api: ApiClient, password: string): Promise<PasswordUpdateResult> {
  try {
    const supabase = await getSupabase(config);
    const { data, error } = await supabase.auth.updateUser({ password });
    if (error) return { error: error.message };
    const session = (await supabase.auth.getSession()).data.session;
    const check = session && data.user ? await checkAccessToken(api, session.access_token) : null;
    if (check && 'viewer' in check && check.viewer) return { viewer: check.viewer };
    return { error: t('labels.unknown_error') };
  } catch (error) {
    console.error('EV Klub: the password could not be changed', error);
    return { error: t('labels.unknown_error') };
  }
}
