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
};

/** A booking's state as a coloured label. */
export function StateBadge({ state }: { state: BookingState }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[state]}`}>
      {t(`booking.state.${state}`)}
    </span>
  );
}
