import { Body, Controller, Delete, Get, Header, HttpCode } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { DeleteProfileDto, ProfileExportResponseDto, MEMBERS_ERRORS } from '../members/members.types';
import { ApiErrors } from '../../common/api-errors.decorator';
import { ProfileDataService } from './profile-data.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';

/** The member's rights over their data: export everything, delete the account. */
@ApiTags('profile')
@Controller('api')
export class ProfileDataController {
  constructor(private readonly service: ProfileDataService) {}

  /**
   * Deletes my account: the profile is anonymised, my cars' ownerships end today, my event
   * registrations are cancelled and the sign-in account is deleted; articles I wrote stay, shown as
   * by a deleted member. The club's last owner cannot (docs/product-rules.md §6).
   */
  @Authenticated()
  @ChangesPages()
  @Delete('profile')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Account deleted; its tokens no longer work' })
  @ApiErrors({ 409: [{ code: MEMBERS_ERRORS.last_owner, when: 'the member is the last owner of the club' }] })
  deleteProfile(@CurrentUser() user: AuthUser, @Body() _body: DeleteProfileDto): Promise<void> {
    return this.service.deleteProfile(user);
  }

  /** Everything stored about me, as a JSON file download. */
  @Authenticated()
  @Get('profile/export')
  @Header('Content-Disposition', 'attachment; filename="evklub-moje-udaje.json"')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ProfileExportResponseDto })
  exportProfile(@CurrentUser() user: AuthUser): Promise<ProfileExportResponseDto> {
    return this.service.exportProfile(user);
  }
}
