import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { DashboardContentResponseDto, DashboardEventsResponseDto, DashboardMembersResponseDto } from './dashboard.dto';
import { DashboardService } from './dashboard.service';

/** The staff console's home, one block per permission area: each block only for staff holding that area. */
@ApiTags('admin: dashboard')
@Controller('api/admin/dashboard')
export class DashboardAdminController {
  constructor(private readonly service: DashboardService) {}

  /** Member totals, registrations waiting for verification, sign-ups per month and members by car model. */
  @Get('members')
  @Authenticated({ permissions: { users: 'full' } })
  @ApiOkResponse({ type: DashboardMembersResponseDto })
  getMembersDashboardAdmin(): Promise<DashboardMembersResponseDto> {
    return this.service.getMembersDashboardAdmin();
  }

  /** Events starting soon that are full or nearly empty, upcoming events' registrations and past events' attendance. */
  @Get('events')
  @Authenticated({ permissions: { events: 'full' } })
  @ApiOkResponse({ type: DashboardEventsResponseDto })
  getEventsDashboardAdmin(): Promise<DashboardEventsResponseDto> {
    return this.service.getEventsDashboardAdmin();
  }

  /** Contact-form messages received lately, article counts and the latest articles. */
  @Get('content')
  @Authenticated({ permissions: { content: 'full' } })
  @ApiOkResponse({ type: DashboardContentResponseDto })
  getContentDashboardAdmin(): Promise<DashboardContentResponseDto> {
    return this.service.getContentDashboardAdmin();
  }
}
