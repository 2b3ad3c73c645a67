import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { GoTrueError, rateLimited, validationFailed } from '../errors/gotrue-error';
import { QUEUE_RETRY_AFTER } from '../rate-limit/turn-queue';
import { assertAcceptablePassword } from '../crypto/password';
import { PasswordHasher } from '../crypto/password-hasher';
import { resolveRedirect } from './redirect';
import type { AuthRequestContext } from '../http/request-context';
import {
  boundedMetadata,
  normalizeEmail,
  optMetadata,
  optString,
  queryString,
  readBody,
  readPkce,
} from '../http/auth-input.dto';
import { GoTrueSession, GoTrueUser, mapUser, obfuscatedUser } from '../http/auth-user.dto';
import { AuthAuditRepository } from '../data/auth-audit.repository';
import { AuthOtpRepository } from '../data/auth-otp.repository';
import { AuthSessionRepository } from '../data/auth-session.repository';
import { TransactionRepository } from '../../database/transaction.repository';
import { AuthUserRecord, AuthUserRepository, JsonValue } from '../data/auth-user.repository';
import type { Authenticated } from './auth-jwt.service';
import { AuthMailerService } from '../mailer/auth-mailer.service';
import { AuthRateLimitService } from '../rate-limit/auth-rate-limit.service';
import { PasswordCheckGate } from '../rate-limit/password-check-gate';
import { AuthSessionService } from './auth-session.service';
import { isUniqueViolation } from '../../database/prisma-errors';
import { TimingFloor } from '../crypto/timing-floor';

const DAY_MS = 24 * 3600 * 1000;

