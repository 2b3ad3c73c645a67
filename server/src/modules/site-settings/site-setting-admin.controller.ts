import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { SiteSettingsAdminResponseDto, UpdateSiteSettingsDto } from './site-setting.dto';
import { SiteSettingService } from './site-setting.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';

@ApiTags('admin: site settings')
@Authenticated({ permissions: { content: 'full' } })
@ChangesPages()
@Controller('api/admin/site-settings')
export class SiteSettingAdminController {
  constructor(private readonly service: SiteSettingService) {}

  /** The settings as staff set them (contact_email null = the configured address). */
  @Get()
  @ApiOkResponse({ type: SiteSettingsAdminResponseDto })
  getSiteSettingsAdmin(): Promise<SiteSettingsAdminResponseDto> {
    return this.service.getSiteSettingsAdmin();
  }

  /** Replaces every setting at once: each key must be present, null clears it. */
  @Put()
  @ApiOkResponse({ type: SiteSettingsAdminResponseDto })
  @ApiErrors({
    400: [{ code: COMMON_ERRORS.validation, when: 'a missing key, a URL that is not https, a bad e-mail address' }],
  })
  updateSiteSettingsAdmin(@Body() body: UpdateSiteSettingsDto): Promise<SiteSettingsAdminResponseDto> {
    return this.service.updateSiteSettingsAdmin(body);
  }
}
