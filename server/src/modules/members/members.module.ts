import { Module } from '@nestjs/common';
import { MeController } from './me.controller';
import { ProfileController } from './profile.controller';
import { MemberService } from './member.service';
import { ProfileService } from './profile.service';
import { AvatarFilesService } from './avatar-files.service';
import { ProfileRepository } from './profile.repository';

/**
 * A member's profile (table profiles): /api/me, the member's own profile and avatar, and the "verified member" rule.
 * Cars, onboarding and dues build on it; the staff's user administration (UserAdminModule) shows those modules' data,
 * so it imports them and they import this module.
 */
@Module({
  controllers: [MeController, ProfileController],
  providers: [MemberService, ProfileService, AvatarFilesService, ProfileRepository],
  exports: [MemberService, ProfileService, AvatarFilesService],
})
export class MembersModule {}
