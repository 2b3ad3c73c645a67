// Response DTOs of GET /api/me: the member's own user record and whether onboarding is done.
// The staff-only `note` is deliberately absent: a member never sees the staff's note about them.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { heldPermissions, PERMISSION_AREAS, PERMISSION_LEVELS, type Permissions } from '../../access/permissions';
import { ResponseDto } from '../../common/page.dto';
import { isoDate } from '../../domain/calendar';
import type { ProfileRow } from './profile.repository';
import { fullAddress } from '../../domain/address';
import { countryNameSk } from '../../domain/countries';
import { mapAvatarRef, PhotoRefDto } from '../../media/image.dto';

/** The permissions map: one optional property per area, valued by level (only `full`). */
// Interface + class merge: the type comes from Permissions, the document from the loop below.
export interface PermissionsDto extends Permissions {}
export class PermissionsDto {}
// Properties come from the one list of areas, so the document (and the generated client) follow it.
for (const area of PERMISSION_AREAS) {
  ApiPropertyOptional({ enum: PERMISSION_LEVELS, enumName: 'PermissionLevel' })(PermissionsDto.prototype, area);
}

export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true })
  username: string | null;

  @ApiProperty({ type: String, nullable: true })
  first_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  last_name: string | null;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  avatar_url: string | null;

  @ApiProperty({
    type: () => PhotoRefDto,
    nullable: true,
    description: 'The avatar with its square variants (48, 96, 192 px); null without one',
  })
  avatar: PhotoRefDto | null;

  @ApiProperty({ type: String, nullable: true })
  address_street: string | null;

  @ApiProperty({ type: String, nullable: true })
  address_city: string | null;

  @ApiProperty({ type: String, nullable: true })
  address_post_code: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166-1 alpha-2 country code' })
  address_country: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The country’s Slovak name', example: 'Slovensko' })
  address_country_name: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: '"street, post code city, country" with the country in Slovak; missing parts left out',
    example: 'Hlavná 1, 040 01 Košice, Slovensko',
  })
  address_full: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone_number: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '1985-04-12' })
  birth_date: string | null;

  @ApiProperty({ type: String, nullable: true })
  company_name: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Company registration number (IČO)' })
  company_id: string | null;

  @ApiProperty({
    type: () => PermissionsDto,
    description: 'Area → level; an absent area is not held (an owner holds every area)',
  })
  permissions: PermissionsDto;

  @ApiProperty({ description: 'An owner of the club: holds every area and alone changes permissions' })
  is_owner: boolean;

  @ApiProperty({ type: 'integer', description: 'Cars the member currently owns' })
  cars_count: number;

  @ApiProperty({ description: 'Staff have verified the membership' })
  is_verified: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Who recommended the member to the club' })
  recommendation: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class MeDto {
  @ApiProperty({ type: () => UserDto })
  user: UserDto;

  @ApiProperty({ description: 'Onboarding steps 1–3 are complete, or the member already has a car on record' })
  onboarding_complete: boolean;
}

export class MeResponseDto extends ResponseDto(MeDto) {}

/** A member's user record as the member sees it (the staff-only `note` is left out). */
export function mapUser(profile: ProfileRow, carsCount: number): UserDto {
  return {
    id: profile.id,
    username: profile.username,
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    avatar_url: profile.avatarUrl,
    avatar: mapAvatarRef(profile.avatarUrl, profile.avatarVariants),
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
    permissions: heldPermissions(profile),
    is_owner: profile.isOwner,
    cars_count: carsCount,
    is_verified: profile.isVerified,
    recommendation: profile.recommendation,
    created_at: profile.createdAt.toISOString(),
  };
}
