// What a public page does for navigation (docs/product-rules.md §9) now that its links are ordinary
// links and each page is a document: the browser scrolls to the top or to the #hash and restores
// the place on Back; this adds the 3 px loading bar while the next page is slow to come (shown
// after the 200 ms throttle) and asks the browser to prefetch on intent (Speculation Rules), which
// is not asked on a slow or data-saver connection (lib/prefetch.ts prefetchAllowed).
import { site } from '../config/site';
import { focusPageStart } from './page-focus';
import { prefetchAllowed } from './prefetch';

/** Never fetched ahead: pages that depend on the session, the console, the APIs. */
const NOT_PREFETCHED = ['/uzivatel/*', '/uzivatel', '/admin/*', '/admin', '/auth/*', '/api/*', '/prihlasenie', '/registracia', '/odhlasit-odber'];

export const speculationRules = {
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, ...NOT_PREFETCHED.map((path) => ({ not: { href_matches: path } })), { not: { selector_matches: '[download], [target=_blank]' } }] },
      eagerness: 'moderate',
    },
  ],
};

/** The element the server writes into a public page's head. */
export const speculationRulesScript = () => `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`;

/** Withdraws the page's speculation rules where the connection is slow or the visitor saves data. */
export function withdrawSpeculationOnSlowConnection(): void {
  if (!prefetchAllowed()) document.querySelectorAll('script[type="speculationrules"]').forEach((script) => script.remove());
}

/** A click that the browser will answer by loading another page of this site in this tab. */
function leavesForPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return false;
  // Only the #hash changes: the browser scrolls, no page loads.
  return !(link.pathname === window.location.pathname && link.search === window.location.search && link.hash);
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
    if (!leavesForPage(event)) return;
    rememberKeyboard(event.detail === 0);
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (bar.dataset.phase = 'running'), site.loadingBar.throttleMs);
  });
  // Back to this page from the back/forward cache, or the load was stopped: no bar left running.
  window.addEventListener('pageshow', reset);
  window.addEventListener('pagehide', () => window.clearTimeout(timer));
}

const KEYBOARD_KEY = 'evklub:followed-by-keyboard';

/** Whether the link to the next page was followed from the keyboard (a click with no pointer), for its focus ring. */
function rememberKeyboard(keyboard: boolean): void {
  try {
    sessionStorage.setItem(KEYBOARD_KEY, keyboard ? '1' : '');
  } catch {
    // no storage: the next page shows the focus without its ring
  }
}

function followedByKeyboard(): boolean {
  try {
    return sessionStorage.getItem(KEYBOARD_KEY) === '1';
  } catch {
    return false;
  }
}

/** Arrived by a link from another page of this site (not by Back, a reload or a #hash): the focus starts at the page heading. */
export function focusOnArrival(): void {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (window.location.hash || entry?.type !== 'navigate' || !document.referrer) return;
  if (new URL(document.referrer).origin === window.location.origin) focusPageStart({ visible: followedByKeyboard() });
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
