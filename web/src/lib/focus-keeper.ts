// Keeps the keyboard focus from falling to <body> (WCAG 2.4.3) when the focused control is disabled
// during a request, hidden or removed (a form replaced by its result, a step cancelled, a list
// re-rendered). A disabled control gets the focus back once enabled; a removed one hands it to the
// first control of its nearest remaining container, else to the page's start (`fallback`).
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const POLL_MS = 100;
const GIVE_UP_MS = 15_000;

const usable = (el: HTMLElement) => el.isConnected && !el.matches(':disabled') && el.getClientRects().length > 0;
const lostToBody = () => !document.activeElement || document.activeElement === document.body;

function firstFocusableIn(ancestors: HTMLElement[]): HTMLElement | null {
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected || ancestor === document.body) continue;
    const candidate = Array.from(ancestor.querySelectorAll<HTMLElement>(FOCUSABLE)).find(usable);
    if (candidate) return candidate;
  }
  return null;
}

/** Watches the document until the returned function is called. */
export function keepFocus(fallback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget || !(event.target instanceof HTMLElement)) return;
    const lost = event.target;
    const ancestors: HTMLElement[] = [];
    for (let el = lost.parentElement; el; el = el.parentElement) ancestors.push(el);
    const started = Date.now();
    clearTimeout(timer);
    const check = (first: boolean) => {
      if (!lostToBody()) return;
      // Still usable at once: the user clicked elsewhere, which is theirs to do.
      if (usable(lost)) return first ? undefined : lost.focus();
      const waiting = lost.isConnected && Date.now() - started < GIVE_UP_MS;
      if (waiting && lost.matches(':disabled')) {
        timer = setTimeout(() => check(false), POLL_MS);
        return;
      }
      const next = firstFocusableIn(ancestors);
      if (next) next.focus();
      else fallback();
    };
    timer = setTimeout(() => check(true), 0);
  };
  document.addEventListener('focusout', onFocusOut);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('focusout', onFocusOut);
  };
}
