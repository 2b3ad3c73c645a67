// The site settings: social links (https URLs) and the club's contact address, which falls back to
// the configured CONTACT_EMAIL. Staff replace the whole object at once.
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { SITE_SETTING_KEYS, SiteSettingKey, SiteSettingsAdminResponseDto, SiteSettingsResponseDto, SOCIAL_KEYS, UpdateSiteSettingsDto } from '../dtos/site-setting.dto';
import { SiteSettingRepository } from '../repositories/site-setting.repository';
import { isoOrNull } from './content-shared';

const asText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

@Injectable()
export class SiteSettingService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly settings: SiteSettingRepository,
  ) {}

  /** The club's contact address: the staff's setting, else CONTACT_EMAIL. */
  async contactEmail(): Promise<string> {
    return asText(await this.settings.findValue('contact_email')) ?? this.config.CONTACT_EMAIL;
  }

  async getSiteSettings(): Promise<SiteSettingsResponseDto> {
    const stored = await this.stored();
    const social = Object.fromEntries(SOCIAL_KEYS.map((k) => [k, stored.values[k]])) as Record<(typeof SOCIAL_KEYS)[number], string | null>;
    return { v: { ...social, contact_email: stored.values.contact_email ?? this.config.CONTACT_EMAIL } };
  }

  async getSiteSettingsAdmin(): Promise<SiteSettingsAdminResponseDto> {
    const { values, updatedAt } = await this.stored();
    return { v: { ...values, default_contact_email: this.config.CONTACT_EMAIL, updated_at: isoOrNull(updatedAt) } };
  }

  async updateSiteSettingsAdmin(dto: UpdateSiteSettingsDto): Promise<SiteSettingsAdminResponseDto> {
    await this.settings.replace(Object.fromEntries(SITE_SETTING_KEYS.map((k) => [k, dto[k]])));
    return this.getSiteSettingsAdmin();
  }

  private async stored(): Promise<{ values: Record<SiteSettingKey, string | null>; updatedAt: Date | null }> {
    const { values, updatedAt } = await this.settings.findAll();
    return { values: Object.fromEntries(SITE_SETTING_KEYS.map((k) => [k, asText(values.get(k))])) as Record<SiteSettingKey, string | null>, updatedAt };
  }
}
