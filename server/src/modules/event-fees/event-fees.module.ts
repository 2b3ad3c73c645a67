import { Module } from '@nestjs/common';
import { ClubAccountModule } from '../club-account/club-account.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { RefundsModule } from '../refunds/refunds.module';
import { EventFeesRepository } from './event-fees.repository';
import { EventFeesService } from './event-fees.service';

/** Paid events: what registrations owe, their variable symbols, PAY by square, payments and cash at the door. */
@Module({
  imports: [ClubAccountModule, NotificationsModule, RefundsModule],
  providers: [EventFeesRepository, EventFeesService],
  exports: [EventFeesService],
})
export class EventFeesModule {}
