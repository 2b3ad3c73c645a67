// The one Slovak catalogue (docs/product-rules.md §9: locale sk only, no URL prefix). Keys follow the names of docs/product-rules.md §8
// (`errors.page_not_found`, `labels.unknown_error`, …); components never hold Slovak literals.
// Placeholders are `{name}`; plural entries hold Intl.PluralRules categories and receive `{count}`.
// The member area's part (lib/i18n-member.ts) joins the catalogue when a member screen loads, so
// public pages do not ship it: keys under `member.` are typed only for its own `t`.

type PluralForms = { one: string; few: string; many: string; other: string };

export const sk = {
  // ── the shell: site, navigation, footer, page behaviour ──────────────────────────────────────
  site: {
    tagline: 'Komunita majiteľov elektromobilov na Slovensku',
    skip_to_content: 'Preskočiť na obsah',
    loading: 'Načítava sa stránka',
  },
  nav: {
    main: 'Hlavná navigácia',
    home: '{site} – úvodná stránka',
    menu_open: 'Otvoriť menu',
    menu_close: 'Zavrieť menu',
    about_us: 'O nás',
    join_us: 'Pripojiť sa',
    guide: 'Poradňa',
    faq: 'FAQ',
    login: 'Prihlásenie',
    dashboard: 'Môj účet',
  },
  color_mode: {
    label: 'Farebný režim',
    button: 'Farebný režim: {mode}',
    system: 'Podľa systému',
    light: 'Svetlý',
    dark: 'Tmavý',
    forced: 'Táto stránka sa zobrazuje v režime: {mode}',
  },
  footer: {
    navigation: 'Odkazy v pätičke',
    contact: 'Kontakt',
    privacy_policy: 'Ochrana osobných údajov',
    write_us: 'Napíšte nám na {email}',
    articles: 'Články',
    events: 'Udalosti',
    gallery: 'Galéria',
    social: 'Sociálne siete',
    social_x: '{site} na X',
    social_instagram: '{site} na Instagrame',
    social_youtube: '{site} na YouTube',
    social_facebook: '{site} na Facebooku',
    social_discord: '{site} na Discorde',
    rights: '© {site}',
  },
  toasts: {
    region: 'Oznámenia',
    close: 'Zavrieť oznámenie',
  },
  common: {
    read_more: 'Čítať ďalej',
    pagination: 'Stránkovanie',
    previous_page: 'Predchádzajúca strana',
    next_page: 'Nasledujúca strana',
    page_of: 'Strana {page} z {pages}',
    copy_link: 'Kopírovať odkaz',
    link_copied: 'Odkaz bol skopírovaný do schránky.',
    copy_failed: 'Odkaz sa nepodarilo skopírovať.',
    author: 'Autor: {name}',
    published_on: 'Publikované {date}',
    close: 'Zavrieť',
  },
  video: {
    play: 'Prehrať video: {title}',
    privacy_note: 'Video sa načíta z youtube-nocookie.com (YouTube) až po kliknutí.',
    frame_title: 'Video: {title}',
  },
  // ── public pages ────────────────────────────────────────────────────────────────────────────
  pages: {
    index: {
      heading: 'Komunita majiteľov elektromobilov na Slovensku',
      intro:
        'Spájame vodičov elektromobilov, zdieľame skúsenosti s nabíjaním aj bežnou prevádzkou a stretávame sa na podujatiach po celom Slovensku. Pridajte sa k nám, či už elektromobil máte, alebo o ňom len uvažujete.',
      join_cta: 'Pripojiť sa',
      events_cta: 'Najbližšie udalosti',
      meta_description:
        '{site} je komunita majiteľov elektromobilov na Slovensku: stretnutia, rady k nabíjaniu a prevádzke a výhody pre členov.',
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
    about_us: {
      title: 'O nás',
    },
    join_us: {
      title: 'Pripojiť sa',
      description: 'Ako sa stať členom klubu {site} a čo členstvo prináša.',
      cta_title: 'Máte už účet?',
      cta_text: 'Prihláste sa a dokončite registráciu svojho elektromobilu. Otázky nám pošlite cez kontaktný formulár.',
      cta_login: 'Prihlásiť sa',
      cta_sign_up: 'Zaregistrovať sa',
      cta_contact: 'Napísať nám',
    },
    privacy_policy: {
      title: 'Ochrana osobných údajov',
    },
    content: {
      updated_on: 'Naposledy upravené {date}',
    },
    articles: {
      title: 'Články',
      description: 'Novinky, skúsenosti a návody z komunity {site}.',
      empty: 'Zatiaľ sme neuverejnili žiadne články.',
      page_title: 'Články – strana {page}',
    },
    article: {
      back: 'Všetky články',
    },
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
    },
    faq: {
      title: 'Časté otázky',
      description: 'Odpovede na otázky o klube {site}, členstve a elektromobiloch.',
      empty: 'Otázky a odpovede pripravujeme.',
    },
    guide: {
      title: 'Poradňa',
      description: 'Praktické rady k nabíjaniu, prevádzke a údržbe elektromobilu.',
      empty: 'Rady pripravujeme.',
      other: 'Ďalšie rady',
      back: 'Späť do poradne',
    },
    gallery: {
      title: 'Galéria',
      description: 'Fotografie z klubových stretnutí a jázd komunity {site}.',
      empty: 'Galériu pripravujeme.',
      albums: 'Albumy',
      all_albums: 'Všetky albumy',
      open_album: 'Album {title}',
      open_photo: 'Zväčšiť fotografiu: {alt}',
      lightbox: 'Prehliadač fotografií',
      previous: 'Predchádzajúca fotografia',
      next: 'Nasledujúca fotografia',
      position: 'Fotografia {index} z {count}',
      empty_album: 'Tento album je zatiaľ prázdny.',
    },
    unsubscribe: {
      title: 'Odhlásenie odberu',
      intro: 'Odhlásite sa z jedného druhu e-mailov od klubu: {kind}. Ostatné e-maily a váš účet zostávajú.',
      confirm: 'Odhlásiť odber',
      done: 'Hotovo. E-maily „{kind}“ vám už nebudeme posielať. Znovu ich zapnete v nastaveniach svojho účtu.',
      already: 'Tieto e-maily („{kind}“) už nedostávate.',
      invalid: 'Tento odkaz na odhlásenie nie je platný. Skopírujte celý odkaz z e-mailu alebo si e-maily nastavte po prihlásení v nastaveniach.',
      settings: 'Nastavenia e-mailov',
      kinds: {
        event_updates: 'správy o zmenách udalostí a uvoľnených miestach',
        event_reminders: 'pripomienky udalostí',
        membership: 'správy o členstve',
        new_events: 'upozornenia na nové udalosti',
        newsletter: 'novinky klubu (newsletter)',
      },
    },
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
    login: {
      title: 'Prihlásenie',
      intro: 'Prihláste sa do členskej zóny klubu.',
      email: 'E-mail',
      password: 'Heslo',
      submit: 'Prihlásiť sa',
      submitting: 'Prihlasuje sa…',
      email_required: 'Zadajte svoju e-mailovú adresu.',
      password_required: 'Zadajte heslo.',
      passwords_do_not_match: 'Heslá sa nezhodujú.',
      no_account: 'Ešte nie ste členom?',
      join_link: 'Ako sa pridať',
    },
    create_new_password: {
      title: 'Vytvoriť nové heslo',
      intro: 'Zadajte nové heslo k svojmu účtu.',
      password: 'Nové heslo',
      password_confirm: 'Nové heslo znova',
      submit: 'Uložiť nové heslo',
      submitting: 'Ukladá sa…',
      password_required: 'Zadajte nové heslo.',
      back_home: 'Späť na úvodnú stránku',
    },
    error: {
      back_home: 'Späť na úvodnú stránku',
      not_found_title: 'Stránka sa nenašla',
      not_found_hint: 'Odkaz môže byť zastaraný alebo stránka bola presunutá.',
      server_error_title: 'Interná chyba servera',
      server_error_hint: 'Niečo sa pokazilo na našej strane. Skúste to prosím o chvíľu znova.',
    },
  },
  // ── keys named by docs/product-rules.md §8 ──────────────────────────────────────────────────────────────────
  errors: {
    page_not_found: 'Stránka sa nenašla: {path}',
    internal_server_error: 'Interná chyba servera',
  },
  labels: {
    invalid_credentials: 'Nesprávny e-mail alebo heslo.',
    unknown_error: 'Nastala neznáma chyba.',
    server_unreachable: 'Server sa nepodarilo zastihnúť. Skontrolujte pripojenie na internet a skúste to znova.',
    feed_articles: '{site} – články (RSS)',
    feed_events: '{site} – kalendár udalostí',
  },
  // ── plural forms: one (1), few (2–4), many (fractions), other (0, 5+) ───────────────────────
  plurals: {
    members: { one: '{count} člen', few: '{count} členovia', many: '{count} člena', other: '{count} členov' },
    photos: { one: '{count} fotografia', few: '{count} fotografie', many: '{count} fotografie', other: '{count} fotografií' },
    places_left: {
      one: 'Zostáva {count} voľné miesto',
      few: 'Zostávajú {count} voľné miesta',
      many: 'Zostáva {count} voľného miesta',
      other: 'Zostáva {count} voľných miest',
    },
    registered: { one: '{count} prihlásený', few: '{count} prihlásení', many: '{count} prihláseného', other: '{count} prihlásených' },
    places: { one: '{count} miesto', few: '{count} miesta', many: '{count} miesta', other: '{count} miest' },
    came: { one: 'Prišiel {count} člen.', few: 'Prišli {count} členovia.', many: 'Prišlo {count} člena.', other: 'Prišlo {count} členov.' },
  },
} as const;

