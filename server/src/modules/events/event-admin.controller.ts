import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  AdminEventListQueryDto,
  AdminEventListResponseDto,
  AdminEventChangeResponseDto,
  AdminEventResponseDto,
  CreateEventAdminDto,
  EventAttendeeListQueryDto,
  UpdateEventAdminDto,
} from './event-admin.dto';
import { EventAttendeeListResponseDto } from './event.dto';
import { EventAdminService } from './event-admin.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { GALLERY_ERRORS } from '../gallery/gallery.types';
import { EVENTS_ERRORS } from './events-errors';

/** What an event's dates and picture may not be (create and update). */
const EVENT_REFS = [
  {
    code: EVENTS_ERRORS.event_dates_invalid,
    when: 'date_end before date_start, or the registration deadline after the end',
  },
  { code: GALLERY_ERRORS.photo_not_found, when: 'photo_id names no photo' },
];

const CSV_RESPONSE = {
  description: 'text/csv; charset=utf-8 with a BOM, `;`-separated (Slovak Excel)',
  schema: { type: 'string' },
};

/** Event management and attendee lists: staff holding events=full. */
@ApiTags('admin: events')
@Authenticated({ permissions: { events: 'full' } })
@ChangesPages()
@Controller('api')
export class EventAdminController {
  constructor(private readonly service: EventAdminService) {}

  /** Every event, drafts included; `q` searches title, slug, location and description. */
  @Get('admin/events')
  @ApiOkResponse({ type: AdminEventListResponseDto })
  listEventsAdmin(@Query() query: AdminEventListQueryDto): Promise<AdminEventListResponseDto> {
    return this.service.listEventsAdmin(query);
  }

  /** Creates an event; the slug comes from the title (diacritics stripped) when absent. */
  @Post('admin/events')
  @ApiCreatedResponse({ type: AdminEventChangeResponseDto })
  @ApiErrors({
    400: [
      ...EVENT_REFS,
      { code: COMMON_ERRORS.slug_invalid, when: 'no slug given and the title has no letters or digits' },
    ],
    409: [COMMON_ERRORS.slug_taken],
  })
  createEventAdmin(@Body() body: CreateEventAdminDto): Promise<AdminEventChangeResponseDto> {
    return this.service.createEventAdmin(body);
  }

  @Get('admin/events/:id')
  @ApiOkResponse({ type: AdminEventResponseDto })
  @ApiErrors({ 404: [EVENTS_ERRORS.event_not_found] })
  getEventAdmin(@Param('id', UuidPipe) id: string): Promise<AdminEventResponseDto> {
    return this.service.getEventAdmin(id);
  }

  /** Changes the given fields; null clears a nullable one. Capacity below the registered count is refused. */
  @Patch('admin/events/:id')
  @ApiOkResponse({ type: AdminEventChangeResponseDto })
  @ApiErrors({
    400: EVENT_REFS,
    404: [EVENTS_ERRORS.event_not_found],
    409: [
      COMMON_ERRORS.slug_taken,
      { code: EVENTS_ERRORS.capacity_below_registered, when: 'more members are registered' },
      { code: EVENTS_ERRORS.price_locked, when: 'a new price while a registration has paid' },
    ],
  })
  updateEventAdmin(
    @Param('id', UuidPipe) id: string,
    @Body() body: UpdateEventAdminDto,
  ): Promise<AdminEventChangeResponseDto> {
    return this.service.updateEventAdmin(id, body);
  }

  /** Deletes the event with its registrations. */
  @Delete('admin/events/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [EVENTS_ERRORS.event_not_found] })
  deleteEventAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteEventAdmin(id);
  }

  /** Registered members, then the waitlist in order, with who came; `q` searches by name for check-in. */
  @Get('admin/events/:id/attendees')
  @ApiOkResponse({ type: EventAttendeeListResponseDto })
  @ApiErrors({ 404: [EVENTS_ERRORS.event_not_found] })
  listEventAttendeesAdmin(
    @Param('id', UuidPipe) id: string,
    @Query() query: EventAttendeeListQueryDto,
  ): Promise<EventAttendeeListResponseDto> {
    return this.service.listEventAttendeesAdmin(id, query);
  }

  @Get('admin/events/:id/attendees.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV_RESPONSE)
  @ApiErrors({ 404: [EVENTS_ERRORS.event_not_found] })
  exportEventAttendeesAdmin(@Param('id', UuidPipe) id: string): Promise<StreamableFile> {
    return this.service.exportEventAttendeesAdmin(id);
  }
}
