// Redirect rules (table redirects): from_path → to_path with 301 or 302.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Prisma, Redirect } from '../../generated/prisma/client';
import type { SortOrder } from '../../common/admin-list.dto';
import type { RedirectSortField } from './redirect.dto';
import { containsText } from '../../database/like';
import { sortColumn } from '../../database/sort-column';
import { readTogether } from '../../database/read-together';

export type RedirectRow = Redirect;
export type RedirectWrite = Partial<Pick<Redirect, 'fromPath' | 'toPath' | 'statusCode'>>;

@Injectable()
export class RedirectRepository {
  constructor(private readonly prisma: PrismaService) {}

  listAll(): Promise<RedirectRow[]> {
    return this.prisma.redirect.findMany({ orderBy: [{ fromPath: 'asc' }] });
  }

  findByFromPath(fromPath: string): Promise<RedirectRow | null> {
    return this.prisma.redirect.findUnique({ where: { fromPath } });
  }

  async listForAdmin(
    query: { sort: RedirectSortField; order: SortOrder; q?: string },
    window: { skip: number; take: number },
  ): Promise<{ rows: RedirectRow[]; total: number }> {
    const where: Prisma.RedirectWhereInput = query.q
      ? { OR: [{ fromPath: containsText(query.q) }, { toPath: containsText(query.q) }] }
      : {};
    const orderBy = [
      { [sortColumn<Redirect>(query.sort)]: query.order } as Prisma.RedirectOrderByWithRelationInput,
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.redirect.findMany({ where, orderBy, ...window }),
      this.prisma.redirect.count({ where }),
    ]);
    return { rows, total };
  }

  findById(id: string): Promise<RedirectRow | null> {
    return this.prisma.redirect.findUnique({ where: { id } });
  }

  create(data: Pick<Redirect, 'fromPath' | 'toPath' | 'statusCode'>): Promise<RedirectRow> {
    return this.prisma.redirect.create({ data });
  }

  update(id: string, data: RedirectWrite): Promise<RedirectRow> {
    return this.prisma.redirect.update({ where: { id }, data });
  }

  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.redirect.deleteMany({ where: { id } });
    return count === 1;
  }
}
