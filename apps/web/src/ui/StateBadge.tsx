import type { BookingState } from '@roamstead/contract';
import { useTranslation } from '../i18n';

const TONE: Record<BookingState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-900',
  completed: 'bg-canvas text-ink',
  declined: 'bg-red-100 text-red-900',
  expired: 'bg-canvas text-muted',
  cancelled_by_guest: 'bg-red-100 text-red-900',
  cancelled_by_host: 'bg-red-100 text-red-900',
  cancelled_by_support: 'bg-red-100 text-red-900',
};

/** A booking's state as a coloured label; the viewer's own cancellation reads "Cancelled by you". */
export function StateBadge({ state, viewer }: { state: BookingState; viewer?: 'guest' | 'host' }) {
  const { t } = useTranslation();
  const mine = viewer !== undefined && state === `cancelled_by_${viewer}`;
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[state]}`}>
      {mine ? t('trip.cancelledByYou') : t(`booking.state.${state}`)}
    </span>
  );
}
