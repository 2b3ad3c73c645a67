// Site settings (table site_settings, one JSON value per key): `social_links` holds an object of
// network → URL, `contact_email` a string. An absent row = unset.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';

export const SOCIAL_LINKS_KEY = 'social_links';
export const CONTACT_EMAIL_KEY = 'contact_email';

export interface StoredSiteSettings {
  socialLinks: unknown;
  contactEmail: unknown;
  /** When a setting last changed; null when none is stored. */
  updatedAt: Date | null;
}

@Injectable()
export class SiteSettingRepository {
  constructor(private readonly prisma: PrismaService) {}

  async find(): Promise<StoredSiteSettings> {
    const rows = await this.prisma.siteSetting.findMany({
      where: { key: { in: [SOCIAL_LINKS_KEY, CONTACT_EMAIL_KEY] } },
    });
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    const updatedAt = rows.reduce<Date | null>(
      (latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest),
      null,
    );
    return { socialLinks: value(SOCIAL_LINKS_KEY), contactEmail: value(CONTACT_EMAIL_KEY), updatedAt };
  }

  async findContactEmail(): Promise<unknown> {
    return (await this.prisma.siteSetting.findUnique({ where: { key: CONTACT_EMAIL_KEY } }))?.value;
  }

  /** Replaces both settings in one transaction; a null contact e-mail removes its row. */
  async replace(socialLinks: Record<string, string>, contactEmail: string | null): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.siteSetting.upsert({
        where: { key: SOCIAL_LINKS_KEY },
        create: { key: SOCIAL_LINKS_KEY, value: socialLinks },
        update: { value: socialLinks },
      }),
      contactEmail === null
        ? this.prisma.siteSetting.deleteMany({ where: { key: CONTACT_EMAIL_KEY } })
        : this.prisma.siteSetting.upsert({
            where: { key: CONTACT_EMAIL_KEY },
            create: { key: CONTACT_EMAIL_KEY, value: contactEmail },
            update: { value: contactEmail },
          }),
    ]);
  }
}
