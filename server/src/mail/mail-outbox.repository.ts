// The mail outbox (table mail_outbox): every outgoing mail is stored here before the job queue
// delivers it, with its state (queued, sent, failed), attempts and the last error.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Db } from '../database/transaction.repository';
import { MailStatus, Prisma, type MailOutbox } from '../generated/prisma/client';
import type { MailAttachment } from './mail-transport.service';
import { readTogether } from '../database/read-together';

export type OutboxRow = MailOutbox;
export { MailStatus };

/** How deliveries have gone lately (the status page, docs/operations.md §1). */
export interface DeliveryFigures {
  /** Mails given up on (failed) created since `since`. */
  failed: number;
  /** Mails still queued after a failed attempt (waiting for a retry). */
  retrying: number;
  /** When the newest delivered mail went out. */
  lastSentAt: Date | null;
  /** The last error of the newest mail not delivered, and when that mail was created. */
  lastError: string | null;
  lastErrorAt: Date | null;
}

export interface OutboxInsert {
  kind: string;
  userId?: string | null;
  recipient: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  replyTo?: string | null;
  dedupeKey?: string | null;
  attachments?: MailAttachment[] | null;
  renderer?: string | null;
  renderInput?: Record<string, unknown> | null;
}

@Injectable()
export class MailOutboxRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Stores the mails (in the transaction `db`, when given); one whose dedupe_key is already there is left out. Returns
   * the new rows' ids.
   */
  async createMany(mails: OutboxInsert[], db: Db = this.prisma): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < mails.length; i += 1000) {
      const data = mails.slice(i, i + 1000).map((m) => ({
        ...m,
        headers: (m.headers ?? {}) as Prisma.InputJsonValue,
        attachments: m.attachments ? (m.attachments as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
        renderInput: m.renderInput ? (m.renderInput as Prisma.InputJsonValue) : Prisma.DbNull,
      }));
      const rows = await db.mailOutbox.createManyAndReturn({ data, skipDuplicates: true, select: { id: true } });
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  }

  findById(id: string): Promise<OutboxRow | null> {
    return this.prisma.mailOutbox.findUnique({ where: { id } });
  }

  async markEnqueued(ids: string[], db: Db = this.prisma): Promise<void> {
    await db.mailOutbox.updateMany({ where: { id: { in: ids } }, data: { enqueuedAt: new Date() } });
  }

  /** Delivered; a mail written when sent keeps what it said (`written`; its files are not kept). */
  async markSent(
    id: string,
    written?: { recipient: string; subject: string; text: string; html: string | null },
  ): Promise<void> {
    await this.prisma.mailOutbox.update({
      where: { id },
      data: { ...written, status: MailStatus.sent, sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
    });
  }

  /** Not sent: the state at the time of sending no longer bore it out. */
  async markSuperseded(id: string): Promise<void> {
    await this.prisma.mailOutbox.updateMany({
      where: { id, status: MailStatus.queued },
      data: { status: MailStatus.superseded },
    });
  }

  /** One failed attempt; the last one allowed marks the mail failed. */
  async recordFailure(id: string, error: string, final: boolean): Promise<void> {
    await this.prisma.mailOutbox.update({
      where: { id },
      data: {
        attempts: { increment: 1 },
        lastError: error.slice(0, 1000),
        ...(final ? { status: MailStatus.failed } : {}),
      },
    });
  }

  /** A failed mail back to queued (staff retry); false when it is not failed. */
  async requeueFailed(id: string): Promise<boolean> {
    const { count } = await this.prisma.mailOutbox.updateMany({
      where: { id, status: MailStatus.failed },
      data: { status: MailStatus.queued, enqueuedAt: null },
    });
    return count === 1;
  }

  /** Queued mails never handed to the job queue (the process stopped between storing and queueing). */
  async listStranded(before: Date): Promise<string[]> {
    const rows = await this.prisma.mailOutbox.findMany({
      where: { status: MailStatus.queued, enqueuedAt: null, createdAt: { lt: before } },
      select: { id: true },
      take: 5000,
    });
    return rows.map((r) => r.id);
  }

  async list(
    filter: { status?: MailStatus; kind?: string },
    window: { skip: number; take: number },
  ): Promise<{ rows: OutboxRow[]; total: number }> {
    const where: Prisma.MailOutboxWhereInput = { status: filter.status, kind: filter.kind };
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.mailOutbox.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...window }),
      this.prisma.mailOutbox.count({ where }),
    ]);
    return { rows, total };
  }

  async deliveryFigures(since: Date): Promise<DeliveryFigures> {
    const [row] = await this.prisma.$queryRaw<
      {
        failed: number;
        retrying: number;
        last_sent_at: Date | null;
        last_error: string | null;
        last_error_at: Date | null;
      }[]
    >`
      SELECT
        (SELECT count(*)::int FROM mail_outbox WHERE status = 'failed' AND created_at >= ${since}) AS failed,
        (SELECT count(*)::int FROM mail_outbox WHERE status = 'queued' AND attempts > 0) AS retrying,
        -- The newest mail delivered, found on the (status, created_at) index instead of reading every sent mail.
        (SELECT sent_at FROM mail_outbox WHERE status = 'sent' ORDER BY created_at DESC LIMIT 1) AS last_sent_at,
        e.last_error, e.created_at AS last_error_at
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (
        SELECT last_error, created_at FROM mail_outbox WHERE status IN ('queued', 'failed') AND last_error IS NOT NULL ORDER BY created_at DESC LIMIT 1
      ) AS e ON true`;
    return {
      failed: row.failed,
      retrying: row.retrying,
      lastSentAt: row.last_sent_at,
      lastError: row.last_error,
      lastErrorAt: row.last_error_at,
    };
  }

  /** Mails by state whose dedupe_key starts with `prefix` (one newsletter's mails). */
  async countByStatus(dedupePrefix: string): Promise<Record<MailStatus, number>> {
    const groups = await this.prisma.mailOutbox.groupBy({
      by: ['status'],
      where: { dedupeKey: { startsWith: dedupePrefix } },
      _count: { _all: true },
    });
    const counts = { queued: 0, sent: 0, failed: 0, superseded: 0 } as Record<MailStatus, number>;
    for (const g of groups) counts[g.status] = g._count._all;
    return counts;
  }
}
