// A modal dialog on the native <dialog> element: the page behind is inert and Tab wraps around
// inside the dialog; Escape and the scroll lock go through the popup stack (lib/popups.ts), so a
// dialog opened from another popup closes first. Focus returns to where it was when it closes.
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { usePopup } from '@/lib/popups';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving it for the browser's own controls. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function Dialog({ open, onClose, label, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  usePopup(open, onClose);

  // A layout effect: on closing, the focus is back where it was in the same task as the dialog's
  // removal, never on <body> for a frame (WCAG 2.4.3).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      dialog.close();
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-label={label}
      // The browser's own Escape handling is replaced by the popup stack's.
      onCancel={(event) => event.preventDefault()}
      onKeyDown={trapTab}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // a click on the backdrop
      }}
    >
      {children}
    </dialog>
  );
}
