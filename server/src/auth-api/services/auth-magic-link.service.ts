import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { LOGGER } from '../../common/logger.module';
import { isUniqueViolation } from '../../database/prisma-errors';
import { GoTrueError, validationFailed } from '../errors/gotrue-error';
import { resolveRedirect } from './redirect';
import type { AuthRequestContext } from '../http/request-context';
import { normalizeEmail, optMetadata, optString, queryString, readBody, readPkce } from '../http/auth-input.dto';
import type { PkceParams } from '../http/auth-input.dto';
import { AuthAuditRepository } from '../data/auth-audit.repository';
import { TransactionRepository } from '../../database/transaction.repository';
import { AuthUserRecord, AuthUserRepository } from '../data/auth-user.repository';
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
 */
@Injectable()
export class AuthMagicLinkService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly tx: TransactionRepository,
    private readonly users: AuthUserRepository,
    private readonly audit: AuthAuditRepository,
    private readonly mailer: AuthMailerService,
    private readonly links: AuthOtpService,
  ) {}

  async otp(raw: unknown, ctx: AuthRequestContext): Promise<Record<string, never>> {
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
    let user = await this.users.findByEmail(email);
    if (!user) {
      if (!createUser || this.config.AUTH_DISABLE_SIGNUP) return {};
      user = await this.createAccount(email, data, ctx);
      if (!user) return {};
    }
    if (isBanned(user) || user.deletedAt) return {};
    const known = user;
    // Sent after answering: the reply and its timing do not depend on whether a mail goes out.
    void this.deliver(known, pkce, redirectTo, ctx).catch((e: Error) => this.logger.error({ err: e.message }, 'sign-in e-mail not sent'));
    return {};
  }

  private async deliver(user: AuthUserRecord, pkce: PkceParams | undefined, redirectTo: string, ctx: AuthRequestContext): Promise<void> {
    if (user.emailConfirmedAt) {
      await this.links.issueRecoveryLink(user, 'magiclink', pkce, redirectTo, ctx);
    } else if (this.mailer.allows(user, 'signup')) {
      await this.tx.run((db) => this.mailer.sendConfirmation(db, user, pkce, redirectTo));
    }
  }

  /** A new account for the address (confirmed at once with AUTH_AUTOCONFIRM); null when a concurrent request created it. */
  private async createAccount(email: string, data: Record<string, unknown>, ctx: AuthRequestContext): Promise<AuthUserRecord | null> {
    try {
      return await this.tx.run(async (db) => {
        const user = await this.users.create({ email, userMetadata: data, emailConfirmedAt: this.config.AUTH_AUTOCONFIRM ? new Date() : null }, db);
        await this.audit.log({ action: 'user_confirmation_requested', actorId: user.id, actorUsername: email, logType: 'user', traits: { provider: 'email' } }, ctx.ip, db);
        return user;
      });
    } catch (e) {
      if (isUniqueViolation(e)) return null;
      throw e;
    }
  }
}
