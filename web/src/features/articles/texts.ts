// The texts of the article list and an article (`pages.articles, pages.article`), loaded with
// the code that shows them (lib/i18n.ts pageTexts).
import { pageTexts } from '@/lib/i18n';

export const t = pageTexts({
  articles: {
    title: 'Články',
    description: 'Novinky, skúsenosti a návody z komunity {site}.',
    empty: 'Zatiaľ sme neuverejnili žiadne články.',
    page_title: 'Články – strana {page}',
  },
  article: {
    back: 'Všetky články',
  },
});
