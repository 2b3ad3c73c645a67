import { Module } from '@nestjs/common';
import { GuideController } from './guide.controller';
import { GuideAdminController } from './guide-admin.controller';
import { GuideService } from './guide.service';
import { GuideRepository } from './guide.repository';

/** The members' guide: its entries and the staff screen that writes them. */
@Module({
  controllers: [GuideController, GuideAdminController],
  providers: [GuideService, GuideRepository],
  exports: [GuideService],
})
export class GuideModule {}
