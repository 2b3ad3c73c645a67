// Demo site settings (social links and contact e-mail, docs/product-rules.md §1) and redirects.
import type { Db } from '../transaction.repository';

/** Keys of site_settings written by the seed: `social_links` is an object of network → URL. */
export const SITE_SETTING_KEYS = { socialLinks: 'social_links', contactEmail: 'contact_email' } as const;

export const DEMO_SOCIAL_LINKS = {
  x: 'https://x.com/evklubsk',
  instagram: 'https://www.instagram.com/evklubsk',
  youtube: 'https://www.youtube.com/@evklubsk',
  facebook: 'https://www.facebook.com/evklubsk',
  discord: 'https://discord.gg/evklubsk',
};

export const DEMO_REDIRECTS = [
  { fromPath: '/clenstvo', toPath: '/pripojit-sa', statusCode: 301 },
  { fromPath: '/o-klube', toPath: '/o-nas', statusCode: 301 },
  { fromPath: '/zlavy', toPath: '/uzivatel/zlavy', statusCode: 302 },
];

export async function seedSettings(tx: Db, contactEmail: string): Promise<void> {
  await tx.siteSetting.createMany({
    data: [
      { key: SITE_SETTING_KEYS.socialLinks, value: DEMO_SOCIAL_LINKS },
      { key: SITE_SETTING_KEYS.contactEmail, value: contactEmail },
    ],
    skipDuplicates: true,
  });
  await tx.redirect.createMany({ data: DEMO_REDIRECTS, skipDuplicates: true });
}
