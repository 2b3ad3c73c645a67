// The texts of the join page and its call to action (`pages.join_us`), loaded with
// the code that shows them (lib/i18n.ts pageTexts).
import { pageTexts } from '@/lib/i18n';

export const t = pageTexts({
  join_us: {
    title: 'Pripojiť sa',
    description: 'Ako sa stať členom klubu {site} a čo členstvo prináša.',
    cta_title: 'Máte už účet?',
    cta_text: 'Prihláste sa a dokončite registráciu svojho elektromobilu. Otázky nám pošlite cez kontaktný formulár.',
    cta_login: 'Prihlásiť sa',
    cta_sign_up: 'Zaregistrovať sa',
    cta_contact: 'Napísať nám',
  },
});
