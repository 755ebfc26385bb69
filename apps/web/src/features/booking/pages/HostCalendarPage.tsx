import type { BookingSummary, CalendarNight } from '@roamstead/contract';
import { addDays } from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { addMonths, format, startOfMonth } from 'date-fns';
import { CalendarX2, ChevronLeft, ChevronRight, LayoutGrid } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDay, fromIsoDay, isoDay } from '../../../lib/dates';
import { Button, buttonClass } from '../../../ui/Button';
import { DeclineRequestDialog } from '../../../ui/ConfirmDialog';
import { QueryState, Skeleton } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { minorDigits, useLocale } from '../../preferences';
import { bookingApi, invalidateBookings, useCalendarListings, useHostCalendar, useReservations } from '../api';
import { CalendarSyncPanel } from '../components/CalendarSyncPanel';
import { IdentityVerifiedBadge } from '../components/IdentityVerifiedBadge';
import { ReviewPanel } from '../components/ReviewPanel';
import { TripCard } from '../components/TripCard';
import { useExactMoney } from '../money';

const STATE_STYLE: Record<CalendarNight['state'], string> = {
  available: 'bg-surface',
  blocked: 'bg-ink/10 text-muted line-through',
  pending: 'bg-amber-100 border-amber-500',
  booked: 'bg-green-100 border-green-600',
  imported: 'bg-sky-100 border-sky-500 text-sky-900',
};

/** The legend's swatch of each state: the night's fill and edge, drawn strongly enough to tell apart. */
const SWATCH_STYLE: Record<CalendarNight['state'], string> = {
  available: 'bg-surface border-ink/40',
  blocked: 'bg-ink/15 border-ink/40',
  pending: 'bg-amber-100 border-amber-500',
  booked: 'bg-green-100 border-green-600',
  imported: 'bg-sky-100 border-sky-500',
};

