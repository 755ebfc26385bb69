import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { normaliseError } from '../api/errors';
import { useTranslation } from '../i18n';
import { Alert } from './Alert';
import { NotAvailableOffline, waitingOffline } from './offlineState';

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

/** A failed load: what went wrong and a retry button; offline, that this was not saved on the device. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (typeof navigator !== 'undefined' && !navigator.onLine) return <NotAvailableOffline onRetry={onRetry} />;
  return (
    <Alert title={t('ui.loadError')}>
      <p>{normaliseError(error).message}</p>
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
