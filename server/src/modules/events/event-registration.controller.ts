import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import {
  EventListQueryDto,
  MyEventListResponseDto,
  EventRegistrationResponseDto,
  RegisterForEventDto,
} from './event.dto';
import { EventAttendanceService } from './event-attendance.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { EVENTS_ERRORS } from './events-errors';

/** The signed-in member's registrations for events. */
@ApiTags('events')
@ChangesPages()
@Controller('api')
export class EventRegistrationController {
  constructor(private readonly service: EventAttendanceService) {}

  /**
   * Registers the member (and companions): a place while there are places left, else the waitlist. Idempotent:
   * when already registered or waitlisted it answers 200 with the current state. A paid event's registration owes
   * the price for each person (its `payment`).
   */
  @Authenticated()
  @Post('events/:slug/registration')
  @HttpCode(200)
  @ApiOkResponse({ type: EventRegistrationResponseDto })
  @ApiErrors({
    400: [{ code: EVENTS_ERRORS.companions_too_many, when: 'more companions than the event allows' }],
    403: [{ code: EVENTS_ERRORS.onboarding_incomplete, when: 'the member has not finished onboarding' }],
    404: [EVENTS_ERRORS.event_not_found],
    409: [EVENTS_ERRORS.registration_closed],
  })
  registerForEvent(
    @CurrentUser() user: AuthUser,
    @Param('slug') slug: string,
    @Body() body: RegisterForEventDto,
  ): Promise<EventRegistrationResponseDto> {
    return this.service.registerForEvent(user, slug, body ?? {});
  }

  /** Cancels the member's registration; a freed place goes to the first waitlisted member. */
  @Authenticated()
  @Delete('events/:slug/registration')
  @ApiOkResponse({ type: EventRegistrationResponseDto })
  @ApiErrors({
    404: [EVENTS_ERRORS.event_not_found, EVENTS_ERRORS.registration_not_found],
    409: [{ code: EVENTS_ERRORS.registration_closed, when: 'the event has started' }],
  })
  cancelEventRegistration(
    @CurrentUser() user: AuthUser,
    @Param('slug') slug: string,
  ): Promise<EventRegistrationResponseDto> {
    return this.service.cancelEventRegistration(user, slug);
  }

  /** The member's state for the event (status null when never registered). */
  @Authenticated()
  @Get('events/:slug/registration')
  @ApiOkResponse({ type: EventRegistrationResponseDto })
  @ApiErrors({ 404: [EVENTS_ERRORS.event_not_found] })
  getMyEventRegistration(
    @CurrentUser() user: AuthUser,
    @Param('slug') slug: string,
  ): Promise<EventRegistrationResponseDto> {
    return this.service.getMyEventRegistration(user, slug);
  }

  /** "My events": events the member is registered or waitlisted for. */
  @Authenticated()
  @Get('me/events')
  @ApiOkResponse({ type: MyEventListResponseDto })
  listMyEvents(@CurrentUser() user: AuthUser, @Query() query: EventListQueryDto): Promise<MyEventListResponseDto> {
    return this.service.listMyEvents(user, query);
  }
}
