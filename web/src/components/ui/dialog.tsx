// A modal dialog on the native <dialog> element: the browser keeps focus inside it and makes the
// page behind inert; Escape and the scroll lock go through the popup stack (lib/popups.ts), so a
// dialog opened from another popup closes first. Focus returns to where it was when it closes.
import { useEffect, useRef, type ReactNode } from 'react';
import { usePopup } from '../../lib/popups';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

export function Dialog({ open, onClose, label, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  usePopup(open, onClose);

  useEffect(() => {
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
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // a click on the backdrop
      }}
    >
      {children}
    </dialog>
  );
}
