import type { BookingDetail } from '@roamstead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MapPin, MessageSquare, Phone, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { partySummary } from '../../../ui/GuestCounts';
import { QueryState } from '../../../ui/QueryState';
import { StateBadge } from '../../../ui/StateBadge';
import { notify } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ArrivalGuidePanel } from '../../arrival';
import { DateChangePanel } from '../../date-changes';
import { ContactHost } from '../../messages';
import { useLocale } from '../../preferences';
import { bookingApi, invalidateBookings, useBooking } from '../api';
import { PolicyNote } from '../components/PolicyNote';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { ReviewPanel } from '../components/ReviewPanel';
import { useExactMoney } from '../money';

/** `/dashboard/guest/trips/:tripId`: itinerary, address once confirmed, host contact, receipt, cancel. */
export default function TripPage() {
  const { t } = useTranslation();
  const id = Number(useParams().tripId) || 0;
  const query = useBooking(id);
  usePageTitle(query.data?.listing.title ?? t('booking.trip.title'));
  return (
    <section className="space-y-6">
      <Link to="/dashboard/guest/trips" className="inline-flex items-center gap-1 text-sm font-semibold underline">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('booking.trip.back')}
      </Link>
      {!query.data && <h1 className="text-2xl font-bold sm:text-3xl">{t('booking.trip.title')}</h1>}
      <QueryState query={query} rows={5}>
        {(booking) => <TripDetails booking={booking} />}
      </QueryState>
    </section>
  );
}

