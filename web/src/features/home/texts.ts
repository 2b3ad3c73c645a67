// The texts of the home page (`pages.index`), loaded with
// the code that shows them (lib/i18n.ts pageTexts).
import { pageTexts } from '@/lib/i18n';

export const t = pageTexts({
  index: {
    heading: 'Komunita majiteľov elektromobilov na Slovensku',
    intro:
      'Spájame vodičov elektromobilov, zdieľame skúsenosti s nabíjaním aj bežnou prevádzkou a stretávame sa na podujatiach po celom Slovensku. Pridajte sa k nám, či už elektromobil máte, alebo o ňom len uvažujete.',
    join_cta: 'Pripojiť sa',
    events_cta: 'Najbližšie udalosti',
    latest_articles: 'Najnovšie články',
    all_articles: 'Všetky články',
    upcoming_events: 'Najbližšie udalosti',
    all_events: 'Všetky udalosti',
    no_articles: 'Zatiaľ sme neuverejnili žiadne články.',
    no_events: 'Momentálne nepripravujeme žiadnu udalosť. Sledujte nás, čoskoro pribudnú.',
    join_title: 'Staňte sa členom klubu',
    join_text:
      'Členovia majú prístup k zľavám partnerov, mapám nabíjania, súborom pre svoje autá a registrácii na klubové udalosti. Členstvo je pre každého, kto jazdí elektromobilom.',
    join_button: 'Chcem sa pridať',
    video_heading: 'Pozrite si, čo robíme',
    video_title: 'Predstavenie klubu {site}',
  },
});
