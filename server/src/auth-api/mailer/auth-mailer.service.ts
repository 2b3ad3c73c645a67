import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { GoTrueError, mailFrequency } from '../errors/gotrue-error';
import { safeEqual, sha256Hex } from '../crypto/crypto';
import { authMail, AuthMailKind } from './auth-mails';
import { MailService } from '../../mail/mail.service';
import { AuthOtpRepository, OneTimeTokenRow } from '../data/auth-otp.repository';
import type { Db } from '../../database/transaction.repository';
import { AuthUserRecord, AuthUserRepository } from '../data/auth-user.repository';
import type { PkceParams } from '../http/auth-input.dto';
import {
  codeHashOf,
  issueOneTimeToken,
  SENT_AT,
  type IssuedOtp,
  type IssueInput,
  type OtpKind,
} from './one-time-token';

export { LINK_TYPE, SENT_AT, VERIFY_TOKEN_TYPES } from './one-time-token';
export type { IssuedOtp, IssueInput, OtpKind } from './one-time-token';

const WHAT: Record<OtpKind, string> = {
  signup: 'confirmation',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magic link',
  email_change_new: 'email change',
  email_change_current: 'email change',
  reauthentication: 'reauthentication',
};

export interface MatchedOtp {
  row: OneTimeTokenRow;
  pkce: boolean;
}

/**
 * E-mail links and codes (docs/auth-api.md §4.5): creating them, sending them and finding them again.
 * Neither the link token nor the code is stored: the link token as sha256, the code as an HMAC
 * keyed with the server secret (a leaked table does not allow guessing 6-digit codes offline).
 */
