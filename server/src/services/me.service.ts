import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { normalizePermissions } from '../auth/permissions';
import { ApiError } from '../common/api-error';
import type { MeResponseDto, UserDto } from '../dtos/me.dto';
import { fullAddress } from '../domain/address';
import { countryNameSk } from '../domain/countries';
import { isOnboarded } from '../domain/onboarding-steps';
import { OnboardingRow, ProfileRepository, ProfileRow, ProfileWithMemberState } from '../repositories/profile.repository';

const isoDate = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/** Spec §4: steps 1–3 (account and VIN; model; variant, colour and owned-since) are all answered. */
export function onboardingStepsComplete(onboarding: OnboardingRow | null): boolean {
  return isOnboarded(onboarding);
}

/** A member's user record as the member sees it (the staff-only `note` is left out). */
export function mapUser(profile: ProfileRow, carsCount: number): UserDto {
  return {
    id: profile.id,
    username: profile.username,
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    avatar_url: profile.avatarUrl,
    address_street: profile.addressStreet,
    address_city: profile.addressCity,
    address_post_code: profile.addressPostCode,
    address_country: profile.addressCountry,
    address_country_name: countryNameSk(profile.addressCountry),
    address_full: fullAddress(profile),
    phone_number: profile.phoneNumber,
    birth_date: isoDate(profile.birthDate),
    company_name: profile.companyName,
    company_id: profile.companyId,
    permissions: normalizePermissions(profile.permissions),
    cars_count: carsCount,
    is_verified: profile.isVerified,
    recommendation: profile.recommendation,
    created_at: profile.createdAt.toISOString(),
  };
}

@Injectable()
export class MeService {
  constructor(private readonly profiles: ProfileRepository) {}

  /** The signed-in member; their profile is created on the first call (both auth modes). */
  async getMe(user: AuthUser): Promise<MeResponseDto> {
    const profile = await this.ensureProfile(user);
    const carsCount = profile._count.carOwnerships;
    return {
      v: {
        user: mapUser(profile, carsCount),
        onboarding_complete: carsCount > 0 || onboardingStepsComplete(profile.onboarding),
      },
    };
  }

  /** The member's profile, created on their first request to any member route; a deleted one is refused. */
  async ensureProfile(user: AuthUser): Promise<ProfileWithMemberState> {
    const profile = (await this.profiles.findWithMemberState(user.id)) ?? (await this.createProfile(user));
    if (profile.deletedAt) throw new ApiError(401, 'errors.unauthorized', 'The account has been deleted');
    return profile;
  }

  private async createProfile(user: AuthUser): Promise<ProfileWithMemberState> {
    // Product accounts are e-mail accounts; the profile's e-mail is required and unique.
    if (!user.email) throw new ApiError(403, 'errors.email_required', 'The account has no e-mail address');
    await this.profiles.createIfAbsent(user.id, user.email);
    const created = await this.profiles.findWithMemberState(user.id);
    // Nothing inserted and still no row: the e-mail belongs to another (e.g. an earlier, deleted) profile.
    if (!created) throw new ApiError(409, 'errors.email_taken', 'Another member profile already uses this e-mail address');
    return created;
  }
}
