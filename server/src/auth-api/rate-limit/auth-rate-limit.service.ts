import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config, RateLimit } from '../../config/config';
import { rateLimited } from '../errors/gotrue-error';
import { AuthRateLimitRepository } from '../data/auth-rate-limit.repository';
import { canonicalEmail } from '../../domain/email';

/** The budget of one address from all clients, as a multiple of the per-client budget. */
export const ADDRESS_FACTOR = 10;

export type LimitName =
  'SIGN_IN' | 'SIGN_UP' | 'RECOVER' | 'VERIFY' | 'REFRESH' | 'RESEND' | 'PASSWORD' | 'MFA' | 'PASSKEY';

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
    // One statement for all keys: a request holds one connection at a time (auth-bulkhead.ts).
    const counts = await this.repository.hitAll(this.keys(name, ip, email), limit.windowSeconds);
    if (++this.hits % 500 === 0) void this.repository.prune(86_400).catch(() => undefined);
    if (counts.some((c) => c > limit.limit)) throw rateLimited();
  }

  /**
   * Failed password sign-ins (docs/security.md §2). A slot is reserved atomically BEFORE the
   * password is checked; refused reservations are given back at once, and the caller gives the slot
   * back after a correct password (`release`) or when the check did not happen, so only failures stay
   * counted and parallel requests never pass more checks than a budget allows.
   *
   * - A device presenting a genuine device cookie of this address (`device`) spends only its own
   *   budget (`limit`): an attack on the address from other clients does not lock its owner out.
   *   Once that budget is spent, the device counts as any other client.
   * - Any other client spends three budgets: the pair address + client IP (`limit`), the address from
   *   all clients (ADDRESS_FACTOR × `limit`, against distributed guessing) and the client IP. Past
   *   `limit` failures an address shared by many people (a club's Wi-Fi, a NAT) still gets a check for
   *   an account that has no failure of its own in the window (so others' failures do not refuse a
   *   correct password), up to ADDRESS_FACTOR × `limit` in all (against spraying one password over
   *   many accounts).
   */
  async reserveSignIn(
    ip: string,
    email: string,
    device: string | null = null,
  ): Promise<{ release: () => Promise<void> }> {
    const limit = this.limit('SIGN_IN');
    if (!limit) return { release: async () => undefined };
    const address = canonicalEmail(email);
    if (device) {
      const keys = [`SIGN_IN:device:${device}`];
      const [count] = await this.repository.hitAll(keys, limit.windowSeconds);
      const release = () => this.repository.releaseAll(keys);
      if (count <= limit.limit) return { release };
      await release();
    }
    const keys = [`SIGN_IN:ip:${ip}`, `SIGN_IN:pair:${address}|${ip}`, `SIGN_IN:email:${address}`];
    const [byIp, byPair, byAddress] = await this.repository.hitAll(keys, limit.windowSeconds);
    const release = () => this.repository.releaseAll(keys);
    const cap = limit.limit * ADDRESS_FACTOR;
    const allowed =
      byPair <= limit.limit && byAddress <= cap && byIp <= cap && (byIp <= limit.limit || byAddress === 1);
    if (!allowed) {
      await release();
      throw rateLimited();
    }
    return { release };
  }
}
