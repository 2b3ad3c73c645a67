// Profile responses, shared by the profile and the data-export services.
import type { ProfileDto, ProfileVisibilityDto } from '../dtos/profile.dto';
import type { ProfileVisibility, ProfileWithMemberState } from '../repositories/profile.repository';
import { mapUser } from './me.service';

export function mapProfile(profile: ProfileWithMemberState): ProfileDto {
  return {
    ...mapUser(profile, profile._count.carOwnerships),
    updated_at: profile.updatedAt.toISOString(),
  };
}

export const mapVisibility = (v: ProfileVisibility): ProfileVisibilityDto => ({
  show_email: v.showEmail,
  show_phone: v.showPhone,
  show_city: v.showCity,
  show_cars: v.showCars,
});
