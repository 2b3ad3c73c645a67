// Popups (menus, dialogs, the mobile menu) register here while open (docs/product-rules.md §2 page behaviour):
// Escape closes only the topmost one, and one scroll lock covers all open popups — the page stops
// scrolling with the first and scrolls again when the last one closes. A non-modal popup (a menu,
// a panel) also closes when the keyboard focus leaves it, so Tab never leaves it open behind.
import { useLayoutEffect, useRef } from 'react';

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

/** What a non-modal popup consists of and how it closes when the focus moves elsewhere. */
export interface FocusLeave {
  /** Whether a node belongs to the popup (its button included). */
  contains: (node: Node) => boolean;
  /** Closes the popup without moving the focus (it is already where the user went). */
  close: () => void;
}

/**
 * Registers a popup while `open`; `onClose` runs when Escape targets it, `leave.close` when the focus
 * leaves it. A layout effect: the lock comes and goes in the same commit as the popup itself, before
 * the browser paints, whatever the update's priority (a passive effect may run a frame later, when
 * the page has already shown an open popup over a scrolling page, or a closed one over a locked page).
 */
export function usePopup(open: boolean, onClose: () => void, leave?: FocusLeave): void {
  const close = useRef(onClose);
  close.current = onClose;
  const left = useRef(leave);
  left.current = leave;
  useLayoutEffect(() => {
    if (!open) return;
    const entry: Entry = { close: () => close.current() };
    push(entry);
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (left.current && target && !left.current.contains(target)) left.current.close();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      remove(entry);
    };
  }, [open]);
}

/** How many popups are open (tests and the scroll lock read the same truth). */
export const openPopupCount = () => stack.length;
