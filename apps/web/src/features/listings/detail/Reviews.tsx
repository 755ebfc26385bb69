import type { ListingDetail } from '@roamstead/contract';
import { useTranslation } from '../../../i18n';
import { useLocale } from '../../preferences';
import { ReportButton } from '../../reports';
import { Rating } from '../Rating';
import { AllReviews } from './AllReviews';
import { RATING_CATEGORIES } from './ratingCategories';

/** Average ratings per category, the newest reviews and a way to read them all. */
export function Reviews({ id, ratings, reviews }: Pick<ListingDetail, 'id' | 'ratings' | 'reviews'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold">
          {t('listings.detail.reviews')}
        </h2>
        <Rating average={ratings.overall} count={ratings.count} />
      </div>
      {ratings.count === 0 ? (
        <p className="text-muted">{t('listings.detail.noReviews')}</p>
      ) : (
        <>
          <dl className="grid gap-x-10 gap-y-3 sm:grid-cols-2">
            {RATING_CATEGORIES.map((category) => {
              const value = ratings[category];
              return (
                <div key={category} className="flex items-center gap-3 text-sm">
                  <dt className="w-32 shrink-0">{t(`listings.detail.ratingCategories.${category}`)}</dt>
                  <dd className="flex flex-1 items-center gap-3">
                    <span className="h-1 flex-1 overflow-hidden rounded-full bg-line" aria-hidden="true">
                      <span className="block h-full bg-ink" style={{ width: `${((value ?? 0) / 5) * 100}%` }} />
                    </span>
                    <span className="w-8 text-end font-medium">{value === null ? '–' : number.format(value)}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
          <ul className="grid gap-6 sm:grid-cols-2">
            {reviews.map((review) => (
              <li key={review.id} className="flex flex-col gap-2">
                <div>
                  <p className="font-semibold">{review.author.first_name}</p>
                  <p className="text-sm text-muted">
                    <time dateTime={review.created_at}>{date.format(new Date(review.created_at))}</time>
                  </p>
                </div>
                <p className="text-sm">{review.body}</p>
                <ReportButton
                  subject="review"
                  id={review.id}
                  name={review.author.first_name}
                  ownerId={review.author.id}
                  className="self-start"
                />
              </li>
            ))}
          </ul>
          {ratings.count > reviews.length && <AllReviews listingId={id} count={ratings.count} />}
        </>
      )}
    </section>
  );
}
