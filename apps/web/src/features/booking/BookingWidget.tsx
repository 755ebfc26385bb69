import type { ListingDetail, QuoteRequest } from '@roamstead/contract';
import { CalendarDays, Minus, Plus, Zap } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { normaliseError } from '../../api/errors';
import { formatDateTime, formatDay, fromIsoDay, isoDay } from '../../lib/dates';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useCurrency, useLocale } from '../preferences';
import { useAvailability, useQuote } from './api';
import { PriceBreakdown } from './components/PriceBreakdown';

const StayCalendar = lazy(() => import('./StayCalendar'));

const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The listing page's booking card: dates (unavailable nights disabled) or a time slot, guests,
 * the live quote from the server, then Reserve (instant book) or Request to book → checkout.
 */
export function BookingWidget({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { currency, formatMoney } = useCurrency();
  const isExperience = listing.kind === 'experience';
  const [checkin, setCheckin] = useState(dayParam(params.get('checkin')));
  const [checkout, setCheckout] = useState(dayParam(params.get('checkout')));
  const [guests, setGuests] = useState(Math.min(Math.max(Number(params.get('guests')) || 1, 1), listing.max_guests));
  const [slotId, setSlotId] = useState<number | undefined>();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const availability = useAvailability(listing.id);
  const unavailable = useMemo(() => new Set(availability.data?.unavailable ?? []), [availability.data]);

  const request: QuoteRequest | null = isExperience
    ? slotId
      ? { listing_id: listing.id, slot_id: slotId, guests, currency }
      : null
    : checkin && checkout
      ? { listing_id: listing.id, checkin, checkout, guests, currency }
      : null;
  const quote = useQuote(request);
  const quoteError = quote.isError ? normaliseError(quote.error) : null;

  const range: DateRange | undefined = checkin
    ? { from: fromIsoDay(checkin), to: checkout ? fromIsoDay(checkout) : undefined }
    : undefined;
  const onRange = (next: DateRange | undefined) => {
    setCheckin(next?.from ? isoDay(next.from) : undefined);
    const to = next?.to && next.from && isoDay(next.to) !== isoDay(next.from) ? isoDay(next.to) : undefined;
    setCheckout(to);
    if (to) setCalendarOpen(false);
  };

  const reserve = () => {
    if (!request || !quote.data) return;
    const search = new URLSearchParams({ guests: String(guests), currency });
    if (request.checkin && request.checkout) {
      search.set('checkin', request.checkin);
      search.set('checkout', request.checkout);
    }
    if (request.slot_id) search.set('slot', String(request.slot_id));
    navigate(`/book/${listing.id}?${search}`);
  };

  const ready = request !== null && quote.isSuccess && !quote.isPlaceholderData;
  const months = typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches ? 2 : 1;

  return (
    <aside
      aria-labelledby="booking-heading"
      className="flex flex-col gap-4 rounded-card border border-line p-5 shadow-sm lg:sticky lg:top-4"
    >
      <h2 id="booking-heading" className="sr-only">
        {t('booking.widget.title')}
      </h2>
      <p>
        <span className="text-2xl font-bold">{formatMoney(listing.price.amount, listing.price.currency)}</span>{' '}
        <span className="text-muted">
          {isExperience ? t('booking.widget.perPerson') : t('booking.widget.perNight')}
        </span>
      </p>

      {isExperience ? (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('booking.widget.slot')}
          <select
            className="rounded-lg border border-line bg-surface px-3 py-2.5 text-sm"
            value={slotId ?? ''}
            onChange={(e) => setSlotId(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">{availability.isPending ? t('booking.loading') : t('booking.widget.chooseSlot')}</option>
            {availability.data?.slots.map((s) => (
              <option key={s.id} value={s.id} disabled={s.seats_left < guests}>
                {formatDateTime(s.starts_at, locale)} · {t('booking.widget.seatsLeft', { count: s.seats_left })}
              </option>
            ))}
          </select>
          {availability.data && availability.data.slots.length === 0 && (
            <span className="text-muted">{t('booking.widget.noSlots')}</span>
          )}
        </label>
      ) : (
        <div className="flex flex-col gap-2">
          <button
            type="button"
            aria-expanded={calendarOpen}
            aria-controls="booking-calendar"
            onClick={() => setCalendarOpen((o) => !o)}
            className="grid grid-cols-2 overflow-hidden rounded-lg border border-line text-start text-sm"
          >
            <span className="flex flex-col border-e border-line p-2.5">
              <span className="text-xs font-semibold uppercase">{t('booking.widget.checkin')}</span>
              <span data-testid="checkin-value">
                {checkin ? formatDay(checkin, locale) : t('booking.widget.addDate')}
              </span>
            </span>
            <span className="flex flex-col p-2.5">
              <span className="text-xs font-semibold uppercase">{t('booking.widget.checkout')}</span>
              <span data-testid="checkout-value">
                {checkout ? formatDay(checkout, locale) : t('booking.widget.addDate')}
              </span>
            </span>
          </button>
          {calendarOpen && (
            <div id="booking-calendar" className="overflow-x-auto rounded-lg border border-line p-2">
              <Suspense
                fallback={
                  <div
                    role="status"
                    aria-label={t('booking.loading')}
                    className="h-72 animate-pulse rounded-lg bg-canvas"
                  />
                }
              >
                <StayCalendar range={range} onChange={onRange} unavailable={unavailable} months={months} />
              </Suspense>
              <p className="mt-1 flex items-center gap-1 text-xs text-muted">
                <CalendarDays className="size-3.5" aria-hidden="true" />
                {t('booking.widget.stayLength', { min: listing.min_nights, max: listing.max_nights })}
              </p>
            </div>
          )}
        </div>
      )}

      <fieldset className="flex items-center justify-between gap-3 text-sm">
        <legend className="float-start font-medium">{t('booking.widget.guests')}</legend>
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="rounded-full border border-line p-1.5 disabled:opacity-40"
            aria-label={t('booking.widget.fewerGuests')}
            disabled={guests <= 1}
            onClick={() => setGuests((g) => Math.max(1, g - 1))}
          >
            <Minus className="size-4" aria-hidden="true" />
          </button>
          <output aria-live="polite" className="w-6 text-center font-semibold" data-testid="guests-count">
            {guests}
          </output>
          <button
            type="button"
            className="rounded-full border border-line p-1.5 disabled:opacity-40"
            aria-label={t('booking.widget.moreGuests')}
            disabled={guests >= listing.max_guests}
            onClick={() => setGuests((g) => Math.min(listing.max_guests, g + 1))}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        </div>
      </fieldset>

      {request && quote.isPending && (
        <div
          role="status"
          aria-label={t('booking.widget.pricing')}
          className="h-24 animate-pulse rounded-lg bg-canvas"
        />
      )}
      {quoteError && (
        <Alert title={t('booking.widget.unavailable')}>
          <p>{quoteError.message}</p>
        </Alert>
      )}
      {quote.data && request && !quoteError && <PriceBreakdown quote={quote.data} />}

      <Button onClick={reserve} disabled={!ready} className="w-full">
        {listing.instant_book && <Zap className="size-4" aria-hidden="true" />}
        {listing.instant_book ? t('booking.widget.reserve') : t('booking.widget.request')}
      </Button>
      <p className="text-center text-xs text-muted">
        {listing.instant_book ? t('booking.widget.instantNote') : t('booking.widget.requestNote')}
      </p>
    </aside>
  );
}
