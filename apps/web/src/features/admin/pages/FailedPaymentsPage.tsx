import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { useExactMoney } from '../../booking';
import { useLocale } from '../../preferences';
import { LoadMore } from '../components/LoadMore';
import { useFailedPayments } from '../moneyApi';

/** Card payments refused or not reached when guests tried to book: finance follows them up. */
export default function FailedPaymentsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  const failed = useFailedPayments();
  return (
    <DashboardPage title={t('adminMoney.failed.title')} description={t('adminMoney.failed.description')}>
      <Card title={t('adminMoney.failed.list')}>
        <QueryState query={failed}>
          {(data) => {
            const items = data.pages.flatMap((p) => p.items);
            return items.length === 0 ? (
              <p className="text-sm text-muted">{t('adminMoney.failed.none')}</p>
            ) : (
              <>
                <ul className="divide-y divide-line">
                  {items.map((f) => (
                    <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                      <div className="min-w-0">
                        <p className="font-medium break-words">{f.listing.title || '—'}</p>
                        <p className="break-words text-muted">
                          {f.guest ? (
                            <Link to={`/admin/users/${f.guest.id}`} className="text-brand-700 hover:underline">
                              {f.guest.name || f.guest.email}
                            </Link>
                          ) : (
                            t('booking.formerUser')
                          )}{' '}
                          · {formatDateTime(f.created_at, locale)}
                        </p>
                      </div>
                      <span className="flex items-center gap-2">
                        <span className="tabular-nums">{money(f.amount)}</span>
                        <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
                          {t(`adminMoney.failed.${f.failure}`)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
                <LoadMore query={failed} />
              </>
            );
          }}
        </QueryState>
      </Card>
    </DashboardPage>
  );
}