/** Shallow merge of user metadata where `null` deletes a key (docs/auth-api.md §1.7). */
export function mergeMetadata(current: unknown, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...((current as Record<string, unknown>) ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** Accounts seen by their owners: sign-up (§1.2) and GET/PUT /user (§1.6, §1.7). */
@Injectable()
export class AuthUserService {
  /** A repeated sign-up of a confirmed address answers in the time of a new one (timing-floor.ts). */
  private readonly signupTiming = new TimingFloor();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly tx: TransactionRepository,
    private readonly users: AuthUserRepository,
    private readonly sessionRows: AuthSessionRepository,
    private readonly otps: AuthOtpRepository,
    private readonly audit: AuthAuditRepository,
    private readonly sessions: AuthSessionService,
    private readonly mailer: AuthMailerService,
    private readonly gate: PasswordCheckGate,
    private readonly passwords: PasswordHasher,
    private readonly limits: AuthRateLimitService,
  ) {}

  /** POST /signup: a Session when no confirmation is needed, else the (unconfirmed) user. */
  async signup(raw: unknown, ctx: AuthRequestContext): Promise<GoTrueSession | GoTrueUser> {
    const started = performance.now();
    if (this.config.AUTH_DISABLE_SIGNUP)
      throw new GoTrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const body = readBody(raw);
    const emailRaw = optString(body, 'email');
    const phone = optString(body, 'phone');
    const password = optString(body, 'password');
    const data = optMetadata(body, 'data') ?? {};
    if (!emailRaw && !phone) {
      if (password) throw validationFailed('To signup, please provide your email');
      return this.signupAnonymously(data, ctx);
    }
    if (!password) throw validationFailed('Signup requires a valid password');
    assertAcceptablePassword(password, this.config);
    if (emailRaw && phone)
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    const pkce = readPkce(body);
    if (!emailRaw) throw new GoTrueError(422, 'phone_provider_disabled', 'Phone signups are disabled');
    const email = normalizeEmail(emailRaw);
    const redirectTo = resolveRedirect(queryString(ctx.query, 'redirect_to'), this.config);

    const existing = await this.users.findByEmail(email);
    if (existing) return this.repeatedSignup(existing, data, pkce, redirectTo, ctx, password, started);
    // bcrypt through the gate (password-check-gate.ts), before the transaction takes a connection.
    const encryptedPassword = await this.gate.run(ctx.ip, () =>
      this.passwords.hash(password, this.config.AUTH_BCRYPT_COST),
    );
    try {
      if (this.config.AUTH_AUTOCONFIRM) {
        const started = await this.tx.run(async (db) => {
          const user = await this.users.create(
            { email, encryptedPassword, emailConfirmedAt: new Date(), userMetadata: data },
            db,
          );
          await this.audit.log(
            {
              action: 'user_signedup',
              actorId: user.id,
              actorUsername: email,
              logType: 'team',
              traits: { provider: 'email' },
            },
            ctx.ip,
            db,
          );
          return { userId: user.id, ...(await this.sessions.start(db, user, 'password', ctx)) };
        });
        return await this.sessions.reply(started.userId, started.sessionId, started.refreshToken);
      }
      const userId = await this.tx.run(async (db) => {
        const user = await this.users.create({ email, encryptedPassword, userMetadata: data }, db);
        await this.audit.log(
          {
            action: 'user_confirmation_requested',
            actorId: user.id,
            actorUsername: email,
            logType: 'user',
            traits: { provider: 'email' },
          },
          ctx.ip,
          db,
        );
        await this.mailer.sendConfirmation(db, user, pkce, redirectTo);
        return user.id;
      });
      const user = mapUser((await this.users.findById(userId))!);
      this.signupTiming.record(started);
      await this.signupTiming.pad(started);
      return user;
    } catch (e) {
      // Two sign-ups of one address at once: the second behaves as a repeated sign-up.
      if (!isUniqueViolation(e)) throw e;
      if (this.config.AUTH_AUTOCONFIRM) throw new GoTrueError(422, 'user_already_exists', 'User already registered');
      await this.signupTiming.pad(started);
      return obfuscatedUser(email, data, randomUUID());
    }
  }

  private async repeatedSignup(
    existing: AuthUserRecord,
    data: Record<string, unknown>,
    pkce: ReturnType<typeof readPkce>,
    redirectTo: string,
    ctx: AuthRequestContext,
    password: string,
    started: number,
  ) {
    if (existing.emailConfirmedAt) {
      if (this.config.AUTH_AUTOCONFIRM) throw new GoTrueError(422, 'user_already_exists', 'User already registered');
      // Confirmations on: answer like a new sign-up, in shape and in time (a new one hashes the password and writes
      // rows), so the address cannot be probed.
      await this.gate.run(ctx.ip, () => this.passwords.hash(password, this.config.AUTH_BCRYPT_COST));
      await this.signupTiming.pad(started);
      return obfuscatedUser(existing.email!, data, randomUUID());
    }
    // Not confirmed yet: send the confirmation again; the stored password is left as it was.
    this.mailer.assertFrequency(existing, 'signup');
    await this.tx.run(async (db) => {
      await this.mailer.sendConfirmation(db, existing, pkce, redirectTo);
      await this.audit.log(
        { action: 'user_repeated_signup', actorId: existing.id, actorUsername: existing.email ?? '', logType: 'user' },
        ctx.ip,
        db,
      );
    });
    return mapUser((await this.users.findById(existing.id))!);
  }

  private async signupAnonymously(data: Record<string, unknown>, ctx: AuthRequestContext): Promise<GoTrueSession> {
    if (!this.config.AUTH_ANONYMOUS_SIGN_IN)
      throw new GoTrueError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    const started = await this.tx.run(async (db) => {
      const user = await this.users.create({ isAnonymous: true, userMetadata: data }, db);
      return { userId: user.id, ...(await this.sessions.start(db, user, 'anonymous', ctx)) };
    });
    return this.sessions.reply(started.userId, started.sessionId, started.refreshToken);
  }

  /** GET /user */
  async getUser({ user }: Authenticated): Promise<GoTrueUser> {
    return mapUser(user);
  }

  /** PUT /user: password, metadata and e-mail changes, checked in GoTrue's order. */
  async updateUser(raw: unknown, { user, session }: Authenticated, ctx: AuthRequestContext): Promise<GoTrueUser> {
    const body = readBody(raw);
    const emailRaw = optString(body, 'email');
    const password = optString(body, 'password');
    const nonce = optString(body, 'nonce');
    const phone = optString(body, 'phone');
    const data = optMetadata(body, 'data');
    const email = emailRaw ? normalizeEmail(emailRaw) : undefined;
    if (password !== undefined) assertAcceptablePassword(password, this.config);
    if (body.app_metadata !== undefined && body.app_metadata !== null)
      throw new GoTrueError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    const pkce = readPkce(body);
    const changesEmail = !!email && email !== user.email;
    if (
      user.factors.some((f) => f.status === 'verified') &&
      session.aal !== 'aal2' &&
      (password !== undefined || changesEmail || phone)
    )
      throw new GoTrueError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    if (user.isAnonymous && password !== undefined && !user.email && !email)
      throw validationFailed('Updating password of an anonymous user without an email or phone is not allowed', 422);
    if (phone) throw new GoTrueError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    if (changesEmail && (await this.users.emailTaken(email, user.id)))
      throw new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
    const needsNonce =
      password !== undefined &&
      this.config.AUTH_SECURE_PASSWORD_CHANGE &&
      session.createdAt.getTime() < Date.now() - DAY_MS;
    if (needsNonce && !nonce)
      throw new GoTrueError(400, 'reauthentication_needed', 'Password update requires reauthentication');
    if (password !== undefined) {
      // Counted here, not by @RateLimit(): only a request that changes the password spends the budget,
      // per account whatever the client IP; bcrypt then runs through the gate (password-check-gate.ts).
      if (this.gate.full(ctx.ip)) throw rateLimited(QUEUE_RETRY_AFTER);
      await this.limits.consume('PASSWORD', ctx.ip, user.email ?? email ?? user.id);
      if (await this.gate.run(ctx.ip, () => this.passwords.check(password, user.encryptedPassword)))
        throw new GoTrueError(422, 'same_password', 'New password should be different from the old password.');
    }
    // A permanent user's new address is always confirmed by mail, AUTH_AUTOCONFIRM or not (otherwise a
    // stolen session could move the account to an address nobody proved); as in GoTrue, only an
    // anonymous user's first address applies at once under AUTH_AUTOCONFIRM.
    const mailsEmailChange = changesEmail && !(this.config.AUTH_AUTOCONFIRM && user.isAnonymous);
    if (mailsEmailChange) {
      // Counted here, not by @RateLimit(): only a change that is mailed spends the budget, and whether it is depends on
      // the user.
      await this.limits.consume('RESEND', ctx.ip, email);
      this.mailer.assertFrequency(user, 'email_change_new');
    }
    const passwordHash =
      password !== undefined
        ? await this.gate.run(ctx.ip, () => this.passwords.hash(password, this.config.AUTH_BCRYPT_COST))
        : undefined;
    const redirectTo = resolveRedirect(queryString(ctx.query, 'redirect_to'), this.config);

    await this.tx.run(async (db) => {
      if (needsNonce && !(await this.mailer.consumeNonce(db, user, nonce!)))
        throw new GoTrueError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
      if (passwordHash) {
        await this.users.update(user.id, { encryptedPassword: passwordHash }, db);
        // Pending links die with the old password, and every other device is signed out.
        await this.otps.deleteForUser(db, user.id);
        await this.sessionRows.deleteForUser(db, user.id, { except: session.id });
        await this.audit.log(
          { action: 'user_updated_password', actorId: user.id, actorUsername: user.email ?? '', logType: 'user' },
          ctx.ip,
          db,
        );
      }
      if (data)
        await this.users.update(
          user.id,
          { rawUserMetaData: boundedMetadata('data', mergeMetadata(user.rawUserMetaData, data)) as JsonValue },
          db,
        );
      if (mailsEmailChange) await this.mailer.sendEmailChange(db, user, email, pkce, redirectTo);
      else if (changesEmail) await this.users.setConfirmedEmail(user, email, db);
      if (data || changesEmail)
        await this.audit.log(
          { action: 'user_modified', actorId: user.id, actorUsername: user.email ?? '', logType: 'user' },
          ctx.ip,
          db,
        );
    });
    return mapUser((await this.users.findById(user.id))!);
  }
}
