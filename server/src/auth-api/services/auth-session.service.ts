import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { GoTrueError, rateLimited, validationFailed } from '../errors/gotrue-error';
import { childRefreshToken, newRefreshToken, sha256Hex, verifyCodeChallenge } from '../crypto/crypto';
import { weakPassword } from '../crypto/password';
import { PasswordHasher } from '../crypto/password-hasher';
import type { AuthRequestContext } from '../http/request-context';
import { AuthBody, optString, readBody } from '../http/auth-input.dto';
import { GoTrueSession, mapUser } from '../http/auth-user.dto';
import { AuthAuditRepository } from '../data/auth-audit.repository';
import { AuthOtpRepository } from '../data/auth-otp.repository';
import { AuthSessionRepository, SessionLockTimeout } from '../data/auth-session.repository';
import { Db, TransactionRepository } from '../../database/transaction.repository';
import { AuthUserRecord, AuthUserRepository } from '../data/auth-user.repository';
import { PasswordCheckGate } from '../rate-limit/password-check-gate';
import { QUEUE_RETRY_AFTER } from '../rate-limit/turn-queue';
import { deviceOf, newDeviceCookie } from '../rate-limit/device-cookie';
import { resolveJwtSecret } from '../../access/jwt-secret';
import { AuthJwtService, isBanned, type Authenticated } from './auth-jwt.service';
import { AuthRateLimitService } from '../rate-limit/auth-rate-limit.service';
import { canonicalEmail } from '../../domain/email';
import { isPublishedPassword } from '../../database/seed/published-passwords';

/** How long the auth code of a PKCE flow can be exchanged once the e-mail link handed it out. */
export const FLOW_CODE_LIFETIME_SECONDS = 300;

const invalidCredentials = () => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');

/**
 * Sessions (docs/auth-api.md §1.3–1.5, §1.9, §4.1–4.3): creating them, the three /token grants with
 * refresh-token rotation and reuse detection, and sign-out with its scopes.
 */
