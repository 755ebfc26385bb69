import type { BookingDetail, QuoteRequest } from '@roamstead/contract';
import { PETS_AMENITY, TEST_CARDS } from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CreditCard } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Link, useParams, useSearchParams } from 'react-router';
import { type ApiError, normaliseError } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { formatDateTime, formatDay, fromIsoDay, isoDay } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { TextAreaField } from '../../../ui/FormFields';
import { GuestCounts, type Party, partySummary } from '../../../ui/GuestCounts';
import { Skeleton } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useOptionalAuth, useOptionalLoginModal } from '../../auth';
import { useLocale } from '../../preferences';
import { bookingApi, invalidateBookings, useAvailability, useListingForCheckout, useQuote } from '../api';
import { type CardFields, cardErrors, EMPTY_CARD, formatExpiry } from '../cardForm';
import { PolicyNote } from '../components/PolicyNote';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { partyFromParams, writeParty } from '../party';

const StayCalendar = lazy(() => import('../StayCalendar'));

const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** `/book/:listingId?checkin&checkout&guests[&slot]`: review the server's quote, pay (test mode), confirm. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const listingId = Number(useParams().listingId) || 0;
  const [params, setParams] = useSearchParams();
  const auth = useOptionalAuth();
  const loginModal = useOptionalLoginModal();
  const queryClient = useQueryClient();
  const slot = Number(params.get('slot')) || undefined;
  const request: QuoteRequest = {
    listing_id: listingId,
    guests: Number(params.get('guests')) || 1,
    infants: Number(params.get('infants')) || 0,
    pets: Number(params.get('pets')) || 0,
    currency: params.get('currency') ?? 'USD',
    ...(slot ? { slot_id: slot } : { checkin: day(params.get('checkin')), checkout: day(params.get('checkout')) }),
  };
  const listing = useListingForCheckout(listingId);
  const petsAllowed = listing.data?.amenities.some((a) => a.slug === PETS_AMENITY) ?? false;
  // A change of dates or guests is a new stay: the address changes and the quote is asked again.
  const change = (edit: (next: URLSearchParams) => URLSearchParams) => {
    setParams((current) => edit(new URLSearchParams(current)), { replace: true, preventScrollReset: true });
    setIdempotencyKey(crypto.randomUUID());
    setError(null);
  };
  const [booked, setBooked] = useState<BookingDetail | null>(null);
  // Once booked, the stay is no longer for sale: re-quoting it would only answer 409.
  const quote = useQuote(listingId > 0 && !booked ? request : null);
  // One key per checkout: a retried or double-clicked payment never charges twice.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState('');
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [cardProblems, setCardProblems] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  usePageTitle(booked ? t('booking.checkout.doneTitle') : t('booking.checkout.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!quote.data) return;
    const problems = cardErrors(card, t);
    setCardProblems(problems);
    if (Object.keys(problems).length > 0) {
      document.getElementById(`card-${Object.keys(problems)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const [data, err] = await bookingApi.create(
      { ...request, message, card_number: card.number, quoted_total: quote.data.total },
      idempotencyKey,
    );
    setBusy(false);
    if (err) {
      setError(err);
      if (err.status === 409) void quote.refetch();
      return;
    }
    setBooked(data);
  };

  // The confirmation replaces a long form: it opens at the top, and the lists refetch only after
  // this page's quote is switched off.
  useEffect(() => {
    if (!booked) return;
    window.scrollTo({ top: 0 });
    doneHeading.current?.focus();
    void invalidateBookings(queryClient);
  }, [booked, queryClient]);

  if (booked) {
    const pending = booked.state === 'pending';
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
        <h1 ref={doneHeading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {pending ? t('booking.checkout.requestSent') : t('booking.checkout.confirmed')}
        </h1>
        <p className="text-muted">
          {pending ? t('booking.checkout.requestSentText') : t('booking.checkout.confirmedText')}
        </p>
        <p className="text-sm">
          {t('booking.checkout.code')}: <span className="font-mono font-semibold">{booked.code}</span>
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={`/dashboard/guest/trips/${booked.id}`} className={buttonClass('primary')}>
            {t('booking.checkout.viewTrip')}
          </Link>
          <Link to={`/invoice?booking=${booked.id}`} className={buttonClass('secondary')}>
            {t('booking.checkout.receipt')}
          </Link>
        </div>
      </section>
    );
  }

  const signedOut = auth?.status === 'signed-out';
  const fieldError = (name: string) => error?.details?.[name]?.[0];
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold sm:text-3xl">
        {listing.data?.instant_book ? t('booking.checkout.title') : t('booking.checkout.requestTitle')}
      </h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
          <section aria-labelledby="trip-heading" className="flex flex-col gap-2">
            <h2 id="trip-heading" className="text-lg font-semibold">
              {t('booking.checkout.yourTrip')}
            </h2>
            {quote.data?.starts_at ? (
              <p>{formatDateTime(quote.data.starts_at, locale)}</p>
            ) : (
              <TripDates
                listingId={listingId}
                checkin={request.checkin}
                checkout={request.checkout}
                onChange={change}
              />
            )}
            {listing.data ? (
              <TripGuests
                party={partyFromParams(params, listing.data.max_guests, petsAllowed)}
                maxGuests={listing.data.max_guests}
                petsAllowed={petsAllowed}
                onChange={(party) => change((next) => writeParty(next, party))}
              />
            ) : (
              <p>
                {partySummary(t, {
                  adults: Number(request.guests),
                  children: 0,
                  infants: Number(request.infants),
                  pets: Number(request.pets),
                })}
              </p>
            )}
          </section>
          <TextAreaField
            label={t('booking.checkout.message')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={1000}
            rows={3}
            placeholder={t('booking.checkout.messagePlaceholder')}
          />
          <section aria-labelledby="pay-heading" className="flex flex-col gap-3">
            <h2 id="pay-heading" className="flex items-center gap-2 text-lg font-semibold">
              <CreditCard className="size-5" aria-hidden="true" />
              {t('booking.checkout.payment')}
            </h2>
            <p className="text-sm text-muted">
              {t('booking.checkout.testMode', { ok: TEST_CARDS.succeeds, declined: TEST_CARDS.declined })}
            </p>
            <TextField
              id="card-number"
              label={t('booking.checkout.card')}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card.number}
              onChange={(e) => setCard({ ...card, number: e.target.value })}
              placeholder="4242 4242 4242 4242"
              error={cardProblems.number ?? fieldError('card_number')}
            />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <TextField
                id="card-expiry"
                label={t('checkout.expiry')}
                inputMode="numeric"
                autoComplete="cc-exp"
                value={card.expiry}
                onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })}
                placeholder={t('checkout.expiryPlaceholder')}
                error={cardProblems.expiry}
              />
              <TextField
                id="card-cvc"
                label={t('checkout.cvc')}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                value={card.cvc}
                onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, '') })}
                placeholder="123"
                error={cardProblems.cvc}
              />
              <TextField
                id="card-postcode"
                label={t('checkout.postcode')}
                autoComplete="postal-code"
                maxLength={12}
                value={card.postcode}
                onChange={(e) => setCard({ ...card, postcode: e.target.value })}
                error={cardProblems.postcode}
                className="col-span-2 sm:col-span-1"
              />
            </div>
          </section>
          {listing.data && <PolicyNote policy={listing.data.cancellation_policy} />}
          {error && !fieldError('card_number') && (
            <Alert title={t('booking.checkout.failed')}>
              <p>{error.message}</p>
            </Alert>
          )}
          {signedOut ? (
            <Alert title={t('booking.checkout.signInTitle')}>
              <p>{t('booking.checkout.signInText')}</p>
              <button type="button" className="mt-1 font-semibold underline" onClick={() => loginModal?.open()}>
                {t('booking.checkout.signIn')}
              </button>
            </Alert>
          ) : (
            <Button
              type="submit"
              disabled={busy || !quote.data || quote.isPlaceholderData || quote.isError || auth?.status !== 'signed-in'}
            >
              {busy
                ? t('booking.checkout.paying')
                : listing.data?.instant_book
                  ? t('booking.checkout.confirmPay')
                  : t('booking.checkout.sendRequest')}
            </Button>
          )}
          {!listing.data?.instant_book && <p className="text-sm text-muted">{t('booking.checkout.requestNote')}</p>}
        </form>
        {/* As tall as its content, beside the form (not stretched to the form's height). */}
        <aside className="order-first flex flex-col gap-4 self-start rounded-card border border-line p-5 lg:sticky lg:top-20 lg:order-none">
          {listing.isPending || quote.isPending ? (
            <Skeleton rows={4} label={t('booking.loading')} />
          ) : (
            <>
              {listing.data && (
                <div className="flex gap-3">
                  {listing.data.photos[0] && (
                    <img
                      src={listing.data.photos[0].variants[0]?.url ?? listing.data.photos[0].url}
                      alt=""
                      className="size-20 rounded-lg object-cover"
                    />
                  )}
                  <div>
                    <p className="font-semibold">{listing.data.title}</p>
                    <p className="text-sm text-muted">{listing.data.place.name}</p>
                  </div>
                </div>
              )}
              {quote.isError ? (
                <Alert title={t('booking.widget.unavailable')}>
                  <p>{normaliseError(quote.error).message}</p>
                  <Link to={`/listings/${listingId}`} className="mt-1 inline-block font-semibold underline">
                    {t('booking.checkout.changeDates')}
                  </Link>
                </Alert>
              ) : (
                quote.data && (
                  <div aria-busy={quote.isPlaceholderData} className={quote.isPlaceholderData ? 'opacity-50' : ''}>
                    <PriceBreakdown quote={quote.data} />
                  </div>
                )
              )}
            </>
          )}
        </aside>
      </div>
    </section>
  );
}

interface TripDatesProps {
  listingId: number;
  checkin?: string;
  checkout?: string;
  onChange: (edit: (next: URLSearchParams) => URLSearchParams) => void;
}

/** The stay's dates, and the listing's calendar to change them (taken nights disabled). */
function TripDates({ listingId, checkin, checkout, onChange }: TripDatesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const availability = useAvailability(open ? listingId : 0);
  const unavailable = useMemo(() => new Set(availability.data?.unavailable ?? []), [availability.data]);
  const choose = (next: DateRange | undefined) => {
    const complete = next?.from && next.to && isoDay(next.from) !== isoDay(next.to);
    if (!complete || !next?.from || !next.to) {
      setDraft(next);
      return;
    }
    const [from, to] = [isoDay(next.from), isoDay(next.to)];
    onChange((params) => {
      params.set('checkin', from);
      params.set('checkout', to);
      return params;
    });
    setDraft(undefined);
    setOpen(false);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold">{t('checkout.dates')}</p>
          <p data-testid="trip-dates">
            {checkin && checkout ? `${formatDay(checkin, locale)} – ${formatDay(checkout, locale)}` : ''}
          </p>
        </div>
        <button
          type="button"
          className="font-semibold underline"
          aria-expanded={open}
          aria-controls="checkout-calendar"
          aria-label={open ? undefined : t('checkout.editDates')}
          onClick={() => {
            setDraft(undefined);
            setOpen((o) => !o);
          }}
        >
          {open ? t('checkout.done') : t('checkout.edit')}
        </button>
      </div>
      {open && (
        <div id="checkout-calendar" className="overflow-x-auto rounded-lg border border-line p-2">
          <Suspense fallback={<div className="h-72 animate-pulse rounded-lg bg-canvas" />}>
            {/* A new choice: check-in, then check-out, starting on the stay's month. */}
            <StayCalendar
              range={draft}
              onChange={choose}
              unavailable={unavailable}
              months={1}
              month={checkin ? fromIsoDay(checkin) : undefined}
            />
          </Suspense>
          <p className="text-sm text-muted">
            {draft?.from ? t('checkout.chooseCheckout') : t('checkout.chooseCheckin')}
          </p>
        </div>
      )}
    </div>
  );
}

interface TripGuestsProps {
  party: Party;
  maxGuests: number;
  petsAllowed: boolean;
  onChange: (party: Party) => void;
}

/** Who is coming, and the steppers to change it within the listing's limits. */
function TripGuests({ party, maxGuests, petsAllowed, onChange }: TripGuestsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold">{t('checkout.guests')}</p>
          <p data-testid="trip-guests">{partySummary(t, party)}</p>
        </div>
        <button
          type="button"
          className="font-semibold underline"
          aria-expanded={open}
          aria-controls="checkout-guests"
          aria-label={open ? undefined : t('checkout.editGuests')}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('checkout.done') : t('checkout.edit')}
        </button>
      </div>
      {open && (
        <div id="checkout-guests" className="rounded-lg border border-line px-4 py-1">
          <GuestCounts
            value={party}
            onChange={onChange}
            maxGuests={maxGuests}
            petsAllowed={petsAllowed}
            mode="listing"
          />
        </div>
      )}
    </div>
  );
}
