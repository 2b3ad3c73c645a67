import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { CLOCK, type Clock } from '../../jobs/clock';
import { insertAuthUser, MAX_PASSWORD_BYTES, PasswordHasher, weakPassword } from '../../auth-api';
import { ApiError } from '../../common/api-error';
import { COMMON_ERRORS } from '../../common/common-errors';
import { canonicalEmail } from '../../domain/email';
import { type Db, TransactionRepository } from '../../database/transaction.repository';
import {
  findAccountByEmail,
  findSetupLink,
  grantOwner,
  lockOwners,
  markSetupLinkUsed,
  ownerExists,
} from './owner-setup.repository';
import { SETUP_TOKEN_PATTERN, setupTokenHash } from './owner-setup.service';
import { SETUP_ERRORS } from './setup-errors';
import type { OwnerCreatedResponseDto, OwnerSetupDto, OwnerSetupLinkResponseDto } from './setup.dto';

/**
 * Checks of one client address within a window; the token (256 random bits) cannot be guessed, this keeps bcrypt and
 * the database from being hammered.
 */
export const SETUP_RATE_LIMIT = { limit: 30, windowSeconds: 900 };

/**
 * The setup link's page (/nastavenie/<token>): says whether the link still works, and creates the
 * first owner's account with it. An address that has an account already is refused
 * (errors.setup_email_taken): making an existing account an owner is `npm run owner`'s, which only
 * the server's operator can run, while the link's page would let its holder take over the account.
 */
@Injectable()
export class SetupService {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly tx: TransactionRepository,
    private readonly passwords: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async getOwnerSetupLink(token: string, ip: string): Promise<OwnerSetupLinkResponseDto> {
    this.count(ip);
    const link = await this.tx.run((db) => this.usableLink(db, token));
    return { v: { expires_at: link.expiresAt.toISOString() } };
  }

  async createFirstOwner(body: OwnerSetupDto, ip: string): Promise<OwnerCreatedResponseDto> {
    this.count(ip);
    const email = canonicalEmail(body.email);
    // Checked before bcrypt and again under the owners' lock below.
    await this.tx.run((db) => this.usableLink(db, body.token));
    const weak =
      Buffer.byteLength(body.password, 'utf8') > MAX_PASSWORD_BYTES
        ? `Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`
        : weakPassword(body.password, this.config)?.message;
    if (weak) throw new ApiError(422, SETUP_ERRORS.setup_weak_password, weak);
    const encryptedPassword = await this.passwords.hash(body.password, this.config.AUTH_BCRYPT_COST);
    await this.tx.run(async (db) => {
      await lockOwners(db);
      await this.usableLink(db, body.token);
      if (await findAccountByEmail(db, email))
        throw new ApiError(409, SETUP_ERRORS.setup_email_taken, 'An account with this e-mail address exists already');
      const id = await insertAuthUser(db, { email, encryptedPassword, emailConfirmedAt: this.clock.now() });
      await grantOwner(db, { memberId: id, email, via: 'setup' });
      if (!(await markSetupLinkUsed(db, setupTokenHash(body.token))))
        throw new ApiError(410, SETUP_ERRORS.setup_link_used, 'This setup link has been used');
    });
    return { v: { email } };
  }

  /** The link when it can still make the first owner, else the refusal that says why. */
  private async usableLink(db: Db, token: string) {
    if (this.config.AUTH_MODE !== 'embedded' || !SETUP_TOKEN_PATTERN.test(token)) throw this.invalid();
    const link = await findSetupLink(db, setupTokenHash(token));
    if (!link) throw this.invalid();
    if (link.usedAt) throw new ApiError(410, SETUP_ERRORS.setup_link_used, 'This setup link has been used');
    if (link.expiresAt.getTime() <= this.clock.now().getTime())
      throw new ApiError(410, SETUP_ERRORS.setup_link_expired, 'This setup link has expired');
    if (await ownerExists(db))
      throw new ApiError(409, SETUP_ERRORS.setup_owner_exists, 'The club has an owner already');
    return link;
  }

  private invalid() {
    return new ApiError(404, SETUP_ERRORS.setup_link_invalid, 'No such setup link');
  }

  /** In-process budget per address: links are rare and short-lived, so one process's count is enough. */
  private count(ip: string): void {
    const now = this.clock.now().getTime();
    const since = now - SETUP_RATE_LIMIT.windowSeconds * 1000;
    const recent = (this.attempts.get(ip) ?? []).filter((t) => t > since);
    if (recent.length >= SETUP_RATE_LIMIT.limit) {
      throw Object.assign(new ApiError(429, COMMON_ERRORS.too_many_requests, 'Too many attempts; try again later'), {
        retryAfterSeconds: Math.ceil((recent[0] - since) / 1000),
      });
    }
    recent.push(now);
    this.attempts.set(ip, recent);
    if (this.attempts.size > 10_000) this.attempts.clear();
  }
}
