import { Module } from '@nestjs/common';
import { EventController } from './event.controller';
import { EventRegistrationController } from './event-registration.controller';
import { EventAdminController } from './event-admin.controller';
import { EventService } from './event.service';
import { EventAttendanceService } from './event-attendance.service';
import { EventAdminService } from './event-admin.service';
import { EventReminderService } from './event-reminder.service';
import { EventFeedController } from './event-feed.controller';
import { EventFeedService } from './event-feed.service';
import { EventRepository } from './event.repository';
import { EventAttendanceRepository } from './event-attendance.repository';
import { UsersModule } from '../users/users.module';
import { ContentModule } from '../content/content.module';
import { NotificationsModule } from '../notifications/notifications.module';

/** Events, registration with waitlist, event administration, attendee lists and calendar files. */
@Module({
  imports: [UsersModule, ContentModule, NotificationsModule],
  controllers: [EventController, EventRegistrationController, EventAdminController, EventFeedController],
  providers: [EventService, EventAttendanceService, EventAdminService, EventReminderService, EventFeedService, EventRepository, EventAttendanceRepository],
  exports: [EventAttendanceService, EventService],
})
export class EventsModule {}
