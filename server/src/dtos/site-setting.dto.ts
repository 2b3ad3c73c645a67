// DTOs of the site settings: the club's social links and contact e-mail (spec §1), read by every
// page (/api/site-settings) and replaced as a whole by staff (/api/admin/site-settings).
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsUrl, MaxLength, ValidateIf } from 'class-validator';

export const SOCIAL_KEYS = ['x', 'instagram', 'youtube', 'facebook', 'discord'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

export class SiteSettingsDto {
  @ApiProperty({ type: String, format: 'uri', nullable: true, description: 'Profile on X (Twitter)' })
  x: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  instagram: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  youtube: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  facebook: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true, description: 'Invitation to the club\'s Discord server' })
  discord: string | null;

  @ApiProperty({ format: 'email', description: 'The club\'s contact address (the configured CONTACT_EMAIL unless staff set one)' })
  contact_email: string;
}

export class SiteSettingsResponseDto {
  @ApiProperty({ type: () => SiteSettingsDto })
  v: SiteSettingsDto;
}

/** What staff set, in the shape PUT takes (so the console can send it back), plus the configured default address. */
export class SiteSettingsAdminDto {
  @ApiProperty({ type: String, format: 'uri', nullable: true })
  x: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  instagram: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  youtube: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  facebook: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true })
  discord: string | null;

  @ApiProperty({ type: String, format: 'email', nullable: true, description: 'null = the configured CONTACT_EMAIL applies' })
  contact_email: string | null;

  @ApiProperty({ format: 'email', description: 'The configured CONTACT_EMAIL, used while contact_email is null' })
  default_contact_email: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last change; null when never set' })
  updated_at: string | null;
}

export class SiteSettingsAdminResponseDto {
  @ApiProperty({ type: () => SiteSettingsAdminDto })
  v: SiteSettingsAdminDto;
}

const HTTPS_URL = { protocols: ['https'], require_protocol: true, require_valid_protocol: true, require_tld: true, disallow_auth: true, allow_underscores: false };
const present = () => ValidateIf((_object, value) => value !== null);
const HttpsUrl = () => IsUrl(HTTPS_URL, { message: '$property must be an https:// URL or null' });
const urlDoc = (description?: string) => ApiProperty({ type: String, format: 'uri', nullable: true, maxLength: 500, description: description ?? 'https:// URL, or null for none' });

/** The whole settings object: every key must be given (null clears it). */
export class UpdateSiteSettingsDto {
  @urlDoc()
  @present()
  @HttpsUrl()
  @MaxLength(500)
  x: string | null;

  @urlDoc()
  @present()
  @HttpsUrl()
  @MaxLength(500)
  instagram: string | null;

  @urlDoc()
  @present()
  @HttpsUrl()
  @MaxLength(500)
  youtube: string | null;

  @urlDoc()
  @present()
  @HttpsUrl()
  @MaxLength(500)
  facebook: string | null;

  @urlDoc()
  @present()
  @HttpsUrl()
  @MaxLength(500)
  discord: string | null;

  @ApiProperty({ type: String, format: 'email', nullable: true, maxLength: 254, description: 'null = use the configured CONTACT_EMAIL' })
  @present()
  @IsEmail({}, { message: '$property must be an e-mail address or null' })
  @MaxLength(254)
  contact_email: string | null;
}
