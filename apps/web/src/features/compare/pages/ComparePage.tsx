import type { CompareListing } from '@roamstead/contract';
import { WISHLIST_LIMITS } from '@roamstead/contract/constants';
import { Check, ImageOff, Scale, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { normaliseError } from '../../../api/errors';
import { useCatalogueNames, useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useCurrency, useLocale } from '../../preferences';
import { useCompareListings } from '../api';
import { compareStore } from '../compareStore';
import { useCompareIds } from '../useCompare';

const max = WISHLIST_LIMITS.compareMax;

/** `/compare`: up to four listings side by side, chosen with "Add to compare" and kept on this device. */
export default function ComparePage() {
  const { t } = useTranslation();
  usePageTitle(t('wishlists.compare.title'));
  const ids = useCompareIds();
  const query = useCompareListings(ids);
  const [gone, setGone] = useState(0);

  // Listings that were unpublished or deleted since they were added leave the list, with a note.
  useEffect(() => {
    if (!query.data || query.isPlaceholderData) return;
    const found = query.data.map((l) => l.id);
    const missing = ids.filter((id) => !found.includes(id)).length;
    if (missing > 0) {
      setGone(missing);
      compareStore.retain(found);
    }
  }, [query.data, query.isPlaceholderData, ids]);

  const shown = (query.data ?? []).filter((l) => ids.includes(l.id));
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('wishlists.compare.title')}</h1>
          <p className="mt-1 text-muted">{t('wishlists.compare.lead', { max })}</p>
        </div>
        {ids.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {ids.length < max && (
              <Link to="/" className={buttonClass('secondary')}>
                {t('wishlists.compare.addMore')}
              </Link>
            )}
            <Button variant="ghost" onClick={() => compareStore.clear()}>
              {t('wishlists.compare.clear')}
            </Button>
          </div>
        )}
      </header>
      {gone > 0 && (
        <Alert tone="success">
          <p>{t('wishlists.compare.gone', { count: gone })}</p>
        </Alert>
      )}
      {ids.length === 0 ? (
        <EmptyCompare />
      ) : query.isPending ? (
        <CompareSkeleton columns={ids.length} />
      ) : query.isError ? (
        <Alert title={t('wishlists.compare.loadError')}>
          <p>{normaliseError(query.error).message}</p>
          <button type="button" className="mt-1 font-semibold underline" onClick={() => void query.refetch()}>
            {t('wishlists.compare.retry')}
          </button>
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyCompare />
      ) : (
        <CompareTable listings={shown} />
      )}
    </section>
  );
}

function EmptyCompare() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Scale className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('wishlists.compare.emptyTitle')}</h2>
      <p className="max-w-md text-sm text-muted">{t('wishlists.compare.emptyText', { max })}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('wishlists.compare.browse')}
      </Link>
    </div>
  );
}

function CompareSkeleton({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex gap-4 overflow-hidden">
      <span className="sr-only">{t('wishlists.compare.loading')}</span>
      {Array.from({ length: columns }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder columns have no identity
        <div key={i} className="flex w-44 shrink-0 animate-pulse flex-col gap-3 sm:w-56">
          <div className="aspect-[4/3] rounded-card bg-line/60" />
          <div className="h-4 w-3/4 rounded bg-line/60" />
          <div className="h-4 w-1/2 rounded bg-line/60" />
          <div className="h-24 rounded bg-line/60" />
        </div>
      ))}
    </div>
  );
}

