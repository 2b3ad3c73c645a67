import { Module } from '@nestjs/common';
import { SiteSettingController } from './site-setting.controller';
import { SiteSettingAdminController } from './site-setting-admin.controller';
import { SiteSettingService } from './site-setting.service';
import { SiteSettingRepository } from './site-setting.repository';

/** The site's settings staff keep (contacts, social links and the like). */
@Module({
  controllers: [SiteSettingController, SiteSettingAdminController],
  providers: [SiteSettingService, SiteSettingRepository],
  exports: [SiteSettingService],
})
export class SiteSettingsModule {}
