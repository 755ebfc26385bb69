import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/QueryState';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useCurrency } from '../../preferences';
import { useEarnings } from '../api';
import { PayoutTable } from '../components/PayoutTable';

/** `/dashboard/host/payments`: where payouts go and every payout so far. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('booking.payments.title'));
  const { currency } = useCurrency();
  const earnings = useEarnings(currency);
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('booking.payments.title')}</h1>
      <QueryState query={earnings} rows={3}>
        {(e) => (
          <>
            <section aria-labelledby="methods" className="rounded-card border border-line bg-surface p-5">
              <h2 id="methods" className="mb-3 text-lg font-semibold">
                {t('booking.payments.methods')}
              </h2>
              <p className="flex items-center gap-3">
                <Landmark className="size-5" aria-hidden="true" />
                <span className="font-medium">{e.payout_method.label}</span>
              </p>
              <p className="mt-2 text-sm text-muted">{t('booking.payments.testMode')}</p>
              <p className="mt-1 text-sm text-muted">{t('booking.payments.schedule')}</p>
            </section>
            <section aria-labelledby="history" className="rounded-card border border-line bg-surface p-5">
              <h2 id="history" className="mb-3 text-lg font-semibold">
                {t('booking.earnings.history')}
              </h2>
              <PayoutTable payouts={e.payouts} />
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}
