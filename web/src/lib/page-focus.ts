// Where keyboard and screen-reader users continue after a page change or the skip link: the page's
// heading (its first <h1> inside <main id="main">), so the shell is not read again, or the element a
// page marks as its start instead (an album's title in the gallery). A page whose heading is still
// loading gets <main> first and the heading once it appears.
const WAIT_FOR_HEADING_MS = 3000;

/** Spread on the element that starts a page in place of its <h1>. */
export const PAGE_START = { 'data-page-start': '' } as const;

function startOf(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('[data-page-start]') ?? main.querySelector<HTMLElement>('h1');
}

function focusTarget(target: HTMLElement, scroll: boolean, visible?: boolean): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: !scroll, ...(visible ? { focusVisible: true } : {}) } as FocusOptions);
}

/**
 * Moves focus to the page heading (or to <main> until the heading is rendered). `visible`: show its
 * focus ring (a new page reached from the keyboard, which the browser cannot know by itself).
 */
export function focusPageStart({ scroll = false, visible }: { scroll?: boolean; visible?: boolean } = {}): void {
  const main = document.getElementById('main');
  if (!main) return;
  const heading = startOf(main);
  if (heading) return focusTarget(heading, scroll, visible);
  focusTarget(main, scroll, visible);
  const observer = new MutationObserver(() => {
    const late = startOf(main);
    if (!late) return;
    observer.disconnect();
    if (document.activeElement === main) focusTarget(late, scroll, visible);
  });
  observer.observe(main, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
}
