import type { BookingSummary } from '@roamstead/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { StateBadge } from '../../../ui/StateBadge';
import { useLocale } from '../../preferences';
import { useExactMoney } from '../money';

/**
 * One booking in a list: photo, place, dates, state and the guest's total (for the host, their
 * payout in the currency they are paid in); links to its details.
 */
export function TripCard({ booking, to }: { booking: BookingSummary; to: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  const when =
    booking.checkin && booking.checkout
      ? `${formatDay(booking.checkin, locale)} – ${formatDay(booking.checkout, locale)}`
      : booking.starts_at
        ? formatDateTime(booking.starts_at, locale)
        : '';
  return (
    <Link
      to={to}
      className="flex gap-4 rounded-card border border-line bg-surface p-3 hover:border-ink focus-visible:outline-2"
    >
      {booking.listing.photo_url ? (
        <img src={booking.listing.photo_url} alt="" className="size-20 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="size-20 shrink-0 rounded-lg bg-canvas" aria-hidden="true" />
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span dir="auto" className="min-w-0 truncate font-semibold">
            {booking.listing.title}
          </span>
          <StateBadge state={booking.state} />
        </span>
        <span className="truncate text-sm text-muted">{booking.listing.place}</span>
        <span className="text-sm">{when}</span>
        <span className="text-sm">
          {booking.host_payout
            ? t('booking.trips.guestsPayout', { count: booking.guests, payout: money(booking.host_payout) })
            : t('booking.trips.guestsTotal', { count: booking.guests, total: money(booking.total) })}
        </span>
      </span>
    </Link>
  );
}
