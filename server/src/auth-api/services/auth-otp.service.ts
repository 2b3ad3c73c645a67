import { Inject, Injectable } from '@nestjs/common';
import { TimingFloor } from '../crypto/timing-floor';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { GoTrueError, validationFailed } from '../errors/gotrue-error';
import { RECOVERY_PAGE, resolveRedirect, withParams } from './redirect';
import type { AuthRequestContext } from '../http/request-context';
import { normalizeEmail, optString, queryString, readBody, readPkce, type PkceParams } from '../http/auth-input.dto';
import type { GoTrueSession } from '../http/auth-user.dto';
import { AuthAuditRepository } from '../data/auth-audit.repository';
import { AuthOtpRepository } from '../data/auth-otp.repository';
import { Db, TransactionRepository } from '../../database/transaction.repository';
import { AuthUserRecord, AuthUserRepository } from '../data/auth-user.repository';
import { isBanned, type Authenticated } from './auth-jwt.service';
import { AuthMailerService, MatchedOtp, VERIFY_TOKEN_TYPES } from '../mailer/auth-mailer.service';
import { AuthSessionService } from './auth-session.service';

export const HALF_CONFIRMED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type Outcome =
  | { kind: 'invalid' }
  | { kind: 'banned' }
  | { kind: 'half' }
  | { kind: 'no_flow' }
  | { kind: 'code'; authCode: string }
  | { kind: 'session'; userId: string; sessionId: string; refreshToken: string };

/**
 * E-mail links and codes (docs/auth-api.md §1.8, §1.11, §1.12): recover, verify, resend, reauthenticate; POST /otp's
 * sign-in link is issued here too.
 */
