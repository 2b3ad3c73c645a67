// Charging information for members (table charging_entries).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { ChargingEntry, Prisma } from '../../generated/prisma/client';
import type { SortOrder } from '../../common/admin-list.dto';
import type { ChargingSortField } from './charging.dto';
import { containsText } from '../../database/like';
import { sortColumn } from '../../database/sort-column';
import { readTogether } from '../../database/read-together';

export type ChargingEntryRow = ChargingEntry;
export type ChargingEntryWrite = Partial<
  Pick<ChargingEntry, 'title' | 'provider' | 'description' | 'url' | 'sortOrder' | 'published'>
>;
export type Window = { skip: number; take: number };

@Injectable()
export class ChargingRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Published entries in the staff's order. */
  async listPublishedChargingEntries(window: Window): Promise<{ rows: ChargingEntryRow[]; total: number }> {
    const where: Prisma.ChargingEntryWhereInput = { published: true };
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.chargingEntry.findMany({
        where,
        orderBy: [{ sortOrder: 'asc' }, { title: 'asc' }, { id: 'asc' }],
        ...window,
      }),
      this.prisma.chargingEntry.count({ where }),
    ]);
    return { rows, total };
  }

  async listChargingEntriesForAdmin(
    query: { sort: ChargingSortField; order: SortOrder; q?: string },
    window: Window,
  ): Promise<{ rows: ChargingEntryRow[]; total: number }> {
    const where: Prisma.ChargingEntryWhereInput = query.q
      ? { OR: [{ title: containsText(query.q) }, { provider: containsText(query.q) }] }
      : {};
    const direction =
      query.sort === 'provider' ? { sort: query.order, nulls: query.order === 'asc' ? 'last' : 'first' } : query.order;
    const orderBy = [
      { [sortColumn<ChargingEntry>(query.sort)]: direction } as Prisma.ChargingEntryOrderByWithRelationInput,
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.chargingEntry.findMany({ where, orderBy, ...window }),
      this.prisma.chargingEntry.count({ where }),
    ]);
    return { rows, total };
  }

  findChargingEntryById(id: string): Promise<ChargingEntryRow | null> {
    return this.prisma.chargingEntry.findUnique({ where: { id } });
  }

  createChargingEntry(data: ChargingEntryWrite & Pick<ChargingEntry, 'title'>): Promise<ChargingEntryRow> {
    return this.prisma.chargingEntry.create({ data });
  }

  /** The updated row, or null when there is no such entry. */
  async updateChargingEntry(id: string, data: ChargingEntryWrite): Promise<ChargingEntryRow | null> {
    const { count } = await this.prisma.chargingEntry.updateMany({ where: { id }, data });
    return count ? this.findChargingEntryById(id) : null;
  }

  /** False when there was no such entry. */
  async deleteChargingEntry(id: string): Promise<boolean> {
    const { count } = await this.prisma.chargingEntry.deleteMany({ where: { id } });
    return count > 0;
  }
}
