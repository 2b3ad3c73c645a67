// Toasts (docs/product-rules.md §3/§4/§9): created with a title and optional description, icon, colour, actions and
// timeout (5000 ms by default), removed when closed or when the timeout runs out. The store lives in
// the browser only; the server never renders a toast.
import { useSyncExternalStore } from 'react';
import { site } from '../config/site';

export type ToastColor = 'primary' | 'success' | 'error' | 'neutral';
export type ToastIcon = 'success' | 'error' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  icon?: ToastIcon;
  color?: ToastColor;
  actions?: ToastAction[];
  /** Milliseconds before it closes itself; 0 keeps it until closed. */
  timeout?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description' | 'icon'>> {
  id: number;
  description?: string;
  icon?: ToastIcon;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: readonly Toast[] = [];

function emit(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export const toast = {
  add(input: ToastInput): number {
    const id = nextId++;
    emit([...toasts, { id, color: 'primary', actions: [], timeout: site.toastTimeoutMs, ...input }]);
    return id;
  },
  remove(id: number): void {
    emit(toasts.filter((item) => item.id !== id));
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `run` once, when the first toast appears (a public page hydrates its toast region then). */
export function whenFirstToast(run: () => void): void {
  if (toasts.length > 0) return run();
  const stop = subscribe(() => {
    if (toasts.length === 0) return;
    stop();
    run();
  });
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
