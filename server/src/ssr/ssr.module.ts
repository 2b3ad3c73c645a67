import { Module } from '@nestjs/common';
import { ErrorFilter } from '../common/error.filter';
import { ArticlesModule } from '../modules/articles/articles.module';
import { FaqModule } from '../modules/faq/faq.module';
import { GalleryModule } from '../modules/gallery/gallery.module';
import { GuideModule } from '../modules/guide/guide.module';
import { PagesModule } from '../modules/pages/pages.module';
import { RedirectsModule } from '../modules/redirects/redirects.module';
import { SiteSettingsModule } from '../modules/site-settings/site-settings.module';
import { EventsModule } from '../modules/events/events.module';
import { PageCacheModule } from '../page-cache/page-cache.module';
import { PublicReads } from './public-reads';
import { SiteRoutes } from './site-routes';

/**
 * The server-rendered web client: its routes (site-routes.ts), the redirects table, the page cache, and the public API
 * routes answered in-process (public-reads.ts).
 */
@Module({
  imports: [
    PageCacheModule,
    ArticlesModule,
    PagesModule,
    FaqModule,
    GuideModule,
    GalleryModule,
    RedirectsModule,
    SiteSettingsModule,
    EventsModule,
  ],
  providers: [ErrorFilter, PublicReads, SiteRoutes],
})
export class SsrModule {}
