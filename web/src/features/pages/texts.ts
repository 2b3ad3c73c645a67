// The texts of the content pages (O nás, Ochrana osobných údajov and the pages staff add) (`pages.about_us,
// pages.privacy_policy, pages.content`), loaded with the code that shows them (lib/i18n.ts pageTexts).
import { pageTexts } from '@/lib/i18n';

export const t = pageTexts({
  about_us: {
    title: 'O nás',
  },
  privacy_policy: {
    title: 'Ochrana osobných údajov',
  },
  content: {
    updated_on: 'Naposledy upravené {date}',
  },
});
