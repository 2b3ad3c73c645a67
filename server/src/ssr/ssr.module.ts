import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ErrorFilter } from '../common/error.filter';
import { RedirectsModule } from '../modules/redirects/redirects.module';
import { PageCacheModule } from '../page-cache/page-cache.module';
import { PublicReads } from './public-reads';
import { SiteRoutes } from './site-routes';

/**
 * The server-rendered web client: its routes (site-routes.ts), the redirects table, the page cache, and the
 * controllers' `@PageRead()` routes answered in-process (public-reads.ts, found through DiscoveryModule).
 */
@Module({
  imports: [PageCacheModule, RedirectsModule, DiscoveryModule],
  providers: [ErrorFilter, PublicReads, SiteRoutes],
})
export class SsrModule {}
