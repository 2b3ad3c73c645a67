// Staff user administration (users: 'full'): the user of docs/product-rules.md §3 with what only staff see (note,
// verification audit), its onboarding answers and cars, the list query and the update body.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PERMISSION_AREAS, PERMISSION_LEVELS, type PermissionArea, type Permissions } from '../../access/permissions';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { CarDto } from '../cars/cars.types';
import { mapUser, UserDto } from '../members/members.types';
import { isoOrNull } from '../../common/iso-time';
import { isMemberOnboarded } from '../../domain/onboarding-steps';
import { OnboardingDto } from '../onboarding/onboarding.types';
import { ListResponseDto, ResponseDto } from '../../common/page.dto';
import { AuthUser } from '../../access/request-user';
import type { MemberPasskey } from '../../access/member-passkeys';
import { ApiError } from '../../common/api-error';
import { USER_SORT_FIELDS } from '../search/search.types';
import type { AdminProfileChanges, AdminProfileRow } from './user-admin.repository';
import { MEMBERS_ERRORS } from '../members/members.types';

export const NOTE_MAX_LENGTH = 5000;
export const RECOMMENDATION_MAX_LENGTH = 1000;

/** `?flag=true|false` as a boolean; anything else is left for @IsBoolean to refuse. */
export const QueryBoolean = () =>
  Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/** A member as staff see them: the user of docs/product-rules.md §3 plus the staff note and the verification audit. */
export class AdminUserDto extends UserDto {
  @ApiProperty({ type: String, nullable: true, description: 'Staff-only note' })
  note: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verified_at: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The staff member who verified the membership',
  })
  verified_by: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Set while the registration is rejected',
  })
  rejected_at: string | null;

  @ApiProperty({ description: 'Onboarding steps 1–3 are complete, or the member has a car on record' })
  onboarding_complete: boolean;
}

export class AdminUserEmbeddedDto {
  @ApiProperty({ type: () => OnboardingDto, nullable: true, description: 'null until the member starts onboarding' })
  onboarding: OnboardingDto | null;

  @ApiProperty({ type: () => [CarDto], description: 'Current cars' })
  cars: CarDto[];
}

export class AdminUserDetailDto extends AdminUserDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'How many passkeys the member signs in with; null when a hosted Supabase project keeps the sign-in accounts',
  })
  passkeys: number | null;

  @ApiProperty({ type: () => AdminUserEmbeddedDto })
  _embedded: AdminUserEmbeddedDto;
}

export class AdminUserResponseDto extends ResponseDto(AdminUserDetailDto) {}

export class AdminUserListDto extends ListResponseDto(AdminUserDto) {}

/** One passkey of a member as staff see it (the console's list, to remove the one of a lost device). */
export class AdminPasskeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, description: 'The name the member gave it; null when it has none' })
  name: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null when it never signed in' })
  last_used_at: string | null;
}

export class AdminPasskeyListDto extends ListResponseDto(AdminPasskeyDto) {}

export function mapAdminPasskey(p: MemberPasskey): AdminPasskeyDto {
  return { id: p.id, name: p.name, created_at: p.createdAt.toISOString(), last_used_at: isoOrNull(p.lastUsedAt) };
}

export class AdminUserListQueryDto extends AdminListQueryDto(USER_SORT_FIELDS) {
  @ApiPropertyOptional()
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  is_verified?: boolean;

  @ApiPropertyOptional({
    enum: PERMISSION_AREAS,
    enumName: 'PermissionArea',
    description: 'Members holding this area (at any level)',
  })
  @IsOptional()
  @IsIn(PERMISSION_AREAS)
  permission?: PermissionArea;

  @ApiPropertyOptional()
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  onboarding_complete?: boolean;
}
// The member search's rule (user-admin.service.ts): a text filter has at least 2 letters or digits.
ApiPropertyOptional({
  maxLength: 200,
  pattern: '^\\s*$|[\\p{L}\\p{N}][^\\p{L}\\p{N}]*[\\p{L}\\p{N}]',
  description:
    'Text filter, matched as the member search matches it; when not blank, at least 2 letters or digits (400 errors.query_too_short otherwise)',
})(AdminUserListQueryDto.prototype, 'q');

/** The new permissions map: one optional property per known area, valued by a known level. */
export interface PermissionsInputDto extends Permissions {}
export class PermissionsInputDto {}
for (const area of PERMISSION_AREAS) {
  ApiPropertyOptional({
    enum: PERMISSION_LEVELS,
    enumName: 'PermissionLevel',
    nullable: true,
    description: 'null, as absent: the area is not held',
  })(PermissionsInputDto.prototype, area);
  IsOptional()(PermissionsInputDto.prototype, area);
  IsIn(PERMISSION_LEVELS)(PermissionsInputDto.prototype, area);
}

export class UpdateUserAdminDto {
  @ApiPropertyOptional({
    type: () => PermissionsInputDto,
    description:
      'Replaces the whole map: an area left out (or null) is no longer held. Unknown areas or levels are refused. Only an owner changes a map, never their own; the map sent back unchanged (for an owner: every area) is no change.',
  })
  @ValidateIf((o: UpdateUserAdminDto) => o.permissions !== undefined)
  @IsObject()
  @ValidateNested()
  @Type(() => PermissionsInputDto)
  permissions?: PermissionsInputDto;

  @ApiPropertyOptional({
    description:
      'Makes the member an owner (every area) or no longer one; only an owner changes it, never their own, and the club keeps at least one owner',
  })
  @ValidateIf((o: UpdateUserAdminDto) => o.is_owner !== undefined)
  @IsBoolean()
  is_owner?: boolean;

  @ApiPropertyOptional({ description: 'true records who verified and when; false clears it' })
  @ValidateIf((o: UpdateUserAdminDto) => o.is_verified !== undefined)
  @IsBoolean()
  is_verified?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: NOTE_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(NOTE_MAX_LENGTH)
  note?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: RECOMMENDATION_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(RECOMMENDATION_MAX_LENGTH)
  recommendation?: string | null;
}

export const userNotFound = () => new ApiError(404, MEMBERS_ERRORS.user_not_found, 'No such member');
export const passkeyNotFound = () =>
  new ApiError(404, MEMBERS_ERRORS.passkey_not_found, 'The member has no such passkey');

/** The verification columns when staff verify (who and when; a rejection is lifted) or unverify. */
export function verificationChanges(verified: boolean, actor: AuthUser, now: Date): AdminProfileChanges {
  return verified
    ? { isVerified: true, verifiedAt: now, verifiedById: actor.id, rejectedAt: null }
    : { isVerified: false, verifiedAt: null, verifiedById: null };
}

/** A member as staff see them. */
export function mapAdminUser(row: AdminProfileRow): AdminUserDto {
  const carsCount = row._count.carOwnerships;
  return {
    ...mapUser(row, carsCount),
    note: row.note,
    verified_at: isoOrNull(row.verifiedAt),
    verified_by: row.verifiedById,
    rejected_at: isoOrNull(row.rejectedAt),
    onboarding_complete: isMemberOnboarded(row),
  };
}

/** A member as staff see them with their onboarding answers (null before they start): a registration. */
export interface AdminUserWithAnswers {
  user: AdminUserDto;
  onboarding: OnboardingDto | null;
}

export function mapAdminUserDetail(
  row: AdminProfileRow,
  passkeys: number | null,
  embedded: AdminUserEmbeddedDto,
): AdminUserDetailDto {
  return { ...mapAdminUser(row), passkeys, _embedded: embedded };
}
