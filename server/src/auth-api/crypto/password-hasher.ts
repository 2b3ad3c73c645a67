// Password hashing (docs/auth-api.md §4.4). Hashes are bcrypt in GoTrue's `$2a$` spelling: for
// passwords under 255 bytes $2a$ and $2b$ compute the same hash, and GoTrue (Go's bcrypt) writes
// $2a$, so accounts can move between this server and Supabase in either direction.
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { BcryptThread } from './bcrypt-thread';

/**
 * The one way to hash and check a password: a provider that owns its bcrypt thread
 * (bcrypt-thread.ts), started at the first call and ended when Nest closes the app. A command-line
 * tool or the seed makes its own (`new PasswordHasher()`) and may `stop()` it.
 */
@Injectable()
export class PasswordHasher implements OnModuleDestroy {
  private readonly thread = new BcryptThread();
  /** Hashes to compare against when the user does not exist, so both paths cost one bcrypt run. */
  private readonly dummyHashes = new Map<number, Promise<string>>();

  async hash(password: string, cost: number): Promise<string> {
    const hash = await this.thread.hash(password, cost);
    return hash.replace(/^\$2b\$/, '$2a$');
  }

  /** Whether the password matches; without a stored hash it still spends the time of a check. */
  async check(password: string, hash: string | null | undefined, cost = 10): Promise<boolean> {
    if (!hash) {
      await this.thread.compare(password, await this.dummyHash(cost));
      return false;
    }
    return this.thread.compare(password, hash.replace(/^\$2y\$/, '$2a$')).catch(() => false);
  }

  stop(): Promise<void> {
    return this.thread.stop();
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  private dummyHash(cost: number): Promise<string> {
    let hash = this.dummyHashes.get(cost);
    if (!hash) this.dummyHashes.set(cost, (hash = this.hash('no such account', cost)));
    return hash;
  }
}
