// Keeps the keyboard focus from falling to <body> (WCAG 2.4.3) when the focused control is disabled
// during a request, hidden or removed (a form replaced by its result, a step cancelled, a list
// re-rendered). A disabled control's parent holds the focus until the control is enabled again; a
// removed one hands it to the first control of its nearest remaining container, else to the page's
// start (`fallback`).
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
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

/**
 * While a focused control is disabled (busy during a request), the focus waits on its parent, made
 * focusable for the time being, instead of on <body>; it returns to the control once enabled.
 */
function holdFocusFor(lost: HTMLElement, ancestors: HTMLElement[], fallback: () => void): () => void {
  const holder = ancestors.find((el) => el.isConnected && el !== document.body && el.getClientRects().length > 0);
  if (!holder) {
    fallback();
    return () => undefined;
  }
  const added = !holder.hasAttribute('tabindex');
  if (added) holder.setAttribute('tabindex', '-1');
  holder.focus({ preventScroll: true });
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(timer);
    if (added) holder.removeAttribute('tabindex');
  };
  const poll = () => {
    const held = document.activeElement === holder;
    if (!held) return release(); // the member moved on, or the holder itself went away (handled as a loss)
    if (usable(lost)) {
      lost.focus();
      return release();
    }
    if (!lost.isConnected || Date.now() - started > GIVE_UP_MS) {
      // The busy control was replaced by its result: the first control near where it was.
      const next = firstFocusableIn(ancestors);
      if (next) next.focus();
      return release();
    }
    timer = setTimeout(poll, POLL_MS);
  };
  timer = setTimeout(poll, POLL_MS);
  return release;
}

/**
 * Watches the document until the returned function is called. The focus moves on in the same task
 * as the loss (a microtask: after the render that removed or disabled the control, before the next
 * frame), so no frame is painted with the focus on <body> (WCAG 2.4.3).
 */
export function keepFocus(fallback: () => void): () => void {
  let stopHolding: () => void = () => undefined;
  let generation = 0;
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget || !(event.target instanceof HTMLElement)) return;
    const lost = event.target;
    const ancestors: HTMLElement[] = [];
    for (let el = lost.parentElement; el; el = el.parentElement) ancestors.push(el);
    const mine = ++generation;
    queueMicrotask(() => {
      if (mine !== generation || !lostToBody()) return;
      // Still usable: the user clicked elsewhere, which is theirs to do.
      if (usable(lost)) return;
      if (lost.isConnected && lost.matches(':disabled')) {
        stopHolding();
        stopHolding = holdFocusFor(lost, ancestors, fallback);
        return;
      }
      const next = firstFocusableIn(ancestors);
      if (next) next.focus();
      else fallback();
    });
  };
  document.addEventListener('focusout', onFocusOut);
  return () => {
    generation++;
    stopHolding();
    document.removeEventListener('focusout', onFocusOut);
  };
}
