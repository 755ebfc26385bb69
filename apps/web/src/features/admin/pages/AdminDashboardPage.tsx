import type { AdminDashboard, DashboardDay } from '@roamstead/contract';
import { formatMoney } from '@roamstead/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState, Skeleton } from '../../../ui/QueryState';
import { inputClass } from '../../../ui/TextField';
import { currenciesQuery, useCurrency, useLocale } from '../../preferences';
import { useAdminDashboard } from '../api';
import { DayChart } from '../components/DayChart';

const NO_RATES = new Map<string, number>();
/** An attention item: a link to its queue. */
const attentionLink =
  'flex items-center justify-between rounded-lg border border-line px-4 py-3 text-brand-700 hover:bg-canvas hover:underline';

/** The operator dashboard: the last 30 days by day, and what waits for an operator now. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { currency: preferred } = useCurrency();
  const [currency, setCurrency] = useState(preferred);
  const currencies = useQuery(currenciesQuery);
  const dashboard = useAdminDashboard(currency);
  const selectId = useId();
  return (
    <DashboardPage
      title={t('admin.dashboard.title')}
      description={t('admin.dashboard.description')}
      actions={
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
            {t('admin.dashboard.currency')}
          </label>
          <select
            id={selectId}
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            className={inputClass.replace('read-only:bg-canvas', '')}
          >
            {(currencies.data ?? [{ code: currency, name: currency }]).map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} · {c.name}
              </option>
            ))}
          </select>
        </div>
      }
    >
      <QueryState query={dashboard} skeleton={<Skeleton rows={4} rowClassName="h-40" />}>
        {(data) => <Figures data={data} />}
      </QueryState>
    </DashboardPage>
  );
}

const sum = (days: DashboardDay[], key: keyof Omit<DashboardDay, 'day'>) => days.reduce((a, d) => a + d[key], 0);

function Figures({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = useCallback((n: number) => n.toLocaleString(locale), [locale]);
  // Amounts are minor units of the chosen currency; shown in whole units.
  const money = useCallback(
    (minor: number) => formatMoney(Math.round(minor), data.currency, data.currency, NO_RATES, locale, 'whole'),
    [data.currency, locale],
  );
  const days = useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return data.days.map((d) => ({ day: d.day, label: short.format(new Date(`${d.day}T00:00:00Z`)) }));
  }, [data, locale]);
  const of = useCallback((key: keyof Omit<DashboardDay, 'day'>) => data.days.map((d) => d[key]), [data]);
  const bookings = useMemo(
    () => [
      { label: t('admin.dashboard.requested'), values: of('requested'), color: '--color-muted' },
      { label: t('admin.dashboard.confirmed'), values: of('confirmed'), color: '--color-success' },
      { label: t('admin.dashboard.cancelled'), values: of('cancelled'), color: '--color-danger' },
    ],
    [of, t],
  );
  const value = useMemo(
    () => [
      { label: t('admin.dashboard.gross'), values: of('gross'), color: '--color-brand-500' },
      { label: t('admin.dashboard.fees'), values: of('fees'), color: '--color-ink' },
    ],
    [of, t],
  );
  const growth = useMemo(
    () => [
      { label: t('admin.dashboard.newGuests'), values: of('new_guests'), color: '--color-brand-500' },
      { label: t('admin.dashboard.newHosts'), values: of('new_hosts'), color: '--color-ink' },
      { label: t('admin.dashboard.newListings'), values: of('new_listings'), color: '--color-success' },
    ],
    [of, t],
  );
  const totals: Array<[string, string]> = [
    [t('admin.dashboard.requested'), count(sum(data.days, 'requested'))],
    [t('admin.dashboard.confirmed'), count(sum(data.days, 'confirmed'))],
    [t('admin.dashboard.cancelled'), count(sum(data.days, 'cancelled'))],
    [t('admin.dashboard.gross'), money(sum(data.days, 'gross'))],
    [t('admin.dashboard.fees'), money(sum(data.days, 'fees'))],
    [t('admin.dashboard.newGuests'), count(sum(data.days, 'new_guests'))],
    [t('admin.dashboard.newHosts'), count(sum(data.days, 'new_hosts'))],
    [t('admin.dashboard.newListings'), count(sum(data.days, 'new_listings'))],
  ];
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t('admin.dashboard.asOf', { time: formatDateTime(data.as_of, locale) })}</p>
      <Card title={t('admin.dashboard.totals')}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {totals.map(([label, figure]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-xl font-bold tabular-nums">{figure}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={t('admin.dashboard.attention')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            <Link to="/admin/listings" className={attentionLink}>
              <span>{t('moderation.attention.listingsPending')}</span>
              <span className="text-lg font-bold tabular-nums">{count(data.attention.listings_pending)}</span>
            </Link>
          </li>
          <li>
            <Link to="/admin/reports" className={attentionLink}>
              <span>{t('moderation.attention.openReports')}</span>
              <span className="text-lg font-bold tabular-nums">{count(data.attention.user_reports)}</span>
            </Link>
          </li>
          <AttentionLink
            to="/admin/inbox"
            label={t('admin.dashboard.contactMessages')}
            figure={count(data.attention.contact_messages)}
          />
          <AttentionLink
            to="/admin/payments"
            label={t('adminMoney.dashboard.failedPayments')}
            figure={count(data.attention.failed_payments)}
          />
        </ul>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <DayChart title={t('admin.dashboard.bookingsChart')} days={days} series={bookings} kind="bar" format={count} />
        <DayChart title={t('admin.dashboard.moneyChart')} days={days} series={value} kind="line" format={money} />
        <DayChart title={t('admin.dashboard.growthChart')} days={days} series={growth} kind="bar" format={count} />
      </div>
    </div>
  );
}

/** One count of what waits, linking to its queue. */
function AttentionLink({ to, label, figure }: { to: string; label: string; figure: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center justify-between rounded-lg border border-line px-4 py-3 text-brand-700 hover:bg-canvas"
      >
        <span className="underline-offset-2 hover:underline">{label}</span>
        <span className="text-lg font-bold text-ink tabular-nums">{figure}</span>
      </Link>
    </li>
  );
}