/** `/dashboard/host/calendar` (Reservations): a month per listing, range tools, and requests to answer. */
export default function HostCalendarPage() {
  const { t } = useTranslation();
  usePageTitle(t('booking.calendar.title'));
  const listings = useCalendarListings();
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('listing')) || 0;
  const listingId = chosen || listings.data?.[0]?.id || 0;

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('booking.calendar.title')}</h1>
        <Link to="/dashboard/host/multi-calendar" className={buttonClass('secondary')}>
          <LayoutGrid className="size-4" aria-hidden="true" />
          {t('multiCalendar.open')}
        </Link>
      </div>
      <QueryState query={listings}>
        {(items) =>
          items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line px-6 py-12 text-center">
              <CalendarX2 className="size-8 text-brand-600" aria-hidden="true" />
              <h2 className="text-lg font-semibold">{t('booking.calendar.noListings')}</h2>
              <Link to="/dashboard/add-property" className="font-semibold underline">
                {t('booking.calendar.addListing')}
              </Link>
            </div>
          ) : (
            <>
              <label className="flex max-w-md flex-col gap-1 text-sm font-medium">
                {t('booking.calendar.listing')}
                <select
                  className="rounded-lg border border-line bg-surface px-3 py-2.5"
                  value={listingId}
                  onChange={(e) => setParams({ listing: e.target.value }, { replace: true })}
                >
                  {items.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.title || t('booking.calendar.untitled', { id: l.id })}
                    </option>
                  ))}
                </select>
              </label>
              {listingId > 0 && <MonthCalendar key={listingId} listingId={listingId} />}
              {items.find((l) => l.id === listingId)?.kind === 'home' && (
                <CalendarSyncPanel key={`sync-${listingId}`} listingId={listingId} />
              )}
              {listingId > 0 && <Reservations listingId={listingId} />}
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function MonthCalendar({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  // A phone's day cell is about 40 px wide: whole units ("€190", "€1,250"), compact from 10,000 ("€12K").
  const shortMoney = (m: { amount: number; currency: string }) => {
    const major = m.amount / 10 ** minorDigits(m.currency);
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: m.currency,
      maximumFractionDigits: 0,
      ...(major >= 10_000 ? { notation: 'compact' } : {}),
    }).format(major);
  };
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const from = isoDay(month);
  const to = isoDay(addMonths(month, 1));
  const calendar = useHostCalendar(listingId, from, to);
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [busy, setBusy] = useState(false);

  // Past nights cannot be blocked, priced or opened any more: their days are shown but disabled.
  const today = isoDay(new Date());
  const pick = (day: string) => {
    if (day < today) return;
    if (!start || end) {
      setStart(day);
      setEnd(null);
    } else if (day < start) {
      setStart(day);
    } else {
      setEnd(day);
    }
  };
  const last = end ?? start;
  const selected = (day: string) => start !== null && last !== null && day >= start && day <= last;

  const run = async (action: 'block' | 'unblock' | 'price' | 'reset') => {
    if (!start || !last) return;
    const rangeTo = addDays(last, 1);
    const currency = calendar.data?.listing.base_price.currency ?? 'USD';
    setBusy(true);
    const [, err] =
      action === 'block'
        ? await bookingApi.block(listingId, start, rangeTo)
        : action === 'unblock'
          ? await bookingApi.unblock(listingId, start, rangeTo)
          : await bookingApi.setPrice(
              listingId,
              start,
              rangeTo,
              action === 'reset' ? null : Math.round(Number(price) * 10 ** minorDigits(currency)),
            );
    setBusy(false);
    if (err) {
      notify.error(err.message);
      return;
    }
    notify.success(t(`booking.calendar.done.${action}`));
    setStart(null);
    setEnd(null);
    void invalidateBookings(queryClient);
  };

  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(2024, 0, 1 + i)),
  );
  const leading = (month.getDay() + 6) % 7;
  const priceValid = price.trim() !== '' && Number(price) >= 0 && Number.isFinite(Number(price));

  return (
    <section
      aria-labelledby="month-heading"
      className="space-y-4 rounded-card border border-line bg-surface px-2 py-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3 px-2 sm:px-0">
        <Button
          variant="ghost"
          aria-label={t('booking.calendar.previous')}
          onClick={() => setMonth((m) => addMonths(m, -1))}
        >
          <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
        </Button>
        <h2 id="month-heading" className="text-lg font-semibold" aria-live="polite">
          {new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(month)}
        </h2>
        <Button
          variant="ghost"
          aria-label={t('booking.calendar.next')}
          onClick={() => setMonth((m) => addMonths(m, 1))}
        >
          <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
        </Button>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 px-2 text-sm sm:px-0" aria-label={t('booking.calendar.legend')}>
        {(['available', 'pending', 'booked', 'blocked', 'imported'] as const).map((s) => (
          <li key={s} className="flex items-center gap-2">
            <span
              className={`size-4 shrink-0 rounded border-2 ${SWATCH_STYLE[s]}`}
              aria-hidden="true"
              data-testid={`swatch-${s}`}
            />
            {t(`booking.calendar.state.${s}`)}
          </li>
        ))}
      </ul>
      {calendar.isPending ? (
        <Skeleton rows={5} label={t('booking.loading')} />
      ) : calendar.isError ? (
        <p role="alert">{t('booking.loadError')}</p>
      ) : (
        <fieldset className="grid grid-cols-7 gap-0.5 sm:gap-1">
          <legend className="sr-only">{t('booking.calendar.gridLabel')}</legend>
          {weekdays.map((w) => (
            <div key={w} aria-hidden="true" className="py-1 text-center text-xs font-semibold text-muted">
              {w}
            </div>
          ))}
          {Array.from({ length: leading }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the 1st have no identity
            <div key={`pad-${i}`} aria-hidden="true" />
          ))}
          {calendar.data?.nights.map((night) => (
            <button
              key={night.date}
              type="button"
              aria-pressed={selected(night.date)}
              disabled={night.date < today}
              data-date={night.date}
              data-state={night.state}
              onClick={() => pick(night.date)}
              className={`relative flex min-h-16 min-w-0 flex-col items-start overflow-hidden rounded-md border px-0.5 py-1 text-start text-[10px] sm:min-h-20 sm:p-1.5 sm:text-xs ${night.state === 'available' || night.state === 'blocked' ? 'border-line' : ''} ${STATE_STYLE[night.state]} ${selected(night.date) ? 'ring-2 ring-brand-500' : ''} disabled:cursor-not-allowed disabled:opacity-50`}
            >
              {/* Named by what it shows plus the full date and state for screen readers (WCAG 2.5.3). */}
              <span className="font-semibold">
                <span aria-hidden="true">{format(fromIsoDay(night.date), 'd')}</span>
                <span className="sr-only">{`${formatDay(night.date, locale)}, `}</span>
              </span>
              <span
                className={`max-w-full truncate ${night.custom_price ? 'font-semibold text-brand-700' : 'text-muted'}`}
                data-testid="night-price"
              >
                <span className="sm:hidden">{shortMoney(night.price)}</span>
                <span className="hidden sm:inline">{money(night.price)}</span>
              </span>
              <span className="sr-only">{`, ${t(`booking.calendar.state.${night.state}`)}`}</span>
              {night.guest_name && <span className="truncate">{night.guest_name}</span>}
              {night.source && <span className="max-w-full truncate">{night.source}</span>}
            </button>
          ))}
        </fieldset>
      )}
      <div className="flex flex-col gap-3 border-t border-line px-2 pt-4 sm:px-0" aria-live="polite">
        <p className="text-sm">
          {start && last
            ? t('booking.calendar.selected', { from: formatDay(start, locale), to: formatDay(last, locale) })
            : t('booking.calendar.selectHint')}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <Button variant="secondary" disabled={!start || busy} onClick={() => run('block')}>
            {t('booking.calendar.block')}
          </Button>
          <Button variant="secondary" disabled={!start || busy} onClick={() => run('unblock')}>
            {t('booking.calendar.unblock')}
          </Button>
          <TextField
            label={t('booking.calendar.price', { currency: calendar.data?.listing.base_price.currency ?? '' })}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            className="w-40"
          />
          <Button disabled={!start || !priceValid || busy} onClick={() => run('price')}>
            {t('booking.calendar.setPrice')}
          </Button>
          <Button variant="ghost" disabled={!start || busy} onClick={() => run('reset')}>
            {t('booking.calendar.resetPrice')}
          </Button>
        </div>
      </div>
    </section>
  );
}

