import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { EventListQueryDto, EventListResponseDto, EventResponseDto } from './event.dto';
import { EventService } from './event.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { EVENTS_ERRORS } from './events-errors';
import { PageRead } from '../../common/page-read.decorator';

/** Published events for everyone. */
@ApiTags('events')
@Controller('api/events')
export class EventController {
  constructor(private readonly service: EventService) {}

  /** Upcoming events soonest first (default), or past events most recent first. */
  @Public()
  @PageRead()
  @Get()
  @ApiOkResponse({ type: EventListResponseDto })
  listEvents(@Query() query: EventListQueryDto): Promise<EventListResponseDto> {
    return this.service.listEvents(query);
  }

  @Public()
  @PageRead()
  @Get(':slug')
  @ApiOkResponse({ type: EventResponseDto })
  @ApiErrors({ 404: [{ code: EVENTS_ERRORS.event_not_found, when: 'also for drafts' }] })
  getEvent(@Param('slug') slug: string): Promise<EventResponseDto> {
    return this.service.getEvent(slug);
  }

  /** The event as an iCalendar (RFC 5545) file to add to a calendar, downloaded as `<slug>.ics`. */
  @Public()
  @Get(':slug/calendar.ics')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar; charset=utf-8', schema: { type: 'string' } })
  @ApiErrors({ 404: [EVENTS_ERRORS.event_not_found] })
  getEventCalendar(@Param('slug') slug: string): Promise<StreamableFile> {
    return this.service.getEventCalendar(slug);
  }
}
