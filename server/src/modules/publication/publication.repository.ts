// Content staff scheduled ahead (a publication time still to come): when the next of it becomes public.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { soonestAfter } from '../../database/soonest';

@Injectable()
export class PublicationRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The soonest publication time after `now` of an article, content page, guide entry or gallery album. */
  nextPublication(now: Date): Promise<Date | null> {
    return soonestAfter(this.prisma, now, [
      ['articles', 'published_at'],
      ['content_pages', 'published_at'],
      ['guide_entries', 'published_at'],
      ['gallery_albums', 'published_at'],
    ]);
  }
}
