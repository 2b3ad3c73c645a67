import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { ClubAccountModule } from '../club-account/club-account.module';
import { RefundsController } from './refunds.controller';
import { RefundsAdminController } from './refunds-admin.controller';
import { RefundsService } from './refunds.service';
import { RefundsAdminService } from './refunds-admin.service';
import { RefundsRepository } from './refunds.repository';

/** Refunds of event payments: owed on cancellation, the member's account, SEPA exports, paid by statement debits. */
@Module({
  imports: [NotificationsModule, ClubAccountModule],
  controllers: [RefundsController, RefundsAdminController],
  providers: [RefundsService, RefundsAdminService, RefundsRepository],
  exports: [RefundsService],
})
export class RefundsModule {}
