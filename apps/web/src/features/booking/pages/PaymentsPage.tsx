import { Landmark } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { PayoutsScreen } from '../components/PayoutsScreen';

/** `/dashboard/host/payments`: where payouts go and every payout so far. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  return (
    <PayoutsScreen title={t('booking.payments.title')} rows={3}>
      {(e) => (
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
      )}
    </PayoutsScreen>
  );
}
