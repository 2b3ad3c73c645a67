// Listens on PostgreSQL for NOTIFY content_changed (sent by the triggers of migrations
// content_changed and event_places_changed whenever a table a public page reads is written, by any
// instance) and tells its subscriber what changed: everything (an empty payload, or any payload it
// does not know), or the places of one event (`event-places:<slug>`: a registration, a
// cancellation, a waitlist move). A loss or gain of the connection counts as "everything changed".
// While the connection is down `listening` is false: a change could pass unseen. It reconnects with
// a growing pause. sync() lets a write request wait until this instance has heard of its own change,
// so the next request to this instance can never be answered from before it.
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.module';
import { DATABASE_URL } from './prisma.service';

export const CHANNEL = 'content_changed';
const EVENT_PLACES = 'event-places:';

/** What a notification says changed: anything a public page may show, or the places of one event. */
export type ContentChange = { scope: 'all' } | { scope: 'event-places'; slug: string };
const EVERYTHING: ContentChange = { scope: 'all' };

/** The change a notification's payload names; an unknown payload means everything, to be safe. */
export function changeOf(payload: string): ContentChange {
  const slug = payload.startsWith(EVENT_PLACES) ? payload.slice(EVENT_PLACES.length) : '';
  return slug ? { scope: 'event-places', slug } : EVERYTHING;
}
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;
/**
 * The connection is asked for a sign of life this often. Pages are served from memory only while
 * it answered within FRESH_MS: a connection that stalls without a word (no FIN, a frozen backend)
 * may be holding back a notification, so its health is unknown and pages are rendered anew. With
 * the delivery of a notification itself (milliseconds), this bounds how long another instance's
 * change can go unseen here to about FRESH_MS + PING_EVERY_MS (docs/operations.md §5).
 */
export const PING_EVERY_MS = 250;
export const FRESH_MS = 750;
/** No answer this long and the connection counts as lost: it is closed and opened anew. */
const PING_TIMEOUT_MS = 2_000;

@Injectable()
export class ContentNotifications implements OnModuleDestroy {
  listening = false;
  /** When the connection last showed it was alive (connected, a ping answered, a notification). */
  private heardAt = 0;
  private pinging = false;
  private client: pg.Client | null = null;
  private retryMs = RETRY_MIN_MS;
  private timer: NodeJS.Timeout | null = null;
  private ping: NodeJS.Timeout | null = null;
  private subscriber: (change: ContentChange) => void = () => undefined;
  started = false;
  private closed = false;
  /** sync() tokens awaited: this instance's id and a counter, so other instances' tokens never match. */
  private readonly syncPrefix = `sync:${randomUUID()}:`;
  private syncs = 0;
  private readonly awaited = new Map<string, () => void>();
  /** The connection's statements run one after another (pg 9 refuses a query while one runs). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** Who is told of every change (the page cache); each (re)connection tells it "everything". */
  subscribe(onChange: (change: ContentChange) => void): void {
    this.subscriber = onChange;
  }

  /** Listening, and heard from within FRESH_MS: every change committed before then has reached us. */
  get fresh(): boolean {
    return this.listening && Date.now() - this.heardAt <= FRESH_MS;
  }

  /** Connects on first use, so creating the app (OpenAPI emitter, tests) touches no database. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.ping) clearInterval(this.ping);
    this.listening = false;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'evklub-page-cache',
      keepAlive: true,
    });
    this.client = client;
    this.queue = Promise.resolve();
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || this.client !== client) return;
      this.heardAt = Date.now();
      const payload = message.payload ?? '';
      if (payload.startsWith('sync:')) this.awaited.get(payload)?.();
      else this.subscriber(changeOf(payload));
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
    this.heardAt = Date.now();
    this.retryMs = RETRY_MIN_MS;
    this.ping = setInterval(() => void this.checkAlive(client), PING_EVERY_MS);
    this.ping.unref();
    this.subscriber(EVERYTHING); // whatever changed while nobody listened is behind us now
  }

  /**
   * Resolves once every notification committed before the call has reached this instance: it
   * sends a token of its own on the channel and waits for it to come back, as PostgreSQL delivers
   * notifications in commit order. Without an answer in time the connection counts as lost.
   */
  async sync(): Promise<void> {
    const client = this.client;
    if (!client || !this.listening) return;
    const token = this.syncPrefix + ++this.syncs;
    const heard = new Promise<void>((resolve) => this.awaited.set(token, resolve));
    try {
      await this.answered(client, 'sync', async () => {
        await this.query(client, 'SELECT pg_notify($1, $2)', [CHANNEL, token]);
        await heard;
      });
    } finally {
      this.awaited.delete(token);
    }
  }

  /** One ping at a time: a slow answer is waited for (up to PING_TIMEOUT_MS), not piled on. */
  private async checkAlive(client: pg.Client): Promise<void> {
    if (this.pinging) return;
    this.pinging = true;
    try {
      await this.answered(client, 'ping', async () => {
        await this.query(client, 'SELECT 1');
        if (this.client === client) this.heardAt = Date.now();
      });
    } finally {
      this.pinging = false;
    }
  }

  /** A statement on the connection once the ones before it have finished. */
  private query<R extends pg.QueryResultRow>(
    client: pg.Client,
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>> {
    const run = this.queue.then(() => client.query<R>(text, values));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Runs `work` on the connection; an error or no answer within PING_TIMEOUT_MS means it is lost. */
  private async answered(client: pg.Client, what: string, work: () => Promise<unknown>): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    const late = new Promise<never>(
      (_, reject) => (timeout = setTimeout(() => reject(new Error(`no answer to a ${what}`)), PING_TIMEOUT_MS)),
    );
    try {
      await Promise.race([work(), late]);
    } catch (error) {
      this.lost(client, error);
    } finally {
      clearTimeout(timeout);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return; // already handled ('error' and 'end' both come)
    this.client = null;
    if (this.ping) clearInterval(this.ping);
    const wasListening = this.listening;
    this.listening = false;
    this.subscriber(EVERYTHING);
    client.end().catch(() => undefined);
    if (this.closed) return;
    // Expected while the database is away: the reason, no stack; one warning per loss, not per failed reconnection.
    const reason = (error as Error | undefined)?.message ?? 'connection ended';
    if (wasListening)
      this.log.warn({ reason }, 'page cache: lost the LISTEN connection; pages are rendered uncached until it is back');
    else this.log.debug({ reason }, 'page cache: the LISTEN connection could not be opened; trying again');
    this.timer = setTimeout(() => void this.connect(), this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
