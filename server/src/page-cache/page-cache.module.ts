import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { AuthModule } from '../auth/auth.module';
import { JwtKeyResolver } from '../auth/jwt-keys';
import { LOGGER } from '../common/error.filter';
import type { Config } from '../config/config';
import { CONFIG } from '../config/config.module';
import { DATABASE_URL } from '../database/prisma.service';
import { PageCache } from './page-cache';

/** The page cache of the public site (page-cache.ts); null when PAGE_CACHE_MB is 0. */
@Module({
  imports: [AuthModule],
  providers: [
    {
      provide: PageCache,
      inject: [DATABASE_URL, JwtKeyResolver, LOGGER, CONFIG],
      useFactory: (databaseUrl: string, keys: JwtKeyResolver, log: Logger, config: Config) =>
        config.PAGE_CACHE_MB > 0 ? new PageCache(databaseUrl, keys, log, config.PAGE_CACHE_MB * 1024 * 1024) : null,
    },
  ],
  exports: [PageCache],
})
export class PageCacheModule {}
