import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  RegistrationListDto,
  RegistrationListQueryDto,
  RegistrationResponseDto,
  RejectRegistrationDto,
  VerifyRegistrationDto,
} from './registration-admin.dto';
import { RegistrationAdminService } from './registration-admin.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MEMBERS_ERRORS } from '../members/members.types';

@ApiTags('admin: registrations')
@Controller('api/admin/registrations')
@Authenticated({ permissions: { users: 'full' } })
export class RegistrationAdminController {
  constructor(private readonly service: RegistrationAdminService) {}

  /** Registrations (a member with their onboarding answers) by status, newest first; pending by default. */
  @Get()
  @ApiOkResponse({ type: RegistrationListDto })
  listRegistrationsAdmin(@Query() query: RegistrationListQueryDto): Promise<RegistrationListDto> {
    return this.service.listRegistrationsAdmin(query);
  }

  /** Verifies the membership (recording who and when) and lifts a rejection. */
  @Post(':id/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: RegistrationResponseDto })
  @ApiErrors({ 404: [MEMBERS_ERRORS.user_not_found] })
  verifyRegistrationAdmin(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Body() body: VerifyRegistrationDto,
  ): Promise<RegistrationResponseDto> {
    return this.service.verifyRegistrationAdmin(user, id, body);
  }

  /** Rejects the registration with a reason (kept as the staff note); withdraws a verification. */
  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: RegistrationResponseDto })
  @ApiErrors({ 404: [MEMBERS_ERRORS.user_not_found] })
  rejectRegistrationAdmin(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Body() body: RejectRegistrationDto,
  ): Promise<RegistrationResponseDto> {
    return this.service.rejectRegistrationAdmin(user, id, body);
  }
}
