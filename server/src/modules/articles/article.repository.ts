// Articles (table articles) with their photo and author, for the public site and the staff console.
import { PHOTO_REF_SELECT } from '../../media/image.dto';
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Article, Prisma } from '../../generated/prisma/client';
import type { SortOrder } from '../../common/admin-list.dto';
import type { ArticleSortField } from './article.dto';
import { containsText } from '../../database/like';
import { publishedWhere } from '../../domain/published';
import { sortColumn } from '../../database/sort-column';
import { readTogether } from '../../database/read-together';

const withPhotoAndAuthor = {
  photo: { select: PHOTO_REF_SELECT },
  author: { select: { id: true, firstName: true, lastName: true, avatarUrl: true, username: true, deletedAt: true } },
} satisfies Prisma.ArticleInclude;

export type ArticleRow = Prisma.ArticleGetPayload<{ include: typeof withPhotoAndAuthor }>;

/** Fields staff write (camelCase, validated and converted by the service). */
export type ArticleWrite = Partial<
  Pick<Article, 'title' | 'slug' | 'description' | 'body' | 'photoId' | 'publishedAt' | 'authorId' | 'fileName'>
>;

@Injectable()
export class ArticleRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Published articles, newest first (id breaks ties so pages never overlap). */
  async listPublished(
    now: Date,
    window: { skip: number; take: number },
  ): Promise<{ rows: ArticleRow[]; total: number }> {
    const where = publishedWhere(now);
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.article.findMany({
        where,
        include: withPhotoAndAuthor,
        orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }],
        ...window,
      }),
      this.prisma.article.count({ where }),
    ]);
    return { rows, total };
  }

  findPublishedBySlug(slug: string, now: Date): Promise<ArticleRow | null> {
    return this.prisma.article.findFirst({ where: { slug, ...publishedWhere(now) }, include: withPhotoAndAuthor });
  }

  async listForAdmin(
    query: { sort: ArticleSortField; order: SortOrder; q?: string },
    window: { skip: number; take: number },
  ): Promise<{ rows: ArticleRow[]; total: number }> {
    const where: Prisma.ArticleWhereInput = query.q
      ? { OR: [{ title: containsText(query.q) }, { slug: containsText(query.q) }] }
      : {};
    // Drafts (no published_at) sort as the oldest.
    const direction =
      query.sort === 'published_at'
        ? { sort: query.order, nulls: query.order === 'asc' ? 'first' : 'last' }
        : query.order;
    const orderBy = [
      { [sortColumn<Article>(query.sort)]: direction } as Prisma.ArticleOrderByWithRelationInput,
      { id: 'asc' as const },
    ];
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.article.findMany({ where, include: withPhotoAndAuthor, orderBy, ...window }),
      this.prisma.article.count({ where }),
    ]);
    return { rows, total };
  }

  findById(id: string): Promise<ArticleRow | null> {
    return this.prisma.article.findUnique({ where: { id }, include: withPhotoAndAuthor });
  }

  /** Whether another article than `exceptId` has the slug. */
  async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const row = await this.prisma.article.findUnique({ where: { slug }, select: { id: true } });
    return row !== null && row.id !== exceptId;
  }

  create(data: ArticleWrite & Pick<Article, 'title' | 'slug'>): Promise<ArticleRow> {
    return this.prisma.article.create({ data, include: withPhotoAndAuthor });
  }

  update(id: string, data: ArticleWrite): Promise<ArticleRow> {
    return this.prisma.article.update({ where: { id }, data, include: withPhotoAndAuthor });
  }

  /** Deletes the article; false when there was none. */
  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.article.deleteMany({ where: { id } });
    return count === 1;
  }
}
