import type { HostListing } from '@roamstead/contract';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from '../../../i18n';

/** One listing with what it still misses, or that it is in good shape. */
export function ListingHealth({ listing }: { listing: HostListing }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-medium">{listing.title || t('account.listings.untitled')}</p>
        <p className="text-xs text-muted">
          {t(`account.listings.status.${listing.status}`, listing.status)} ·{' '}
          {t('account.listings.reviews', { count: listing.review_count })}
        </p>
      </div>
      {listing.issues.length === 0 ? (
        <span className="inline-flex items-center gap-1 text-sm text-success">
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('account.listings.healthy')}
        </span>
      ) : (
        <ul className="space-y-0.5 text-sm text-danger">
          {listing.issues.map((issue) => (
            <li key={issue} className="flex items-center gap-1">
              <CircleAlert className="size-4" aria-hidden="true" />
              {t(`account.listings.issues.${issue}`)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
