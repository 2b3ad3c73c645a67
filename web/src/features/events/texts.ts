// The texts of the event list and an event (also in the member area) (`pages.events, pages.event`), loaded with
// the code that shows them (lib/i18n.ts pageTexts).
import { pageTexts } from '@/lib/i18n';

export const t = pageTexts({
  events: {
    title: 'Udalosti',
    description: 'Stretnutia, spoločné jazdy a prednášky komunity {site}.',
    upcoming: 'Nadchádzajúce udalosti',
    past: 'Uskutočnené udalosti',
    no_upcoming: 'Momentálne nepripravujeme žiadnu udalosť. Sledujte nás, čoskoro pribudnú.',
    no_past: 'Zatiaľ sa neuskutočnila žiadna udalosť.',
  },
  event: {
    back: 'Všetky udalosti',
    when: 'Kedy',
    where: 'Kde',
    capacity: 'Kapacita',
    unlimited: 'bez obmedzenia',
    add_to_calendar: 'Pridať do kalendára (.ics)',
    registration: 'Registrácia',
    registration_open: 'Registrácia je otvorená do {date}.',
    registration_closed: 'Registrácia je uzavretá.',
    members_only: 'Na udalosti sa registrujú členovia klubu v členskej zóne.',
    register: 'Registrovať sa',
    login_to_register: 'Prihlásiť sa a registrovať',
    past: 'Táto udalosť sa už uskutočnila.',
    full: 'Kapacita je naplnená, registrovať sa dá na čakaciu listinu.',
    price: 'Cena',
    free: 'zadarmo',
    per_person: '{amount} za osobu',
  },
});
