import { Module } from '@nestjs/common';
import { ErrorFilter } from '../common/error.filter';
import { ContentModule } from '../modules/content/content.module';
import { EventsModule } from '../modules/events/events.module';
import { PageCacheModule } from '../page-cache/page-cache.module';
import { PublicReads } from './public-reads';
import { SiteRoutes } from './site-routes';

/**
 * The server-rendered web client: its routes (site-routes.ts), the redirects table, the page cache, and the public API
 * routes answered in-process (public-reads.ts).
 */
@Module({
  imports: [PageCacheModule, ContentModule, EventsModule],
  providers: [ErrorFilter, PublicReads, SiteRoutes],
})
export class SsrModule {}
