import { Module } from '@nestjs/common';
import { ProfileDataController } from './profile-data.controller';
import { ProfileDataService } from './profile-data.service';
import { MembersModule } from '../members/members.module';
import { CarsModule } from '../cars/cars.module';
import { OnboardingModule } from '../onboarding/onboarding.module';
import { EventsModule } from '../events/events.module';
import { DuesModule } from '../dues/dues.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { RefundsModule } from '../refunds/refunds.module';

/** A member's rights over their data: export, and account deletion (also used by the auth admin API). */
@Module({
  imports: [MembersModule, CarsModule, OnboardingModule, EventsModule, DuesModule, NotificationsModule, RefundsModule],
  controllers: [ProfileDataController],
  providers: [ProfileDataService],
  exports: [ProfileDataService],
})
export class PersonalDataModule {}
