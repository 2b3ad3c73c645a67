import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { MembersModule } from '../members/members.module';
import { EventFeesModule } from '../event-fees/event-fees.module';
import { RefundsModule } from '../refunds/refunds.module';
import { DuesController } from './dues.controller';
import { DuesAdminController } from './dues-admin.controller';
import { DuesSetupAdminController } from './dues-setup-admin.controller';
import { DuesImportAdminController } from './dues-import-admin.controller';
import { DuesService } from './dues.service';
import { DuesAdminService } from './dues-admin.service';
import { DuesSetupService } from './dues-setup.service';
import { DuesImportService } from './dues-import.service';
import { DuesJobsService } from './dues-jobs.service';
import { DuesRepository } from './dues.repository';
import { DuesSetupRepository } from './dues-setup.repository';
import { DuesPaymentRepository } from './dues-payment.repository';
import { DuesMemberDataService } from './dues-member-data.service';
import { EventPaymentAssignService } from './event-payment-assign.service';

/** Membership dues: fee plans, yearly records with variable symbols, PAY by square, camt.053 import, dues mails. */
@Module({
  imports: [NotificationsModule, MembersModule, EventFeesModule, RefundsModule],
  controllers: [DuesController, DuesAdminController, DuesSetupAdminController, DuesImportAdminController],
  providers: [
    DuesService,
    DuesAdminService,
    DuesSetupService,
    DuesImportService,
    DuesJobsService,
    DuesRepository,
    DuesSetupRepository,
    DuesPaymentRepository,
    DuesMemberDataService,
    EventPaymentAssignService,
  ],
  exports: [DuesMemberDataService],
})
export class DuesModule {}
