// The outbox and its mail server as staff see them: mails by state (queued, sent, failed with the
// reason), a failed mail queued again, the counts of one bulk send (a newsletter) by its dedupe-key
// prefix, how deliveries went lately and whether the mail server takes mail now (the status page).
import { Injectable } from '@nestjs/common';
import { MailOutboxRepository, MailStatus, type DeliveryFigures, type OutboxRow } from './mail-outbox.repository';
import { MailService } from './mail.service';
import { MailTransportService, type MailServerCheck } from './mail-transport.service';

export type { DeliveryFigures, OutboxRow };
export { MailStatus };

@Injectable()
export class MailOutboxService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly mail: MailService,
    private readonly transport: MailTransportService,
  ) {}

  /** Whether the mail server takes mail now (the status page's live check), within `timeoutMs`. */
  checkServer(timeoutMs: number): Promise<MailServerCheck> {
    return this.transport.check(timeoutMs);
  }

  list(
    filter: { status?: MailStatus; kind?: string },
    window: { skip: number; take: number },
  ): Promise<{ rows: OutboxRow[]; total: number }> {
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

  /** How deliveries have gone lately; `since` bounds the failed count. */
  deliveryFigures(since: Date): Promise<DeliveryFigures> {
    return this.outbox.deliveryFigures(since);
  }

  countByStatus(dedupePrefix: string): Promise<Record<MailStatus, number>> {
    return this.outbox.countByStatus(dedupePrefix);
  }
}
