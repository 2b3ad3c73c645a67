// The states of data a page loads in the browser: loading (announced politely) and a failure with
// a way to try again. The message never shows server internals.
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n-member';

export function Loading({ label }: { label?: string }) {
  return (
    <p role="status" className="query-state">
      {label ?? t('member.common.loading')}
    </p>
  );
}

export function LoadError({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  return (
    <div role="alert" className="query-state query-state--error">
      <p>{message ?? t('member.common.load_failed')}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('member.common.retry')}
        </button>
      )}
    </div>
  );
}

export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Renders `children(data)` once a query has data, also when a later refresh failed (the data the
 * member last saw, e.g. stored for offline use: components/ui/saved-data-notice.tsx says how old);
 * its loading and error states otherwise.
 */
export function QueryView<T>({
  query,
  children,
  loadingLabel,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <Loading label={loadingLabel} />;
}
