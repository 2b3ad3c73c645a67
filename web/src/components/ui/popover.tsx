// A button that opens a small panel (disclosure pattern): the panel is a popup (Escape closes the
// topmost one, shared scroll lock), closes on a click outside or when the focus leaves it, and
// returns focus to its button after Escape or a choice. It opens on the checked option, if any.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePopup } from '@/lib/popups';

export interface PopoverProps {
  /** Content of the button; `label` is its accessible name. */
  button: ReactNode;
  label: string;
  className?: string;
  panelClassName?: string;
  children: (close: () => void) => ReactNode;
}

export function Popover({ button, label, className, panelClassName, children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  usePopup(open, close, { contains: (node) => root.current?.contains(node) ?? false, close: () => setOpen(false) });

  useEffect(() => {
    if (!open) return;
    const panel = document.getElementById(panelId);
    (
      panel?.querySelector<HTMLElement>('input:checked') ??
      panel?.querySelector<HTMLElement>('button, input, a') ??
      panel
    )?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, panelId]);

  return (
    <div ref={root} className={['popover', className].filter(Boolean).join(' ')}>
      <button
        ref={trigger}
        type="button"
        className="popover__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {button}
      </button>
      <div
        id={panelId}
        className={['popover__panel', panelClassName].filter(Boolean).join(' ')}
        hidden={!open}
        tabIndex={-1}
      >
        {open && children(close)}
      </div>
    </div>
  );
}