@Injectable()
export class AuthSessionService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly tx: TransactionRepository,
    private readonly users: AuthUserRepository,
    private readonly sessions: AuthSessionRepository,
    private readonly otps: AuthOtpRepository,
    private readonly audit: AuthAuditRepository,
    private readonly jwt: AuthJwtService,
    private readonly limits: AuthRateLimitService,
    private readonly gate: PasswordCheckGate,
    private readonly passwords: PasswordHasher,
  ) {}

  private serverSecret?: string;

  /**
   * The server secret (JWT_SECRET or the generated one), read once: it keys device cookies and derived refresh tokens.
   */
  private secret(): string {
    return (this.serverSecret ??= resolveJwtSecret(this.config));
  }

  /** Opens a session for a user who just proved who they are, inside the caller's transaction. */
  async start(
    db: Db,
    user: { id: string; email: string | null },
    method: string,
    ctx: AuthRequestContext,
  ): Promise<{ sessionId: string; refreshToken: string }> {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    await this.sessions.create(db, {
      id: sessionId,
      userId: user.id,
      method,
      tokenHash: sha256Hex(refreshToken),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await this.users.touchSignIn(user.id, db);
    await this.audit.log(
      {
        action: 'login',
        actorId: user.id,
        actorUsername: user.email ?? '',
        logType: 'account',
        traits: { provider: 'email', method },
      },
      ctx.ip,
      db,
    );
    return { sessionId, refreshToken };
  }

  /** The Session reply: a fresh access token for the session, the refresh token, the user. */
  async reply(
    userId: string,
    sessionId: string,
    refreshToken: string,
    extra: Partial<GoTrueSession> = {},
  ): Promise<GoTrueSession> {
    const user = await this.users.findById(userId);
    if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
    const amr = (await this.sessions.amr(sessionId)).map((a) => ({
      method: a.authenticationMethod,
      timestamp: Math.floor(a.updatedAt.getTime() / 1000),
    }));
    const { token, expiresAt, expiresIn } = await this.jwt.sign(user, sessionId, amr);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: mapUser(user),
      ...extra,
    };
  }

  /** Opens a session in its own transaction and answers it. */
  async signIn(
    user: { id: string; email: string | null },
    method: string,
    ctx: AuthRequestContext,
    extra: Partial<GoTrueSession> = {},
  ): Promise<GoTrueSession> {
    const { sessionId, refreshToken } = await this.tx.run((db) => this.start(db, user, method, ctx));
    return this.reply(user.id, sessionId, refreshToken, extra);
  }

  /** POST /token?grant_type=… */
  token(grantType: string | undefined, raw: unknown, ctx: AuthRequestContext): Promise<GoTrueSession> {
    const body = readBody(raw);
    if (grantType === 'password') return this.passwordGrant(body, ctx);
    if (grantType === 'refresh_token') return this.refreshGrant(body, ctx);
    if (grantType === 'pkce') return this.pkceGrant(body, ctx);
    throw new GoTrueError(400, 'invalid_credentials', 'unsupported_grant_type');
  }

  private async passwordGrant(body: AuthBody, ctx: AuthRequestContext): Promise<GoTrueSession> {
    const email = optString(body, 'email');
    const phone = optString(body, 'phone');
    const password = optString(body, 'password') ?? '';
    if (email && phone) throw validationFailed('Only an email address or phone number should be provided on login.');
    if (!email && !phone) throw validationFailed('missing email or phone');
    if (!email) throw new GoTrueError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    const address = canonicalEmail(email);
    // A client whose checks already queue up is refused before a budget is spent on it (password-check-gate.ts).
    if (this.gate.full(ctx.ip)) throw rateLimited(QUEUE_RETRY_AFTER);
    const secret = this.secret();
    const device = deviceOf(secret, address, ctx.cookies);
    // Reserved here, not by @RateLimit(): the slot is given back after a correct password, and a genuine device cookie
    // picks the budget.
    const slot = await this.limits.reserveSignIn(ctx.ip, address, device);
    let user: AuthUserRecord | null;
    try {
      user = await this.users.findByEmail(address);
      const hash = user?.encryptedPassword;
      const valid = await this.gate.run(ctx.ip, () =>
        this.passwords.check(password, hash, this.config.AUTH_BCRYPT_COST),
      );
      // Production refuses the seeded accounts' published passwords (database/seed/published-passwords.ts).
      if (!user || !valid || (this.config.NODE_ENV === 'production' && isPublishedPassword(user.id, password)))
        user = null;
    } catch (e) {
      // No password was checked (queue full, database away): nothing to count.
      await slot.release();
      throw e;
    }
    if (!user) throw invalidCredentials();
    await slot.release();
    if (!device) ctx.setCookie(newDeviceCookie(secret, address, this.config.PUBLIC_URL.startsWith('https:')));
    if (isBanned(user)) throw new GoTrueError(400, 'user_banned', 'User is banned');
    if (!user.emailConfirmedAt) throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
    // A correct password that no longer meets the policy still signs in, with a hint (§4.4).
    const weak = weakPassword(password, this.config);
    return this.signIn(user, 'password', ctx, weak ? { weak_password: weak } : {});
  }

  private async refreshGrant(body: AuthBody, ctx: AuthRequestContext): Promise<GoTrueSession> {
    const token = optString(body, 'refresh_token') ?? '';
    if (token.length < 12 || token.length > 256 || !/^[A-Za-z0-9_-]+$/.test(token))
      throw validationFailed('Refresh token is not valid');
    const hash = sha256Hex(token);
    let outcome: { error: GoTrueError } | { userId: string; sessionId: string; refreshToken: string };
    try {
      outcome = await this.tx.run(async (db) => {
        const found = await this.sessions.findToken(hash, db);
        if (!found)
          return {
            error: new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
          };
        const session = await this.sessions.lock(db, found.sessionId);
        // Re-read after the lock: a concurrent refresh may have rotated it meanwhile.
        const presented = session && (await this.sessions.findToken(hash, db));
        if (!session || !presented)
          return { error: new GoTrueError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
        const user = await this.users.findById(session.userId, db);
        if (!user || user.deletedAt)
          return {
            error: new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
          };
        if (isBanned(user)) return { error: new GoTrueError(400, 'user_banned', 'Invalid Refresh Token: User Banned') };
        let parent = hash;
        const child = childRefreshToken(this.secret(), token);
        if (presented.revoked) {
          const current = await this.sessions.currentToken(db, session.id);
          if (current && current.parent === hash) {
            // The client lost the reply of its last refresh: GoTrue hands the active token out again.
            if (current.tokenHash === sha256Hex(child)) {
              await this.audit.log(
                { action: 'token_refreshed', actorId: user.id, actorUsername: user.email ?? '', logType: 'token' },
                ctx.ip,
                db,
              );
              return { userId: user.id, sessionId: session.id, refreshToken: child };
            }
            // An active token from before derived tokens: replaced by a new child instead.
            await this.sessions.revokeToken(db, current.id);
            parent = current.tokenHash;
          } else if (
            Date.now() - presented.updatedAt.getTime() >=
            this.config.AUTH_REFRESH_TOKEN_REUSE_INTERVAL * 1000
          ) {
            // Reuse of an old token: someone else may hold the family. End the whole session.
            await this.sessions.deleteForUser(db, user.id, { only: session.id });
            await this.audit.log(
              {
                action: 'token_revoked',
                actorId: user.id,
                actorUsername: user.email ?? '',
                logType: 'token',
                traits: { reason: 'refresh_token_reused' },
              },
              ctx.ip,
              db,
            );
            return { error: new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
          }
        } else {
          await this.sessions.revokeToken(db, presented.id);
        }
        // The first child of a token is derived from it (see childRefreshToken); a second child of the same parent
        // (reuse within the interval) is random.
        const refreshToken = parent === hash && !presented.revoked ? child : newRefreshToken();
        await this.sessions.insertToken(db, {
          tokenHash: sha256Hex(refreshToken),
          userId: user.id,
          sessionId: session.id,
          parent,
        });
        await this.sessions.update(session.id, { refreshedAt: new Date() }, db);
        await this.audit.log(
          { action: 'token_refreshed', actorId: user.id, actorUsername: user.email ?? '', logType: 'token' },
          ctx.ip,
          db,
        );
        return { userId: user.id, sessionId: session.id, refreshToken };
      });
    } catch (e) {
      if (e instanceof SessionLockTimeout)
        throw new GoTrueError(
          409,
          'conflict',
          'Too many concurrent token refresh requests on the same session or refresh token',
        );
      throw e;
    }
    if ('error' in outcome) throw outcome.error;
    return this.reply(outcome.userId, outcome.sessionId, outcome.refreshToken);
  }

  private async pkceGrant(body: AuthBody, ctx: AuthRequestContext): Promise<GoTrueSession> {
    const authCode = optString(body, 'auth_code');
    const verifier = optString(body, 'code_verifier');
    if (!authCode || !verifier)
      throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
    const started = await this.tx.run(async (db) => {
      const flow = await this.otps.findFlowByCode(db, authCode);
      // A code only exists for the client once the e-mail link handed it out (auth_code_issued_at).
      if (!flow || !flow.userId || !flow.authCodeIssuedAt)
        throw new GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      if (flow.authCodeIssuedAt.getTime() + FLOW_CODE_LIFETIME_SECONDS * 1000 < Date.now())
        throw new GoTrueError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
      if (
        !flow.codeChallenge ||
        !flow.codeChallengeMethod ||
        !verifyCodeChallenge(flow.codeChallengeMethod, flow.codeChallenge, verifier)
      )
        throw new GoTrueError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      const user = await this.users.findById(flow.userId, db);
      if (!user || user.deletedAt)
        throw new GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      if (isBanned(user)) throw new GoTrueError(400, 'user_banned', 'User is banned');
      if (!(await this.otps.deleteFlow(db, flow.id)))
        throw new GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      return { userId: user.id, ...(await this.start(db, user, flow.authenticationMethod, ctx)) };
    });
    return this.reply(started.userId, started.sessionId, started.refreshToken);
  }

  /** POST /logout?scope=global|local|others */
  async logout(scope: string | undefined, { user, session }: Authenticated, ctx: AuthRequestContext): Promise<void> {
    const which = scope || 'global';
    if (!['global', 'local', 'others'].includes(which)) throw validationFailed(`Unsupported logout scope "${which}"`);
    await this.tx.run(async (db) => {
      if (which === 'local') await this.sessions.deleteForUser(db, user.id, { only: session.id });
      else if (which === 'others') await this.sessions.deleteForUser(db, user.id, { except: session.id });
      else await this.sessions.deleteForUser(db, user.id);
      await this.audit.log(
        {
          action: 'logout',
          actorId: user.id,
          actorUsername: user.email ?? '',
          logType: 'account',
          traits: { scope: which },
        },
        ctx.ip,
        db,
      );
    });
  }
}
