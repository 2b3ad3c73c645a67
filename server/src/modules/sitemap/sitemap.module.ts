import { Module } from '@nestjs/common';
import { SitemapController } from './sitemap.controller';
import { SitemapService } from './sitemap.service';
import { SitemapRepository } from './sitemap.repository';

/** /sitemap.xml and /robots.txt: the public screens and what is published. */
@Module({
  controllers: [SitemapController],
  providers: [SitemapService, SitemapRepository],
})
export class SitemapModule {}
