import { Module } from '@nestjs/common';
import { RegistrationAdminController } from './registration-admin.controller';
import { RegistrationAdminService } from './registration-admin.service';
import { UsersModule } from '../users/users.module';
import { NotificationsModule } from '../notifications/notifications.module';

/** Registrations waiting for staff verification: list, verify, reject. */
@Module({
  imports: [UsersModule, NotificationsModule],
  controllers: [RegistrationAdminController],
  providers: [RegistrationAdminService],
})
export class RegistrationsModule {}
