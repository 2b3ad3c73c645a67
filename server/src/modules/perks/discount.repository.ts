// Partner discounts (table discounts).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Discount, Prisma } from '../../generated/prisma/client';
import type { SortOrder } from '../../common/admin-list.dto';
import type { DiscountSortField } from './discount.dto';
import { containsText } from '../../database/like';
import { sortColumn } from '../../database/sort-column';
import { readTogether } from '../../database/read-together';

export type DiscountRow = Discount;
export type DiscountWrite = Partial<
  Pick<
    Discount,
    'partnerName' | 'title' | 'description' | 'code' | 'url' | 'validUntil' | 'logoUrl' | 'sortOrder' | 'published'
  >
>;
export type Window = { skip: number; take: number };

@Injectable()
export class DiscountRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Published discounts still valid on `today` (a DATE: valid_until is inclusive), in the staff's order. */
  async listVisibleDiscounts(today: Date, window: Window): Promise<{ rows: DiscountRow[]; total: number }> {
    const where: Prisma.DiscountWhereInput = {
      published: true,
      OR: [{ validUntil: null }, { validUntil: { gte: today } }],
    };
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.discount.findMany({
        where,
        orderBy: [{ sortOrder: 'asc' }, { partnerName: 'asc' }, { id: 'asc' }],
        ...window,
      }),
      this.prisma.discount.count({ where }),
    ]);
    return { rows, total };
  }

  async listDiscountsForAdmin(
    query: { sort: DiscountSortField; order: SortOrder; q?: string },
    window: Window,
  ): Promise<{ rows: DiscountRow[]; total: number }> {
    const where: Prisma.DiscountWhereInput = query.q
      ? {
          OR: [
            { partnerName: containsText(query.q) },
            { title: containsText(query.q) },
            { code: containsText(query.q) },
          ],
        }
      : {};
    const direction =
      query.sort === 'valid_until'
        ? { sort: query.order, nulls: query.order === 'asc' ? 'last' : 'first' }
        : query.order;
    const orderBy = [
      { [sortColumn<Discount>(query.sort)]: direction } as Prisma.DiscountOrderByWithRelationInput,
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.discount.findMany({ where, orderBy, ...window }),
      this.prisma.discount.count({ where }),
    ]);
    return { rows, total };
  }

  findDiscountById(id: string): Promise<DiscountRow | null> {
    return this.prisma.discount.findUnique({ where: { id } });
  }

  createDiscount(data: DiscountWrite & Pick<Discount, 'partnerName' | 'title'>): Promise<DiscountRow> {
    return this.prisma.discount.create({ data });
  }

  /** The updated row, or null when there is no such discount. */
  async updateDiscount(id: string, data: DiscountWrite): Promise<DiscountRow | null> {
    const { count } = await this.prisma.discount.updateMany({ where: { id }, data });
    return count ? this.findDiscountById(id) : null;
  }

  /** False when there was no such discount. */
  async deleteDiscount(id: string): Promise<boolean> {
    const { count } = await this.prisma.discount.deleteMany({ where: { id } });
    return count > 0;
  }
}
