import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n';
import { Alert } from './Alert';

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

/** What was not saved on this device, and a retry for when the network is back. */
export function NotAvailableOffline({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert title={t('offline.unavailableTitle')}>
      <p>{t('offline.unavailableText')}</p>
      <button type="button" className="mt-1 font-semibold underline" onClick={onRetry}>
        {t('ui.retry')}
      </button>
    </Alert>
  );
}
