// Not JSON, so not in the OpenAPI document. A static path, which Fastify's router prefers over the
// page catch-all (ssr/web-routes.ts).
import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { ArticleFeedService } from './article-feed.service';

@ApiExcludeController()
@Public()
@Controller()
export class ArticleFeedController {
  constructor(private readonly service: ArticleFeedService) {}

  /** The newest published articles as RSS 2.0 (linked from every page's head). */
  @Get('clanky/feed.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  getArticleFeed(): Promise<string> {
    return this.service.getArticleFeed();
  }
}
