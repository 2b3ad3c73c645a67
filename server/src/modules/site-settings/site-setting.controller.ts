import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { SiteSettingsResponseDto } from './site-setting.dto';
import { SiteSettingService } from './site-setting.service';
import { PageRead } from '../../common/page-read.decorator';

@ApiTags('site settings')
@Controller('api/site-settings')
export class SiteSettingController {
  constructor(private readonly service: SiteSettingService) {}

  /** The club's social links (null when not set) and contact e-mail. */
  @Public()
  @PageRead()
  @Get()
  @ApiOkResponse({ type: SiteSettingsResponseDto })
  getSiteSettings(): Promise<SiteSettingsResponseDto> {
    return this.service.getSiteSettings();
  }
}
