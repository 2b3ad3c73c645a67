// Not JSON, so not in the OpenAPI document. Static paths and one parametric path, which Fastify's
// router prefers over the page catch-all (ssr/web-routes.ts).
import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { EventFeedService } from './event-feed.service';

@ApiExcludeController()
@Public()
@Controller()
export class EventFeedController {
  constructor(private readonly service: EventFeedService) {}

  /** All upcoming events as a calendar to subscribe to. */
  @Get('udalosti.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  getEventsFeed(): Promise<string> {
    return this.service.getEventsFeed();
  }

  /** A member's own events, behind the secret in the URL (no sign-in: calendar apps cannot). */
  @Get('kalendar/:file')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Robots-Tag', 'noindex')
  getMemberFeed(@Param('file') file: string): Promise<string> {
    return this.service.getMemberFeed(file);
  }
}
