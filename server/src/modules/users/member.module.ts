import { Module } from '@nestjs/common';
import { MemberService } from './member.service';
import { ProfileService } from './profile.service';
import { AvatarFilesService } from './avatar-files.service';
import { ProfileRepository } from './profile.repository';

/**
 * A member's profile (table profiles) and the member's own edits of it: the part of the users area
 * that cars and onboarding build on. UsersModule's staff pages show those modules' data, so it
 * imports them and they import this module, not UsersModule.
 */
@Module({
  providers: [MemberService, ProfileService, AvatarFilesService, ProfileRepository],
  exports: [MemberService, ProfileService, AvatarFilesService],
})
export class MemberModule {}
