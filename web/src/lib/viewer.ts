// Resolving the viewer from a session: the access token goes to GET /api/me, so the product's own
// JWT verification (signature, expiry, audience, issuer, session still active) decides.
import type { ApiClient } from './api-client';
import { parseCookies } from './cookies';
import { readSessionCookie, sessionStorageKey } from './session-cookie';
import type { Viewer } from './session';

export type TokenCheck = { viewer: Viewer } | { expired: true } | { viewer: null };

/** The member an access token belongs to; `expired` when only the token's age stood in the way. */
export async function checkAccessToken(api: ApiClient, accessToken: string): Promise<TokenCheck> {
  const { data, error, response } = await api.GET('/api/me', { headers: { authorization: `Bearer ${accessToken}` } });
  if (data)
    return {
      viewer: { verified: true, onboardingComplete: data.v.onboarding_complete, permissions: data.v.user.permissions },
    };
  if (response.status === 401 && (error as { code?: unknown } | undefined)?.code === 'errors.token_expired')
    return { expired: true };
  return { viewer: null };
}

/** The API or the auth API could not be reached (fetch's TypeError, supabase-js's retryable error). */
export const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError || (error as { name?: unknown } | null)?.name === 'AuthRetryableFetchError';

/** A session the server believes in but has not confirmed: the browser asks the API (lib/session-refresh.ts). */
export function unconfirmedViewer(): Viewer {
  return { verified: false, onboardingComplete: false, permissions: {} };
}

/**
 * The viewer of a page request, from its Cookie header. An expired access token with a refresh
 * token is a plausible session: the page says "signed in" (unverified) and the browser refreshes
 * the session and confirms or corrects that, instead of every visit after an hour flashing the
 * login link.
 */
export async function resolveViewer(
  api: ApiClient,
  cookieHeader: string | null,
  supabaseUrl: string,
): Promise<Viewer | null> {
  const session = readSessionCookie(parseCookies(cookieHeader), sessionStorageKey(supabaseUrl));
  if (!session) return null;
  const check = await checkAccessToken(api, session.accessToken);
  if ('expired' in check) return session.refreshToken ? unconfirmedViewer() : null;
  return check.viewer;
}
