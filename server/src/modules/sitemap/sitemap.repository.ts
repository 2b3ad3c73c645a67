// What the sitemap lists: the slugs and last changes of published articles, events, content pages and guide entries.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { publishedWhere } from '../../domain/published';
import { readTogether } from '../../database/read-together';

export interface SitemapEntry {
  slug: string;
  updatedAt: Date;
}

@Injectable()
export class SitemapRepository {
  constructor(private readonly prisma: PrismaService) {}

  async listPublished(
    now: Date,
  ): Promise<{ articles: SitemapEntry[]; events: SitemapEntry[]; pages: SitemapEntry[]; guide: SitemapEntry[] }> {
    const where = publishedWhere(now);
    const select = { slug: true, updatedAt: true };
    const [articles, events, pages, guide] = await readTogether(this.prisma, [
      this.prisma.article.findMany({ where, select, orderBy: [{ publishedAt: 'desc' }, { slug: 'asc' }] }),
      this.prisma.event.findMany({ where, select, orderBy: [{ dateStart: 'desc' }, { slug: 'asc' }] }),
      this.prisma.contentPage.findMany({ where, select, orderBy: { slug: 'asc' } }),
      this.prisma.guideEntry.findMany({ where, select, orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }] }),
    ]);
    return { articles, events, pages, guide };
  }
}
