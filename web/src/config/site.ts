// Fixed facts about the site that do not vary between installations.

export const site = {
  locale: 'sk-SK',
  /** Open Graph locale. */
  ogLocale: 'sk_SK',
  /** Between the page title and the site name: "Stránka sa nenašla | EV Klub". */
  titleSeparator: ' | ',
  brandColor: '#D90429',
  /** Where a running tab learns that a newer build is deployed (spec §9: checked hourly). */
  buildManifestPath: '/builds/latest.json',
  buildCheckIntervalMs: 60 * 60 * 1000,
} as const;

/** Paths of the public screens linked from the shell (spec §2). */
export const paths = {
  home: '/',
  aboutUs: '/o-nas',
  joinUs: '/pripojit-sa',
  guide: '/poradna',
  faq: '/faq',
  contact: '/kontakt',
  login: '/prihlasenie',
  privacyPolicy: '/ochrana-osobnych-udajov',
} as const;
