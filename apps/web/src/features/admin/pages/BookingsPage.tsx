import { type AdminBookingSearchQuery, BOOKING_STATES } from '@roamstead/contract';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { StateBadge } from '../../../ui/StateBadge';
import { TextField } from '../../../ui/TextField';
import { useExactMoney } from '../../booking';
import { useLocale } from '../../preferences';
import { LoadMore } from '../components/LoadMore';
import { useAdminBookings } from '../moneyApi';

const FIELDS = ['id', 'guest', 'host', 'listing', 'state', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];

/** Support and finance find bookings by id, guest, host, listing, state or check-in days; the filters live in the address. */
export default function BookingsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FIELDS.flatMap((f) => (params.get(f) ? [[f, params.get(f) as string]] : [])),
  ) as Omit<AdminBookingSearchQuery, 'before'>;
  const [draft, setDraft] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Record<Field, string>,
  );
  const results = useAdminBookings(filters);
  const set = (field: Field) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(FIELDS.flatMap((f) => (draft[f].trim() ? [[f, draft[f].trim()]] : []))));
  };
  return (
    <DashboardPage title={t('adminMoney.bookings.title')} description={t('adminMoney.bookings.description')}>
      <search>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField label={t('adminMoney.bookings.id')} value={draft.id} onChange={set('id')} autoComplete="off" />
          <TextField label={t('adminMoney.bookings.guest')} value={draft.guest} onChange={set('guest')} />
          <TextField label={t('adminMoney.bookings.host')} value={draft.host} onChange={set('host')} />
          <TextField label={t('adminMoney.bookings.listing')} value={draft.listing} onChange={set('listing')} />
          <SelectField
            label={t('adminMoney.bookings.state')}
            value={draft.state}
            onChange={set('state')}
            placeholder={t('adminMoney.bookings.anyState')}
            options={BOOKING_STATES.map((s) => ({ value: s, label: t(`booking.state.${s}`) }))}
          />
          <TextField label={t('adminMoney.bookings.from')} type="date" value={draft.from} onChange={set('from')} />
          <TextField label={t('adminMoney.bookings.to')} type="date" value={draft.to} onChange={set('to')} />
          <div className="flex items-end">
            <Button type="submit" className="w-full">
              {t('adminMoney.bookings.find')}
            </Button>
          </div>
        </form>
      </search>
      <Card title={t('adminMoney.bookings.results')}>
        <QueryState query={results}>
          {(data) => {
            const items = data.pages.flatMap((p) => p.items);
            return items.length === 0 ? (
              <p className="text-sm text-muted">{t('adminMoney.bookings.none')}</p>
            ) : (
              <>
                <ul className="divide-y divide-line">
                  {items.map((b) => (
                    <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                      <div className="min-w-0">
                        <Link to={`/admin/bookings/${b.id}`} className="font-medium text-brand-700 hover:underline">
                          {b.code} · {b.listing.title}
                        </Link>
                        <p className="text-sm text-muted">
                          {b.checkin && b.checkout
                            ? `${formatDay(b.checkin, locale)} – ${formatDay(b.checkout, locale)} · `
                            : ''}
                          {t('adminMoney.bookings.people', {
                            guest: b.guest?.name ?? t('booking.formerUser'),
                            host: b.host?.name ?? t('booking.formerUser'),
                          })}
                        </p>
                      </div>
                      <span className="flex items-center gap-2 text-sm">
                        {money(b.total)}
                        <StateBadge state={b.state} />
                      </span>
                    </li>
                  ))}
                </ul>
                <LoadMore query={results} />
              </>
            );
          }}
        </QueryState>
      </Card>
    </DashboardPage>
  );
}
