// react-admin's auth provider on the web client's own supabase-js session (lib/supabase.ts, cookie
// backed): signing in here signs in on the site too, and the other way round. The account and its
// permissions come from GET /api/me, loaded once per session. An account with a verified factor
// (TOTP or a security key) is signed in only at aal2: `login` then rejects with SecondFactorRequired
// and the login page asks for the code or the key. The server stays the authority: `canAccess` only decides what is
// shown.
import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { RuntimeConfig } from '../config/runtime';
import type { components } from '../generated/api';
import type { ApiClient } from '../lib/api-client';
import { getSupabase } from '../lib/supabase';
import type { Permissions } from '../lib/permissions';
import { canOpen } from './access';

type Me = components['schemas']['MeDto'];

/** `login` asks for the second step: the account has a verified factor; `factors` says which kinds. */
export class SecondFactorRequired extends Error {
  constructor(readonly factors: { code: boolean; securityKey: boolean }) {
    super('staff.login.code_required');
    this.name = 'SecondFactorRequired';
  }
}

export interface LoginParams {
  email?: string;
  password?: string;
  /** The TOTP code of the second step. */
  code?: string;
  /** The second step with the security key (WebAuthn factor, docs/auth-api.md §1.10). */
  securityKey?: boolean;
}

async function secondFactorDue(supabase: SupabaseClient): Promise<boolean> {
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return !!data && data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

export function createAuthProvider(config: RuntimeConfig, api: ApiClient): AuthProvider {
  const supabase = () => getSupabase(config);
  let me: Promise<Me> | undefined;

  const loadMe = () =>
    (me ??= api.GET('/api/me').then(({ data, response }) => {
      if (!data) throw Object.assign(new Error('ra.auth.auth_check_error'), { status: response.status });
      return data.v;
    })).catch((error: unknown) => {
      me = undefined; // not remembered: the next check asks again
      throw error;
    });

  /** Signed out (e.g. on the login page): no permissions, and no request the server would refuse. */
  const permissions = async (): Promise<Permissions> => {
    const { data } = await (await supabase()).auth.getSession();
    return data.session ? (await loadMe()).user.permissions : {};
  };

  return {
    async login({ email, password, code, securityKey }: LoginParams) {
      const client = await supabase();
      me = undefined;
      if (securityKey) {
        const { data: factors, error: listError } = await client.auth.mfa.listFactors();
        const key = factors?.webauthn[0];
        if (listError || !key) throw new Error('ra.auth.sign_in_error');
        const { error } = await client.auth.mfa.webauthn.authenticate({ factorId: key.id, webauthn: {} });
        if (error)
          throw new Error(
            isAuthRetryableFetchError(error) ? 'staff.login.server_unreachable' : 'staff.login.key_failed',
          );
        return;
      }
      if (code) {
        const { data: factors, error: listError } = await client.auth.mfa.listFactors();
        const factor = factors?.totp[0];
        if (listError || !factor) throw new Error('ra.auth.sign_in_error');
        const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
        if (error)
          throw new Error(
            error.code === 'mfa_challenge_expired' ? 'staff.login.code_expired' : 'staff.login.code_wrong',
          );
        return;
      }
      const { error } = await client.auth.signInWithPassword({ email: email ?? '', password: password ?? '' });
      if (error)
        throw new Error(isAuthRetryableFetchError(error) ? 'staff.login.server_unreachable' : 'ra.auth.sign_in_error');
      if (await secondFactorDue(client)) {
        const { data: factors } = await client.auth.mfa.listFactors();
        throw new SecondFactorRequired({ code: !!factors?.totp.length, securityKey: !!factors?.webauthn.length });
      }
    },

    async logout() {
      me = undefined;
      const client = await supabase();
      // This browser only, like the site's own sign-out; other devices keep their sessions.
      await client.auth.signOut({ scope: 'local' });
    },

    async checkAuth() {
      const client = await supabase();
      const { data } = await client.auth.getSession();
      if (!data.session || (await secondFactorDue(client))) throw new Error('ra.auth.auth_check_error');
    },

    // 401: the session is gone on the server, sign out. 403: signed in but not allowed — keep the
    // session (it is the member's site session too) and go back to the dashboard.
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        me = undefined;
        throw new Error('ra.notification.logged_out');
      }
      if (error?.status === 403) {
        throw Object.assign(new Error('ra.notification.not_authorized'), { logoutUser: false, redirectTo: '/' });
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const { user } = await loadMe();
      const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
      // isOwner only decides what the console shows (who edits permissions, the status page's menu
      // entry; docs/product-rules.md §6); the server decides.
      return {
        id: user.id,
        fullName: name || user.email,
        avatar: user.avatar_url ?? undefined,
        isOwner: user.is_owner,
      };
    },

    getPermissions: permissions,

    async canAccess({ resource }: { resource: string }) {
      return canOpen(await permissions(), resource);
    },
  };
}
