// Profile responses, shared by the profile and the data-export services.
import { countryNameSk } from '../../domain/countries';
import type { ProfileDto, ProfileVisibilityDto } from './profile.dto';
import type { ProfileVisibility, ProfileWithMemberState } from '../members/profile.repository';
import { mapUser } from '../members/me.service';

/** "street, post code city, country" (country in Slovak); missing parts are left out. */
export function fullAddress(p: Pick<ProfileWithMemberState, 'addressStreet' | 'addressPostCode' | 'addressCity' | 'addressCountry'>): string | null {
  const town = [p.addressPostCode, p.addressCity].filter(Boolean).join(' ');
  const parts = [p.addressStreet, town, countryNameSk(p.addressCountry)].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export function mapProfile(profile: ProfileWithMemberState): ProfileDto {
  return {
    ...mapUser(profile, profile._count.carOwnerships),
    address_country_name: countryNameSk(profile.addressCountry),
    address_full: fullAddress(profile),
    updated_at: profile.updatedAt.toISOString(),
  };
}

export const mapVisibility = (v: ProfileVisibility): ProfileVisibilityDto => ({
  show_email: v.showEmail,
  show_phone: v.showPhone,
  show_city: v.showCity,
  show_cars: v.showCars,
});
