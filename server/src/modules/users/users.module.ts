import { Module } from '@nestjs/common';
import { MeController } from './me.controller';
import { ProfileController } from './profile.controller';
import { UserAdminController } from './user-admin.controller';
import { UserAdminService } from './user-admin.service';
import { UserAdminRepository } from './user-admin.repository';
import { PermissionChangeAdminController } from './permission-change-admin.controller';
import { PermissionChangeService } from './permission-change.service';
import { PermissionChangeRepository } from './permission-change.repository';
import { MemberModule } from './member.module';
import { SearchModule } from '../search/search.module';
import { CarsModule } from '../cars/cars.module';
import { OnboardingModule } from '../onboarding/onboarding.module';

/**
 * Members: me, the own profile and avatar, and user administration for staff (a member's cars and
 * onboarding answers come from the cars and onboarding modules). MemberService (from MemberModule)
 * is how other modules reach a member's profile; UserAdminService serves the registrations queue.
 */
@Module({
  imports: [MemberModule, SearchModule, CarsModule, OnboardingModule],
  controllers: [MeController, ProfileController, UserAdminController, PermissionChangeAdminController],
  providers: [UserAdminService, UserAdminRepository, PermissionChangeService, PermissionChangeRepository],
  exports: [MemberModule, UserAdminService],
})
export class UsersModule {}
