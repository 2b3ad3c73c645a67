import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../config/config.module';
import type { Config, RateLimit } from '../config/config';
import { rateLimited } from './gotrue-error';
import { AuthRateLimitRepository } from './auth-rate-limit.repository';
import { canonicalEmail } from '../domain/email';

/** The budget of one address from all clients, as a multiple of the per-client budget. */
export const ADDRESS_FACTOR = 10;

export type LimitName = 'SIGN_IN' | 'SIGN_UP' | 'RECOVER' | 'VERIFY' | 'REFRESH' | 'RESEND' | 'MFA';

/**
 * The auth API's request budgets (RATE_LIMIT_* variables), counted per client IP and per e-mail
 * address in PostgreSQL. Exceeding one answers 429 over_request_rate_limit (not retried by clients).
 */
@Injectable()
export class AuthRateLimitService {
  private hits = 0;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly repository: AuthRateLimitRepository,
  ) {}

  private limit(name: LimitName): RateLimit | null {
    return this.config[`RATE_LIMIT_${name}`];
  }

  private keys(name: LimitName, ip: string, email?: string): string[] {
    return [`${name}:ip:${ip}`, ...(email ? [`${name}:email:${canonicalEmail(email)}`] : [])];
  }

  /** Counts this request and refuses it when a budget is spent. */
  async consume(name: LimitName, ip: string, email?: string): Promise<void> {
    const limit = this.limit(name);
    if (!limit) return;
    const counts = await Promise.all(this.keys(name, ip, email).map((k) => this.repository.hit(k, limit.windowSeconds)));
    if (++this.hits % 500 === 0) void this.repository.prune(86_400).catch(() => undefined);
    if (counts.some((c) => c > limit.limit)) throw rateLimited();
  }

  /**
   * Failed password sign-ins (README "Sign-in limits"): a slot is reserved atomically BEFORE the
   * password is checked, in three budgets: the client IP (`limit`), the pair address + client IP
   * (`limit`) and the address from all clients (ADDRESS_FACTOR × `limit`, against distributed
   * guessing). Refused reservations are given back at once, so a stranger's refused attempts spend
   * nothing; the caller gives the slot back after a correct password (`release`), so only failures
   * stay counted. Parallel requests can never pass more password checks than a budget allows.
   */
  async reserveSignIn(ip: string, email: string): Promise<{ release: () => Promise<void> }> {
    const limit = this.limit('SIGN_IN');
    if (!limit) return { release: async () => undefined };
    const address = canonicalEmail(email);
    const budgets: [string, number][] = [
      [`SIGN_IN:ip:${ip}`, limit.limit],
      [`SIGN_IN:pair:${address}|${ip}`, limit.limit],
      [`SIGN_IN:email:${address}`, limit.limit * ADDRESS_FACTOR],
    ];
    const keys = budgets.map(([key]) => key);
    const counts = await this.repository.hitAll(keys, limit.windowSeconds);
    const release = () => this.repository.releaseAll(keys);
    if (counts.some((count, i) => count > budgets[i][1])) {
      await release();
      throw rateLimited();
    }
    return { release };
  }
}
