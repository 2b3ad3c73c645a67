// The texts of the FAQ page (`pages.faq`), loaded with
// the code that shows them (lib/i18n.ts pageTexts).
import { pageTexts } from '@/lib/i18n';

export const t = pageTexts({
  faq: {
    title: 'Časté otázky',
    description: 'Odpovede na otázky o klube {site}, členstve a elektromobiloch.',
    empty: 'Otázky a odpovede pripravujeme.',
  },
});