function Reservations({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const reservations = useReservations(listingId);
  return (
    <section aria-labelledby="reservations-heading" className="space-y-3">
      <h2 id="reservations-heading" className="text-xl font-semibold">
        {t('booking.calendar.reservations')}
      </h2>
      <QueryState query={reservations}>
        {(items) => {
          const open = items.filter((b) => b.state === 'pending' || b.state === 'accepted');
          const done = items.filter((b) => b.state === 'completed');
          return (
            <>
              {open.length === 0 ? (
                <p className="text-sm text-muted">{t('booking.calendar.noReservations')}</p>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {open.map((b) => (
                    <ReservationItem key={b.id} booking={b} />
                  ))}
                </ul>
              )}
              {done.length > 0 && (
                <>
                  <h3 className="pt-2 text-lg font-semibold">{t('booking.calendar.completed')}</h3>
                  <ul className="grid gap-3 md:grid-cols-2">
                    {done.map((b) => (
                      <li key={b.id} className="space-y-2">
                        <TripCard booking={b} to={`/invoice?booking=${b.id}`} />
                        <ReviewPanel bookingId={b.id} viewer="host" />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function ReservationItem({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [params] = useSearchParams();
  const highlighted = Number(params.get('booking')) === booking.id;
  useEffect(() => {
    if (highlighted) document.getElementById(`reservation-${booking.id}`)?.scrollIntoView({ block: 'center' });
  }, [highlighted, booking.id]);
  const answer = async (accept: boolean) => {
    setBusy(true);
    const [, err] = accept ? await bookingApi.accept(booking.id) : await bookingApi.decline(booking.id);
    setBusy(false);
    if (err) notify.error(err.message);
    else notify.success(accept ? t('booking.calendar.accepted') : t('booking.calendar.declined'));
    void invalidateBookings(queryClient);
  };
  return (
    <li id={`reservation-${booking.id}`} className={highlighted ? 'rounded-card ring-2 ring-brand-500' : ''}>
      <TripCard booking={booking} to={`/invoice?booking=${booking.id}`} />
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        {t('booking.calendar.guest', { name: booking.guest?.first_name ?? t('booking.formerUser') })}
        {booking.guest?.identity_verified && <IdentityVerifiedBadge />}
      </p>
      {booking.message && (
        <blockquote className="mt-1 border-s-2 border-line ps-3 text-sm text-muted">{booking.message}</blockquote>
      )}
      {booking.state === 'pending' && (
        <div className="mt-2 flex gap-2">
          <Button onClick={() => answer(true)} disabled={busy}>
            {t('booking.calendar.accept')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
            {t('booking.calendar.decline')}
          </Button>
          <DeclineRequestDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => void answer(false)} />
        </div>
      )}
    </li>
  );
}
