import type { Earnings } from '@roamstead/contract';
import { BOOKING_FEES } from '@roamstead/contract/constants';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMonth } from '../../../lib/dates';
import { useLocale } from '../../preferences';
import { EarningsExport, type EarningsRange } from '../components/EarningsExport';
import { PayoutsScreen } from '../components/PayoutsScreen';
import { useExactMoney } from '../money';

/**
 * `/dashboard/host/earnings`: over a range of days (the CSV export's), paid out, upcoming, a bar per
 * month and every payout, in the payout currency.
 */
export default function EarningsPage() {
  const { t } = useTranslation();
  const fmt = useExactMoney();
  // Until the host picks days: from their first payout to their last, as the server answers.
  const [range, setRange] = useState<EarningsRange>();
  return (
    <PayoutsScreen
      title={t('booking.earnings.title')}
      lead={t('booking.earnings.lead', { percent: BOOKING_FEES.hostServiceFeePercent })}
      rows={4}
      range={range}
    >
      {(e) => {
        const money = (amount: number) => fmt({ amount, currency: e.currency });
        return (
          <>
            <EarningsExport currency={e.currency} shown={{ from: e.from, to: e.to }} onRangeChange={setRange} />
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="rounded-card border border-line bg-surface p-5">
                <p className="text-sm text-muted">{t('booking.earnings.paid')}</p>
                <p className="text-2xl font-bold" data-testid="earnings-paid">
                  {money(e.paid)}
                </p>
              </div>
              <div className="rounded-card border border-line bg-surface p-5">
                <p className="text-sm text-muted">{t('booking.earnings.upcoming')}</p>
                <p className="text-2xl font-bold" data-testid="earnings-upcoming">
                  {money(e.upcoming)}
                </p>
              </div>
            </div>
            <section aria-labelledby="by-month" className="rounded-card border border-line bg-surface p-5">
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="by-month" className="text-lg font-semibold">
                  {t('booking.earnings.byMonth')}
                </h2>
                <p className="text-sm text-muted">{t('booking.earnings.inCurrency', { currency: e.currency })}</p>
              </div>
              {e.by_month.length === 0 ? (
                <p className="text-sm text-muted">{t('booking.earnings.noPayouts')}</p>
              ) : (
                <MonthChart months={e.by_month} money={money} />
              )}
            </section>
          </>
        );
      }}
    </PayoutsScreen>
  );
}

/**
 * One stacked bar per month (paid, then upcoming), each with its month and total written out, so
 * the chart reads as text too; the legend names the two parts.
 */
function MonthChart({ months, money }: { months: Earnings['by_month']; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const max = Math.max(1, ...months.map((m) => m.paid + m.upcoming));
  const share = (amount: number) => `${(amount / max) * 100}%`;
  return (
    <figure className="flex flex-col gap-3">
      <ul className="relative flex gap-3 overflow-x-auto pb-1" data-testid="earnings-chart">
        {months.map((m) => {
          const label = formatMonth(m.month, locale);
          return (
            <li key={m.month} className="flex min-w-16 flex-1 flex-col items-center gap-1">
              <span className="sr-only">
                {t('booking.earnings.monthLabel', { month: label, paid: money(m.paid), upcoming: money(m.upcoming) })}
              </span>
              <span className="text-xs font-semibold tabular-nums" aria-hidden="true">
                {money(m.paid + m.upcoming)}
              </span>
              <span className="flex h-36 w-full max-w-14 flex-col justify-end" aria-hidden="true">
                {m.upcoming > 0 && (
                  <span
                    className="w-full rounded-t border border-brand-500 bg-brand-100"
                    style={{ height: share(m.upcoming) }}
                  />
                )}
                <span className="w-full bg-brand-600" style={{ height: share(m.paid) }} />
              </span>
              <span className="text-xs text-muted" aria-hidden="true">
                {label}
              </span>
            </li>
          );
        })}
      </ul>
      <figcaption className="flex flex-wrap gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand-600" aria-hidden="true" />
          {t('booking.earnings.paid')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-brand-500 bg-brand-100" aria-hidden="true" />
          {t('booking.earnings.upcoming')}
        </span>
      </figcaption>
    </figure>
  );
}
