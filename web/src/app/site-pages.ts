// The site's pages outside the member area (docs/product-rules.md §2 public routes): route id, path
// (null: the index) and route module (app/routes/<file>.tsx). The router builds them; the guest script
// budget test (tests/web/guest-scripts.e2e-spec.ts) measures each, so a new page is measured too.
export interface SitePage {
  id: string;
  path: string | null;
  file: string;
}

export const sitePages: readonly SitePage[] = [
  { id: 'index', path: null, file: 'home' },
  { id: 'about-us', path: 'o-nas', file: 'content-page' },
  { id: 'join-us', path: 'pripojit-sa', file: 'join-us' },
  { id: 'privacy-policy', path: 'ochrana-osobnych-udajov', file: 'content-page' },
  { id: 'articles', path: 'clanky', file: 'articles' },
  { id: 'article', path: 'clanok/:slug', file: 'article' },
  { id: 'events', path: 'udalosti', file: 'events' },
  { id: 'event', path: 'udalost/:slug', file: 'event' },
  { id: 'faq', path: 'faq', file: 'faq' },
  { id: 'gallery', path: 'galeria', file: 'gallery' },
  { id: 'guide', path: 'poradna', file: 'guide' },
  { id: 'guide-entry', path: 'poradna/:slug', file: 'guide-entry' },
  { id: 'contact', path: 'kontakt', file: 'contact' },
  { id: 'unsubscribe', path: 'odhlasit-odber', file: 'unsubscribe' },
  { id: 'login', path: 'prihlasenie', file: 'login' },
  { id: 'create-new-password', path: 'vytvorit-nove-heslo', file: 'create-new-password' },
  { id: 'sign-up', path: 'registracia', file: 'registracia' },
  { id: 'owner-setup', path: 'nastavenie/:token', file: 'nastavenie' },
];

/**
 * Whether a route module is a page of the React app (the sign-in screens and the member area: they
 * need the auth client and run in the browser); every other page is a public page, server HTML with
 * islands (lib/island.tsx).
 */
export const isAppPageFile = (file: string): boolean =>
  file.startsWith('uzivatel') || ['login', 'registracia', 'create-new-password', 'nastavenie'].includes(file);
