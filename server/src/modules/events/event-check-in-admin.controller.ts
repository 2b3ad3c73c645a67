import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../auth/request-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { Authenticated } from '../../auth/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import { CheckInResponseDto, CheckInTicketDto } from './event-check-in.dto';
import { EventCheckInService } from './event-check-in.service';

/** Check-in at the door: staff holding events=full. */
@ApiTags('admin: events')
@Authenticated({ permissions: { events: 'full' } })
@Controller('api')
export class EventCheckInAdminController {
  constructor(private readonly service: EventCheckInService) {}

  /** Checks in the ticket's registration; the answer says what the door shows (see CheckInResult). */
  @Post('admin/events/:id/check-ins')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckInResponseDto })
  @ApiBadRequestResponse({ description: 'errors.ticket_invalid (forged, altered or not a ticket)' })
  @ApiNotFoundResponse({ description: 'errors.event_not_found' })
  checkInTicketAdmin(@CurrentUser() staff: AuthUser, @Param('id', UuidPipe) id: string, @Body() body: CheckInTicketDto): Promise<CheckInResponseDto> {
    return this.service.checkInTicketAdmin(staff, id, body.token);
  }

  /** Checks in a registration found by name (a member without the ticket). */
  @Post('admin/events/:id/registrations/:registrationId/check-in')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckInResponseDto })
  @ApiNotFoundResponse({ description: 'errors.event_not_found, errors.registration_not_found' })
  checkInRegistrationAdmin(
    @CurrentUser() staff: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Param('registrationId', UuidPipe) registrationId: string,
  ): Promise<CheckInResponseDto> {
    return this.service.checkInRegistrationAdmin(staff, id, registrationId);
  }

  /** Undoes the registration's check-in (nothing to undo is fine). */
  @Delete('admin/events/:id/registrations/:registrationId/check-in')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Undone' })
  @ApiNotFoundResponse({ description: 'errors.event_not_found, errors.registration_not_found' })
  undoCheckInAdmin(@Param('id', UuidPipe) id: string, @Param('registrationId', UuidPipe) registrationId: string): Promise<void> {
    return this.service.undoCheckInAdmin(id, registrationId);
  }
}
