// docs/product-rules.md §9 / architecture: a running tab asks hourly which build the server serves; when it changed,
// the next navigation loads the page from the server so the visitor gets the new release.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../config/site';

export function useBuildCheck(currentBuildId: string): void {
  const stale = useRef(false);
  const lastLocation = useRef<string | null>(null);
  const location = useLocation();

  useEffect(() => {
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch(site.buildManifestPath, { cache: 'no-store' });
        if (!response.ok) return;
        const latest = (await response.json()) as { id?: unknown };
        if (typeof latest.id === 'string' && latest.id !== currentBuildId) stale.current = true;
      } catch {
        // Offline or the server restarting: the next hourly check tries again.
      }
    }, site.buildCheckIntervalMs);
    return () => window.clearInterval(timer);
  }, [currentBuildId]);

  useEffect(() => {
    const previous = lastLocation.current;
    lastLocation.current = location.key;
    if (previous !== null && previous !== location.key && stale.current) window.location.reload();
  }, [location.key]);
}