type Catalogue = typeof sk;
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends PluralForms ? never : T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type PluralLeaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends PluralForms ? `${P}${K}` : T[K] extends string ? never : PluralLeaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Catalogue>;
export type PluralKey = PluralLeaves<Catalogue>;
export type MessageParams = Record<string, string | number>;

const pluralRules = new Intl.PluralRules('sk-SK');
const numberFormat = new Intl.NumberFormat('sk-SK');

/** What `t` reads: the public catalogue, plus the parts added by extendCatalogue. */
const catalogue: Record<string, unknown> = { ...sk };

/** Adds a top-level part (lib/i18n-member.ts adds `member` when it is first imported). */
export function extendCatalogue(part: Record<string, unknown>): void {
  Object.assign(catalogue, part);
}

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The Slovak text for a key, with `{placeholders}` filled. */
export function t(key: MessageKey, params?: MessageParams): string {
  const value = lookup(key);
  return typeof value === 'string' ? fill(value, params) : key;
}

/** The Slovak plural form for `count` (1 člen, 2 členovia, 1,5 člena, 5 členov). */
export function tp(key: PluralKey, count: number, params?: MessageParams): string {
  const forms = lookup(key) as PluralForms;
  const category = pluralRules.select(count) as keyof PluralForms;
  return fill(forms[category] ?? forms.other, { ...params, count: numberFormat.format(count) });
}
