// Popups (menus, dialogs, the mobile menu) register here while open (spec §2 page behaviour):
// Escape closes only the topmost one, and one scroll lock covers all open popups — the page stops
// scrolling with the first and scrolls again when the last one closes.
import { useEffect, useRef } from 'react';

interface Entry {
  close: () => void;
}

const stack: Entry[] = [];
let savedOverflow: string | null = null;
let savedPadding = '';

function lockScroll(): void {
  const root = document.documentElement;
  // Keeps the layout still when the scrollbar disappears.
  const scrollbar = window.innerWidth - root.clientWidth;
  savedOverflow = root.style.overflow;
  savedPadding = root.style.paddingRight;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  root.dataset.scrollLocked = 'true';
}

function unlockScroll(): void {
  const root = document.documentElement;
  root.style.overflow = savedOverflow ?? '';
  root.style.paddingRight = savedPadding;
  savedOverflow = null;
  delete root.dataset.scrollLocked;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented || stack.length === 0) return;
  event.preventDefault();
  event.stopPropagation();
  stack[stack.length - 1].close();
}

function push(entry: Entry): void {
  if (stack.length === 0) {
    lockScroll();
    document.addEventListener('keydown', onKeyDown, true);
  }
  stack.push(entry);
}

function remove(entry: Entry): void {
  const i = stack.indexOf(entry);
  if (i >= 0) stack.splice(i, 1);
  if (stack.length === 0) {
    unlockScroll();
    document.removeEventListener('keydown', onKeyDown, true);
  }
}

/** Registers a popup while `open`; `onClose` runs when Escape targets it. */
export function usePopup(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const entry: Entry = { close: () => close.current() };
    push(entry);
    return () => remove(entry);
  }, [open]);
}

/** How many popups are open (tests and the scroll lock read the same truth). */
export const openPopupCount = () => stack.length;
