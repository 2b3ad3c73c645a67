// The dues work of the job queue. Opening a year creates the records and, in the same transaction,
// queues `dues-request` jobs (50 records each) that build the request mails: the PAY by square QR
// costs some milliseconds of CPU per member, so it is drawn by the workers, not while staff wait.
// Payments queue `dues-thanks` jobs the same way, in the transaction that records them.
// A sweep every minute (run once across instances, time from the injected clock) creates the
// records of members verified since (every open year from the clock's on), marks records overdue
// after the due date and grace period, and queues the reminders before and after the due date.
// Each mail is marked on its record and keyed in the outbox, so a run repeated on another instance
// or after a crash mails nobody twice.
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.module';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { TransactionRepository, type Db } from '../../database/transaction.repository';
import { CLOCK, type Clock } from '../../jobs/clock';
import { JobQueueService } from '../../jobs/job-queue.service';
import { NotifyService } from '../notifications/notify.service';
import type { NotificationContent } from '../notifications/notifications.types';
import { DuesRepository, type AppliedPayment, type DuesRecord } from './dues.repository';
import { DuesSetupRepository } from './dues-setup.repository';
import { memberName } from '../../domain/member-name';
import { mapPaymentDetails, type PaymentDetailsDto } from '../../common/payment-details.dto';
import { payBySquare, qrPng } from '../../domain/pay-by-square';
import { dayOf, paymentNote } from './dues-rules';
import { reminderAfterMail, reminderBeforeMail, requestMail, thankYouMail } from './dues-mail';

export const DUES_REQUEST_JOB = 'dues-request';
export const DUES_SWEEP_JOB = 'dues-sweep';
export const DUES_THANKS_JOB = 'dues-thanks';
/** Records per request or thank-you job. */
const CHUNK = 50;
const SWEEP_LIMIT = 2000;
/** A request job runs within minutes; a record still without its mail after this lost its job. */
const STRANDED_AFTER_MS = 30 * 60_000;