@Injectable()
export class AuthMailerService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly mail: MailService,
    private readonly otps: AuthOtpRepository,
    private readonly users: AuthUserRepository,
  ) {}

  private codeHash(tokenType: string, address: string, code: string): string {
    return codeHashOf(this.config, tokenType, address, code);
  }

  /** Refuses a second mail of the same kind within AUTH_MAIL_MIN_INTERVAL (429). */
  assertFrequency(user: AuthUserRecord, kind: OtpKind): void {
    const wait = this.secondsToWait(user, kind);
    if (wait > 0) throw mailFrequency(wait);
  }

  /**
   * Whether a mail of this kind may go out now, for flows that must not answer 429 (it would tell that the account
   * exists).
   */
  allows(user: AuthUserRecord, kind: OtpKind): boolean {
    return this.secondsToWait(user, kind) <= 0;
  }

  private secondsToWait(user: AuthUserRecord, kind: OtpKind): number {
    const sentAt = user[SENT_AT[kind]];
    return sentAt ? Math.ceil((sentAt.getTime() + this.config.AUTH_MAIL_MIN_INTERVAL * 1000 - Date.now()) / 1000) : 0;
  }

  /** Stores a new link/code for the user (replacing the pending one of its kind) and stamps `*_sent_at`. */
  issue(db: Db, input: IssueInput): Promise<IssuedOtp> {
    return issueOneTimeToken(db, this.config, input);
  }

  /**
   * Queues the mail of an issued token in the transaction that issued it (`db`), so the mail goes out
   * if and only if its token was stored, on the request's one connection; the job queue delivers it.
   * Failing to queue it is GoTrue's 500 "Error sending … email".
   */
  async send(db: Db, kind: OtpKind, to: string, otp: IssuedOtp, newEmail?: string): Promise<void> {
    const mailKind: AuthMailKind = kind;
    try {
      await this.mail.sendMany(
        [
          {
            kind: 'account',
            ...authMail(mailKind, {
              to,
              siteName: this.config.SITE_NAME,
              link: kind === 'reauthentication' ? undefined : otp.link,
              code: otp.code,
              validFor: this.config.AUTH_OTP_EXPIRY,
              newEmail,
            }),
          },
        ],
        db,
      );
    } catch {
      throw new GoTrueError(500, 'unexpected_failure', `Error sending ${WHAT[kind]} email`);
    }
  }

  private fresh(row: OneTimeTokenRow): boolean {
    return row.createdAt.getTime() + this.config.AUTH_OTP_EXPIRY * 1000 > Date.now();
  }

  /** The pending token a link (or `token_hash`) names, with or without its `pkce_` prefix. */
  async findByLink(db: Db, token: string, tokenTypes: string[]): Promise<MatchedOtp | null> {
    const bare = token.replace(/^pkce_/, '');
    const pkceHash = sha256Hex(`pkce_${bare}`);
    const rows = await this.otps.findByTokenHashes(db, [sha256Hex(bare), pkceHash]);
    const row = rows.find((r) => tokenTypes.includes(r.tokenType) && this.fresh(r));
    return row ? { row, pkce: row.tokenHash === pkceHash } : null;
  }

  /** The pending token of an address whose code matches. */
  async findByCode(db: Db, address: string, tokenTypes: string[], code: string): Promise<MatchedOtp | null> {
    const rows = await this.otps.findByAddress(db, address, tokenTypes);
    const row = rows.find(
      (r) => this.fresh(r) && safeEqual(r.codeHash, this.codeHash(r.tokenType, address, code.trim())),
    );
    return row ? { row, pkce: false } : null;
  }

  /** A reauthentication nonce (typed code) of the user, consumed when it matches. */
  async consumeNonce(db: Db, user: AuthUserRecord, nonce: string): Promise<boolean> {
    const [row] = await this.otps.findForUser(db, user.id, ['reauthentication_token']);
    if (!row || !this.fresh(row) || !safeEqual(row.codeHash, this.codeHash(row.tokenType, row.relatesTo, nonce.trim())))
      return false;
    await this.otps.delete(db, row.id);
    return true;
  }

  /** Stores a PKCE flow for a mail about to be sent (and drops flows too old to be finished). */
  async startFlow(db: Db, userId: string, pkce: PkceParams | undefined, authenticationMethod: string): Promise<void> {
    if (!pkce) return;
    await this.otps.deleteFlowsOlderThan(db, new Date(Date.now() - this.config.AUTH_OTP_EXPIRY * 1000));
    await this.otps.createFlow(db, {
      userId,
      authCode: randomUUID(),
      codeChallenge: pkce.challenge,
      codeChallengeMethod: pkce.method,
      authenticationMethod,
    });
  }

  /** Sign-up confirmation: token (+ PKCE flow) and mail, inside the caller's transaction. */
  async sendConfirmation(
    db: Db,
    user: AuthUserRecord,
    pkce: PkceParams | undefined,
    redirectTo: string,
  ): Promise<void> {
    await this.startFlow(db, user.id, pkce, 'email/signup');
    const otp = await this.issue(db, { user, kind: 'signup', address: user.email!, pkce: !!pkce, redirectTo });
    await this.send(db, 'signup', user.email!, otp);
  }

  /**
   * Starts (or repeats) an e-mail change: the new address gets a link; with AUTH_SECURE_EMAIL_CHANGE
   * the current, confirmed address gets one too and both must be followed.
   */
  async sendEmailChange(
    db: Db,
    user: AuthUserRecord,
    newEmail: string,
    pkce: PkceParams | undefined,
    redirectTo: string,
  ): Promise<void> {
    await this.users.update(user.id, { emailChange: newEmail, emailChangeConfirmStatus: 0 }, db);
    await this.startFlow(db, user.id, pkce, 'email_change');
    const toNew = await this.issue(db, { user, kind: 'email_change_new', address: newEmail, pkce: !!pkce, redirectTo });
    await this.send(db, 'email_change_new', newEmail, toNew, newEmail);
    if (this.config.AUTH_SECURE_EMAIL_CHANGE && user.email && user.emailConfirmedAt) {
      const toCurrent = await this.issue(db, {
        user,
        kind: 'email_change_current',
        address: user.email,
        pkce: !!pkce,
        redirectTo,
      });
      await this.send(db, 'email_change_current', user.email, toCurrent, newEmail);
    } else {
      await this.otps.deleteForUser(db, user.id, ['email_change_token_current']);
    }
  }
}
