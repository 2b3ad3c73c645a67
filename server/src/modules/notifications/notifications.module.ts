import { Module } from '@nestjs/common';
import { NotificationSettingsController } from './notification-settings.controller';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { NotifyService } from './notify.service';

/** Member notifications: mail choices, one-click unsubscribe, the notification mails themselves. */
@Module({
  controllers: [NotificationSettingsController],
  providers: [NotificationSettingsService, NotificationSettingsRepository, NotifyService],
  exports: [NotifyService, NotificationSettingsService],
})
export class NotificationsModule {}
