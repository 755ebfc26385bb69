import { BOOKING_FEES } from '@roamstead/contract/constants';
import { useTranslation } from 'react-i18next';
import { PayoutsScreen } from '../components/PayoutsScreen';
import { useExactMoney } from '../money';

/** `/dashboard/host/earnings`: paid out, upcoming, a bar per month, and every payout. */
export default function EarningsPage() {
  const { t } = useTranslation();
  const fmt = useExactMoney();
  return (
    <PayoutsScreen
      title={t('booking.earnings.title')}
      lead={t('booking.earnings.lead', { percent: BOOKING_FEES.hostServiceFeePercent })}
      rows={4}
    >
      {(e) => {
        const max = Math.max(1, ...e.by_month.map((m) => m.paid + m.upcoming));
        const money = (amount: number) => fmt({ amount, currency: e.currency });
        return (
          <>
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
              <h2 id="by-month" className="mb-4 text-lg font-semibold">
                {t('booking.earnings.byMonth')}
              </h2>
              {e.by_month.length === 0 ? (
                <p className="text-sm text-muted">{t('booking.earnings.noPayouts')}</p>
              ) : (
                <ul className="flex h-48 items-end gap-3 overflow-x-auto">
                  {e.by_month.map((m) => (
                    <li
                      key={m.month}
                      className="flex h-full min-w-12 flex-1 flex-col items-center justify-end gap-1"
                      aria-label={t('booking.earnings.monthLabel', {
                        month: m.month,
                        paid: money(m.paid),
                        upcoming: money(m.upcoming),
                      })}
                    >
                      <span
                        className="w-full rounded-t bg-brand-200"
                        style={{ height: `${(m.upcoming / max) * 100}%` }}
                        aria-hidden="true"
                      />
                      <span
                        className="w-full bg-brand-500"
                        style={{ height: `${(m.paid / max) * 100}%` }}
                        aria-hidden="true"
                      />
                      <span className="text-xs text-muted">{m.month}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        );
      }}
    </PayoutsScreen>
  );
}
