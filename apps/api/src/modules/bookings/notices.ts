import { type BookingEvent, PRODUCT_NAME, type Quote } from '@roamstead/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, notifications, users } from '../../db/schema';
import type { Outbox } from '../../platform/outbox';
import { notify } from '../notifications';
import type { BookingRow, BookingsContext } from './context';

export interface NoticeSubject {
  id: number;
  /** Null once deleted: nobody is notified on a deleted account's behalf. */
  listingId: number | null;
  guestId: number | null;
  hostId: number | null;
  guestName: string;
  listingTitle: string;
  /** "12–15 Dec 2026" or the slot's start. */
  when: string;
  refund?: string;
  /** The guest's message to the host, quoted in the host's notice of a new booking. */
  message?: string;
}

const trip = (id: number) => `/dashboard/guest/trips/${id}`;
const reservation = (s: NoticeSubject) =>
  s.listingId === null
    ? `/dashboard/host/calendar?booking=${s.id}`
    : `/dashboard/host/calendar?listing=${s.listingId}&booking=${s.id}`;

/**
 * The in-app notification (and e-mail, per the user's channels) each transition sends. The host's
 * notice of a request is actionable: the bell's Approve/Decline accept or decline it.
 */
async function sendNotices(db: Db, outbox: Outbox, event: BookingEvent, s: NoticeSubject) {
  const to = (userId: number | null, input: Parameters<typeof notify>[2]) =>
    userId === null ? Promise.resolve(null) : notify(db, userId, input, outbox);
  const guest = (title: string, body: string) =>
    to(s.guestId, { kind: 'booking_update', title, body, link: trip(s.id), subjectId: s.id });
  const host = (title: string, body: string) =>
    to(s.hostId, { kind: 'booking_update', title, body, link: reservation(s), subjectId: s.id });
  const stay = `${s.listingTitle}, ${s.when}`;
  const said = s.message ? ` ${s.guestName} wrote: “${s.message}”` : '';
  switch (event) {
    case 'request':
      await to(s.hostId, {
        kind: 'booking_request',
        title: 'New booking request',
        body: `${s.guestName} asks to book ${stay}. Answer within 24 hours.${said}`,
        link: reservation(s),
        actorName: s.guestName,
        actionable: true,
        subjectId: s.id,
      });
      await guest('Request sent', `Your request for ${stay} was sent. The host has 24 hours to answer.`);
      return;
    case 'instant_book':
      await host('New reservation', `${s.guestName} booked ${stay}.${said}`);
      await guest('Booking confirmed', `You're going to ${stay}. Your receipt is in your trip.`);
      return;
    case 'accept':
      await guest('Booking confirmed', `The host accepted your request for ${stay}. The address is in your trip.`);
      return;
    case 'decline':
      await guest('Request declined', `The host declined your request for ${stay}. Your card was not charged.`);
      return;
    case 'expire':
      await guest(
        'Request expired',
        `The host did not answer your request for ${stay} in time. Your card was not charged.`,
      );
      await host('Request expired', `The request from ${s.guestName} for ${stay} expired.`);
      return;
    case 'withdraw':
      await host('Request withdrawn', `${s.guestName} withdrew the request for ${stay}.`);
      await guest('Request withdrawn', `Your request for ${stay} was withdrawn. Your card was not charged.`);
      return;
    case 'cancel_by_guest':
      await host('Reservation cancelled', `${s.guestName} cancelled ${stay}. The nights are open again.`);
      await guest('Trip cancelled', `Your trip to ${stay} is cancelled. Refund: ${s.refund ?? 'none'}.`);
      return;
    case 'cancel_by_host':
      await guest('Trip cancelled by the host', `The host cancelled ${stay}. You get a full refund of ${s.refund}.`);
      await host(
        'Reservation cancelled',
        `You cancelled ${s.guestName}'s stay at ${stay}. The guest is refunded in full.`,
      );
      return;
    case 'cancel_by_support':
      await guest(
        'Trip cancelled by support',
        `${PRODUCT_NAME} support cancelled your trip to ${stay}. Refund: ${s.refund ?? 'none'}.`,
      );
      await host(
        'Reservation cancelled by support',
        `${PRODUCT_NAME} support cancelled ${s.guestName}'s stay at ${stay}. The nights are open again and your earnings show what you are still paid.`,
      );
      return;
    case 'decline_by_support':
      await guest(
        'Request declined by support',
        `${PRODUCT_NAME} support declined your request for ${stay}. Your card was not charged.`,
      );
      await host(
        'Request closed by support',
        `${PRODUCT_NAME} support declined the request from ${s.guestName} for ${stay}. The nights are open again.`,
      );
      return;
    case 'complete':
      await guest('Hope you enjoyed your stay', `Your trip to ${stay} is complete.`);
      await host('Stay completed', `${s.guestName}'s stay at ${stay} is complete.`);
      return;
  }
}

export const formatMoney = (amount: number, currency: string, minorDigits = 2) =>
  `${(amount / 10 ** minorDigits).toFixed(minorDigits)} ${currency}`;

const fmtDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The notices of a booking's transitions, and the host's Approve/Decline settled once answered. */
export function bookingNotices({ db, outbox, log }: Pick<BookingsContext, 'db' | 'outbox' | 'log'>) {
  async function noticeSubject(b: BookingRow, refund?: string): Promise<NoticeSubject> {
    const [guest] =
      b.guestId === null
        ? []
        : await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, b.guestId));
    const [l] =
      b.listingId === null
        ? []
        : await db.select({ title: listings.title }).from(listings).where(eq(listings.id, b.listingId));
    const q = b.quote as Quote;
    const when =
      b.checkin && b.checkout
        ? `${fmtDay(b.checkin)} – ${fmtDay(b.checkout)}`
        : q.starts_at
          ? new Date(q.starts_at).toUTCString()
          : '';
    return {
      id: b.id,
      listingId: b.listingId,
      guestId: b.guestId,
      hostId: b.hostId,
      guestName: guest?.firstName || 'A guest',
      listingTitle: l?.title ?? (b.listingTitle || 'your listing'),
      when,
      ...(b.message ? { message: b.message } : {}),
      ...(refund ? { refund } : {}),
    };
  }

  /** Notices never fail the answer they follow. */
  async function announce(event: BookingEvent, b: BookingRow, refund?: string) {
    try {
      await sendNotices(db, outbox, event, await noticeSubject(b, refund));
    } catch (err) {
      log.error({ err, bookingId: b.id }, 'booking notification failed');
    }
  }

  /** A request answered anywhere else no longer offers Approve/Decline in the host's bell. */
  async function settleRequestNotice(bookingId: number, approved: boolean) {
    await db
      .update(notifications)
      .set({ actionStatus: approved ? 'approved' : 'declined' })
      .where(
        and(
          eq(notifications.kind, 'booking_request'),
          eq(notifications.subjectId, bookingId),
          eq(notifications.actionStatus, 'pending'),
        ),
      );
  }

  return { announce, settleRequestNotice };
}
