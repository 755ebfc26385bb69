import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, experienceSlots, listings, payouts, places } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { localInstant, todayUtc } from './dates';
import type { ReviewsService } from './reviews';
import type { BookingsService } from './service';

/**
 * The system's transitions, run on a timer and before every read (no external scheduler):
 * pending requests past their 24 hours expire, accepted stays whose checkout has passed are
 * completed, payouts whose time has come are released and reviews whose window closed are
 * published. Each transition is conditional, so sweeps racing each other (or a host answering at
 * the last second) cannot both apply it.
 */
export async function sweep(db: Db, service: BookingsService, reviews?: ReviewsService) {
  const now = service.now();
  const ignoreRace = (err: unknown) => {
    if (!(err instanceof AppError && err.status === 409)) throw err;
  };

  const expired = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.state, 'pending'), lte(bookings.expiresAt, now)));
  for (const { id } of expired) await service.fire(id, 'expire').catch(ignoreRace);

  const stays = await db
    .select({
      id: bookings.id,
      checkout: bookings.checkout,
      checkOutTime: listings.checkOutTime,
      timezone: places.timezone,
    })
    .from(bookings)
    // A stay whose listing was deleted still completes, at the default checkout time.
    .leftJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(places, eq(places.id, listings.placeId))
    .where(and(eq(bookings.state, 'accepted'), sql`${bookings.checkout} <= ${todayUtc(now)}::date + 1`));
  for (const s of stays) {
    if (s.checkout && localInstant(s.checkout, s.checkOutTime ?? '11:00', s.timezone) <= now) {
      await service.fire(s.id, 'complete').catch(ignoreRace);
    }
  }

  const experiences = await db
    .select({ id: bookings.id })
    .from(bookings)
    // A removed slot or deleted listing: the start the quote kept, without a duration.
    .leftJoin(experienceSlots, eq(experienceSlots.id, bookings.slotId))
    .leftJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      and(
        eq(bookings.state, 'accepted'),
        isNull(bookings.checkin),
        sql`coalesce(${experienceSlots.startsAt}, (${bookings.quote}->>'starts_at')::timestamptz) + make_interval(mins => coalesce(${listings.durationMinutes}, 0)) <= ${now.toISOString()}::timestamptz`,
      ),
    );
  for (const { id } of experiences) await service.fire(id, 'complete').catch(ignoreRace);

  // Look before writing: a sweep runs before every read, and most find nothing to do. A deleted
  // host's payouts are gone with the account (payouts.host_id cascades), so nothing is paid to them.
  const due = and(eq(payouts.status, 'scheduled'), lte(payouts.scheduledFor, now));
  const [payout] = await db.select({ id: payouts.id }).from(payouts).where(due).limit(1);
  if (payout) await db.update(payouts).set({ status: 'paid', paidAt: now }).where(due);

  await reviews?.publishClosed();
}
