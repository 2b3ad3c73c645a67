import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { mapUser, type MeResponseDto } from './me.dto';
import { mapMemberExport, type MemberExport } from './profile.dto';
import { isMemberOnboarded } from '../../domain/onboarding-steps';
import {
  ProfileRepository,
  type ProfileAccess,
  type ProfileWithMemberState,
  type StoredAvatar,
} from './profile.repository';
import type { Db } from '../../database/transaction.repository';
import { COMMON_ERRORS } from '../../common/common-errors';
import { MEMBERS_ERRORS } from './members-errors';
import { isLastOwnerViolation } from '../../database/prisma-errors';
import { lastOwnerRefused } from './permission-grant';

/**
 * Members' profiles: the signed-in member's own (GET /api/me, created on the first request) and, for
 * other modules, any member's profile, permissions, export and anonymisation. Other modules reach a
 * member's profile only through this service.
 */
@Injectable()
export class MemberService {
  constructor(private readonly profiles: ProfileRepository) {}

  /** The signed-in member; their profile is created on the first call (both auth modes). */
  async getMe(user: AuthUser): Promise<MeResponseDto> {
    // The guard has read the profile on this request already (one query with the session check).
    const profile = user.profile ?? (await this.ensureProfile(user));
    const carsCount = profile._count.carOwnerships;
    return {
      v: {
        user: mapUser(profile, carsCount),
        onboarding_complete: isMemberOnboarded(profile),
      },
    };
  }

  /** The member's profile, created on their first request to any member route; a deleted one is refused. */
  async ensureProfile(user: AuthUser): Promise<ProfileWithMemberState> {
    const profile = (await this.profiles.findWithMemberState(user.id)) ?? (await this.createProfile(user));
    if (profile.deletedAt) throw new ApiError(401, COMMON_ERRORS.unauthorized, 'The account has been deleted');
    return profile;
  }

  /** Whether the profile is deleted, and its permissions: what the auth guard and staff checks read. */
  findAccess(userId: string): Promise<ProfileAccess | null> {
    return this.profiles.findAccess(userId);
  }

  /** Whether the member has a profile and their account is not deleted. */
  async exists(userId: string): Promise<boolean> {
    const access = await this.profiles.findAccess(userId);
    return !!access && access.deletedAt === null;
  }

  /** Another member's profile with onboarding and car count (null when there is none). */
  findMember(userId: string): Promise<ProfileWithMemberState | null> {
    return this.profiles.findWithMemberState(userId);
  }

  /** Everything the member's data export shows of the profile; null when there is no profile. */
  async findExport(userId: string): Promise<MemberExport | null> {
    const row = await this.profiles.findForExport(userId);
    return row && mapMemberExport(row);
  }

  /** Sets the member's own first and last name inside the caller's transaction (onboarding's first step). */
  setNameIn(db: Db, userId: string, name: { firstName?: string; lastName?: string }): Promise<void> {
    return this.profiles.setName(db, userId, name);
  }

  /**
   * Anonymises the profile inside the caller's transaction (account deletion); the old avatar URL, or undefined when
   * already erased.
   */
  async anonymise(db: Db, userId: string): Promise<{ avatar: StoredAvatar } | undefined> {
    try {
      return await this.profiles.anonymise(db, userId);
    } catch (e) {
      // The club's last owner cannot leave it without one (docs/product-rules.md §6).
      if (isLastOwnerViolation(e)) throw lastOwnerRefused();
      throw e;
    }
  }

  private async createProfile(user: AuthUser): Promise<ProfileWithMemberState> {
    // Product accounts are e-mail accounts; the profile's e-mail is required and unique.
    if (!user.email) throw new ApiError(403, MEMBERS_ERRORS.email_required, 'The account has no e-mail address');
    await this.profiles.createIfAbsent(user.id, user.email);
    const created = await this.profiles.findWithMemberState(user.id);
    // Nothing inserted and still no row: the e-mail belongs to another (e.g. an earlier, deleted) profile.
    if (!created)
      throw new ApiError(409, MEMBERS_ERRORS.email_taken, 'Another member profile already uses this e-mail address');
    return created;
  }
}
