import { Inject, Injectable } from '@nestjs/common';
import { decodeProtectedHeader, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { GoTrueError } from '../errors/gotrue-error';
import { ADMIN_ROLES, authIssuer, authKeys } from '../crypto/keys';
import { AuthSessionRepository, AuthSessionRow } from '../data/auth-session.repository';
import { AuthUserRecord, AuthUserRepository } from '../data/auth-user.repository';
import { NIL_UUID, UUID } from '../../domain/uuid';

const MFA_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn'];

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface Authenticated {
  user: AuthUserRecord;
  session: AuthSessionRow;
  claims: JWTPayload & Record<string, unknown>;
}

export const isBanned = (user: { bannedUntil: Date | null }) =>
  !!user.bannedUntil && user.bannedUntil.getTime() > Date.now();

/** aal2 iff the session passed a second factor (docs/auth-api.md §3.2). */
export const aalOf = (amr: AmrEntry[]) => (amr.some((a) => MFA_METHODS.includes(a.method)) ? 'aal2' : 'aal1');

/** Metadata larger than this (JSON bytes) stays out of access tokens: they travel in a header on every call. */
export const TOKEN_METADATA_MAX_BYTES = 1024;

/** The metadata as a claim when it is small; otherwise no claim (GET /user has it all). */
function claimIfSmall(name: string, value: unknown): Record<string, unknown> {
  return Buffer.byteLength(JSON.stringify(value ?? {}), 'utf8') <= TOKEN_METADATA_MAX_BYTES ? { [name]: value } : {};
}

/** Access tokens: signing (claims of §3.2) and the authentication step of every user endpoint (§3.3). */
@Injectable()
export class AuthJwtService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly users: AuthUserRepository,
    private readonly sessions: AuthSessionRepository,
  ) {}

  async sign(
    user: AuthUserRecord,
    sessionId: string,
    amr: AmrEntry[],
  ): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.config.JWT_EXPIRY;
    const { signing } = authKeys(this.config);
    const token = await new SignJWT({
      iss: authIssuer(this.config),
      sub: user.id,
      aud: user.aud,
      exp,
      iat: now,
      email: user.email ?? '',
      phone: user.phone ?? '',
      ...claimIfSmall('app_metadata', user.rawAppMetaData),
      ...claimIfSmall('user_metadata', user.rawUserMetaData),
      role: user.role,
      aal: aalOf(amr),
      amr,
      session_id: sessionId,
      is_anonymous: user.isAnonymous,
    })
      .setProtectedHeader({ alg: signing.alg, typ: 'JWT', ...(signing.kid ? { kid: signing.kid } : {}) })
      .sign(signing.key);
    return { token, expiresAt: exp, expiresIn: exp - now };
  }

  /** Signature (pinned algorithms; HS256 falls back to the secret whatever its kid) and expiry. */
  async verify(token: string): Promise<JWTPayload & Record<string, unknown>> {
    const { verification } = authKeys(this.config);
    const algorithms = ['HS256', ...(verification.publicKey ? [verification.publicKey.alg] : [])];
    try {
      const header = decodeProtectedHeader(token);
      const key =
        header.alg === 'HS256'
          ? verification.secret
          : verification.publicKey && header.kid === verification.publicKey.kid
            ? verification.publicKey.key
            : undefined;
      if (!key) throw new Error('no key for this token');
      const { payload } = await jwtVerify(token, key, { algorithms, requiredClaims: ['exp'] });
      return payload as JWTPayload & Record<string, unknown>;
    } catch (e) {
      throw new GoTrueError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${(e as Error).message}`,
      );
    }
  }

  private async bearer(authorization: string | undefined) {
    const match = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match) throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    return this.verify(match[1]);
  }

  /** The caller's user and session from `Authorization: Bearer <access token>`. */
  async authenticate(authorization: string | undefined): Promise<Authenticated> {
    const claims = await this.bearer(authorization);
    // A token of another issuer (another instance, another PUBLIC_URL) is not ours even when it shares the secret.
    if (claims.iss !== authIssuer(this.config))
      throw new GoTrueError(403, 'bad_jwt', 'invalid claim: iss claim does not name this auth server');
    const sub = claims.sub;
    if (typeof sub !== 'string' || !sub) throw new GoTrueError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID.test(sub)) throw new GoTrueError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
    const user = await this.users.findById(sub);
    if (!user || user.deletedAt)
      throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(user.aud))
      throw new GoTrueError(403, 'bad_jwt', 'invalid claim: aud claim does not match the user');
    const sessionId = claims.session_id;
    if (typeof sessionId !== 'string' || !UUID.test(sessionId) || sessionId === NIL_UUID)
      throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const session = await this.sessions.findById(sessionId);
    if (!session || session.userId !== user.id)
      throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    if (isBanned(user)) throw new GoTrueError(403, 'user_banned', 'User is banned');
    return { user, session, claims };
  }

  /** Admin endpoints: a verified token whose role is an admin role (the service-role key). */
  async requireAdmin(authorization: string | undefined): Promise<void> {
    const claims = await this.bearer(authorization);
    if (typeof claims.role !== 'string' || !ADMIN_ROLES.includes(claims.role))
      throw new GoTrueError(403, 'not_admin', 'User not allowed');
    const sessionId = claims.session_id;
    if (typeof sessionId === 'string' && sessionId && sessionId !== NIL_UUID) {
      if (!UUID.test(sessionId) || !(await this.sessions.findById(sessionId)))
        throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
}
