// bcrypt is CPU work on the event loop: a burst of sign-ins that all run it at once slows every
// request of the process until database waits time out (503s). The gate runs at most a few checks
// at a time and lets a bounded queue wait, per client and in all, serving the clients in turn; a
// check that would only join an over-long queue is refused at once with 429, before anything was
// spent (README "Sign-in limits").
import { Injectable } from '@nestjs/common';
import { rateLimited } from '../errors/gotrue-error';

/** Checks running at once (bcryptjs interleaves them on the one event loop; more only adds latency). */
export const CHECKS_AT_ONCE = 2;
/** Checks one client may have waiting. */
export const QUEUED_PER_CLIENT = 8;
/** Checks waiting in all (about 3 s of work at GoTrue's cost 10). */
export const QUEUED_IN_ALL = 48;

@Injectable()
export class PasswordCheckGate {
  private running = 0;
  private queued = 0;
  /** Waiting checks per client; the map's order is the turn order (a client served goes to the back). */
  private readonly waiting = new Map<string, (() => void)[]>();

  /** Whether a check of this client would be refused now (asked before spending a budget on it). */
  full(client: string): boolean {
    return this.queued >= QUEUED_IN_ALL || (this.waiting.get(client)?.length ?? 0) >= QUEUED_PER_CLIENT;
  }

  /**
   * Runs `check` when its turn comes; 429 over_request_rate_limit when the queue is full. Turns go
   * round the clients, so one client's burst delays another client by one check at most per turn.
   */
  async run<T>(client: string, check: () => Promise<T>): Promise<T> {
    if (this.full(client)) throw rateLimited();
    if (this.running < CHECKS_AT_ONCE) this.running++;
    else {
      await new Promise<void>((resolve) => {
        const list = this.waiting.get(client) ?? [];
        list.push(resolve);
        this.waiting.set(client, list);
        this.queued++;
      });
    }
    try {
      return await check();
    } finally {
      this.next();
    }
  }

  /** Hands the finished check's place to the next client in turn, or frees it. */
  private next(): void {
    const turn = this.waiting.entries().next();
    if (turn.done) {
      this.running--;
      return;
    }
    const [client, list] = turn.value;
    const resolve = list.shift()!;
    this.queued--;
    this.waiting.delete(client);
    if (list.length) this.waiting.set(client, list);
    resolve();
  }
}
