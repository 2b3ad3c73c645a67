// The session cookie supabase-js writes through @supabase/ssr's browser client: named
// `sb-<project-ref>-auth-token` (the first label of the auth host), possibly split into chunks
// `.0`, `.1`, … when long, holding the session JSON, base64url-encoded behind a `base64-` prefix.
// The server render reads it to know whether the visitor is signed in (the navbar's fifth link,
// guest-only pages); the token itself is then verified by the API (GET /api/me).

const BASE64_PREFIX = 'base64-';

/** The storage key supabase-js derives from its URL (and the cookie name @supabase/ssr uses). */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds since the epoch; null when the cookie does not say. */
  expiresAt: number | null;
  /** The stored user's MFA factors (lib/assurance.ts decides whether a second factor is still due). */
  factors: { factor_type?: unknown; status?: unknown }[];
}

function combineChunks(cookies: Map<string, string>, key: string): string | null {
  const whole = cookies.get(key);
  if (whole) return whole;
  let combined = '';
  for (let i = 0; cookies.has(`${key}.${i}`); i++) combined += cookies.get(`${key}.${i}`);
  return combined || null;
}

function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The session in the cookies, or null when there is none or it cannot be read. */
export function readSessionCookie(cookies: Map<string, string>, key: string): StoredSession | null {
  const raw = combineChunks(cookies, key);
  if (!raw) return null;
  try {
    const json = raw.startsWith(BASE64_PREFIX) ? decodeBase64Url(raw.slice(BASE64_PREFIX.length)) : raw;
    const session = JSON.parse(json) as {
      access_token?: unknown;
      refresh_token?: unknown;
      expires_at?: unknown;
      user?: { factors?: unknown };
    };
    if (typeof session.access_token !== 'string' || !session.access_token) return null;
    return {
      accessToken: session.access_token,
      refreshToken: typeof session.refresh_token === 'string' && session.refresh_token ? session.refresh_token : null,
      expiresAt: typeof session.expires_at === 'number' ? session.expires_at : null,
      factors: Array.isArray(session.user?.factors) ? (session.user.factors as StoredSession['factors']) : [],
    };
  } catch {
    return null; // a partly written or foreign cookie: treated as signed out
  }
}
