// The console's document title and keyboard focus. The title names the screen as its heading does
// (react-admin's <Title> writes the heading into #react-admin-title: "Udalosti", "Udalosti Zraz…"),
// followed by the console's name. After a screen change, the skip button and a lost focus, the
// content region (named by that heading) takes the focus, so the app bar and menu are not read again.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { keepFocus } from '../lib/focus-keeper';

const HEADING_ID = 'react-admin-title';
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

/** Keeps the focus off <body> in the whole console: after the sign-in form the layout is still loading. */
export function useStaffFocusKeeper(): void {
  useEffect(
    () =>
      keepFocus(() => {
        const until = Date.now() + CONTENT_WAIT_MS;
        const attempt = () => {
          const idle = !document.activeElement || document.activeElement === document.body;
          if (idle && !focusStaffContent() && Date.now() < until) setTimeout(attempt, 100);
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
      const text = heading?.textContent?.trim();
      document.title = text && text !== name ? `${text} – ${name}` : name;
    };
    sync();
    if (!heading) return;
    const observer = new MutationObserver(sync);
    observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [name]);
}

/** The title and focus behaviour of every console screen (used once, by the layout). */
export function useStaffPageFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useDocumentTitle();
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusStaffContent();
  }, [pathname]);
}
