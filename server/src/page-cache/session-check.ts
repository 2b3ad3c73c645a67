// Whether a page request comes from a signed-in member, decided without the database: the access
// token of the session cookie is verified with the API's own keys (signature, algorithm, audience,
// issuer, expiry) and must be a member's. An expired token with a refresh token still counts, as
// the renderer has always done: the browser refreshes it. The page then says "signed in"
// (the dashboard link) and the browser confirms the session with GET /api/me, which also checks
// that the session is alive (lib/session-refresh.ts), and corrects the navbar if it is not.
import { errors as joseErrors, jwtVerify } from 'jose';
import type { JwtKeyResolver } from '../auth/jwt-keys';
import { CLOCK_TOLERANCE_SECONDS, MEMBER_AUDIENCE, MEMBER_ROLE } from '../auth/jwt.strategy';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
}

export async function isSignedIn(keys: JwtKeyResolver, session: SessionTokens | null): Promise<boolean> {
  if (!session) return false;
  try {
    const key = await keys.keyFor(session.accessToken);
    const { payload } = await jwtVerify(session.accessToken, key, {
      algorithms: keys.algorithms,
      audience: MEMBER_AUDIENCE,
      issuer: keys.issuer,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    return payload.role === MEMBER_ROLE && payload.is_anonymous !== true && typeof payload.sub === 'string';
  } catch (error) {
    // jose checks the signature before the claims: an expired token here was signed by us.
    return error instanceof joseErrors.JWTExpired && session.refreshToken !== null && error.payload.role === MEMBER_ROLE;
  }
}
