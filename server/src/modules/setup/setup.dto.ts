// DTOs of the first owner's setup link (GET/POST /api/setup/owner).
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { EmailField } from '../../common/member-fields';
import { ResponseDto } from '../../common/page.dto';
import { SETUP_TOKEN_PATTERN } from './owner-setup.service';

const TOKEN = {
  pattern: SETUP_TOKEN_PATTERN.source,
  minLength: 43,
  maxLength: 43,
  description: 'The token of the setup link (/nastavenie/<token>)',
};

export class OwnerSetupDto {
  @ApiProperty(TOKEN)
  @IsString()
  @Matches(SETUP_TOKEN_PATTERN, { message: '$property is not a setup token' })
  token: string;

  @EmailField({
    required: true,
    nullable: false,
    description: "The owner account's address; no account may have it yet",
  })
  email: string;

  @ApiProperty({
    minLength: 1,
    maxLength: 72,
    description:
      "Must meet the auth API's password policy (AUTH_PASSWORD_MIN_LENGTH, AUTH_PASSWORD_REQUIRED_CHARACTERS, not a common password)",
  })
  @IsString()
  @MinLength(1)
  @MaxLength(72)
  password: string;
}

export class OwnerSetupLinkDto {
  @ApiProperty({ format: 'date-time', description: 'Until when the link can be used' })
  expires_at: string;
}

export class OwnerSetupLinkResponseDto extends ResponseDto(OwnerSetupLinkDto) {}

export class OwnerCreatedDto {
  @ApiProperty({ format: 'email', description: 'The new owner signs in with it and the password given' })
  email: string;
}

export class OwnerCreatedResponseDto extends ResponseDto(OwnerCreatedDto) {}
