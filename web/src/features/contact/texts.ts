// The texts of the contact page and its form (`pages.contact`), loaded with
// the code that shows them (lib/i18n.ts pageTexts).
import { pageTexts } from '@/lib/i18n';

export const t = pageTexts({
  contact: {
    title: 'Kontakt',
    description: 'Napíšte klubu {site}: otázky o členstve, udalostiach či spolupráci.',
    form_title: 'Napíšte nám',
    email_us: 'Alebo nám napíšte priamo na {email}.',
    name: 'Meno',
    email: 'E-mail',
    subject: 'Predmet (nepovinné)',
    message: 'Správa',
    website: 'Webová stránka (toto pole nevypĺňajte)',
    submit: 'Odoslať správu',
    sending: 'Odosiela sa…',
    sent_title: 'Správa bola odoslaná',
    sent_text: 'Ďakujeme, ozveme sa vám čo najskôr.',
    sent_home: 'Späť na úvod',
    noscript: 'Formulár funguje so zapnutým JavaScriptom. Napíšte nám priamo na {email}.',
    has_errors: 'Skontrolujte prosím zvýraznené polia.',
    errors: {
      name_required: 'Zadajte svoje meno.',
      name_too_long: 'Meno môže mať najviac 100 znakov.',
      single_line: 'Pole musí byť v jednom riadku.',
      email_required: 'Zadajte svoju e-mailovú adresu.',
      email_invalid: 'Zadajte platnú e-mailovú adresu, napríklad meno@example.sk.',
      subject_too_long: 'Predmet môže mať najviac 150 znakov.',
      message_required: 'Napíšte správu.',
      message_too_short: 'Správa musí mať aspoň 10 znakov.',
      message_too_long: 'Správa môže mať najviac 5 000 znakov.',
      too_many: 'Odoslali ste priveľa správ. Skúste to prosím o hodinu.',
      failed: 'Správu sa nepodarilo odoslať. Skúste to prosím znova.',
    },
  },
});

/** A key of these texts or of the public catalogue. */
export type TextKey = Parameters<typeof t>[0];
