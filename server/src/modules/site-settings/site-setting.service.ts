// The site settings: social links (https URLs) and the club's contact address, which falls back to
// the configured CONTACT_EMAIL. Staff replace the whole object at once.
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import {
  SiteSettingsAdminResponseDto,
  SiteSettingsResponseDto,
  SOCIAL_KEYS,
  SocialKey,
  UpdateSiteSettingsDto,
} from './site-setting.dto';
import { SiteSettingRepository } from './site-setting.repository';
import { isoOrNull } from '../../common/iso-time';

const asText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The stored links object read defensively: only known networks with a string value. */
function socialLinks(stored: unknown): Record<SocialKey, string | null> {
  const map = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(SOCIAL_KEYS.map((k) => [k, asText(map[k])])) as Record<SocialKey, string | null>;
}

@Injectable()
export class SiteSettingService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly settings: SiteSettingRepository,
  ) {}

  /** The club's contact address: the staff's setting, else CONTACT_EMAIL. */
  async contactEmail(): Promise<string> {
    return asText(await this.settings.findContactEmail()) ?? this.config.CONTACT_EMAIL;
  }

  async getSiteSettings(): Promise<SiteSettingsResponseDto> {
    const stored = await this.settings.find();
    return {
      v: {
        ...socialLinks(stored.socialLinks),
        contact_email: asText(stored.contactEmail) ?? this.config.CONTACT_EMAIL,
      },
    };
  }

  async getSiteSettingsAdmin(): Promise<SiteSettingsAdminResponseDto> {
    const stored = await this.settings.find();
    return {
      v: {
        ...socialLinks(stored.socialLinks),
        contact_email: asText(stored.contactEmail),
        default_contact_email: this.config.CONTACT_EMAIL,
        updated_at: isoOrNull(stored.updatedAt),
      },
    };
  }

  async updateSiteSettingsAdmin(dto: UpdateSiteSettingsDto): Promise<SiteSettingsAdminResponseDto> {
    const links = Object.fromEntries(SOCIAL_KEYS.flatMap((k) => (dto[k] === null ? [] : [[k, dto[k]]])));
    await this.settings.replace(links, dto.contact_email);
    return this.getSiteSettingsAdmin();
  }
}
