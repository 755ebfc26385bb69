import { todayUtc } from '@roamstead/contract';
import { and, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, experienceSlots, listings, payouts, places, userSuspensions } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { BookingsContext } from './context';
import { localInstant } from './dates';
import type { ReviewsService } from './reviews';
import type { FiredEvent } from './transitions';

type Fire = (bookingId: number, event: FiredEvent) => Promise<unknown>;

/**
 * The system's transitions (no external scheduler):
 * pending requests past their 24 hours expire, accepted stays whose checkout has passed are
 * completed, payouts whose time has come are released and reviews whose window closed are
 * published. Each transition is conditional, so sweeps racing each other (or a host answering at
 * the last second) cannot both apply it.
 */
async function sweep(db: Db, now: Date, fire: Fire, reviews: ReviewsService, expireChanges: () => Promise<void>) {
  const ignoreRace = (err: unknown) => {
    if (!(err instanceof AppError && err.status === 409)) throw err;
  };

  const expired = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.state, 'pending'), lte(bookings.expiresAt, now)));
  for (const { id } of expired) await fire(id, 'expire').catch(ignoreRace);

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
      await fire(s.id, 'complete').catch(ignoreRace);
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
  for (const { id } of experiences) await fire(id, 'complete').catch(ignoreRace);

  // Look before writing: most sweeps find nothing to do. A deleted
  // host's payouts are gone with the account (payouts.host_id cascades), so nothing is paid to them;
  // a suspended host's are held until they are reinstated (docs/adr/0075).
  const due = and(
    eq(payouts.status, 'scheduled'),
    lte(payouts.scheduledFor, now),
    notExists(db.select({ one: sql`1` }).from(userSuspensions).where(eq(userSuspensions.userId, payouts.hostId))),
  );
  const [payout] = await db.select({ id: payouts.id }).from(payouts).where(due).limit(1);
  if (payout) await db.update(payouts).set({ status: 'paid', paidAt: now }).where(due);

  await reviews.publishClosed();
  await expireChanges();
}

/**
 * The sweep as the app runs it: `run` from the scheduled job, `fresh` before answering a bookings
 * request (one hook in routes.ts), so nobody sees a request that should have expired or a stay that
 * should be complete. Callers arriving while a sweep runs wait for that one rather than start their
 * own; a failed fresh sweep is logged and never fails the request that asked for it.
 */
export function bookingSweeper(
  ctx: Pick<BookingsContext, 'db' | 'now' | 'log'>,
  fire: Fire,
  reviews: ReviewsService,
  /** Date change requests past their time expire (`changes.ts`). */
  expireChanges: () => Promise<void>,
) {
  const run = () => sweep(ctx.db, ctx.now(), fire, reviews, expireChanges);
  let sweeping: Promise<void> | null = null;
  return {
    run,
    fresh() {
      sweeping ??= run()
        .catch((err) => ctx.log.error({ err }, 'booking sweep failed'))
        .finally(() => {
          sweeping = null;
        });
      return sweeping;
    },
  };
}
