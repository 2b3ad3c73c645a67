// The texts of the guide and its entries (`pages.guide`), loaded with
// the code that shows them (lib/i18n.ts pageTexts).
import { pageTexts } from '@/lib/i18n';

export const t = pageTexts({
  guide: {
    title: 'Poradňa',
    description: 'Praktické rady k nabíjaniu, prevádzke a údržbe elektromobilu.',
    empty: 'Rady pripravujeme.',
    other: 'Ďalšie rady',
    back: 'Späť do poradne',
  },
});
