import type { BookingDetail, QuoteRequest } from '@roamstead/contract';
import { TEST_CARDS } from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CreditCard } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { type ApiError, normaliseError } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { TextAreaField } from '../../../ui/FormFields';
import { partySummary } from '../../../ui/GuestCounts';
import { Skeleton } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useOptionalAuth, useOptionalLoginModal } from '../../auth';
import { useLocale } from '../../preferences';
import { bookingApi, invalidateBookings, useListingForCheckout, useQuote } from '../api';
import { PolicyNote } from '../components/PolicyNote';
import { PriceBreakdown } from '../components/PriceBreakdown';

const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** `/book/:listingId?checkin&checkout&guests[&slot]`: review the server's quote, pay (test mode), confirm. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const listingId = Number(useParams().listingId) || 0;
  const [params] = useSearchParams();
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
  const [booked, setBooked] = useState<BookingDetail | null>(null);
  // Once booked, the stay is no longer for sale: re-quoting it would only answer 409.
  const quote = useQuote(listingId > 0 && !booked ? request : null);
  // One key per checkout: a retried or double-clicked payment never charges twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState('');
  const [card, setCard] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  usePageTitle(booked ? t('booking.checkout.doneTitle') : t('booking.checkout.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!quote.data) return;
    setBusy(true);
    setError(null);
    const [data, err] = await bookingApi.create(
      { ...request, message, card_number: card, quoted_total: quote.data.total },
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
            {request.checkin && request.checkout && (
              <p>
                {formatDay(request.checkin, locale)} – {formatDay(request.checkout, locale)}
              </p>
            )}
            {quote.data?.starts_at && <p>{formatDateTime(quote.data.starts_at, locale)}</p>}
            <p>
              {partySummary(t, {
                adults: Number(request.guests),
                children: 0,
                infants: Number(request.infants),
                pets: Number(request.pets),
              })}
            </p>
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
            <TextField
              label={t('booking.checkout.card')}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card}
              onChange={(e) => setCard(e.target.value)}
              placeholder="4242 4242 4242 4242"
              error={fieldError('card_number')}
              hint={t('booking.checkout.testMode', { ok: TEST_CARDS.succeeds, declined: TEST_CARDS.declined })}
            />
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
            <Button type="submit" disabled={busy || !quote.data || quote.isError || auth?.status !== 'signed-in'}>
              {busy
                ? t('booking.checkout.paying')
                : listing.data?.instant_book
                  ? t('booking.checkout.confirmPay')
                  : t('booking.checkout.sendRequest')}
            </Button>
          )}
          {!listing.data?.instant_book && <p className="text-sm text-muted">{t('booking.checkout.requestNote')}</p>}
        </form>
        <aside className="order-first flex flex-col gap-4 rounded-card border border-line p-5 lg:order-none">
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
                quote.data && <PriceBreakdown quote={quote.data} />
              )}
            </>
          )}
        </aside>
      </div>
    </section>
  );
}
