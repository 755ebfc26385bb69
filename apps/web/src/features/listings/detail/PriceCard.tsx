import type { ListingDetail } from '@roamstead/contract';
import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith, useCurrency, useLocale } from '../../preferences';

const NO_CONVERSION = new Map<string, number>();

/** Nightly price and cleaning fee in the visitor's currency, with the stay limits. */
export function PriceCard({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const { currency, formatMoney } = useCurrency();
  const locale = useLocale();
  const { price, cleaning_fee: cleaning } = listing;
  return (
    <aside
      aria-labelledby="price-heading"
      className="flex flex-col gap-4 rounded-card border border-line p-5 shadow-sm lg:sticky lg:top-4"
    >
      <h2 id="price-heading" className="sr-only">
        {t('listings.detail.price')}
      </h2>
      <p>
        <span className="text-2xl font-bold">{formatMoney(price.amount, price.currency)}</span>{' '}
        <span className="text-muted">
          {listing.kind === 'experience' ? t('listings.detail.perPerson') : t('listings.detail.perNight')}
        </span>
      </p>
      <dl className="flex flex-col gap-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('listings.detail.cleaningFee')}</dt>
          <dd className="font-medium">{formatMoney(cleaning.amount, cleaning.currency)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted">
        {t('listings.detail.stayLength', { min: listing.min_nights, max: listing.max_nights })}
      </p>
      {listing.instant_book && (
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold">
          <Zap className="size-4 text-brand-500" aria-hidden="true" />
          {t('listings.detail.instantBook')}
        </p>
      )}
      {currency !== price.currency && (
        <p className="text-xs text-muted">
          {t('listings.detail.chargedIn', {
            price: formatMoneyWith(price.amount, price.currency, price.currency, NO_CONVERSION, locale),
          })}
        </p>
      )}
    </aside>
  );
}