function CompareTable({ listings }: { listings: CompareListing[] }) {
  const { t } = useTranslation();
  const { formatMoney } = useCurrency();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const names = useCatalogueNames();
  // Every amenity any of them has, in the order the first listings name them.
  const amenities = [...new Map(listings.flatMap((l) => l.amenities.map((a) => [a.slug, names.amenity(a)]))).entries()];

  const row = (label: string, cell: (l: CompareListing) => ReactNode) => (
    <tr key={label} className="border-t border-line">
      <th scope="row" className="sticky start-0 bg-surface py-3 pe-4 text-start text-sm font-medium text-muted">
        {label}
      </th>
      {listings.map((l) => (
        <td key={l.id} className="px-3 py-3 align-top text-sm">
          {cell(l)}
        </td>
      ))}
    </tr>
  );

  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface p-3 sm:p-4">
      <table className="w-full min-w-max border-collapse">
        <caption className="sr-only">{t('wishlists.compare.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky start-0 w-28 bg-surface pe-4 text-start align-bottom text-sm sm:w-36">
              <span className="sr-only">{t('wishlists.compare.feature')}</span>
            </th>
            {listings.map((l) => (
              <th key={l.id} scope="col" className="w-44 px-3 pb-3 text-start align-top font-normal sm:w-56">
                <div className="flex flex-col gap-2">
                  <div className="relative">
                    {l.cover ? (
                      <img
                        src={l.cover.variants[0]?.url ?? l.cover.url}
                        alt={l.cover.alt}
                        width={l.cover.variants[0]?.width ?? l.cover.width}
                        height={l.cover.variants[0]?.height ?? l.cover.height}
                        className="aspect-[4/3] h-auto w-full rounded-card bg-canvas object-cover"
                      />
                    ) : (
                      <div className="flex aspect-[4/3] items-center justify-center rounded-card bg-canvas text-muted">
                        <ImageOff className="size-6" aria-hidden="true" />
                      </div>
                    )}
                    <button
                      type="button"
                      onClick={() => compareStore.remove(l.id)}
                      aria-label={t('wishlists.compare.removeFrom', { title: l.title })}
                      title={t('wishlists.compare.remove')}
                      className="absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-full bg-surface/90 shadow-sm hover:bg-surface"
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                  <Link to={`/listings/${l.id}`} className="line-clamp-2 text-sm font-semibold hover:underline">
                    {l.title}
                  </Link>
                  <span className="text-xs text-muted">
                    {l.place.name}, {l.place.country}
                  </span>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('wishlists.compare.price'), (l) => (
            <span className="font-semibold">
              {t(l.kind === 'experience' ? 'wishlists.compare.perPerson' : 'wishlists.compare.perNight', {
                price: formatMoney(l.price.amount, l.price.currency),
              })}
            </span>
          ))}
          {row(t('wishlists.compare.type'), (l) => t(`wishlists.compare.propertyTypes.${l.property_type}`))}
          {row(t('wishlists.compare.guests'), (l) => number.format(l.max_guests))}
          {row(t('wishlists.compare.bedrooms'), (l) => number.format(l.bedrooms))}
          {row(t('wishlists.compare.beds'), (l) => number.format(l.beds))}
          {row(t('wishlists.compare.bathrooms'), (l) => number.format(l.bathrooms))}
          {row(t('wishlists.compare.rating'), (l) =>
            l.rating_avg === null || l.review_count === 0
              ? t('wishlists.compare.noRating')
              : t('wishlists.compare.ratingValue', {
                  rating: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(
                    l.rating_avg,
                  ),
                  count: l.review_count,
                }),
          )}
          <tr className="border-t border-line">
            <th scope="row" colSpan={listings.length + 1} className="pt-5 pb-2 text-start text-base font-semibold">
              {t('wishlists.compare.amenities')}
            </th>
          </tr>
          {amenities.length === 0
            ? row(t('wishlists.compare.noAmenities'), () => '—')
            : amenities.map(([slug, name]) =>
                row(name, (l) =>
                  l.amenities.some((a) => a.slug === slug) ? (
                    <span className="inline-flex items-center gap-1 text-success">
                      <Check className="size-4" aria-hidden="true" />
                      <span className="sr-only">{t('wishlists.compare.has')}</span>
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-muted">
                      <X className="size-4" aria-hidden="true" />
                      <span className="sr-only">{t('wishlists.compare.hasNot')}</span>
                    </span>
                  ),
                ),
              )}
        </tbody>
      </table>
    </div>
  );
}
