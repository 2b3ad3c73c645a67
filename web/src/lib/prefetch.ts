// Prefetching (docs/product-rules.md §9): when the visitor shows intent to follow a link (pointer over it, focus,
// touch), the code of the page it leads to is fetched ahead — unless the connection is slow or the
// visitor asked to save data.

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(
  connection: NetworkInformation | undefined = (navigator as { connection?: NetworkInformation }).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * Listens for intent on same-origin links and hands their path to `prefetch` once per path.
 * Returns the function that stops listening.
 */
export function installLinkPrefetch(prefetch: (pathname: string) => void): () => void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.target === '_blank' || link.hasAttribute('download') || link.origin !== window.location.origin)
      return;
    if (done.has(link.pathname) || link.pathname === window.location.pathname || !prefetchAllowed()) return;
    done.add(link.pathname);
    prefetch(link.pathname);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const name of events) document.addEventListener(name, onIntent, { passive: true });
  return () => events.forEach((name) => document.removeEventListener(name, onIntent));
}
