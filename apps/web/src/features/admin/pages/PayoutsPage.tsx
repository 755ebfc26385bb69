import { ADMIN_PAYOUT_STATUSES, type AdminPayoutStatus } from '@roamstead/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { notify } from '../../../ui/toast';
import { useExactMoney } from '../../booking';
import { useLocale } from '../../preferences';
import { LoadMore } from '../components/LoadMore';
import { downloadCsv, useAdminPayouts } from '../moneyApi';

const TONE: Record<AdminPayoutStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  held: 'bg-red-100 text-red-900',
  released: 'bg-green-100 text-green-900',
};

/** Finance sees host payouts (pending, held, released), co-hosts' shares marked, and exports them as CSV. */
export default function PayoutsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  const [status, setStatus] = useState<AdminPayoutStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const payouts = useAdminPayouts(status || undefined);
  const exportCsv = async () => {
    setBusy(true);
    await downloadCsv('/admin/payouts/export.csv', 'roamstead-payouts', status ? { status } : {}).catch((err) =>
      notify.error(errorText(err)),
    );
    setBusy(false);
  };
  return (
    <DashboardPage
      title={t('adminMoney.payouts.title')}
      description={
        <Link to="/admin/payments" className="text-brand-700 hover:underline">
          {t('adminMoney.payouts.failedLink')}
        </Link>
      }
      actions={
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={busy}>
          {t('adminMoney.payouts.export')}
        </Button>
      }
    >
      <SelectField
        className="max-w-xs"
        label={t('adminMoney.payouts.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as AdminPayoutStatus | '')}
        placeholder={t('adminMoney.payouts.all')}
        options={ADMIN_PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`adminMoney.payoutStatus.${s}`) }))}
      />
      <Card title={t('adminMoney.payouts.list')}>
        <QueryState query={payouts}>
          {(data) => {
            const items = data.pages.flatMap((p) => p.items);
            return items.length === 0 ? (
              <p className="text-sm text-muted">{t('adminMoney.payouts.none')}</p>
            ) : (
              <>
                <ul className="divide-y divide-line">
                  {items.map((p) => (
                    <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                      <div className="min-w-0">
                        <Link
                          to={`/admin/bookings/${p.booking_id}`}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {p.booking_code} · {p.listing_title}
                        </Link>
                        <p className="break-words text-muted">
                          {p.host?.name ?? t('booking.formerUser')} ·{' '}
                          {p.role === 'cohost' && `${t('adminMoney.payouts.cohostShare')} · `}
                          {p.paid_at
                            ? t('adminMoney.payouts.releasedAt', { date: formatDateTime(p.paid_at, locale) })
                            : t('adminMoney.payouts.scheduledFor', { date: formatDateTime(p.scheduled_for, locale) })}
                        </p>
                      </div>
                      <span className="flex items-center gap-2">
                        <span className="font-semibold tabular-nums">{money(p.amount)}</span>
                        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[p.status]}`}>
                          {t(`adminMoney.payoutStatus.${p.status}`)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
                <LoadMore query={payouts} />
              </>
            );
          }}
        </QueryState>
      </Card>
    </DashboardPage>
  );
}
