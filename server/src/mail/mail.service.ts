// Outgoing mail for every module: `send` stores the mail in the outbox and hands it to the job
// queue, then returns; the delivery job (mail-delivery.service.ts) talks to SMTP and retries with
// backoff while the mail server is away. A mail is therefore never lost to an SMTP outage, and a
// dedupe key makes sure one notification is queued once however often it is asked for.
// Given the caller's transaction, the mails and their delivery jobs commit with the change that
// causes them (a place given, an event called off), or not at all.
// A mail whose making is heavy or whose content must be as of the moment it goes out (an event
// registration's ticket QR and .ics) is queued as a render: the row names a renderer and its input,
// and the delivery asks that renderer for the mail when it sends it (`defineRenderer`). The change's
// transaction, which may hold a lock others wait for, then writes a small row only; such a caller
// may also `store` the row in its transaction and `dispatchSoon` its job after the commit, leaving
// the lock sooner: a job lost to a crash in between is made up by the delivery's sweep within minutes.
import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.module';
import type { Db } from '../database/transaction.repository';
import { JobQueueService } from '../jobs/job-queue.service';
import { MailOutboxRepository, type OutboxInsert } from './mail-outbox.repository';
import type { MailMessage } from './mail-transport.service';

export type { MailMessage } from './mail-transport.service';

export const MAIL_DELIVERY_JOB = 'mail-delivery';
/** How long `dispatchSoon` gathers mails before handing them to the job queue together. */
const DISPATCH_GATHER_MS = 20;

/** Names the renderer that writes a mail when it is sent, and what it needs (JSON). */
export interface MailRender {
  renderer: string;
  input: Record<string, string | number | boolean | null>;
}

/**
 * Writes a queued mail when it is sent, from the state of that moment: the message (the outbox's
 * replyTo and Message-ID are kept), or null when the state no longer bears the mail out (it is then
 * not sent: superseded). A throw is a failed attempt, retried as an SMTP failure is.
 */
export type MailRenderer = (input: MailRender['input']) => Promise<MailMessage | null>;

export interface OutgoingMail extends MailMessage {
  /** What the mail is (account, contact, waitlist_promotion, newsletter, …), for the outbox. */
  kind?: string;
  /** The member it is for, when it is for one. */
  userId?: string | null;
  /** A mail with a key already queued is not queued again. */
  dedupeKey?: string;
  /** Written when sent: `subject` and `text` are provisional until then (the staff outbox shows the subject). */
  render?: MailRender;
}

function toRow(mail: OutgoingMail): OutboxInsert {
  return {
    kind: mail.kind ?? 'other',
    userId: mail.userId ?? null,
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers,
    replyTo: mail.replyTo === undefined ? null : JSON.stringify(mail.replyTo),
    dedupeKey: mail.dedupeKey ?? null,
    attachments: mail.attachments?.length ? mail.attachments : null,
    renderer: mail.render?.renderer ?? null,
    renderInput: mail.render?.input ?? null,
  };
}

@Injectable()
export class MailService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly queue: JobQueueService,
  ) {}

  @Inject(LOGGER) private readonly logger!: Logger;
  private readonly renderers = new Map<string, MailRenderer>();
  /** Mails for `dispatchSoon`'s next hand-over, and that hand-over. */
  private readonly pending: string[] = [];
  private flush?: Promise<void>;

  /** The module that queues mails of `name` to be written when sent says here how it writes them (at start). */
  defineRenderer(name: string, renderer: MailRenderer): void {
    this.renderers.set(name, renderer);
  }

  /** The mail of a queued render as of now; throws when no module defined its renderer. */
  render(render: MailRender): Promise<MailMessage | null> {
    const renderer = this.renderers.get(render.renderer);
    if (!renderer) throw new Error(`no mail renderer "${render.renderer}"`);
    return renderer(render.input);
  }

  /** Queues one mail; resolves once it is stored, not when it is delivered. */
  async send(mail: OutgoingMail): Promise<void> {
    await this.sendMany([mail]);
  }

  /**
   * Queues mails; returns how many were new (a repeated dedupe key is skipped). With `db` (an open
   * transaction) the outbox rows and their delivery jobs are written in it, so a commit delivers
   * them and a rollback or a crash before the commit leaves nothing.
   */
  async sendMany(mails: OutgoingMail[], db?: Db): Promise<number> {
    const ids = await this.outbox.createMany(mails.map(toRow), db);
    await this.dispatch(ids, db);
    return ids.length;
  }

  /**
   * Stores mails in the transaction `db` without their delivery jobs (see `dispatchSoon`); returns the new rows' ids.
   */
  store(mails: OutgoingMail[], db: Db): Promise<string[]> {
    return this.outbox.createMany(mails.map(toRow), db);
  }

  /**
   * Hands mails stored by committed transactions to the job queue within a few milliseconds, those
   * of a burst (50 members registering at once) together: one job insert and one update for all.
   * Never throws: a failure, or a stop before the hand-over, leaves them to the sweep
   * (mail-delivery.service.ts), which hands them over later.
   */
  dispatchSoon(ids: string[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    this.pending.push(...ids);
    return (this.flush ??= sleep(DISPATCH_GATHER_MS).then(async () => {
      const batch = this.pending.splice(0);
      this.flush = undefined;
      try {
        await this.dispatch(batch);
      } catch (error) {
        this.logger.warn(`mail: ${batch.length} stored mail(s) left to the sweep: ${(error as Error).message}`);
      }
    }));
  }

  /**
   * Hands stored mails to the job queue. In a transaction the job's id is the row's, so the row can
   * never get a second job; a retry from the staff outbox or the sweep (no transaction) gets a new job.
   */
  async dispatch(ids: string[], db?: Db): Promise<void> {
    if (ids.length === 0) return;
    await this.queue.send(
      MAIL_DELIVERY_JOB,
      ids.map((id) => (db ? { id, data: { id } } : { data: { id } })),
      db,
    );
    await this.outbox.markEnqueued(ids, db);
  }
}
