// bcrypt is CPU work on the event loop: a burst of sign-ins that all run it at once slows every
// request of the process until database waits time out (503s). The gate runs at most a few checks
// at a time and lets a bounded queue wait, per client and in all; a check that would only join an
// over-long queue is refused at once with 429, before anything was spent (README "Sign-in limits").
import { Injectable } from '@nestjs/common';
import { rateLimited } from './gotrue-error';

/** Checks running at once (bcryptjs interleaves them on the one event loop; more only adds latency). */
export const CHECKS_AT_ONCE = 2;
/** Checks one client may have waiting. */
export const QUEUED_PER_CLIENT = 4;
/** Checks waiting in all (about 3 s of work at GoTrue's cost 10). */
export const QUEUED_IN_ALL = 48;

@Injectable()
export class PasswordCheckGate {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  private readonly perClient = new Map<string, number>();

  /** Whether a check of this client would be refused now (asked before spending a budget on it). */
  full(client: string): boolean {
    return this.queue.length >= QUEUED_IN_ALL || (this.perClient.get(client) ?? 0) >= QUEUED_PER_CLIENT;
  }

  /** Runs `check` when its turn comes; 429 over_request_rate_limit when the queue is full. */
  async run<T>(client: string, check: () => Promise<T>): Promise<T> {
    if (this.full(client)) throw rateLimited();
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    try {
      if (this.running >= CHECKS_AT_ONCE) await new Promise<void>((resolve) => this.queue.push(resolve));
      else this.running++;
    } finally {
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    }
    try {
      return await check();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
