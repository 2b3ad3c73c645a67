// The delivery job: one pg-boss job per outbox row. A mail already sent is skipped (a job repeated
// after a crash does not mail twice); a refused or failed SMTP attempt is recorded and thrown, so
// pg-boss retries it with exponential backoff (MAIL_RETRY_*); the last allowed attempt marks the
// mail failed, with its reason, for the staff outbox. A sweep every minute hands over mails that
// were stored but never queued (the process stopped in between). A mail queued as a render
// (mail.service.ts) is written here, just before it is sent, by its module's renderer; one the state
// no longer bears out is marked superseded and not sent.
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { JobQueueService } from '../jobs/job-queue.service';
import { MailOutboxRepository, MailStatus, type OutboxRow } from './mail-outbox.repository';
import { MAIL_DELIVERY_JOB, MailService, type MailRender } from './mail.service';
import {
  MailNotConfiguredError,
  MailTransportService,
  type MailAttachment,
  type MailMessage,
} from './mail-transport.service';

const SWEEP_JOB = 'mail-sweep';
const STRANDED_AFTER_MS = 60_000;

function toMessage(row: OutboxRow): MailMessage {
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    headers: row.headers as Record<string, string>,
    replyTo: row.replyTo ? (JSON.parse(row.replyTo) as MailMessage['replyTo']) : undefined,
    messageId: `<${row.id}@evklub.outbox>`,
    attachments: (row.attachments as MailAttachment[] | null) ?? undefined,
  };
}

@Injectable()
export class MailDeliveryService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly queue: JobQueueService,
    private readonly outbox: MailOutboxRepository,
    private readonly transport: MailTransportService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.queue.define<{ id: string }>({
      name: MAIL_DELIVERY_JOB,
      concurrency: 2,
      batchSize: 10,
      queue: {
        retryLimit: this.config.MAIL_RETRY_LIMIT,
        retryDelay: this.config.MAIL_RETRY_DELAY,
        retryDelayMax: this.config.MAIL_RETRY_DELAY_MAX,
        retryBackoff: true,
        retentionSeconds: 14 * 86_400,
      },
      handler: (job) => this.deliver(job.data.id, job.retryCount >= job.retryLimit),
    });
    this.queue.define({ name: SWEEP_JOB, cron: '* * * * *', handler: () => this.sweep() });
  }

  async deliver(id: string, lastAttempt: boolean): Promise<void> {
    const row = await this.outbox.findById(id);
    if (!row || row.status !== MailStatus.queued) return;
    let written: MailMessage | null = null;
    try {
      // No mail server: the attempt fails before drawing anything.
      if (row.renderer && this.transport.server().kind === 'none')
        throw new MailNotConfiguredError('no mail server: set SMTP_URL (or let the server start MailDev)');
      written = row.renderer
        ? await this.mail.render({ renderer: row.renderer, input: row.renderInput as MailRender['input'] })
        : null;
      if (row.renderer && !written) return await this.outbox.markSuperseded(id);
      const stored = toMessage(row);
      await this.transport.deliver(
        written ? { ...written, replyTo: stored.replyTo, messageId: stored.messageId } : stored,
      );
    } catch (error) {
      await this.outbox.recordFailure(id, (error as Error).message, lastAttempt);
      throw error;
    }
    await this.outbox.markSent(
      id,
      written
        ? { recipient: written.to, subject: written.subject, text: written.text, html: written.html ?? null }
        : undefined,
    );
  }

  async sweep(): Promise<void> {
    await this.mail.dispatch(await this.outbox.listStranded(new Date(Date.now() - STRANDED_AFTER_MS)));
  }
}
