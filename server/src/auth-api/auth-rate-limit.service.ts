import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../config/config.module';
import type { Config, RateLimit } from '../config/config';
import { rateLimited } from './gotrue-error';
import { AuthRateLimitRepository } from './auth-rate-limit.repository';
import { canonicalEmail } from '../domain/email';

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

  /** Refuses the request when earlier failures spent the budget (failed sign-ins), without counting it. */
  async check(name: LimitName, ip: string, email?: string): Promise<void> {
    const limit = this.limit(name);
    if (!limit) return;
    const counts = await Promise.all(this.keys(name, ip, email).map((k) => this.repository.peek(k, limit.windowSeconds)));
    if (counts.some((c) => c >= limit.limit)) throw rateLimited();
  }

  /** Counts a failure (see `check`). */
  async recordFailure(name: LimitName, ip: string, email?: string): Promise<void> {
    const limit = this.limit(name);
    if (!limit) return;
    await Promise.all(this.keys(name, ip, email).map((k) => this.repository.hit(k, limit.windowSeconds)));
  }
}
