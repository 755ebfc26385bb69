import type { ListingReview } from '@roamstead/contract';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useLocale } from '../../preferences';
import { ReportButton } from '../../reports';
import { useListingReviews } from '../api';
import { RATING_CATEGORIES } from './ratingCategories';

/** "Show all N reviews": a dialog with every review of the listing, a page at a time, with its sub-ratings. */
export function AllReviews({ listingId, count }: { listingId: number; count: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('reviews.dialog.title', { count })}
      width="max-w-2xl"
      trigger={
        <Button variant="secondary" className="self-start">
          {t('reviews.dialog.showAll', { count })}
        </Button>
      }
    >
      {open && <ReviewPages listingId={listingId} />}
    </Dialog>
  );
}

function ReviewPages({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const query = useListingReviews(listingId, true);
  const reviews = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  if (query.isPending) {
    return (
      <p role="status" className="py-6 text-center text-muted">
        {t('reviews.dialog.loading')}
      </p>
    );
  }
  if (query.isError && reviews.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert>{t('reviews.dialog.error')}</Alert>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('ui.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <ul className="flex flex-col divide-y divide-line">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      <p className="text-sm text-muted" aria-live="polite">
        {t('reviews.dialog.shown', { shown: reviews.length, total })}
      </p>
      {query.isFetchNextPageError && <Alert>{t('reviews.dialog.error')}</Alert>}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('reviews.dialog.loading') : t('reviews.dialog.more')}
        </Button>
      )}
    </div>
  );
}

function ReviewItem({ review }: { review: ListingReview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold">{review.author.first_name}</p>
        <p className="text-sm text-muted">
          <time dateTime={review.created_at}>{date.format(new Date(review.created_at))}</time>
        </p>
      </div>
      <p className="flex items-center gap-1 text-sm font-medium">
        <Star className="size-3.5 fill-current" aria-hidden="true" />
        <span>{t('reviews.dialog.stars', { rating: review.rating })}</span>
      </p>
      <p className="text-sm break-words">{review.body}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-muted sm:grid-cols-3">
        {RATING_CATEGORIES.map((category) => (
          <div key={category} className="flex justify-between gap-2">
            <dt>{t(`listings.detail.ratingCategories.${category}`)}</dt>
            <dd className="font-medium text-ink">{review.ratings[category]}</dd>
          </div>
        ))}
      </dl>
      <ReportButton
        subject="review"
        id={review.id}
        name={review.author.first_name}
        ownerId={review.author.id}
        className="self-start"
      />
    </li>
  );
}
