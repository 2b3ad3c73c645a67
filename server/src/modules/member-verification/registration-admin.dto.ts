// Staff registrations (users: 'full'): docs/product-rules.md §3 "User registration: user plus onboarding", the
// status filter and the verify / reject bodies.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListResponseDto, PageQueryDto, ResponseDto } from '../../common/page.dto';
import { OnboardingDto } from '../onboarding/onboarding.types';
import { AdminUserDto, NOTE_MAX_LENGTH, type VerificationStatus } from '../user-admin/user-admin.types';

/** pending = neither verified nor rejected; rejected = rejected and not verified since. */
export const REGISTRATION_STATUSES = [
  'pending',
  'verified',
  'rejected',
] as const satisfies readonly VerificationStatus[];
export type RegistrationStatus = VerificationStatus;

export class RegistrationListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: REGISTRATION_STATUSES,
    enumName: 'RegistrationStatus',
    default: 'pending',
    description: 'Newest first: by sign-up (pending), verification (verified) or rejection (rejected)',
  })
  @IsOptional()
  @IsIn(REGISTRATION_STATUSES)
  status?: RegistrationStatus;
}

export class RegistrationDto {
  @ApiProperty({ type: () => AdminUserDto })
  user: AdminUserDto;

  @ApiProperty({ type: () => OnboardingDto, nullable: true, description: 'null until the member starts onboarding' })
  onboarding: OnboardingDto | null;
}

export class RegistrationResponseDto extends ResponseDto(RegistrationDto) {}

export class RegistrationListDto extends ListResponseDto(RegistrationDto) {}

export class VerifyRegistrationDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: NOTE_MAX_LENGTH,
    description: 'Replaces the staff note when given; null clears it',
  })
  @IsOptional()
  @IsString()
  @MaxLength(NOTE_MAX_LENGTH)
  note?: string | null;
}

export class RejectRegistrationDto {
  @ApiProperty({ maxLength: NOTE_MAX_LENGTH, description: 'Why: kept as the staff note' })
  @IsString()
  @Matches(/\S/, { message: 'note must not be blank' })
  @MaxLength(NOTE_MAX_LENGTH)
  note: string;
}
