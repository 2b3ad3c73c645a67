// Ids that tie a label, hint or panel to its control. A page a guest's build hydrates (Preact, which
// numbers its own useId differently from React's server render) takes them from a counter in render
// order, the same on the server and in the browser; every other page uses React's useId.
import { createContext, createElement, useContext, useId, useState, type ReactNode } from 'react';

const Counter = createContext<{ next: number } | null>(null);

/** Numbers the ids below it in render order (entry-server and entry-client give it for a guest's build). */
export function DomIdCounter({ counter, children }: { counter: { next: number } | undefined; children: ReactNode }) {
  return counter ? createElement(Counter.Provider, { value: counter }, children) : children;
}

export function useDomId(): string {
  const reactId = useId();
  const counter = useContext(Counter);
  const [id] = useState(() => (counter ? `id-${counter.next++}` : reactId));
  return id;
}
