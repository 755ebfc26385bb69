import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { normaliseError } from '../api/errors';
import { useTranslation } from '../i18n';
import { Alert } from './Alert';

/** Skeleton while loading, an alert with retry on failure, else the content. */
export function QueryState<T>({
  query,
  children,
  rows = 3,
  skeleton,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  rows?: number;
  /** Placeholders shaped like the content, instead of `rows` plain rows. */
  skeleton?: ReactNode;
}) {
  if (waitingOffline(query)) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return skeleton ?? <Skeleton rows={rows} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/**
 * Offline with nothing saved on the device for this query (it failed, or waits for a network):
 * a "not available offline" state rather than an error or a skeleton forever.
 */
export const waitingOffline = (
  query: Pick<UseQueryResult<unknown>, 'data' | 'isPending' | 'isError' | 'fetchStatus'>,
) =>
  query.data === undefined &&
  ((query.isPending && query.fetchStatus === 'paused') ||
    (query.isError && typeof navigator !== 'undefined' && !navigator.onLine));

/** A failed load: what went wrong and a retry button; offline, that this was not saved on the device. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Alert title={offline ? t('offline.unavailableTitle') : t('ui.loadError')}>
      <p>{offline ? t('offline.unavailableText') : normaliseError(error).message}</p>
      <button type="button" className="mt-1 font-semibold underline" onClick={onRetry}>
        {t('ui.retry')}
      </button>
    </Alert>
  );
}

/** Placeholder rows while something loads, announced to screen readers by `label` (default "Loading…"). */
export function Skeleton({
  rows = 3,
  label,
  rowClassName = 'h-12',
}: {
  rows?: number;
  label?: string;
  rowClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{label ?? t('ui.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={i} className={`${rowClassName} animate-pulse rounded-lg bg-line/60`} />
      ))}
    </div>
  );
}