function TripDetails({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const canCancel = booking.actions.includes('cancel');

  const cancel = async () => {
    setBusy(true);
    const [data, err] = await bookingApi.cancel(booking.id);
    setBusy(false);
    setConfirming(false);
    if (err) {
      notify.error(err.message);
    } else {
      notify.success(t('booking.trip.cancelled'), t('booking.trip.refunded', { amount: money(data.refunded) }));
    }
    void invalidateBookings(queryClient);
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">{booking.listing.title}</h1>
          <StateBadge state={booking.state} viewer={booking.viewer} />
        </div>
        <p className="text-sm text-muted">
          {t('booking.checkout.code')}: <span className="font-mono">{booking.code}</span> · {booking.listing.place}
        </p>
        {booking.state === 'pending' && booking.expires_at && (
          <p className="text-sm">{t('booking.trip.waiting', { time: formatDateTime(booking.expires_at, locale) })}</p>
        )}
        {booking.refunded.amount > 0 && (
          <Alert tone="success" title={t('booking.trip.refundTitle')}>
            <p data-testid="refunded">{t('booking.trip.refunded', { amount: money(booking.refunded) })}</p>
          </Alert>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="itinerary" className="rounded-card border border-line bg-surface p-5">
          <h2 id="itinerary" className="mb-3 text-lg font-semibold">
            {t('booking.trip.itinerary')}
          </h2>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {booking.checkin && booking.checkout ? (
              <>
                <div>
                  <dt className="text-muted">{t('booking.widget.checkin')}</dt>
                  <dd className="font-medium">
                    {formatDay(booking.checkin, locale)}
                    {booking.check_in_time && ` · ${booking.check_in_time}`}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">{t('booking.widget.checkout')}</dt>
                  <dd className="font-medium">
                    {formatDay(booking.checkout, locale)}
                    {booking.check_out_time && ` · ${booking.check_out_time}`}
                  </dd>
                </div>
              </>
            ) : (
              booking.starts_at && (
                <div>
                  <dt className="text-muted">{t('booking.trip.starts')}</dt>
                  <dd className="font-medium">{formatDateTime(booking.starts_at, locale)}</dd>
                </div>
              )
            )}
            <div>
              <dt className="text-muted">{t('booking.widget.guests')}</dt>
              <dd className="font-medium">
                {partySummary(t, {
                  adults: booking.guests,
                  children: 0,
                  infants: booking.quote.infants,
                  pets: booking.quote.pets,
                })}
              </dd>
            </div>
          </dl>
          <p className="mt-4 flex items-start gap-2 text-sm">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span data-testid="trip-address">{booking.address ?? t('booking.trip.addressHidden')}</span>
          </p>
        </section>

        <section aria-labelledby="host-contact" className="rounded-card border border-line bg-surface p-5">
          <h2 id="host-contact" className="mb-3 text-lg font-semibold">
            {t('booking.trip.host', { name: booking.host?.first_name ?? t('booking.formerUser') })}
          </h2>
          {!booking.host ? (
            <p className="text-sm text-muted">{t('booking.formerGone')}</p>
          ) : (
            <div className="flex flex-col items-start gap-3 text-sm">
              <MessageHost booking={booking} hostName={booking.host.first_name} />
              {booking.host.phone && (
                <p className="flex items-center gap-2">
                  <Phone className="size-4" aria-hidden="true" />
                  <a href={`tel:${booking.host.phone}`} className="underline">
                    {booking.host.phone}
                  </a>
                </p>
              )}
            </div>
          )}
        </section>
      </div>

      <ArrivalGuidePanel bookingId={booking.id} state={booking.state} isHome={booking.checkin !== null} />
      <DateChangePanel booking={booking} onChanged={() => void invalidateBookings(queryClient)} />

      <section aria-labelledby="receipt" className="rounded-card border border-line bg-surface p-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="receipt" className="text-lg font-semibold">
            {t('booking.trip.receipt')}
          </h2>
          <Link to={`/invoice?booking=${booking.id}`} className={buttonClass('secondary')}>
            <Receipt className="size-4" aria-hidden="true" />
            {t('booking.trip.invoice')}
          </Link>
        </div>
        <PriceBreakdown quote={booking.quote} />
        <h3 className="mt-4 text-sm font-semibold">{t('booking.trip.payments')}</h3>
        <ul className="mt-1 space-y-1 text-sm">
          {booking.payments.map((p) => (
            <li key={p.id} className="flex justify-between gap-3">
              <span>
                {t(`booking.payment.${p.kind}`)} · {formatDateTime(p.created_at, locale)}
              </span>
              <span className="font-medium">{money(p.amount)}</span>
            </li>
          ))}
        </ul>
      </section>

      {booking.state === 'completed' && <ReviewPanel bookingId={booking.id} viewer={booking.viewer} />}

      {/* Once the stay is over, its cancellation terms no longer apply. */}
      {booking.state !== 'completed' && (
        <section className="rounded-card border border-line bg-surface p-5">
          <PolicyNote policy={booking.cancellation_policy} />
          {canCancel && booking.refund_preview && (
            <Button variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
              {booking.state === 'pending' ? t('booking.trip.withdraw') : t('booking.trip.cancel')}
            </Button>
          )}
        </section>
      )}

      {booking.refund_preview && (
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={booking.state === 'pending' ? t('booking.trip.withdrawTitle') : t('booking.trip.cancelTitle')}
        >
          <p className="text-sm" data-testid="refund-preview">
            {booking.state === 'pending'
              ? t('booking.trip.withdrawText')
              : t('booking.trip.refundPreview', {
                  amount: money(booking.refund_preview.amount),
                  percent: booking.refund_preview.percent,
                })}
          </p>
          <div className="mt-5 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('booking.trip.keep')}
            </Button>
            <Button onClick={cancel} disabled={busy}>
              {t('booking.trip.confirmCancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** Opens the guest and host's conversation; before either has written, the dialog to start it. */
function MessageHost({ booking, hostName }: { booking: BookingDetail; hostName: string }) {
  const { t } = useTranslation();
  if (booking.conversation_id !== null) {
    return (
      <Link
        to={`/dashboard/${booking.viewer}/messages/${booking.conversation_id}`}
        className={buttonClass('secondary')}
      >
        <MessageSquare className="size-4" aria-hidden="true" />
        {t('trip.messageHost')}
      </Link>
    );
  }
  if (booking.listing.id === null || !booking.host) return null;
  return <ContactHost listingId={booking.listing.id} hostId={booking.host.id} hostName={hostName} />;
}
