// Content pages (table content_pages), shown at /{slug}.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { ContentPage, Prisma } from '../../generated/prisma/client';
import type { SortOrder } from '../../common/admin-list.dto';
import type { ContentPageSortField } from './content-page.dto';
import { containsText } from '../../database/like';
import { publishedWhere } from '../../domain/published';
import { sortColumn } from '../../database/sort-column';
import { readTogether } from '../../database/read-together';

export type ContentPageRow = ContentPage;
export type ContentPageWrite = Partial<Pick<ContentPage, 'title' | 'slug' | 'description' | 'body' | 'publishedAt'>>;

@Injectable()
export class ContentPageRepository {
  constructor(private readonly prisma: PrismaService) {}

  findPublishedBySlug(slug: string, now: Date): Promise<ContentPageRow | null> {
    return this.prisma.contentPage.findFirst({ where: { slug, ...publishedWhere(now) } });
  }

  async listForAdmin(
    query: { sort: ContentPageSortField; order: SortOrder; q?: string },
    window: { skip: number; take: number },
  ): Promise<{ rows: ContentPageRow[]; total: number }> {
    const where: Prisma.ContentPageWhereInput = query.q
      ? { OR: [{ title: containsText(query.q) }, { slug: containsText(query.q) }] }
      : {};
    const direction =
      query.sort === 'published_at'
        ? { sort: query.order, nulls: query.order === 'asc' ? 'first' : 'last' }
        : query.order;
    const orderBy = [
      { [sortColumn<ContentPage>(query.sort)]: direction } as Prisma.ContentPageOrderByWithRelationInput,
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.contentPage.findMany({ where, orderBy, ...window }),
      this.prisma.contentPage.count({ where }),
    ]);
    return { rows, total };
  }

  findById(id: string): Promise<ContentPageRow | null> {
    return this.prisma.contentPage.findUnique({ where: { id } });
  }

  async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const row = await this.prisma.contentPage.findUnique({ where: { slug }, select: { id: true } });
    return row !== null && row.id !== exceptId;
  }

  create(data: ContentPageWrite & Pick<ContentPage, 'title' | 'slug'>): Promise<ContentPageRow> {
    return this.prisma.contentPage.create({ data });
  }

  update(id: string, data: ContentPageWrite): Promise<ContentPageRow> {
    return this.prisma.contentPage.update({ where: { id }, data });
  }

  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.contentPage.deleteMany({ where: { id } });
    return count === 1;
  }
}
