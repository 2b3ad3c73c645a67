// Contact-form messages (table contact_messages): kept for the staff and for the per-address rate
// limit (ip_hash is a keyed hash of the sender's IP address, never the address itself).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { TransactionRepository } from '../../database/transaction.repository';
import type { ContactMessage, Prisma } from '../../generated/prisma/client';
import type { SortOrder } from '../../common/admin-list.dto';
import type { ContactSortField } from './contact.dto';
import { containsText } from '../../database/like';
import { sortColumn } from '../../database/sort-column';
import { readTogether } from '../../database/read-together';

export type ContactMessageRow = ContactMessage;

@Injectable()
export class ContactRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tx: TransactionRepository,
  ) {}

  /**
   * Stores the message unless `limit` messages from the same ip_hash arrived in the last
   * `windowSeconds` (null then). Serialised per ip_hash, so parallel requests cannot all slip under the limit.
   */
  createWithinLimit(
    data: Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message' | 'ipHash'>,
    limit: number,
    windowSeconds: number,
  ): Promise<ContactMessageRow | null> {
    return this.tx.run(async (tx) => {
      await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`contact:${data.ipHash}`}))) AS l`;
      const since = new Date(Date.now() - windowSeconds * 1000);
      const recent = await tx.contactMessage.count({ where: { ipHash: data.ipHash, createdAt: { gt: since } } });
      if (recent >= limit) return null;
      return tx.contactMessage.create({ data });
    });
  }

  async listForAdmin(
    query: { sort: ContactSortField; order: SortOrder; q?: string },
    window: { skip: number; take: number },
  ): Promise<{ rows: ContactMessageRow[]; total: number }> {
    const where: Prisma.ContactMessageWhereInput = query.q
      ? {
          OR: [
            { name: containsText(query.q) },
            { email: containsText(query.q) },
            { subject: containsText(query.q) },
            { message: containsText(query.q) },
          ],
        }
      : {};
    const orderBy = [
      { [sortColumn<ContactMessage>(query.sort)]: query.order } as Prisma.ContactMessageOrderByWithRelationInput,
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.contactMessage.findMany({ where, orderBy, ...window }),
      this.prisma.contactMessage.count({ where }),
    ]);
    return { rows, total };
  }

  /** Sets or clears the handled mark; null when there is no such message. */
  async setHandled(id: string, handledAt: Date | null): Promise<ContactMessageRow | null> {
    const { count } = await this.prisma.contactMessage.updateMany({ where: { id }, data: { handledAt } });
    return count ? this.findById(id) : null;
  }

  findById(id: string): Promise<ContactMessageRow | null> {
    return this.prisma.contactMessage.findUnique({ where: { id } });
  }
}
