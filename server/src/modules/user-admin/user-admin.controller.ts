import { Body, Controller, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  AdminPasskeyListDto,
  AdminUserListDto,
  AdminUserListQueryDto,
  AdminUserResponseDto,
  UpdateUserAdminDto,
} from './user-admin.dto';
import { UserAdminService } from './user-admin.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { MEMBERS_ERRORS } from '../members/members.types';
import { AUTH_ERRORS } from '../../access/auth-errors';

const HOSTED_PASSKEYS = { code: COMMON_ERRORS.not_found, when: 'a hosted Supabase project keeps the passkeys' };

@ApiTags('admin: users')
@Controller('api/admin/users')
@Authenticated({ permissions: { users: 'full' } })
export class UserAdminController {
  constructor(private readonly service: UserAdminService) {}

  /** Members for staff: filter by verification, permission area or onboarding; `q` searches every field. */
  @Get()
  @ApiOkResponse({ type: AdminUserListDto })
  listUsersAdmin(@Query() query: AdminUserListQueryDto): Promise<AdminUserListDto> {
    return this.service.listUsersAdmin(query);
  }

  /** One member with the staff note, permissions, onboarding answers and current cars. */
  @Get(':id')
  @ApiOkResponse({ type: AdminUserResponseDto })
  @ApiErrors({ 404: [MEMBERS_ERRORS.user_not_found] })
  getUserAdmin(@Param('id', UuidPipe) id: string): Promise<AdminUserResponseDto> {
    return this.service.getUserAdmin(id);
  }

  /** Changes a member's permissions or owner flag (an owner only, audited), verification, note or recommendation. */
  @Patch(':id')
  @ApiOkResponse({ type: AdminUserResponseDto })
  @ApiErrors({
    403: [
      {
        code: AUTH_ERRORS.owner_required,
        when: 'the permissions map or the owner flag changes and the caller is not an owner',
      },
      {
        code: MEMBERS_ERRORS.cannot_change_own_permissions,
        when: 'the caller changes their own permissions map or owner flag',
      },
    ],
    404: [MEMBERS_ERRORS.user_not_found],
    409: [{ code: MEMBERS_ERRORS.last_owner, when: 'the club would be left without an owner' }],
  })
  updateUserAdmin(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Body() body: UpdateUserAdminDto,
  ): Promise<AdminUserResponseDto> {
    return this.service.updateUserAdmin(user, id, body);
  }

  /** A member's passkeys (name, created, last used), oldest first. */
  @Get(':id/passkeys')
  @ApiOkResponse({ type: AdminPasskeyListDto })
  @ApiErrors({ 404: [MEMBERS_ERRORS.user_not_found, HOSTED_PASSKEYS] })
  listUserPasskeysAdmin(@Param('id', UuidPipe) id: string): Promise<AdminPasskeyListDto> {
    return this.service.listUserPasskeysAdmin(id);
  }

  /** Removes every passkey of a member (a lost phone) and ends all their sessions: signed out on every device; answers the member as `getUserAdmin` does. */
  @Delete(':id/passkeys')
  @ApiOkResponse({ type: AdminUserResponseDto })
  @ApiErrors({ 404: [MEMBERS_ERRORS.user_not_found, HOSTED_PASSKEYS] })
  removeUserPasskeysAdmin(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidPipe) id: string,
  ): Promise<AdminUserResponseDto> {
    return this.service.removeUserPasskeysAdmin(user, id);
  }

  /** Removes one passkey of a member and, as a session does not say which device holds it, ends all their sessions; answers the member. */
  @Delete(':id/passkeys/:passkeyId')
  @ApiOkResponse({ type: AdminUserResponseDto })
  @ApiErrors({ 404: [MEMBERS_ERRORS.user_not_found, MEMBERS_ERRORS.passkey_not_found, HOSTED_PASSKEYS] })
  removeUserPasskeyAdmin(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Param('passkeyId', UuidPipe) passkeyId: string,
  ): Promise<AdminUserResponseDto> {
    return this.service.removeUserPasskeyAdmin(user, id, passkeyId);
  }
}
