// What a public page does for navigation (docs/product-rules.md §9) now that its links are ordinary
// links and each page is a document: the browser scrolls to the top or to the #hash and restores
// the place on Back; this adds the 3 px loading bar while the next page is slow to come (shown
// after the 200 ms throttle) and asks the browser to prefetch on intent (Speculation Rules), which
// is not asked on a slow or data-saver connection (lib/prefetch.ts prefetchAllowed).
import { site } from '../config/site';
import { focusPageStart } from './page-focus';
import { prefetchAllowed } from './prefetch';

/** Never fetched ahead: pages that depend on the session, the console, the APIs. */
const NOT_PREFETCHED = [
  '/uzivatel/*',
  '/uzivatel',
  '/admin/*',
  '/admin',
  '/auth/*',
  '/api/*',
  '/prihlasenie',
  '/registracia',
  '/odhlasit-odber',
];

export const speculationRules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          ...NOT_PREFETCHED.map((path) => ({ not: { href_matches: path } })),
          { not: { selector_matches: '[download], [target=_blank]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The element the server writes into a public page's head. */
export const speculationRulesScript = () =>
  `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`;

/** Withdraws the page's speculation rules where the connection is slow or the visitor saves data. */
export function withdrawSpeculationOnSlowConnection(): void {
  if (!prefetchAllowed())
    document.querySelectorAll('script[type="speculationrules"]').forEach((script) => script.remove());
}

/** The link of a click that the browser will answer by loading another page of this site in this tab. */
function leavesForPage(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (
    !link ||
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download') ||
    link.origin !== window.location.origin
  )
    return null;
  // Only the #hash changes: the browser scrolls, no page loads.
  return link.pathname === window.location.pathname && link.search === window.location.search && link.hash
    ? null
    : link;
}

/** Runs the page's loading bar (the shell's .loading-bar element) while the next page loads. */
export function installLoadingBar(): void {
  const bar = document.querySelector<HTMLElement>('.loading-bar');
  if (!bar) return;
  let timer: number | undefined;
  const reset = () => {
    window.clearTimeout(timer);
    bar.dataset.phase = 'idle';
  };
  // Bubbling phase: an island that handles the click itself (preventDefault) starts no page load.
  document.addEventListener('click', (event) => {
    const link = leavesForPage(event);
    if (!link) return;
    rememberArrival(link, event.detail === 0);
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (bar.dataset.phase = 'running'), site.loadingBar.throttleMs);
  });
  // Back to this page from the back/forward cache, or the load was stopped: no bar left running.
  window.addEventListener('pageshow', reset);
  window.addEventListener('pagehide', () => window.clearTimeout(timer));
}

const ARRIVAL_KEY = 'evklub:arrival';

/**
 * The page a link of this site is taking the visitor to, and whether it was followed from the keyboard (a click with no
 * pointer).
 */
function rememberArrival(link: HTMLAnchorElement, keyboard: boolean): void {
  try {
    sessionStorage.setItem(ARRIVAL_KEY, JSON.stringify({ href: link.href, keyboard }));
  } catch {
    // no storage: the next page keeps the browser's focus
  }
}

/**
 * Arrived by a link of this site (not by Back, a reload or a #hash): the focus starts at the page heading, with its
 * ring after the keyboard.
 */
export function focusOnArrival(): void {
  let arrival: { href?: string; keyboard?: boolean } = {};
  try {
    arrival = JSON.parse(sessionStorage.getItem(ARRIVAL_KEY) ?? '{}') as typeof arrival;
    sessionStorage.removeItem(ARRIVAL_KEY);
  } catch {
    return;
  }
  if (arrival.href === window.location.href && !window.location.hash)
    focusPageStart({ visible: arrival.keyboard === true });
}

/** The skip link leads to the page heading (the shell's .skip-link, rendered by the server). */
export function installSkipLink(): void {
  document.querySelector('.skip-link')?.addEventListener('click', (event) => {
    event.preventDefault();
    focusPageStart({ scroll: true });
  });
}

/** A #hash naming a disclosure (`/faq#otazka-3`) opens it: on arrival and when the hash changes. */
export function openHashTarget(hash: string = window.location.hash): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target instanceof HTMLDetailsElement) target.open = true;
}

export function followHashTargets(): void {
  openHashTarget();
  window.addEventListener('hashchange', () => openHashTarget());
}
