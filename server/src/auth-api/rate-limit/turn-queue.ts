// Work that must not run too often at once (bcrypt checks: password-check-gate.ts; auth requests that
// use the database: auth-bulkhead.ts) runs a few at a time while a bounded queue waits, per client and
// in all, serving the clients in turn. Work that would only join an over-long queue is refused at once
// with 429 and Retry-After, before anything was spent on it.
import { rateLimited } from '../errors/gotrue-error';

/** Seconds a client refused by a full queue is told to wait (a queue drains within about a second). */
export const QUEUE_RETRY_AFTER = 1;

export class TurnQueue {
  private running = 0;
  private queued = 0;
  /** Waiting work per client; the map's order is the turn order (a client served goes to the back). */
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(
    private readonly atOnce: number,
    private readonly queuedPerClient: number,
    private readonly queuedInAll: number,
  ) {}

  /** Whether work of this client would be refused now (asked before spending a budget on it). */
  full(client: string): boolean {
    if (this.running < this.atOnce) return false;
    return this.queued >= this.queuedInAll || (this.waiting.get(client)?.length ?? 0) >= this.queuedPerClient;
  }

  /**
   * Runs `work` when its turn comes; 429 over_request_rate_limit when the queue is full. Turns go
   * round the clients, so one client's burst delays another client by one piece of work at most per turn.
   */
  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    if (this.full(client)) throw rateLimited(QUEUE_RETRY_AFTER);
    if (this.running < this.atOnce) this.running++;
    else {
      await new Promise<void>((resolve) => {
        const list = this.waiting.get(client) ?? [];
        list.push(resolve);
        this.waiting.set(client, list);
        this.queued++;
      });
    }
    try {
      return await work();
    } finally {
      this.next();
    }
  }

  /** Hands the finished work's place to the next client in turn, or frees it. */
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
