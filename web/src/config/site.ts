// Fixed facts about the site that do not vary between installations (docs/product-rules.md §3 "Site config": name
// and url come from the runtime config; description, separator and trailing-slash rule are here).

export const site = {
  locale: 'sk-SK',
  /** Open Graph locale. */
  ogLocale: 'sk_SK',
  /** Between the page title and the site name: "Stránka sa nenašla | EV Klub". */
  titleSeparator: ' | ',
  /** Paths carry no trailing slash; the server redirects `/clanky/` to `/clanky` (server/src/ssr/web-routes.ts). */
  trailingSlash: false,
  brandColor: '#D90429',
  /** Dates and times are shown as in Slovakia, whatever the server's or the visitor's time zone. */
  timeZone: 'Europe/Bratislava',
  /** Where a running tab learns that a newer build is deployed (docs/product-rules.md §9: checked hourly). */
  buildManifestPath: '/builds/latest.json',
  buildCheckIntervalMs: 60 * 60 * 1000,
  /** docs/product-rules.md §9: a failed lazy chunk reloads the page at most once in this window. */
  reloadGuardMs: 10_000,
  /** docs/product-rules.md §9: loading bar. */
  loadingBar: { durationMs: 2000, throttleMs: 200, heightPx: 3 },
  /** docs/product-rules.md §9: toasts. */
  toastTimeoutMs: 5000,
  /** docs/product-rules.md §9: the locale cookie. */
  localeCookie: { name: 'i18n-locale', value: 'sk', maxAgeDays: 365, path: '/' },
  /** The visitor's colour-mode choice (system, light, dark), read before the first paint. */
  colorModeCookie: 'color-mode',
  /** Items per page of the article list. */
  articlesPerPage: 12,
} as const;

/** Paths of the public screens (docs/product-rules.md §2). */
export const paths = {
  home: '/',
  aboutUs: '/o-nas',
  joinUs: '/pripojit-sa',
  guide: '/poradna',
  guideEntry: (slug: string) => `/poradna/${slug}`,
  faq: '/faq',
  contact: '/kontakt',
  login: '/prihlasenie',
  createNewPassword: '/vytvorit-nove-heslo',
  privacyPolicy: '/ochrana-osobnych-udajov',
  articles: '/clanky',
  article: (slug: string) => `/clanok/${slug}`,
  events: '/udalosti',
  event: (slug: string) => `/udalost/${slug}`,
  eventCalendar: (slug: string) => `/api/events/${encodeURIComponent(slug)}/calendar.ics`,
  gallery: '/galeria',
  dashboard: '/uzivatel/dashboard',
  memberEvent: (slug: string) => `/uzivatel/udalosti/${slug}`,
} as const;
