import { Module } from '@nestjs/common';
import { NotificationSettingsController } from './notification-settings.controller';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { NotifyService } from './notify.service';
import { StaffMailController } from './staff-mail.controller';
import { StaffMailService } from './staff-mail.service';
import { ArticlesModule } from '../articles/articles.module';

/** Member notifications: mail choices, one-click unsubscribe, the notification mails, the newsletter and the staff outbox. */
@Module({
  imports: [ArticlesModule],
  controllers: [NotificationSettingsController, StaffMailController],
  providers: [NotificationSettingsService, NotificationSettingsRepository, NotifyService, StaffMailService],
  exports: [NotifyService, NotificationSettingsService],
})
export class NotificationsModule {}
