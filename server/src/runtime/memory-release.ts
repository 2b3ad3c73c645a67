// Gives memory back to the system once a burst of requests is over.
// V8 grows its heap under load (renders leave tens of MB of garbage between collections); when the
// heap shrinks again, V8 keeps the freed 256 kB pages in a pool for reuse, resident, and hands them
// back only on a "last resort" collection (the one it runs under memory pressure). Measured after
// `npm run bench:ssr`'s load: heap 90 MB, process 380–420 MB; after one last-resort collection
// (110–180 ms) 225–230 MB. So when the server has had no new request for a quiet period after some
// activity, and the process holds more than SLACK_MB beyond what it held after start (or after the
// last release), not counting buffers (the page cache's pages are buffers, and kept on purpose), it
// runs that collection once. The heap counts: a burst of renders can leave it grown and not yet
// collected, which the same collection shrinks (with only the pooled pages counted, a burst that
// followed a release by less than SLACK_MB of pooled pages kept 330 MB resident). A busy server never
// pauses for it; an idle one pays a fraction of a second once per burst.
export const SLACK_MB = 32;
const MB = 1024 * 1024;

export interface MemoryReading {
  rss: number;
  heapTotal: number;
  external: number;
}

export interface MemoryReleaseOptions {
  /** Seconds without a new request before memory is given back. */
  quietSeconds: number;
  read?: () => MemoryReading;
  /** The last-resort collection; absent when the process runs without --expose-gc. */
  collect?: () => void;
  onRelease?: (before: MemoryReading, after: MemoryReading, ms: number) => void;
}

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export function lastResortCollection(): (() => void) | undefined {
  const gc = (globalThis as { gc?: Gc }).gc;
  return gc ? () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : undefined;
}

/** Resident memory but buffers: the binary, malloc, the V8 heap and its pooled pages. */
const held = (m: MemoryReading) => m.rss - m.external;

export class MemoryRelease {
  private requests = 0;
  private seen = 0;
  private active = false;
  private baseline: number;
  private timer?: NodeJS.Timeout;
  private readonly read: () => MemoryReading;

  constructor(private readonly options: MemoryReleaseOptions) {
    this.read = options.read ?? (() => process.memoryUsage());
    this.baseline = held(this.read());
  }

  /** Counts the requests of `server` and checks once per quiet period. */
  start(server: { on(event: 'request', listener: () => void): unknown }): this {
    if (!this.options.collect || this.options.quietSeconds <= 0) return this;
    server.on('request', () => this.requests++);
    this.timer = setInterval(() => this.tick(), this.options.quietSeconds * 1000);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Counts one request (what start() does for each request of the server). */
  request(): void {
    this.requests++;
  }

  /** One check: true when memory was given back. */
  tick(): boolean {
    if (this.requests !== this.seen) {
      this.seen = this.requests;
      this.active = true;
      return false;
    }
    if (!this.active || !this.options.collect) return false;
    this.active = false;
    const before = this.read();
    if (held(before) - this.baseline <= SLACK_MB * MB) return false;
    const started = Date.now();
    this.options.collect();
    const after = this.read();
    this.baseline = held(after);
    this.options.onRelease?.(before, after, Date.now() - started);
    return true;
  }
}
