// FAQ entries (table faq_entries).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { TransactionRepository } from '../../database/transaction.repository';
import type { FaqEntry, Prisma } from '../../generated/prisma/client';
import type { SortOrder } from '../../common/admin-list.dto';
import type { FaqSortField } from './faq.dto';
import { containsText } from '../../database/like';
import { sortColumn } from '../../database/sort-column';
import { readTogether } from '../../database/read-together';

export type FaqRow = FaqEntry;
export type FaqWrite = Partial<Pick<FaqEntry, 'question' | 'answer' | 'sortOrder' | 'published'>>;

const listOrder: Prisma.FaqEntryOrderByWithRelationInput[] = [
  { sortOrder: 'asc' },
  { createdAt: 'asc' },
  { id: 'asc' },
];

@Injectable()
export class FaqRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tx: TransactionRepository,
  ) {}

  async listPublished(window: { skip: number; take: number }): Promise<{ rows: FaqRow[]; total: number }> {
    const where = { published: true };
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.faqEntry.findMany({ where, orderBy: listOrder, ...window }),
      this.prisma.faqEntry.count({ where }),
    ]);
    return { rows, total };
  }

  async listForAdmin(
    query: { sort: FaqSortField; order: SortOrder; q?: string },
    window: { skip: number; take: number },
  ): Promise<{ rows: FaqRow[]; total: number }> {
    const where: Prisma.FaqEntryWhereInput = query.q
      ? { OR: [{ question: containsText(query.q) }, { answer: containsText(query.q) }] }
      : {};
    // Ties in the order /faq uses (older first), so the console lists entries by position as visitors see them.
    const orderBy = [
      { [sortColumn<FaqEntry>(query.sort)]: query.order } as Prisma.FaqEntryOrderByWithRelationInput,
      { createdAt: 'asc' as const },
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.faqEntry.findMany({ where, orderBy, ...window }),
      this.prisma.faqEntry.count({ where }),
    ]);
    return { rows, total };
  }

  findById(id: string): Promise<FaqRow | null> {
    return this.prisma.faqEntry.findUnique({ where: { id } });
  }

  async nextSortOrder(): Promise<number> {
    const { _max } = await this.prisma.faqEntry.aggregate({ _max: { sortOrder: true } });
    return _max.sortOrder === null ? 0 : _max.sortOrder + 1;
  }

  create(data: FaqWrite & Pick<FaqEntry, 'question' | 'answer'>): Promise<FaqRow> {
    return this.prisma.faqEntry.create({ data });
  }

  update(id: string, data: FaqWrite): Promise<FaqRow> {
    return this.prisma.faqEntry.update({ where: { id }, data });
  }

  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.faqEntry.deleteMany({ where: { id } });
    return count === 1;
  }

  /**
   * Gives the listed entries sort_order 0, 1, 2 … in one transaction; returns the ids that do not
   * exist (nothing is changed then).
   */
  reorder(ids: string[]): Promise<string[]> {
    return this.tx.run(async (tx) => {
      const found = new Set(
        (await tx.faqEntry.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id),
      );
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) return missing;
      for (const [position, id] of ids.entries())
        await tx.faqEntry.update({ where: { id }, data: { sortOrder: position } });
      return [];
    });
  }

  listAll(): Promise<FaqRow[]> {
    return this.prisma.faqEntry.findMany({ orderBy: listOrder });
  }
}
