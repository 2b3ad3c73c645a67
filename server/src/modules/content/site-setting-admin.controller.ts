import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../auth/decorators';
import { SiteSettingsAdminResponseDto, UpdateSiteSettingsDto } from './site-setting.dto';
import { SiteSettingService } from './site-setting.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';

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
  @ApiBadRequestResponse({ description: 'errors.validation: a missing key, a URL that is not https, a bad e-mail address' })
  updateSiteSettingsAdmin(@Body() body: UpdateSiteSettingsDto): Promise<SiteSettingsAdminResponseDto> {
    return this.service.updateSiteSettingsAdmin(body);
  }
}
