import { Module } from '@nestjs/common';
import { ContentPageController } from './content-page.controller';
import { ContentPageAdminController } from './content-page-admin.controller';
import { ContentPageService } from './content-page.service';
import { ContentPageRepository } from './content-page.repository';
import { MembershipFeeModule } from '../membership-fee/membership-fee.module';

/** Content pages staff write (/o-nas and the like), public and in the console. */
@Module({
  imports: [MembershipFeeModule],
  controllers: [ContentPageController, ContentPageAdminController],
  providers: [ContentPageService, ContentPageRepository],
  exports: [ContentPageService],
})
export class PagesModule {}
