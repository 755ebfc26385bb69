import type { ListingDetail, QuoteRequest } from '@roamstead/contract';
import { PETS_AMENITY } from '@roamstead/contract/constants';
import { CalendarDays, ChevronDown, Zap } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { useNavigate, useSearchParams } from 'react-router';
import { normaliseError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { formatDateTime, formatDay, fromIsoDay, isoDay } from '../../lib/dates';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { GuestCounts, guestsOf, partySummary } from '../../ui/GuestCounts';
import { useCurrency, useLocale } from '../preferences';
import { useAvailability, useQuote } from './api';
import { PriceBreakdown } from './components/PriceBreakdown';
import { partyFromParams, writeParty } from './party';

const StayCalendar = lazy(() => import('./StayCalendar'));

const shortDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(fromIsoDay(day));

const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The listing page's booking card: dates (unavailable nights disabled) or a time slot, guests,
 * the live quote from the server, then Reserve (instant book) or Request to book → checkout.
 */
export function BookingWidget({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { currency, formatMoney } = useCurrency();
  const isExperience = listing.kind === 'experience';
  const [checkin, setCheckin] = useState(dayParam(params.get('checkin')));
  const [checkout, setCheckout] = useState(dayParam(params.get('checkout')));
  const petsAllowed = listing.amenities.some((a) => a.slug === PETS_AMENITY);
  const [party, setParty] = useState(() => partyFromParams(params, listing.max_guests, petsAllowed));
  const guests = guestsOf(party);
  const slotId = Number(params.get('slot')) || undefined;
  // The slot lives in the URL so that the page's list of time slots can choose it too.
  const setSlotId = (id: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('slot', String(id));
        else next.delete('slot');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [guestsOpen, setGuestsOpen] = useState(false);
  const availability = useAvailability(listing.id);
  const unavailable = useMemo(() => new Set(availability.data?.unavailable ?? []), [availability.data]);

  const request: QuoteRequest | null = isExperience
    ? slotId
      ? { listing_id: listing.id, slot_id: slotId, guests, infants: party.infants, pets: party.pets, currency }
      : null
    : checkin && checkout
      ? { listing_id: listing.id, checkin, checkout, guests, infants: party.infants, pets: party.pets, currency }
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
    const search = writeParty(new URLSearchParams({ guests: String(guests), currency }), party);
    if (request.checkin && request.checkout) {
      search.set('checkin', request.checkin);
      search.set('checkout', request.checkout);
    }
    if (request.slot_id) search.set('slot', String(request.slot_id));
    navigate(`/book/${listing.id}?${search}`);
  };

  const ready = request !== null && quote.isSuccess && !quote.isPlaceholderData;
  const months = typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches ? 2 : 1;

  // The phone's bottom bar: reserve when priced, otherwise bring the card into view to choose.
  const card = useRef<HTMLElement>(null);
  const choose = () => {
    card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (isExperience) card.current?.querySelector('select')?.focus({ preventScroll: true });
    else setCalendarOpen(true);
  };

  return (
    <aside
      ref={card}
      id="booking"
      aria-labelledby="booking-heading"
      className="flex scroll-mt-20 flex-col gap-4 rounded-card border border-line p-5 shadow-sm lg:sticky lg:top-20"
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

      <div className="flex flex-col gap-2">
        <button
          type="button"
          aria-expanded={guestsOpen}
          aria-controls="booking-guests"
          onClick={() => setGuestsOpen((o) => !o)}
          className="flex items-center justify-between gap-2 rounded-lg border border-line p-2.5 text-start text-sm"
        >
          <span className="flex flex-col">
            <span className="text-xs font-semibold uppercase">{t('booking.widget.guests')}</span>
            <span data-testid="guests-summary">{partySummary(t, party)}</span>
          </span>
          <ChevronDown className={`size-4 transition ${guestsOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
        {guestsOpen && (
          <div id="booking-guests" className="rounded-lg border border-line px-4 py-1">
            <GuestCounts
              value={party}
              onChange={setParty}
              maxGuests={listing.max_guests}
              petsAllowed={petsAllowed}
              mode="listing"
            />
            <div className="flex justify-end pb-2">
              <Button variant="secondary" onClick={() => setGuestsOpen(false)}>
                {t('ui.guests.close')}
              </Button>
            </div>
          </div>
        )}
      </div>

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
      <div
        data-testid="reserve-bar"
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:bottom-0 lg:hidden"
      >
        <p className="min-w-0 text-sm">
          {ready && quote.data ? (
            <>
              <span className="block font-bold">
                {t('booking.widget.total', { amount: formatMoney(quote.data.total.amount, quote.data.total.currency) })}
              </span>
              <span className="block truncate text-muted">
                {checkin && checkout
                  ? `${shortDay(checkin, locale)} – ${shortDay(checkout, locale)}`
                  : quote.data.starts_at && formatDateTime(quote.data.starts_at, locale)}
              </span>
            </>
          ) : (
            <>
              <span className="font-bold">{formatMoney(listing.price.amount, listing.price.currency)}</span>{' '}
              <span className="text-muted">
                {isExperience ? t('booking.widget.perPerson') : t('booking.widget.perNight')}
              </span>
            </>
          )}
        </p>
        {ready ? (
          <Button onClick={reserve} className="shrink-0">
            {listing.instant_book ? t('booking.widget.reserve') : t('booking.widget.request')}
          </Button>
        ) : (
          <Button onClick={choose} className="shrink-0">
            {isExperience ? t('booking.widget.chooseSlot') : t('booking.widget.checkAvailability')}
          </Button>
        )}
      </div>
    </aside>
  );
}
