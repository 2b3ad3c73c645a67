// DTOs of the site settings: the club's social links and contact e-mail (docs/product-rules.md §1), read by every
// page (/api/site-settings) and replaced as a whole by staff (/api/admin/site-settings).
import { applyDecorators, type Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { ResponseDto } from '../../common/page.dto';

export const SOCIAL_KEYS = ['x', 'instagram', 'youtube', 'facebook', 'discord'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** The social links (an https:// URL or null each), documented in the order of SOCIAL_KEYS. */
function SocialLinksDto(descriptions: Partial<Record<SocialKey, string>> = {}): Type<Record<SocialKey, string | null>> {
  class SocialLinks {}
  for (const key of SOCIAL_KEYS) {
    ApiProperty({ type: String, format: 'uri', nullable: true, description: descriptions[key] })(
      SocialLinks.prototype,
      key,
    );
  }
  return SocialLinks as Type<Record<SocialKey, string | null>>;
}

export class SiteSettingsDto extends SocialLinksDto({
  x: 'Profile on X (Twitter)',
  discord: "Invitation to the club's Discord server",
}) {
  @ApiProperty({
    format: 'email',
    description: "The club's contact address (the configured CONTACT_EMAIL unless staff set one)",
  })
  contact_email: string;
}

export class SiteSettingsResponseDto extends ResponseDto(SiteSettingsDto) {}

/** What staff set, in the shape PUT takes (so the console can send it back), plus the configured default address. */
export class SiteSettingsAdminDto extends SocialLinksDto() {
  @ApiProperty({
    type: String,
    format: 'email',
    nullable: true,
    description: 'null = the configured CONTACT_EMAIL applies',
  })
  contact_email: string | null;

  @ApiProperty({ format: 'email', description: 'The configured CONTACT_EMAIL, used while contact_email is null' })
  default_contact_email: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last change; null when never set' })
  updated_at: string | null;
}

export class SiteSettingsAdminResponseDto extends ResponseDto(SiteSettingsAdminDto) {}

const HTTPS_URL = {
  protocols: ['https'],
  require_protocol: true,
  require_valid_protocol: true,
  require_tld: true,
  disallow_auth: true,
  allow_underscores: false,
};
const present = () => ValidateIf((_object, value) => value !== null);
/**
 * An https:// URL of at most 500 characters, or null for none (rules listed in the order stacked decorators applied
 * them).
 */
const HttpsUrlField = () =>
  applyDecorators(
    MaxLength(500),
    IsUrl(HTTPS_URL, { message: '$property must be an https:// URL or null' }),
    present(),
    ApiProperty({
      type: String,
      format: 'uri',
      nullable: true,
      maxLength: 500,
      // https, a host with a dot (a top-level domain) and no user:password@.
      pattern: '^https://[^\\s/?#@]+\\.[^\\s/?#@]+(?:[/?#]\\S*)?$',
      example: 'https://www.instagram.com/evklub',
      description: 'https:// URL with a public host name (no user or password), or null for none',
    }),
  );

/** The whole settings object: every key must be given (null clears it). */
export class UpdateSiteSettingsDto {
  @HttpsUrlField()
  x: string | null;

  @HttpsUrlField()
  instagram: string | null;

  @HttpsUrlField()
  youtube: string | null;

  @HttpsUrlField()
  facebook: string | null;

  @HttpsUrlField()
  discord: string | null;

  @ApiProperty({
    type: String,
    format: 'email',
    nullable: true,
    maxLength: 254,
    description: 'null = use the configured CONTACT_EMAIL',
  })
  @present()
  @IsEmail({}, { message: '$property must be an e-mail address or null' })
  @MaxLength(254)
  contact_email: string | null;
}
