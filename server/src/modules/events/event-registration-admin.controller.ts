import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import { CheckInResponseDto, CheckInTicketDto } from './event-check-in.dto';
import { EventCheckInService } from './event-check-in.service';
import { EventAttendanceService } from './event-attendance.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { EVENTS_ERRORS } from './events-errors';

/** At the door and on the attendee list: staff holding events=full check members in, take cash, cancel a registration. */
@ApiTags('admin: events')
@Authenticated({ permissions: { events: 'full' } })
@Controller('api')
export class EventRegistrationAdminController {
  constructor(
    private readonly service: EventCheckInService,
    private readonly attendance: EventAttendanceService,
  ) {}

  /** Checks in the ticket's registration; the answer says what the door shows (see CheckInResult). */
  @Post('admin/events/:id/check-ins')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckInResponseDto })
  @ApiErrors({
    400: [{ code: EVENTS_ERRORS.ticket_invalid, when: 'forged, altered or not a ticket' }],
    404: [EVENTS_ERRORS.event_not_found],
  })
  checkInTicketAdmin(
    @CurrentUser() staff: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Body() body: CheckInTicketDto,
  ): Promise<CheckInResponseDto> {
    return this.service.checkInTicketAdmin(staff, id, body.token);
  }

  /** Checks in a registration found by name (a member without the ticket). */
  @Post('admin/events/:id/registrations/:registrationId/check-in')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckInResponseDto })
  @ApiErrors({ 404: [EVENTS_ERRORS.event_not_found, EVENTS_ERRORS.registration_not_found] })
  checkInRegistrationAdmin(
    @CurrentUser() staff: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Param('registrationId', UuidPipe) registrationId: string,
  ): Promise<CheckInResponseDto> {
    return this.service.checkInRegistrationAdmin(staff, id, registrationId);
  }

  /** Records cash taken at the door: what the registration still owes (a paid event), as a payment staff took. */
  @Post('admin/events/:id/registrations/:registrationId/cash')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckInResponseDto })
  @ApiErrors({
    404: [
      EVENTS_ERRORS.event_not_found,
      { code: EVENTS_ERRORS.registration_not_found, when: 'no registration holding a place at this event' },
    ],
  })
  recordCashAdmin(
    @CurrentUser() staff: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Param('registrationId', UuidPipe) registrationId: string,
  ): Promise<CheckInResponseDto> {
    return this.service.recordCashAdmin(staff, id, registrationId);
  }

  /**
   * Cancels a member's registration: the place goes to the waitlist, what was paid is owed back, the member is
   * told. A cancelled registration stays cancelled (204 again).
   */
  @Delete('admin/events/:id/registrations/:registrationId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Cancelled' })
  @ApiErrors({ 404: [EVENTS_ERRORS.event_not_found, EVENTS_ERRORS.registration_not_found] })
  cancelRegistrationAdmin(
    @Param('id', UuidPipe) id: string,
    @Param('registrationId', UuidPipe) registrationId: string,
  ): Promise<void> {
    return this.attendance.cancelRegistrationAdmin(id, registrationId);
  }

  /** Undoes the registration's check-in (nothing to undo is fine). */
  @Delete('admin/events/:id/registrations/:registrationId/check-in')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Undone' })
  @ApiErrors({ 404: [EVENTS_ERRORS.event_not_found, EVENTS_ERRORS.registration_not_found] })
  undoCheckInAdmin(
    @Param('id', UuidPipe) id: string,
    @Param('registrationId', UuidPipe) registrationId: string,
  ): Promise<void> {
    return this.service.undoCheckInAdmin(id, registrationId);
  }
}
