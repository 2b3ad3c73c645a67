import { Module } from '@nestjs/common';
import { UserAdminController } from './user-admin.controller';
import { UserAdminService } from './user-admin.service';
import { UserAdminRepository } from './user-admin.repository';
import { PermissionChangeAdminController } from './permission-change-admin.controller';
import { PermissionChangeService } from './permission-change.service';
import { PermissionChangeRepository } from './permission-change.repository';
import { MembersModule } from '../members/members.module';
import { SearchModule } from '../search/search.module';
import { CarsModule } from '../cars/cars.module';
import { OnboardingModule } from '../onboarding/onboarding.module';

/**
 * The staff's user administration (/api/admin/users): the list and a member's page with their cars and onboarding
 * answers, verification, notes, owners and the audit of permission changes. UserAdminService serves the verification
 * queue.
 */
@Module({
  imports: [MembersModule, SearchModule, CarsModule, OnboardingModule],
  controllers: [UserAdminController, PermissionChangeAdminController],
  providers: [UserAdminService, UserAdminRepository, PermissionChangeService, PermissionChangeRepository],
  exports: [UserAdminService],
})
export class UserAdminModule {}
