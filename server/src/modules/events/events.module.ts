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
import { EventRegistrationAdminController } from './event-registration-admin.controller';
import { EventCheckInService } from './event-check-in.service';
import { EventCheckInRepository } from './event-check-in.repository';
import { EventTicketService } from './event-ticket.service';
import { EventRegistrationMailService } from './event-registration-mail.service';
import { EventPaymentReleaseService } from './event-payment-release.service';
import { MembersModule } from '../members/members.module';
import { GalleryModule } from '../gallery/gallery.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { EventFeesModule } from '../event-fees/event-fees.module';

/**
 * Events, registration with waitlist, event administration, attendee lists, check-in at the door and calendar files.
 */
@Module({
  imports: [MembersModule, GalleryModule, NotificationsModule, EventFeesModule],
  controllers: [
    EventController,
    EventRegistrationController,
    EventAdminController,
    EventRegistrationAdminController,
    EventFeedController,
  ],
  providers: [
    EventService,
    EventAttendanceService,
    EventAdminService,
    EventReminderService,
    EventFeedService,
    EventRepository,
    EventAttendanceRepository,
    EventCheckInService,
    EventCheckInRepository,
    EventTicketService,
    EventRegistrationMailService,
    EventPaymentReleaseService,
  ],
  exports: [EventAttendanceService, EventService],
})
export class EventsModule {}
