import type { ListingCard as ListingCardData } from '@roamstead/contract';
import { memo } from 'react';
import { Link } from 'react-router';
import { useCatalogueNames, useTranslation } from '../../i18n';
import { useCurrency, useLocale } from '../preferences';
import { ListingCardActions } from '../wishlists';
import { PhotoCarousel } from './PhotoCarousel';
import { Rating } from './Rating';
import { useListingPath } from './useSearchState';

export type CardVariant = 'tile' | 'row';

interface ListingCardProps {
  listing: ListingCardData;
  variant?: CardVariant;
  /** The first card of the page: its cover is fetched before other images. */
  priority?: boolean;
  /** Its pin is hovered or selected on the map. */
  highlighted?: boolean;
  /** Hovering the card highlights its pin on the map. */
  onHover?: (id: number | null) => void;
}

/**
 * A search result: cover photo, title, place, rating and the nightly price in the visitor's
 * currency. Memoised: hovering a card or a pin re-renders the results, and the other cards stay as
 * they are.
 */
export const ListingCard = memo(function ListingCard({
  listing,
  variant = 'tile',
  priority = false,
  highlighted = false,
  onHover,
}: ListingCardProps) {
  const { t } = useTranslation();
  const names = useCatalogueNames();
  const { formatMoney } = useCurrency();
  const listingPath = useListingPath();
  const locale = useLocale();
  const row = variant === 'row';
  const best = listing.best_stay;
  const unit = listing.kind === 'experience' ? t('listings.card.perPerson') : t('listings.card.perNight');
  return (
    <article
      className={`group relative flex gap-3 rounded-card has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 ${
        row ? 'flex-row border border-line p-3' : 'flex-col'
      } ${highlighted ? 'ring-2 ring-ink ring-offset-4' : ''}`}
      onMouseEnter={onHover ? () => onHover(listing.id) : undefined}
      onMouseLeave={onHover ? () => onHover(null) : undefined}
    >
      <div className={`relative overflow-hidden rounded-card ${row ? 'w-32 shrink-0 sm:w-56' : ''}`}>
        <PhotoCarousel
          photos={listing.photos}
          priority={priority}
          sizes={row ? '(min-width: 640px) 224px, 128px' : '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw'}
        />
        <ListingCardActions listingId={listing.id} title={listing.title} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-start justify-between gap-x-2">
          <p className="min-w-0 truncate text-sm font-semibold">
            {listing.place.name}, {listing.place.country}
          </p>
          <Rating average={listing.rating_avg} count={listing.review_count} />
        </div>
        <h2 dir="auto" className="line-clamp-2 text-sm text-muted">
          <Link to={listingPath(listing.id, best)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {listing.title}
          </Link>
        </h2>
        <p className="text-xs text-muted">{names.category(listing.category)}</p>
        {best && (
          <p className="text-xs font-medium text-ink">
            {t('flexibleDates.card.dates', { dates: stayDates(locale, best.checkin, best.checkout) })}
          </p>
        )}
        {row && (
          <p className="text-xs text-muted">
            {listing.kind === 'experience'
              ? t('listings.experience.upTo', { count: listing.max_guests })
              : t('listings.card.facts', {
                  guests: listing.max_guests,
                  bedrooms: listing.bedrooms,
                  beds: listing.beds,
                })}
          </p>
        )}
        <p className={`text-sm ${row ? 'mt-auto pt-2' : 'mt-1'}`}>
          <span className="font-semibold">{formatMoney(listing.price.amount, listing.price.currency)}</span> {unit}
          {listing.stay && (
            <span className="block text-muted">
              {t('listings.card.stayTotal', {
                total: formatMoney(listing.stay.total.amount, listing.stay.total.currency),
                count: listing.stay.nights,
              })}
            </span>
          )}
        </p>
      </div>
    </article>
  );
});

/** A stay's dates in the visitor's language, e.g. "12–14 Dec" (days are calendar days: UTC). */
function stayDates(locale: string, checkin: string, checkout: string) {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return format.formatRange(new Date(`${checkin}T00:00:00Z`), new Date(`${checkout}T00:00:00Z`));
}

/** The placeholder of a card while results load. */
export function ListingCardSkeleton({ variant = 'tile' }: { variant?: CardVariant }) {
  const row = variant === 'row';
  return (
    <div className={`flex animate-pulse gap-3 ${row ? 'rounded-card border border-line p-3' : 'flex-col'}`}>
      <div className={`aspect-[4/3] rounded-card bg-canvas ${row ? 'w-32 shrink-0 sm:w-56' : 'w-full'}`} />
      <div className="flex flex-1 flex-col gap-2 py-1">
        <div className="h-4 w-3/4 rounded bg-canvas" />
        <div className="h-4 w-1/2 rounded bg-canvas" />
        <div className="h-4 w-1/3 rounded bg-canvas" />
      </div>
    </div>
  );
}
