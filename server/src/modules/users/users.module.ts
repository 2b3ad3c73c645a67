import { Module } from '@nestjs/common';
import { MeController } from './me.controller';
import { ProfileController } from './profile.controller';
import { UserAdminController } from './user-admin.controller';
import { MemberService } from './member.service';
import { ProfileService } from './profile.service';
import { AvatarFilesService } from './avatar-files.service';
import { UserAdminService } from './user-admin.service';
import { ProfileRepository } from './profile.repository';
import { UserAdminRepository } from './user-admin.repository';
import { SearchModule } from '../search/search.module';

/** Members: me, the own profile and avatar, and user administration for staff. MemberService is how other modules reach a member's profile; UserAdminService serves the registrations queue. */
@Module({
  imports: [SearchModule],
  controllers: [MeController, ProfileController, UserAdminController],
  providers: [MemberService, ProfileService, AvatarFilesService, UserAdminService, ProfileRepository, UserAdminRepository],
  exports: [MemberService, AvatarFilesService, UserAdminService],
})
export class UsersModule {}
