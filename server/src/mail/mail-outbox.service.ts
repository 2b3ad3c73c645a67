// The outbox as staff see it: mails by state (queued, sent, failed with the reason), a failed mail
// queued again, and the counts of one bulk send (a newsletter) by its dedupe-key prefix.
import { Injectable } from '@nestjs/common';
import { MailOutboxRepository, MailStatus, type OutboxRow } from './mail-outbox.repository';
import { MailService } from './mail.service';

export type { OutboxRow };
export { MailStatus };

@Injectable()
export class MailOutboxService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly mail: MailService,
  ) {}

  list(filter: { status?: MailStatus; kind?: string }, window: { skip: number; take: number }): Promise<{ rows: OutboxRow[]; total: number }> {
    return this.outbox.list(filter, window);
  }

  find(id: string): Promise<OutboxRow | null> {
    return this.outbox.findById(id);
  }

  /** Queues a failed mail again; false when it is not (or no longer) failed. */
  async retry(id: string): Promise<boolean> {
    if (!(await this.outbox.requeueFailed(id))) return false;
    await this.mail.dispatch([id]);
    return true;
  }

  countByStatus(dedupePrefix: string): Promise<Record<MailStatus, number>> {
    return this.outbox.countByStatus(dedupePrefix);
  }
}