@Injectable()
export class AuthOtpService {
  /** /recover of an unknown address answers in the time of a known one. */
  private readonly recoverTiming = new TimingFloor();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly tx: TransactionRepository,
    private readonly users: AuthUserRepository,
    private readonly otps: AuthOtpRepository,
    private readonly audit: AuthAuditRepository,
    private readonly sessions: AuthSessionService,
    private readonly mailer: AuthMailerService,
  ) {}

  /** POST /recover: always `{}`, so nobody learns whether an account exists. */
  async recover(raw: unknown, ctx: AuthRequestContext): Promise<Record<string, never>> {
    const started = performance.now();
    const body = readBody(raw);
    const emailRaw = optString(body, 'email');
    if (!emailRaw) throw validationFailed('Password recovery requires an email');
    const email = normalizeEmail(emailRaw);
    const pkce = readPkce(body);
    const redirectTo = resolveRedirect(queryString(ctx.query, 'redirect_to'), this.config, RECOVERY_PAGE);
    const user = await this.users.findByEmail(email);
    const sent =
      user && !isBanned(user) ? await this.issueRecoveryLink(user, 'recovery', pkce, redirectTo, ctx) : false;
    // An unknown address answers in the time of a known one (timing-floor.ts), whose mail is queued with its token.
    if (sent) this.recoverTiming.record(started);
    await this.recoverTiming.pad(started);
    return {};
  }

  /**
   * A link and code of the recovery kind for a known account (POST /recover, and the sign-in link of
   * POST /otp): PKCE flow, token, its mail and audit entry in one transaction. False within
   * AUTH_MAIL_MIN_INTERVAL of the last one, silently: a 429 would tell that the address has an account.
   */
  async issueRecoveryLink(
    user: AuthUserRecord,
    kind: 'recovery' | 'magiclink',
    pkce: PkceParams | undefined,
    redirectTo: string,
    ctx: AuthRequestContext,
  ): Promise<boolean> {
    if (!this.mailer.allows(user, kind)) return false;
    await this.tx.run((db) => this.issueRecoveryLinkIn(db, user, kind, pkce, redirectTo, ctx));
    return true;
  }

  /** The same inside the caller's transaction `db` (a new account's first sign-in link), without the interval check. */
  async issueRecoveryLinkIn(
    db: Db,
    user: AuthUserRecord,
    kind: 'recovery' | 'magiclink',
    pkce: PkceParams | undefined,
    redirectTo: string,
    ctx: AuthRequestContext,
  ): Promise<void> {
    const address = user.email!;
    await this.mailer.startFlow(db, user.id, pkce, kind);
    const issued = await this.mailer.issue(db, { user, kind, address, pkce: !!pkce, redirectTo });
    await this.mailer.send(db, kind, address, issued);
    const traits = kind === 'magiclink' ? { traits: { channel: kind } } : {};
    await this.audit.log(
      { action: 'user_recovery_requested', actorId: user.id, actorUsername: address, logType: 'user', ...traits },
      ctx.ip,
      db,
    );
  }

  /** GET /verify (the link in a mail): a 303 to the app with a session, a PKCE code or an error. */
  async verifyLink(query: unknown, ctx: AuthRequestContext): Promise<string> {
    const token = queryString(query, 'token');
    const type = queryString(query, 'type');
    if (!token || !type) throw validationFailed('Verify requires a token and a type');
    const redirect = resolveRedirect(
      queryString(query, 'redirect_to'),
      this.config,
      type === 'recovery' ? RECOVERY_PAGE : '/',
    );
    const pkceLink = token.startsWith('pkce_');
    const failure = (code: string, description: string) => {
      const params = { error: 'access_denied', error_code: code, error_description: description, sb: '' };
      return withParams(pkceLink ? withParams(redirect, params, 'query') : redirect, params, 'fragment');
    };
    const tokenTypes = VERIFY_TOKEN_TYPES[type];
    if (!tokenTypes) return failure('validation_failed', 'Unsupported verification type');
    const outcome = await this.tx.run(async (db) =>
      this.consume(db, await this.mailer.findByLink(db, token, tokenTypes), type, ctx, true),
    );
    switch (outcome.kind) {
      case 'invalid':
        return failure('otp_expired', 'Email link is invalid or has expired');
      case 'banned':
        return failure('user_banned', 'User is banned');
      case 'no_flow':
        return failure('flow_state_not_found', 'No valid flow state found for this link, please request a new one');
      case 'half':
        return withParams(redirect, { message: HALF_CONFIRMED, sb: '' }, 'fragment');
      case 'code':
        return withParams(redirect, { code: outcome.authCode }, 'query');
      case 'session': {
        const s = await this.sessions.reply(outcome.userId, outcome.sessionId, outcome.refreshToken);
        const params: Record<string, string> = {
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          refresh_token: s.refresh_token,
          sb: '',
          token_type: 'bearer',
          type,
        };
        return withParams(redirect, params, 'fragment');
      }
    }
  }

  /** POST /verify: an e-mail + code, or a token_hash from a link. */
  async verify(raw: unknown, ctx: AuthRequestContext): Promise<GoTrueSession | { msg: string; code: string }> {
    const body = readBody(raw);
    const type = optString(body, 'type');
    if (!type) throw validationFailed('Verify requires a verification type');
    const tokenTypes = VERIFY_TOKEN_TYPES[type];
    if (!tokenTypes) throw validationFailed('Unsupported verification type');
    const tokenHash = optString(body, 'token_hash');
    const token = optString(body, 'token');
    const emailRaw = optString(body, 'email');
    const phone = optString(body, 'phone');
    let email: string | undefined;
    if (tokenHash) {
      if (token || emailRaw || phone || optString(body, 'redirect_to'))
        throw validationFailed('Only the token_hash and type should be provided');
    } else {
      if (!token) throw validationFailed('Verify requires either a token or a token hash');
      if (emailRaw && phone)
        throw validationFailed('Only an email address or phone number should be provided on verify');
      if (!emailRaw) throw validationFailed('Verify requires an email address together with the token');
      email = normalizeEmail(emailRaw);
    }
    const outcome = await this.tx.run(async (db) => {
      const matched = tokenHash
        ? await this.mailer.findByLink(db, tokenHash, tokenTypes)
        : await this.mailer.findByCode(db, email!, tokenTypes, token!);
      return this.consume(db, matched, type, ctx, false);
    });
    if (outcome.kind === 'banned') throw new GoTrueError(403, 'user_banned', 'User is banned');
    if (outcome.kind === 'half') return { msg: HALF_CONFIRMED, code: '200' };
    if (outcome.kind !== 'session')
      throw new GoTrueError(
        403,
        'otp_expired',
        tokenHash ? 'Email link is invalid or has expired' : 'Token has expired or is invalid',
      );
    return this.sessions.reply(outcome.userId, outcome.sessionId, outcome.refreshToken);
  }

  /**
   * Uses up a matched token and applies what it proves (address confirmed, e-mail changed), then
   * opens a session (AMR `otp`) or, for a PKCE link, hands out the flow's auth code instead.
   */
  private async consume(
    db: Db,
    matched: MatchedOtp | null,
    type: string,
    ctx: AuthRequestContext,
    fromLink: boolean,
  ): Promise<Outcome> {
    if (!matched) return { kind: 'invalid' };
    const user = await this.users.findById(matched.row.userId, db);
    if (!user || user.deletedAt) return { kind: 'invalid' };
    if (isBanned(user)) return { kind: 'banned' };
    if (!(await this.otps.delete(db, matched.row.id))) return { kind: 'invalid' };
    let method: string;
    const actor = { actorId: user.id, actorUsername: user.email ?? '' };
    if (matched.row.tokenType === 'confirmation_token') {
      await this.users.confirmEmail(user, db);
      // A confirmed address ends every other pending link of the account (docs/auth-api.md §4.5).
      await this.otps.deleteForUser(db, user.id);
      method = type === 'invite' ? 'invite' : type === 'magiclink' ? 'magiclink' : 'email/signup';
      await this.audit.log(
        { action: type === 'invite' ? 'invite_accepted' : 'user_signedup', ...actor, logType: 'team' },
        ctx.ip,
        db,
      );
    } else if (matched.row.tokenType === 'recovery_token') {
      // Following a recovery link proves the address too.
      await this.users.confirmEmail(user, db);
      method = type === 'magiclink' ? 'magiclink' : 'recovery';
    } else {
      const done = await this.changeEmail(db, user, ctx);
      if (done !== 'changed') return { kind: done };
      method = 'email_change';
    }
    if (matched.pkce && fromLink) {
      const flow = await this.otps.latestFlow(db, user.id, method);
      if (!flow) return { kind: 'no_flow' };
      await this.otps.markFlowIssued(db, flow.id);
      return { kind: 'code', authCode: flow.authCode };
    }
    return { kind: 'session', userId: user.id, ...(await this.sessions.start(db, user, 'otp', ctx)) };
  }

  /** One address of an e-mail change confirmed: finish it, or wait for the other address (secure change). */
  private async changeEmail(
    db: Db,
    user: AuthUserRecord,
    ctx: AuthRequestContext,
  ): Promise<'changed' | 'half' | 'invalid'> {
    const newEmail = user.emailChange;
    if (!newEmail) return 'invalid';
    const pending = await this.otps.findForUser(db, user.id, ['email_change_token_new', 'email_change_token_current']);
    if (pending.length) {
      await this.users.update(user.id, { emailChangeConfirmStatus: 1 }, db);
      return 'half';
    }
    if (await this.users.emailTaken(newEmail, user.id, db)) return 'invalid';
    await this.users.setConfirmedEmail(user, newEmail, db);
    await this.audit.log(
      {
        action: 'user_modified',
        actorId: user.id,
        actorUsername: newEmail,
        logType: 'user',
        traits: { email_changed: true },
      },
      ctx.ip,
      db,
    );
    return 'changed';
  }

  /** POST /resend: the sign-up confirmation or the e-mail change mail again; `{}` when there is nothing to send. */
  async resend(raw: unknown, ctx: AuthRequestContext): Promise<Record<string, never>> {
    const body = readBody(raw);
    const type = optString(body, 'type');
    if (!type || !['signup', 'email_change', 'sms', 'phone_change'].includes(type))
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    if (type === 'sms' || type === 'phone_change')
      throw new GoTrueError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    const emailRaw = optString(body, 'email');
    if (!emailRaw) throw validationFailed('Type provided requires an email address');
    const email = normalizeEmail(emailRaw);
    const pkce = readPkce(body);
    const redirectTo = resolveRedirect(queryString(ctx.query, 'redirect_to'), this.config);
    if (type === 'signup') {
      const user = await this.users.findByEmail(email);
      if (!user || user.emailConfirmedAt) return {};
      this.mailer.assertFrequency(user, 'signup');
      await this.tx.run((db) => this.mailer.sendConfirmation(db, user, pkce, redirectTo));
      return {};
    }
    const user = await this.users.findByEmailOrPendingEmail(email);
    if (!user?.emailChange) return {};
    this.mailer.assertFrequency(user, 'email_change_new');
    await this.tx.run((db) => this.mailer.sendEmailChange(db, user, user.emailChange!, pkce, redirectTo));
    return {};
  }

  /** GET /reauthenticate: a code to the user's address, later passed as `nonce` to PUT /user. */
  async reauthenticate({ user }: Authenticated, ctx: AuthRequestContext): Promise<Record<string, never>> {
    if (!user.email) throw validationFailed('Reauthentication requires the user to have an email or a phone number');
    if (!user.emailConfirmedAt) throw new GoTrueError(422, 'email_not_confirmed', 'Please verify your email first.');
    this.mailer.assertFrequency(user, 'reauthentication');
    await this.tx.run(async (db) => {
      const otp = await this.mailer.issue(db, {
        user,
        kind: 'reauthentication',
        address: user.email!,
        redirectTo: this.config.PUBLIC_URL,
      });
      await this.mailer.send(db, 'reauthentication', user.email!, otp);
      await this.audit.log(
        { action: 'user_reauthenticate_requested', actorId: user.id, actorUsername: user.email!, logType: 'user' },
        ctx.ip,
        db,
      );
    });
    return {};
  }
}
