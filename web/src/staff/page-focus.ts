// The console's document title and keyboard focus. The title names the screen as its heading does
// (react-admin's <Title> writes the heading into #react-admin-title: "Udalosti", "Udalosti Zraz…"),
// followed by the console's name. After a screen change, the skip button and a lost focus, the
// content region (named by that heading) takes the focus, so the app bar and menu are not read again
// — unless the user has already moved the focus elsewhere while the screen was arriving.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { keepFocus } from '../lib/focus-keeper';

const HEADING_ID = 'react-admin-title';
/** The console's own title (react-admin's `<Admin title>`), shown in the app bar when a screen has none. */
export const STAFF_APP_TITLE = 'EV Klub';
const CONTENT_ID = 'main-content';

/** Focuses the content region of the current screen; false while there is none. */
export function focusStaffContent(): boolean {
  const content = document.getElementById(CONTENT_ID);
  if (!content) return false;
  content.setAttribute('tabindex', '-1');
  content.setAttribute('role', 'region');
  content.setAttribute('aria-labelledby', HEADING_ID);
  content.focus({ preventScroll: true });
  return true;
}

const CONTENT_WAIT_MS = 5000;

/**
 * Keeps the focus off <body> in the whole console: after the sign-in form the layout is still
 * loading, so the console's root holds the focus until the content region is there to take it.
 */
export function useStaffFocusKeeper(): void {
  useEffect(
    () =>
      keepFocus(() => {
        const until = Date.now() + CONTENT_WAIT_MS;
        const root = document.getElementById('root');
        const release = () => root?.removeAttribute('tabindex');
        const attempt = () => {
          const active = document.activeElement;
          if (active && active !== document.body && active !== root) return release();
          if (focusStaffContent() || Date.now() >= until) return release();
          if (root && active !== root) {
            root.setAttribute('tabindex', '-1');
            root.focus({ preventScroll: true });
          }
          setTimeout(attempt, 100);
        };
        attempt();
      }),
    [],
  );
}

function useDocumentTitle(): void {
  const translate = useTranslate();
  const name = translate('staff.title');
  useEffect(() => {
    const heading = document.getElementById(HEADING_ID);
    const sync = () => {
      let text = heading?.textContent?.trim();
      // A screen without a title of its own (react-admin's "not found") shows the console's name
      // there: its page heading names it instead, and the name is not said twice.
      if (text === STAFF_APP_TITLE)
        text = document.querySelector(`#${CONTENT_ID} h1:not(#${HEADING_ID})`)?.textContent?.trim();
      document.title = text && text !== name ? `${text} – ${name}` : name;
    };
    sync();
    if (!heading) return;
    const observer = new MutationObserver(sync);
    observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [name]);
}

/**
 * The element that had the focus when the last navigation was asked for: a click (Enter on a link or
 * button is a click too) records it. Navigations without one (back, a redirect) count the focus at
 * the previous arrival.
 */
function useFocusAtNavigation() {
  const atNavigation = useRef<Element | null>(null);
  useEffect(() => {
    const record = () => {
      atNavigation.current = document.activeElement;
    };
    document.addEventListener('click', record, true);
    return () => document.removeEventListener('click', record, true);
  }, []);
  return atNavigation;
}

/**
 * Whether the focus is still where the navigation left it: on nothing, on <body> or the console's
 * root, on a control the new screen removed, or on the control that asked for the screen. Anywhere
 * else the user has moved it (a Tab while the screen was arriving), and it stays there.
 */
function focusUnclaimed(atNavigation: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.id === 'root' || !active.isConnected || active === atNavigation;
}

/** The title and focus behaviour of every console screen (used once, by the layout). */
export function useStaffPageFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  const atNavigation = useFocusAtNavigation();
  useDocumentTitle();
  // In the commit that shows the new screen (a layout effect: no key press can come between the
  // screen appearing and the focus moving).
  useLayoutEffect(() => {
    const trigger = atNavigation.current;
    atNavigation.current = document.activeElement;
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusUnclaimed(trigger)) focusStaffContent();
    atNavigation.current = document.activeElement;
  }, [pathname, atNavigation]);
}
