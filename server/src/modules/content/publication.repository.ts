// Content staff scheduled ahead (a publication time still to come): when the next of it becomes public.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';

@Injectable()
export class PublicationRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The soonest publication time after `now` of an article, content page, guide entry or gallery album. */
  async nextPublication(now: Date): Promise<Date | null> {
    const [row] = await this.prisma.$queryRaw<{ at: Date | null }[]>`
      SELECT least(
        (SELECT min(published_at) FROM articles WHERE published_at > ${now}),
        (SELECT min(published_at) FROM content_pages WHERE published_at > ${now}),
        (SELECT min(published_at) FROM guide_entries WHERE published_at > ${now}),
        (SELECT min(published_at) FROM gallery_albums WHERE published_at > ${now})
      ) AS at`;
    return row?.at ?? null;
  }
}
