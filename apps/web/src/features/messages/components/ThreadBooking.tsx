import type { ConversationBooking } from '@roamstead/contract';
import { CalendarDays, Clock, Receipt, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { DeclineRequestDialog } from '../../../ui/ConfirmDialog';
import { StateBadge } from '../../../ui/StateBadge';
import { notify } from '../../../ui/toast';
import { useExactMoney } from '../../booking';
import { useLocale } from '../../preferences';
import { useAnswerBooking } from '../api';
import { stayDates } from '../format';

/** Where the booking lives for the viewer: the guest's trip, or the host's reservations. */
const bookingLink = (b: ConversationBooking) =>
  b.viewer === 'guest'
    ? `/dashboard/guest/trips/${b.id}`
    : `/dashboard/host/calendar?${b.listing_id ? `listing=${b.listing_id}&` : ''}booking=${b.id}`;

/** The thread's booking in the side panel: state, dates, party, total, link, and the host's answer. */
export function ThreadBooking({
  conversationId,
  booking: b,
}: {
  conversationId: number;
  booking: ConversationBooking;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  const answer = useAnswerBooking(conversationId);
  const [confirming, setConfirming] = useState(false);
  const when =
    b.checkin && b.checkout
      ? stayDates(b.checkin, b.checkout, locale)
      : b.starts_at
        ? formatDateTime(b.starts_at, locale)
        : null;
  const respond = (accept: boolean) =>
    answer.mutate(
      { bookingId: b.id, accept },
      {
        onSuccess: () =>
          notify.success(t(accept ? 'conversations.booking.accepted' : 'conversations.booking.declined')),
        onError: (err) => notify.error(errorText(err)),
      },
    );
  const canAnswer = b.actions.includes('accept') || b.actions.includes('decline');

  return (
    <div className="flex flex-col gap-2" data-testid="thread-booking">
      <p className="flex flex-wrap items-center gap-2">
        <StateBadge state={b.state} />
        <span className="text-xs text-muted">{b.code}</span>
      </p>
      {when && (
        <p className="flex items-center gap-2">
          <CalendarDays className="size-4 text-muted" aria-hidden="true" />
          {when}
        </p>
      )}
      <p className="flex items-center gap-2">
        <Users className="size-4 text-muted" aria-hidden="true" />
        {t('conversations.panel.guests', { count: b.guests })}
      </p>
      <p className="flex items-center gap-2">
        <Receipt className="size-4 text-muted" aria-hidden="true" />
        {t('conversations.booking.total', { total: money(b.total) })}
      </p>
      {canAnswer && b.expires_at && (
        <p className="flex items-center gap-2 text-muted">
          <Clock className="size-4" aria-hidden="true" />
          {t('conversations.booking.answerBy', { when: formatDateTime(b.expires_at, locale) })}
        </p>
      )}
      {canAnswer && (
        <div className="flex gap-2">
          {b.actions.includes('accept') && (
            <Button onClick={() => respond(true)} disabled={answer.isPending}>
              {t('conversations.booking.accept')}
            </Button>
          )}
          {b.actions.includes('decline') && (
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={answer.isPending}>
              {t('conversations.booking.decline')}
            </Button>
          )}
          <DeclineRequestDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => respond(false)} />
        </div>
      )}
      <Link to={bookingLink(b)} className="font-semibold text-brand-600 underline">
        {b.viewer === 'guest' ? t('conversations.booking.viewTrip') : t('conversations.booking.viewReservation')}
      </Link>
    </div>
  );
}
