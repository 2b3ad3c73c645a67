// Where toasts appear (docs/product-rules.md §9): the bottom end of the screen, newest last, each closing itself
// after its timeout (paused while the pointer or focus is on it) or with its close button.
import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import { toast as toasts, useToasts, type Toast, type ToastIcon } from '@/lib/toasts';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

const ICONS: Record<ToastIcon, typeof InfoIcon> = { success: CheckCircleIcon, error: AlertCircleIcon, info: InfoIcon };

function ToastItem({ item }: { item: Toast }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.timeout);
  const Icon = item.icon ? ICONS[item.icon] : null;

  useEffect(() => {
    if (!item.timeout || paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => toasts.remove(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [item.id, item.timeout, paused]);

  return (
    <li
      className={`toast toast--${item.color}`}
      data-toast-id={item.id}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {Icon && <Icon className="toast__icon" />}
      <div className="toast__body">
        <p className="toast__title">{item.title}</p>
        {item.description && <p className="toast__description">{item.description}</p>}
        {item.actions.length > 0 && (
          <div className="toast__actions">
            {item.actions.map((action) => (
              <button
                key={action.label}
                type="button"
                className="button button--small button--secondary"
                onClick={() => {
                  action.onClick();
                  toasts.remove(item.id);
                }}
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toasts.close')}
        onClick={() => toasts.remove(item.id)}
      >
        <CloseIcon width={18} height={18} />
      </button>
    </li>
  );
}

export function Toaster() {
  const items = useToasts();
  return (
    <section className="toaster" aria-label={t('toasts.region')}>
      <ol className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {items.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
