// The line above a page of stored data (#47 part 2, lib/offline-data.ts): offline, or the refresh
// failed, so what the page shows is what it last received, and how long ago ("aktualizované pred
// 2 h"). A live region that is always there, so the change is announced.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { site } from '@/config/site';
import { t } from '@/lib/i18n-member';

export interface SavedQuery {
  data: unknown;
  dataUpdatedAt: number;
  isError: boolean;
}

const agoFormat = new Intl.RelativeTimeFormat(site.locale, { style: 'short' });

/** How long ago, in the largest whole unit: "pred 5 min", "pred 2 h", "pred 3 d."; "pred chvíľou" under a minute. */
function ago(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return t('member.offline.just_now');
  if (minutes < 60) return agoFormat.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? agoFormat.format(-hours, 'hour') : agoFormat.format(-Math.floor(hours / 24), 'day');
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** `queries`: what the page shows; the oldest answer among them says how fresh the page is. */
export function SavedDataNotice({ queries }: { queries: SavedQuery[] }) {
  const online = useOnline();
  const shown = queries.filter((query) => query.data !== undefined);
  const stale = shown.length > 0 && (!online || shown.some((query) => query.isError));
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!stale) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [stale]);
  const oldest = Math.min(...shown.map((query) => query.dataUpdatedAt));
  return (
    <div role="status">
      {stale && now > 0 && (
        <p className="member-alert member-alert--info">
          {t(online ? 'member.offline.not_refreshed' : 'member.offline.offline')}{' '}
          {t('member.offline.saved', { ago: ago(oldest, now) })}
        </p>
      )}
    </div>
  );
}
