// Not JSON, so not in the OpenAPI document. These Nest routes are static paths, which Fastify's
// router prefers over the page catch-all (ssr/web-routes.ts), whatever the registration order.
import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { SitemapService } from './sitemap.service';

@ApiExcludeController()
@Public()
@Controller()
export class SitemapController {
  constructor(private readonly service: SitemapService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  getSitemap(): Promise<string> {
    return this.service.getSitemap();
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  getRobots(): string {
    return this.service.getRobots();
  }
}
