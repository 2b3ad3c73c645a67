// The one Slovak catalogue (docs/product-rules.md §9: locale sk only, no URL prefix). Keys follow the names of
// docs/product-rules.md §8 (`errors.page_not_found`, `labels.unknown_error`, …); components never hold Slovak literals.
// Placeholders are `{name}`; plural entries hold Intl.PluralRules categories and receive `{count}`. The member area's
// part (lib/i18n-member.ts) joins the catalogue when a member screen loads, so public pages do not ship it: keys under
// `member.` are typed only for its own `t`.

type PluralForms = { one: string; few: string; many: string; other: string };

export const sk = {
  // ── the shell: site, navigation, footer, page behaviour ──────────────────────────────────────
  site: {
    tagline: 'Komunita majiteľov elektromobilov na Slovensku',
    skip_to_content: 'Preskočiť na obsah',
    loading: 'Načítava sa stránka',
    meta_description:
      '{site} je komunita majiteľov elektromobilov na Slovensku: stretnutia, rady k nabíjaniu a prevádzke a výhody pre členov.',
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
    photos: {
      one: '{count} fotografia',
      few: '{count} fotografie',
      many: '{count} fotografie',
      other: '{count} fotografií',
    },
    places_left: {
      one: 'Zostáva {count} voľné miesto',
      few: 'Zostávajú {count} voľné miesta',
      many: 'Zostáva {count} voľného miesta',
      other: 'Zostáva {count} voľných miest',
    },
    registered: {
      one: '{count} prihlásený',
      few: '{count} prihlásení',
      many: '{count} prihláseného',
      other: '{count} prihlásených',
    },
    places: { one: '{count} miesto', few: '{count} miesta', many: '{count} miesta', other: '{count} miest' },
    came: {
      one: 'Prišiel {count} člen.',
      few: 'Prišli {count} členovia.',
      many: 'Prišlo {count} člena.',
      other: 'Prišlo {count} členov.',
    },
  },
} as const;

type Catalogue = typeof sk;
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends PluralForms
    ? never
    : T[K] extends string
      ? `${P}${K}`
      : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type PluralLeaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends PluralForms
    ? `${P}${K}`
    : T[K] extends string
      ? never
      : PluralLeaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Catalogue>;
export type PluralKey = PluralLeaves<Catalogue>;
export type MessageParams = Record<string, string | number>;

const pluralRules = new Intl.PluralRules('sk-SK');
const numberFormat = new Intl.NumberFormat('sk-SK');

/** What `t` reads: the public catalogue, plus the parts added by extendCatalogue. */
const catalogue: Record<string, unknown> = { ...sk };

/** Adds a part of the catalogue (lib/i18n-auth.ts and lib/i18n-member.ts add `member` when first imported). */
export function extendCatalogue(part: Record<string, object>): void {
  // A part adds groups to a top-level key another part may have begun (`member`: lib/i18n-auth.ts, then
  // lib/i18n-member.ts).
  for (const [key, groups] of Object.entries(part))
    catalogue[key] = { ...(catalogue[key] as object | undefined), ...groups };
}

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
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

/**
 * Adds a page's own texts under `pages.` (features/<feature>/texts.ts): they travel with the code of
 * the page or island that shows them, so a public page carries its own texts and no other page's
 * (docs/performance.md §2). Returns `t` for the public catalogue and these texts.
 */
export function pageTexts<const P extends Record<string, object>>(part: P) {
  extendCatalogue({ pages: part });
  return t as (key: Leaves<Catalogue & { pages: P }>, params?: MessageParams) => string;
}
