import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { isUniqueViolation } from '../../database/prisma-errors';
import { GoTrueError, validationFailed } from '../errors/gotrue-error';
import { resolveRedirect } from './redirect';
import type { AuthRequestContext } from '../http/request-context';
import { normalizeEmail, optMetadata, optString, queryString, readBody, readPkce } from '../http/auth-input.dto';
import type { PkceParams } from '../http/auth-input.dto';
import { AuthAuditRepository } from '../data/auth-audit.repository';
import { TransactionRepository } from '../../database/transaction.repository';
import { AuthUserRepository } from '../data/auth-user.repository';
import { TimingFloor } from '../crypto/timing-floor';
import { isBanned } from './auth-jwt.service';
import { AuthMailerService } from '../mailer/auth-mailer.service';
import { AuthOtpService } from './auth-otp.service';

const phoneDisabled = () => new GoTrueError(400, 'phone_provider_disabled', 'Unsupported phone provider');

/**
 * POST /otp with an e-mail (docs/auth-api.md §7): a sign-in link and a 6-digit code by mail. A confirmed
 * account gets the magic-link mail; an unknown address (with `create_user`, the default) becomes an
 * unconfirmed account and, like an unconfirmed one, gets the sign-up confirmation, whose link and code
 * sign in as well. The reply is always `{}`: unlike GoTrue's 422 `otp_disabled` for an unknown address
 * with `create_user: false`, nothing tells whether an address has an account (as for /recover).
 * The budget is recovery's (RATE_LIMIT_RECOVER per IP and address); the link and code are issued by
 * AuthOtpService as recovery's are, and verified by it like every e-mail link (GET/POST /verify).
 * Every mail is queued in the transaction of its token (a new account's with the account), before the
 * answer, and every answer takes as long as one that queued a mail (timing-floor.ts), so neither the
 * reply nor its time tells whether the address had an account.
 */
@Injectable()
export class AuthMagicLinkService {
  private readonly timing = new TimingFloor();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly tx: TransactionRepository,
    private readonly users: AuthUserRepository,
    private readonly audit: AuthAuditRepository,
    private readonly mailer: AuthMailerService,
    private readonly links: AuthOtpService,
  ) {}

  async otp(raw: unknown, ctx: AuthRequestContext): Promise<Record<string, never>> {
    const started = performance.now();
    const body = readBody(raw);
    const emailRaw = optString(body, 'email');
    const phone = optString(body, 'phone');
    if (emailRaw && phone) throw validationFailed('Only an email address or phone number should be provided');
    if (phone) throw phoneDisabled();
    if (!emailRaw) throw validationFailed('One of email or phone must be set');
    const email = normalizeEmail(emailRaw);
    const createUser = body.create_user !== false;
    const data = optMetadata(body, 'data') ?? {};
    const pkce = readPkce(body);
    const redirectTo = resolveRedirect(queryString(ctx.query, 'redirect_to'), this.config);
    const sent = await this.sendSignInMail(email, createUser, data, pkce, redirectTo, ctx);
    if (sent) this.timing.record(started);
    await this.timing.pad(started);
    return {};
  }

  /** Queues the mail the address gets, if any: true when one was queued. */
  private async sendSignInMail(
    email: string,
    createUser: boolean,
    data: Record<string, unknown>,
    pkce: PkceParams | undefined,
    redirectTo: string,
    ctx: AuthRequestContext,
  ): Promise<boolean> {
    const user = await this.users.findByEmail(email);
    if (!user)
      return createUser && !this.config.AUTH_DISABLE_SIGNUP && this.createAccount(email, data, pkce, redirectTo, ctx);
    if (isBanned(user) || user.deletedAt) return false;
    if (user.emailConfirmedAt) return this.links.issueRecoveryLink(user, 'magiclink', pkce, redirectTo, ctx);
    if (!this.mailer.allows(user, 'signup')) return false;
    await this.tx.run((db) => this.mailer.sendConfirmation(db, user, pkce, redirectTo));
    return true;
  }

  /**
   * A new account for the address and its first mail, in one transaction: the sign-up confirmation, or
   * with AUTH_AUTOCONFIRM (confirmed at once) the sign-in link. False when a concurrent request created it.
   */
  private async createAccount(
    email: string,
    data: Record<string, unknown>,
    pkce: PkceParams | undefined,
    redirectTo: string,
    ctx: AuthRequestContext,
  ): Promise<boolean> {
    try {
      await this.tx.run(async (db) => {
        const user = await this.users.create(
          { email, userMetadata: data, emailConfirmedAt: this.config.AUTH_AUTOCONFIRM ? new Date() : null },
          db,
        );
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
        if (user.emailConfirmedAt) await this.links.issueRecoveryLinkIn(db, user, 'magiclink', pkce, redirectTo, ctx);
        else await this.mailer.sendConfirmation(db, user, pkce, redirectTo);
      });
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }
}
