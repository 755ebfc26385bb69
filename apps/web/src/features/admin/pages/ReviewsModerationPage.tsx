import type { AdminReview } from '@roamstead/contract';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { useLocale } from '../../preferences';
import { ReasonAction } from '../components/ReasonAction';
import { moderationApi, useModerationReviews } from '../moderationApi';

const VISIBILITIES = ['visible', 'hidden'] as const;

/** Listing reviews newest first, shown or hidden, with hide and restore. */
export default function ReviewsModerationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('visibility');
  const visibility = VISIBILITIES.find((v) => v === raw) ?? 'all';
  const listingId = Number(params.get('listing')) || undefined;
  const reviews = useModerationReviews({ visibility, ...(listingId ? { listing_id: listingId } : {}) });
  return (
    <DashboardPage title={t('moderation.reviews.title')} description={t('moderation.reviews.description')}>
      <div className="max-w-xs">
        <SelectField
          label={t('moderation.reviews.show')}
          placeholder={t('moderation.reviews.all')}
          value={visibility === 'all' ? '' : visibility}
          onChange={(e) => setParams(e.target.value ? { visibility: e.target.value } : {})}
          options={VISIBILITIES.map((v) => ({ value: v, label: t(`moderation.reviews.${v}`) }))}
        />
      </div>
      <Card title={t('moderation.reviews.list')}>
        <QueryState query={reviews}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="text-sm text-muted">{t('moderation.reviews.none')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {rows.map((review) => (
                  <ReviewRow key={review.id} review={review} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
    </DashboardPage>
  );
}

function ReviewRow({ review }: { review: AdminReview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm text-muted">
          <Link to={`/admin/users/${review.author.id}`} className="text-brand-700 underline">
            {review.author.name}
          </Link>{' '}
          · {t('moderation.reviews.stars', { count: review.rating })} ·{' '}
          <Link to={`/listings/${review.listing.id}`} className="text-brand-700 underline">
            {review.listing.title || `#${review.listing.id}`}
          </Link>{' '}
          · {formatDateTime(review.created_at, locale)}
        </p>
        <p className="whitespace-pre-line break-words">{review.body}</p>
        {review.hidden && (
          <p className="text-sm font-medium text-danger">
            {t('moderation.reviews.hiddenBecause', { reason: review.hidden.reason })}
          </p>
        )}
      </div>
      <ReviewAction review={review} />
    </li>
  );
}

/** Hide a shown review, or restore a hidden one, with a reason the author reads. */
export function ReviewAction({ review }: { review: Pick<AdminReview, 'id' | 'author'> & { hidden: unknown } }) {
  const { t } = useTranslation();
  const action = review.hidden ? 'restore' : 'hide';
  return (
    <ReasonAction
      label={t(`moderation.reviews.${action}`)}
      context={t('moderation.reviews.by', { name: review.author?.name ?? '' })}
      title={t(`moderation.reviews.${action}Title`)}
      description={t(`moderation.reviews.${action}Body`)}
      confirm={t(`moderation.reviews.${action}`)}
      done={t(`moderation.reviews.${action}Done`)}
      run={(reason) => moderationApi.review(review.id, action, reason)}
    />
  );
}
