import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { Config } from '../config/config';
import { CONFIG } from '../config/config.module';
import { ContentNotifications } from '../database/content-notifications';
import { PublicationModule } from '../modules/publication/publication.module';
import { EventsModule } from '../modules/events/events.module';
import { PageCache } from './page-cache';
import { PageSync } from './page-sync.interceptor';
import { ScheduledMoments } from './scheduled-moments';

/**
 * The page cache of the public site (page-cache.ts), told of changes by the data layer's
 * notifications and of scheduled moments by the modules that own the content; null when
 * PAGE_CACHE_MB is 0. Writes marked `@ChangesPages()` wait for it to hear of them (page-sync.interceptor.ts).
 */
@Module({
  imports: [PublicationModule, EventsModule],
  providers: [
    ScheduledMoments,
    {
      provide: PageCache,
      inject: [ContentNotifications, ScheduledMoments, CONFIG],
      useFactory: (notifications: ContentNotifications, moments: ScheduledMoments, config: Config) =>
        config.PAGE_CACHE_MB > 0 ? new PageCache(notifications, moments, config.PAGE_CACHE_MB * 1024 * 1024) : null,
    },
    { provide: APP_INTERCEPTOR, useClass: PageSync },
  ],
  exports: [PageCache],
})
export class PageCacheModule {}
