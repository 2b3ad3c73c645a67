// The texts of the unsubscribe page (`pages.unsubscribe`), loaded with
// the code that shows them (lib/i18n.ts pageTexts).
import { pageTexts } from '@/lib/i18n';

export const t = pageTexts({
  unsubscribe: {
    title: 'Odhlásenie odberu',
    intro: 'Odhlásite sa z jedného druhu e-mailov od klubu: {kind}. Ostatné e-maily a váš účet zostávajú.',
    confirm: 'Odhlásiť odber',
    done: 'Hotovo. E-maily „{kind}“ vám už nebudeme posielať. Znovu ich zapnete v nastaveniach svojho účtu.',
    already: 'Tieto e-maily („{kind}“) už nedostávate.',
    invalid:
      'Tento odkaz na odhlásenie nie je platný. Skopírujte celý odkaz z e-mailu alebo si e-maily nastavte po prihlásení v nastaveniach.',
    settings: 'Nastavenia e-mailov',
    kinds: {
      event_updates: 'správy o zmenách udalostí a uvoľnených miestach',
      event_reminders: 'pripomienky udalostí',
      membership: 'správy o členstve',
      new_events: 'upozornenia na nové udalosti',
      newsletter: 'novinky klubu (newsletter)',
    },
  },
});

/** A key of these texts or of the public catalogue. */
export type TextKey = Parameters<typeof t>[0];