@Injectable()
export class DuesJobsService implements OnModuleInit {
  @Inject(LOGGER) private readonly logger!: Logger;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queue: JobQueueService,
    private readonly records: DuesRepository,
    private readonly setup: DuesSetupRepository,
    private readonly notify: NotifyService,
    private readonly tx: TransactionRepository,
  ) {}

  onModuleInit(): void {
    this.queue.define<{ ids: string[] }>({
      name: DUES_REQUEST_JOB,
      concurrency: 2,
      queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
      handler: (job) => this.sendRequests(job.data.ids).then(() => undefined),
    });
    this.queue.define<{ ids: string[] }>({
      name: DUES_THANKS_JOB,
      concurrency: 2,
      queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
      handler: (job) => this.sendThanks(job.data.ids).then(() => undefined),
    });
    this.queue.define({
      name: DUES_SWEEP_JOB,
      cron: '* * * * *',
      queue: { retryLimit: 3, retryDelay: 30 },
      handler: async () => {
        await this.sweep();
      },
    });
  }

  /**
   * The open years that still take members: the clock's year and any opened ahead (a club opens
   * next year in autumn and keeps verifying members). Earlier years stay as they were.
   */
  async yearsTakingMembers(): Promise<number[]> {
    return (await this.setup.listYearsFrom(this.clock.now().getUTCFullYear())).map((y) => y.year);
  }

  /**
   * Creates the missing records of `years` and queues their request mails, in one transaction; returns how many were
   * created.
   */
  async createRecordsOf(years: number[]): Promise<number> {
    if (years.length === 0) return 0;
    return this.tx.run(async (db) => {
      let created = 0;
      for (const year of years) created += await this.createRecords(year, db);
      return created;
    });
  }

  /**
   * Creates the year's missing records (verified members) and queues their request mails, in `db`; returns how many
   * were created.
   */
  async createRecords(year: number, db: Db): Promise<number> {
    const waiting = await this.records.createForVerifiedMembers(year, db);
    await this.queueRequests(waiting, db);
    return waiting.length;
  }

  queueRequests(ids: string[], db?: Db): Promise<void> {
    return this.queueChunks(DUES_REQUEST_JOB, ids, db);
  }

  /** Jobs of `name` for the records, CHUNK ids each (in the transaction `db`, when given). */
  private async queueChunks(name: string, ids: string[], db?: Db): Promise<void> {
    const jobs = [];
    for (let i = 0; i < ids.length; i += CHUNK) jobs.push({ data: { ids: ids.slice(i, i + CHUNK) } });
    await this.queue.send(name, jobs, db);
  }

  /** Builds and queues the request mails of records still waiting for one; returns how many were queued. */
  async sendRequests(ids: string[]): Promise<number> {
    const pay = mapPaymentDetails(await this.setup.settings());
    if (!pay) throw new Error('dues requests wait for the club’s IBAN and beneficiary (staff console: dues settings)');
    const records = (await this.records.findMany(ids)).filter((r) => r.status === 'waiting' && !r.requestQueuedAt);
    const contents = new Map<string, NotificationContent>();
    for (const r of records)
      contents.set(r.userId, requestMail(r, pay, await qrPng(payBySquare(this.order(r, pay))), this.config.PUBLIC_URL));
    return this.mailOnce(records, 'requestQueuedAt', true, 'dues_request', (r) => contents.get(r.userId)!);
  }

  /** One run of the sweep at the clock's time; returns the mails queued. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const today = dayOf(now);
    await this.createRecordsOf(await this.yearsTakingMembers());
    const stranded = await this.records.requestsToQueue(new Date(Date.now() - STRANDED_AFTER_MS), SWEEP_LIMIT);
    if (stranded.length) await this.queueRequests(stranded);
    await this.records.markOverdue(today);
    const pay = mapPaymentDetails(await this.setup.settings());
    if (!pay) return 0;
    const before = await this.records.findMany(await this.records.dueForReminder('before', today, SWEEP_LIMIT));
    const after = await this.records.findMany(await this.records.dueForReminder('after', today, SWEEP_LIMIT));
    const queued =
      (await this.mailOnce(before, 'remindedBeforeAt', true, 'dues_reminder_before', (r) =>
        reminderBeforeMail(r, pay, this.config.PUBLIC_URL),
      )) +
      (await this.mailOnce(after, 'remindedAfterAt', false, 'dues_reminder_after', (r) =>
        reminderAfterMail(r, pay, this.config.PUBLIC_URL),
      ));
    if (queued) this.logger.info(`dues sweep queued ${queued} reminders`);
    return queued;
  }

  /**
   * The thank-you for records that became paid by payments just applied: jobs queued in the
   * payments' transaction (they exist if and only if it commits); the mails are built by the workers.
   */
  async thankForPaid(db: Db, applied: AppliedPayment[]): Promise<void> {
    await this.queueChunks(
      DUES_THANKS_JOB,
      applied.filter((a) => a.after === 'paid' && a.before !== 'paid').map((a) => a.id),
      db,
    );
  }

  /**
   * Queues the thank-you of paid records; a record thanked already is skipped by its mail's key. Returns how many were
   * new.
   */
  async sendThanks(ids: string[]): Promise<number> {
    const records = new Map(
      (await this.records.findMany(ids))
        .filter((r) => r.status === 'paid')
        .map((r): [string, DuesRecord] => [r.userId, r]),
    );
    return this.notify.duesNotice(
      undefined,
      [...records.keys()],
      false,
      (m) => `dues_thanks:${records.get(m.id)!.id}`,
      (m) => thankYouMail(records.get(m.id)!, this.config.PUBLIC_URL),
    );
  }

  /** The payment order of a record (what the member page's and the request mail's QR hold). */
  order(r: DuesRecord, pay: PaymentDetailsDto) {
    return {
      iban: pay.iban,
      bic: pay.bic,
      beneficiaryName: pay.beneficiary_name,
      amountCents: Math.max(0, r.amountCents - r.paidCents),
      variableSymbol: r.variableSymbol,
      note: paymentNote(r.year, memberName(r.user)),
      dueDate: r.dueYear.dueDate,
    };
  }

  /** Marks the records' mail of one kind and queues it, in one transaction; records marked already are skipped. */
  private async mailOnce(
    records: DuesRecord[],
    column: 'requestQueuedAt' | 'remindedBeforeAt' | 'remindedAfterAt',
    mandatory: boolean,
    key: string,
    content: (r: DuesRecord) => NotificationContent,
  ): Promise<number> {
    if (records.length === 0) return 0;
    return this.tx.run(async (db) => {
      const marked = new Set(
        await this.records.markMailed(
          db,
          records.map((r) => r.id),
          column,
        ),
      );
      const byUser = new Map(records.filter((r) => marked.has(r.id)).map((r) => [r.userId, r]));
      return this.notify.duesNotice(
        db,
        [...byUser.keys()],
        mandatory,
        (m) => `${key}:${byUser.get(m.id)!.id}`,
        (m) => content(byUser.get(m.id)!),
      );
    });
  }
}
