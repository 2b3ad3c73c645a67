// Guide entries (table guide_entries), the advice pages at /poradna.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { GuideEntry, Prisma } from '../../generated/prisma/client';
import type { SortOrder } from '../../common/admin-list.dto';
import type { GuideSortField } from './guide.dto';
import { containsText } from '../../database/like';
import { publishedWhere } from '../../domain/published';
import { sortColumn } from '../../database/sort-column';
import { readTogether } from '../../database/read-together';

export type GuideRow = GuideEntry;
export type GuideWrite = Partial<
  Pick<GuideEntry, 'title' | 'slug' | 'summary' | 'body' | 'category' | 'sortOrder' | 'publishedAt'>
>;

@Injectable()
export class GuideRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Published entries by sort_order, then title (clients group them by category in this order). */
  async listPublished(now: Date, window: { skip: number; take: number }): Promise<{ rows: GuideRow[]; total: number }> {
    const where = publishedWhere(now);
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.guideEntry.findMany({
        where,
        orderBy: [{ sortOrder: 'asc' }, { title: 'asc' }, { id: 'asc' }],
        ...window,
      }),
      this.prisma.guideEntry.count({ where }),
    ]);
    return { rows, total };
  }

  findPublishedBySlug(slug: string, now: Date): Promise<GuideRow | null> {
    return this.prisma.guideEntry.findFirst({ where: { slug, ...publishedWhere(now) } });
  }

  async listForAdmin(
    query: { sort: GuideSortField; order: SortOrder; q?: string },
    window: { skip: number; take: number },
  ): Promise<{ rows: GuideRow[]; total: number }> {
    const where: Prisma.GuideEntryWhereInput = query.q
      ? { OR: [{ title: containsText(query.q) }, { slug: containsText(query.q) }, { category: containsText(query.q) }] }
      : {};
    const nullable = query.sort === 'published_at' || query.sort === 'category';
    const direction = nullable ? { sort: query.order, nulls: query.order === 'asc' ? 'first' : 'last' } : query.order;
    const orderBy = [
      { [sortColumn<GuideEntry>(query.sort)]: direction } as Prisma.GuideEntryOrderByWithRelationInput,
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.guideEntry.findMany({ where, orderBy, ...window }),
      this.prisma.guideEntry.count({ where }),
    ]);
    return { rows, total };
  }

  findById(id: string): Promise<GuideRow | null> {
    return this.prisma.guideEntry.findUnique({ where: { id } });
  }

  async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const row = await this.prisma.guideEntry.findUnique({ where: { slug }, select: { id: true } });
    return row !== null && row.id !== exceptId;
  }

  create(data: GuideWrite & Pick<GuideEntry, 'title' | 'slug'>): Promise<GuideRow> {
    return this.prisma.guideEntry.create({ data });
  }

  update(id: string, data: GuideWrite): Promise<GuideRow> {
    return this.prisma.guideEntry.update({ where: { id }, data });
  }

  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.guideEntry.deleteMany({ where: { id } });
    return count === 1;
  }
}
