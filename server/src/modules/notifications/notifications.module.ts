import { Module } from '@nestjs/common';
import { NotificationSettingsController } from './notification-settings.controller';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { NotifyService } from './notify.service';
import { StaffMailController } from './staff-mail.controller';
import { StaffMailService } from './staff-mail.service';
import { ArticlesModule } from '../articles/articles.module';
import { PushService } from './push.service';
import { PushSubscriptionController } from './push-subscription.controller';
import { PushSubscriptionRepository } from './push-subscription.repository';
import { PushSubscriptionService } from './push-subscription.service';

/**
 * Member notifications: mail and push choices, one-click unsubscribe, the notification mails and pushes, the newsletter
 * and the staff outbox.
 */
@Module({
  imports: [ArticlesModule],
  controllers: [NotificationSettingsController, PushSubscriptionController, StaffMailController],
  providers: [
    NotificationSettingsService,
    NotificationSettingsRepository,
    NotifyService,
    StaffMailService,
    PushService,
    PushSubscriptionRepository,
    PushSubscriptionService,
  ],
  exports: [NotifyService, NotificationSettingsService],
})
export class NotificationsModule {}
