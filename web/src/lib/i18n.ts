// The one Slovak catalogue (spec §9: locale sk only, no URL prefix). Keys follow the spec's names
// (`errors.page_not_found`, `labels.unknown_error`, …); components never hold Slovak literals.
// Placeholders are `{name}`; plural entries hold Intl.PluralRules categories and receive `{count}`.

type PluralForms = { one: string; few: string; many: string; other: string };

export const sk = {
  site: {
    tagline: 'Komunita majiteľov elektromobilov na Slovensku',
    skip_to_content: 'Preskočiť na obsah',
  },
  nav: {
    main: 'Hlavná navigácia',
    menu_open: 'Otvoriť menu',
    menu_close: 'Zavrieť menu',
    about_us: 'O nás',
    join_us: 'Pripojiť sa',
    guide: 'Poradňa',
    faq: 'FAQ',
    login: 'Prihlásenie',
  },
  footer: {
    navigation: 'Odkazy v pätičke',
    contact: 'Kontakt',
    privacy_policy: 'Ochrana osobných údajov',
    write_us: 'Napíšte nám na {email}',
  },
  pages: {
    index: {
      heading: 'Komunita majiteľov elektromobilov na Slovensku',
      intro:
        'Spájame vodičov elektromobilov, zdieľame skúsenosti s nabíjaním aj bežnou prevádzkou a stretávame sa na podujatiach po celom Slovensku. Pridajte sa k nám, či už elektromobil máte, alebo o ňom len uvažujete.',
      join_cta: 'Pripojiť sa',
      meta_description:
        '{site} je komunita majiteľov elektromobilov na Slovensku: stretnutia, rady k nabíjaniu a prevádzke a výhody pre členov.',
    },
    error: {
      back_home: 'Späť na úvodnú stránku',
      not_found_title: 'Stránka sa nenašla',
      not_found_hint: 'Odkaz môže byť zastaraný alebo stránka bola presunutá.',
      server_error_title: 'Interná chyba servera',
      server_error_hint: 'Niečo sa pokazilo na našej strane. Skúste to prosím o chvíľu znova.',
    },
  },
  errors: {
    page_not_found: 'Stránka sa nenašla: {path}',
    internal_server_error: 'Interná chyba servera',
  },
  labels: {
    unknown_error: 'Nastala neznáma chyba.',
  },
  plurals: {
    members: { one: '{count} člen', few: '{count} členovia', many: '{count} člena', other: '{count} členov' },
  },
} as const;

type Catalogue = typeof sk;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends PluralForms ? never : T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type PluralLeaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends PluralForms ? `${P}${K}` : T[K] extends string ? never : PluralLeaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Catalogue>;
export type PluralKey = PluralLeaves<Catalogue>;
export type MessageParams = Record<string, string | number>;

const pluralRules = new Intl.PluralRules('sk-SK');
const numberFormat = new Intl.NumberFormat('sk-SK');

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], sk);
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
