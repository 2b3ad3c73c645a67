// The passport-jwt strategy of the product API. passport-jwt (jsonwebtoken) checks the signature
// with a key from JwtKeyResolver, the pinned algorithms, `exp` (30 s leeway), `aud` and `iss`;
// `validate` then checks what makes the token a member's and still valid: role, subject, that the
// account and (embedded mode) the session still exist, and that the profile is not deleted — in one
// query that also reads the profile with onboarding and car count (GET /api/me answers with it).
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ApiError } from '../common/api-error';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { TokenSubjectRepository } from './token-subject.repository';
import type { AuthUser } from './request-user';
import { JwtKeyResolver, KeySetUnavailableError } from './jwt-keys';
import { heldPermissions } from './permissions';
import { NIL_UUID, UUID } from '../domain/uuid';
import { AUTH_ERRORS } from './auth-errors';
import { COMMON_ERRORS } from '../common/common-errors';

export const MEMBER_AUDIENCE = 'authenticated';
export const MEMBER_ROLE = 'authenticated';
export const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Each strategy instance registers on its own passport Authenticator instead of the process-wide
 * one, so two apps in one process (tests, or a second instance) never take over each other's keys.
 */
const authenticators = new WeakMap<object, passport.Authenticator>();

const unauthorized = (message: string, code: string = COMMON_ERRORS.unauthorized) => new ApiError(401, code, message);

/** What a failed verification (passport "fail" info) means for the caller. */
function failureToError(info: unknown): ApiError {
  const err = info as { name?: string; message?: string } | undefined;
  if (info instanceof KeySetUnavailableError)
    return new ApiError(503, COMMON_ERRORS.unavailable, 'Sign-in keys are unavailable, try again');
  if (err?.name === 'TokenExpiredError') return unauthorized('The access token has expired', AUTH_ERRORS.token_expired);
  if (err?.message === 'No auth token') return unauthorized('Sign-in required');
  return unauthorized('Invalid access token');
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly embedded: boolean;

  constructor(
    keys: JwtKeyResolver,
    @Inject(CONFIG) config: Config,
    private readonly subjects: TokenSubjectRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // jsonwebtoken accepts a KeyObject (and checks it fits the algorithm); the typings only list string | Buffer.
      secretOrKeyProvider: (_request: unknown, rawToken: string, done: (err: unknown, key?: Buffer) => void) => {
        keys.keyFor(rawToken).then(
          (key) => done(null, key as unknown as Buffer),
          (err: unknown) => done(err),
        );
      },
      algorithms: keys.algorithms,
      audience: MEMBER_AUDIENCE,
      issuer: keys.issuer,
      jsonWebTokenOptions: { clockTolerance: CLOCK_TOLERANCE_SECONDS },
    });
    this.embedded = config.AUTH_MODE === 'embedded';
  }

  getPassportInstance(): passport.Authenticator {
    let instance = authenticators.get(this);
    if (!instance) authenticators.set(this, (instance = new passport.Passport()));
    return instance;
  }

  /** Runs the strategy on a request: resolves the member or rejects with a 401 (503 when keys are unreachable). */
  authenticateRequest(request: unknown, response: unknown): Promise<AuthUser> {
    return new Promise((resolve, reject) => {
      const middleware = this.getPassportInstance().authenticate(
        'jwt',
        { session: false },
        (err: unknown, user: AuthUser | false, info: unknown) => {
          if (err) reject(err);
          else if (!user) reject(failureToError(info));
          else resolve(user);
        },
      );
      middleware(request as never, response as never, (err?: unknown) =>
        reject(err ?? unauthorized('Invalid access token')),
      );
    });
  }

  /** Called by passport-jwt with the verified payload. */
  async validate(payload: Record<string, unknown>): Promise<AuthUser> {
    const { sub, role, exp, session_id: sessionClaim, email, is_anonymous: anonymous, aal } = payload;
    // The anon and service_role keys verify with the same secret but are not member tokens.
    if (role !== MEMBER_ROLE || anonymous === true) throw unauthorized('Not a member access token');
    if (typeof sub !== 'string' || !UUID.test(sub) || typeof exp !== 'number')
      throw unauthorized('Invalid access token');
    const sessionId =
      typeof sessionClaim === 'string' && UUID.test(sessionClaim) && sessionClaim !== NIL_UUID ? sessionClaim : null;
    // One round trip: (embedded mode) the session, whether a second factor is required, and the profile.
    // Our own auth API always names the session; checking it makes sign-out end the access token too.
    const subject = this.embedded
      ? sessionId
        ? await this.subjects.findWithSession(sub, sessionId)
        : null
      : await this.subjects.findProfile(sub);
    if (!subject?.sessionAlive) throw unauthorized('The session has ended');
    // A member with a verified second factor reaches the product only after the code step (aal2).
    if (subject.hasVerifiedFactor && aal !== 'aal2')
      throw new ApiError(403, AUTH_ERRORS.insufficient_aal, 'Two-factor verification required');
    const { profile } = subject;
    if (profile?.deletedAt) throw unauthorized('The account has been deleted');
    const owner = profile?.isOwner === true;
    return {
      id: sub,
      email: typeof email === 'string' ? email : '',
      sessionId,
      owner,
      permissions: heldPermissions(profile),
      profile,
    };
  }
}
