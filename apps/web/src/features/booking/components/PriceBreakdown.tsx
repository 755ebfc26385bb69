import type { Quote } from '@roamstead/contract';
import { useTranslation } from '../../../i18n';
import { useExactMoney } from '../money';

/** The server's quote line by line: what the guest pays, in the currency they pay it in. */
export function PriceBreakdown({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const money = useExactMoney();
  const currency = quote.total.currency;
  const weekend = quote.nightly.filter((n) => n.weekend);
  const weekendAmount = weekend.reduce((sum, n) => sum + n.amount, 0);
  const unit =
    quote.kind === 'experience'
      ? t('booking.quote.seats', { count: quote.guests })
      : t('booking.quote.nights', { count: quote.nights - weekend.length });
  return (
    <dl className="flex flex-col gap-2 text-sm" aria-label={t('booking.quote.title')}>
      {(quote.kind === 'experience' || weekend.length < quote.nights) && (
        <Line label={unit} value={money({ amount: quote.accommodation.amount - weekendAmount, currency })} />
      )}
      {weekend.length > 0 && (
        <Line
          label={t('booking.quote.weekendNights', { count: weekend.length })}
          value={money({ amount: weekendAmount, currency })}
        />
      )}
      {quote.discount && (
        <Line
          label={t(`booking.quote.discount.${quote.discount.kind}`, { percent: quote.discount.percent })}
          value={`−${money(quote.discount.amount)}`}
          testId="quote-discount"
        />
      )}
      {quote.cleaning_fee.amount > 0 && <Line label={t('booking.quote.cleaning')} value={money(quote.cleaning_fee)} />}
      <Line
        label={t('booking.quote.service', { percent: quote.fees.service_fee_percent })}
        value={money(quote.service_fee)}
      />
      <Line label={t('booking.quote.taxes', { percent: quote.fees.tax_percent })} value={money(quote.taxes)} />
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
        <dt>{t('booking.quote.total')}</dt>
        <dd data-testid="quote-total">{money(quote.total)}</dd>
      </div>
    </dl>
  );
}

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
