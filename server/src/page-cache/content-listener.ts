// Listens on PostgreSQL for NOTIFY content_changed (sent by the triggers of migration
// content_changed whenever a table a public page reads is written, by any instance). Each
// notification, and each loss or gain of the connection, raises `generation` and calls onChange,
// which empties the page cache. While the connection is down `listening` is false and nothing is
// cached or served from the cache: a change could pass unseen. It reconnects with a growing pause.
import pg from 'pg';
import type { Logger } from 'pino';

export const CHANNEL = 'content_changed';
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

export class ContentListener {
  /** Raised by every change and every (re)connection; a render stored only if it stayed the same. */
  generation = 0;
  listening = false;
  private client: pg.Client | null = null;
  private retryMs = RETRY_MIN_MS;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
    private readonly onChange: () => void,
  ) {}

  /** Connects on first use, so creating the app (OpenAPI emitter, tests) touches no database. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.listening = false;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private bump(): void {
    this.generation++;
    this.onChange();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'evklub-page-cache' });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && this.client === client) this.bump();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return;
    this.listening = true;
    this.retryMs = RETRY_MIN_MS;
    this.bump(); // whatever changed while nobody listened is behind us now
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return; // already handled ('error' and 'end' both come)
    this.client = null;
    this.listening = false;
    this.bump();
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn({ err: error }, 'page cache: lost the LISTEN connection; pages are rendered uncached until it is back');
    this.timer = setTimeout(() => void this.connect(), this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
