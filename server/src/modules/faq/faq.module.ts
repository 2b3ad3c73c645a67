import { Module } from '@nestjs/common';
import { FaqController } from './faq.controller';
import { FaqAdminController } from './faq-admin.controller';
import { FaqService } from './faq.service';
import { FaqRepository } from './faq.repository';
import { MembershipFeeModule } from '../membership-fee/membership-fee.module';

/** The FAQ: its public list and the staff screen that writes and orders it. */
@Module({
  imports: [MembershipFeeModule],
  controllers: [FaqController, FaqAdminController],
  providers: [FaqService, FaqRepository],
  exports: [FaqService],
})
export class FaqModule {}
