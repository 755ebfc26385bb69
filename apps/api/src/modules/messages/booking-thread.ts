import type { BookingDetail, ConversationBooking } from '@roamstead/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { MessagingService } from './service';
import { openConversation } from './threads';

/**
 * Every booking gets its thread: the guest–host–listing conversation is opened (or found), points
 * at the newest booking, and the guest's note to the host becomes the guest's message in it.
 */

/** What of a new booking the thread needs (a bookings row fits). */
export interface BookedStay {
  id: number;
  guestId: number | null;
  hostId: number | null;
  listingId: number | null;
  checkin: string | null;
  checkout: string | null;
  guests: number;
  message: string;
}

/** The bookings' reactions in their threads; the app calls them on the bookings module's events. */
export function bookingThreads(db: Db, service: MessagingService, log: { error(obj: object, msg: string): void }) {
  /**
   * Opens the thread of a new booking, links it and posts the guest's note. Never throws: a booking
   * stands even when its thread could not be opened (the failure is logged). Returns the thread's id.
   */
  async function opened(booking: BookedStay): Promise<number | null> {
    const { guestId, hostId, listingId } = booking;
    if (guestId === null || hostId === null || listingId === null) return null;
    try {
      const { id } = await openConversation(db, { guestId, hostId, listingId });
      // The newest booking wins: an older one finishing late does not take the thread back.
      await db
        .update(conversations)
        .set({
          bookingId: booking.id,
          checkIn: booking.checkin,
          checkOut: booking.checkout,
          guests: booking.guests,
          updatedAt: new Date(),
        })
        .where(
          and(eq(conversations.id, id), or(isNull(conversations.bookingId), lt(conversations.bookingId, booking.id))),
        );
      // A new booking brings an archived thread back to both inboxes.
      await db.update(conversationMembers).set({ archivedAt: null }).where(eq(conversationMembers.conversationId, id));
      const note = booking.message;
      if (note.trim()) {
        await service.send(guestId, id, note, undefined, { limited: false });
      } else {
        await service.changed(id, [guestId, hostId]);
      }
      return id;
    } catch (err) {
      log.error({ err, bookingId: booking.id }, 'opening the booking conversation failed');
      return null;
    }
  }

  /**
   * Tells both sides' open threads that their booking changed state (accepted, declined, cancelled…),
   * so the side panel updates without a reload. Never throws, like linking.
   */
  async function changed(booking: { id: number; guestId: number | null; hostId: number | null }) {
    try {
      const threads = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.bookingId, booking.id));
      for (const { id } of threads) await service.changed(id, [booking.guestId, booking.hostId]);
    } catch (err) {
      log.error({ err, bookingId: booking.id }, 'announcing the booking to its conversation failed');
    }
  }

  /**
   * A date change asked for or answered: the thread shows the stay's dates as they are now and
   * `from`'s note about it. Never throws, like linking.
   */
  async function rescheduled({ booking, from, text }: { booking: BookedStay; from: number | null; text: string }) {
    try {
      const threads = await db
        .update(conversations)
        .set({ checkIn: booking.checkin, checkOut: booking.checkout, guests: booking.guests, updatedAt: new Date() })
        .where(eq(conversations.bookingId, booking.id))
        .returning({ id: conversations.id });
      for (const { id } of threads) {
        if (from !== null) await service.send(from, id, text, undefined, { limited: false });
        else await service.changed(id, [booking.guestId, booking.hostId]);
      }
    } catch (err) {
      log.error({ err, bookingId: booking.id }, 'announcing the date change in its conversation failed');
    }
  }

  return { opened, changed, rescheduled };
}

/** A booking as a thread's side panel shows it, from the bookings module's own detail. */
const conversationBooking = (b: BookingDetail): ConversationBooking => ({
  id: b.id,
  code: b.code,
  state: b.state,
  listing_id: b.listing.id,
  checkin: b.checkin,
  checkout: b.checkout,
  starts_at: b.starts_at,
  nights: b.nights,
  guests: b.guests,
  total: b.total,
  expires_at: b.expires_at,
  actions: b.actions,
  viewer: b.viewer,
});

/**
 * A thread's booking, from the bookings module's own detail for `userId`; a booking it no longer
 * shows that user (404) is left out of the thread.
 */
export const threadBooking =
  (detail: (userId: number, bookingId: number) => Promise<BookingDetail>) =>
  async (userId: number, bookingId: number): Promise<ConversationBooking | null> => {
    try {
      return conversationBooking(await detail(userId, bookingId));
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  };
