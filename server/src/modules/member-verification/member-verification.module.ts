import { Module } from '@nestjs/common';
import { RegistrationAdminController } from './registration-admin.controller';
import { RegistrationAdminService } from './registration-admin.service';
import { UserAdminModule } from '../user-admin/user-admin.module';
import { NotificationsModule } from '../notifications/notifications.module';

/** The queue of new members waiting for staff verification (/api/admin/registrations): list, verify, reject. */
@Module({
  imports: [UserAdminModule, NotificationsModule],
  controllers: [RegistrationAdminController],
  providers: [RegistrationAdminService],
})
export class MemberVerificationModule {}
