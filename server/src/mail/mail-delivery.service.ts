// The delivery job: one pg-boss job per outbox row. A mail already sent is skipped (a job repeated
// after a crash does not mail twice); a refused or failed SMTP attempt is recorded and thrown, so
// pg-boss retries it with exponential backoff (MAIL_RETRY_*); the last allowed attempt marks the
// mail failed, with its reason, for the staff outbox. A sweep every minute hands over mails that
// were stored but never queued (the process stopped in between).
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { JobQueueService } from '../jobs/job-queue.service';
import { MailOutboxRepository, MailStatus, type OutboxRow } from './mail-outbox.repository';
import { MAIL_DELIVERY_JOB, MailService } from './mail.service';
import { MailTransportService, type InlineImage, type MailMessage } from './mail-transport.service';

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
    inlineImages: (row.attachments as InlineImage[] | null) ?? undefined,
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
    try {
      await this.transport.deliver(toMessage(row));
    } catch (error) {
      await this.outbox.recordFailure(id, (error as Error).message, lastAttempt);
      throw error;
    }
    await this.outbox.markSent(id);
  }

  async sweep(): Promise<void> {
    await this.mail.dispatch(await this.outbox.listStranded(new Date(Date.now() - STRANDED_AFTER_MS)));
  }
}
