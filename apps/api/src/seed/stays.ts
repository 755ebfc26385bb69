import { addDays, BOOKING_FEES, type Quote, todayUtc } from '@roamstead/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, currencies, listings, payments, payouts, reviews } from '../db/schema';
import { payoutSplit, priceBooking } from '../modules/bookings/pricing';

const DAY_MS = 86_400_000;

/**
 * The stays behind the demo host's reviews: each review's guest stayed two to four nights ending
 * the day before they wrote it, paid, and the host was paid out a day after check-in, so the demo
 * host's earnings show what their reviews imply. Returns how many stays it wrote.
 */
export async function seedCompletedStays(db: Db, hostId: number) {
  const rates = new Map((await db.select().from(currencies)).map((c) => [c.code, c]));
  const rows = await db
    .select({ review: reviews, listing: listings })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(eq(listings.hostId, hostId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  const today = todayUtc();
  const stays = rows.flatMap(({ review, listing }) => {
    const rate = rates.get(listing.currency);
    const checkout = addDays(review.createdAt.toISOString().slice(0, 10), -1);
    if (!rate || listing.kind !== 'home' || checkout >= today) return [];
    const nights = 2 + (review.id % 3);
    const checkin = addDays(checkout, -nights);
    const nightly = Array.from({ length: nights }, (_, i) => ({
      date: addDays(checkin, i),
      amount: listing.nightlyPrice,
    }));
    const price = priceBooking({
      unitPrices: nightly.map((n) => n.amount),
      quantity: 1,
      cleaningFee: listing.cleaningFee,
      listingRate: rate,
      guestRate: rate,
    });
    const money = (amount: number) => ({ amount, currency: listing.currency });
    const startsAt = new Date(`${checkin}T${listing.checkInTime}:00Z`);
    const quote: Quote = {
      listing_id: listing.id,
      kind: 'home',
      checkin,
      checkout,
      slot_id: null,
      starts_at: startsAt.toISOString(),
      nights,
      guests: 2,
      infants: 0,
      pets: 0,
      nightly,
      accommodation: money(price.accommodation),
      discount: null,
      cleaning_fee: money(price.cleaning),
      service_fee: money(price.serviceFee),
      taxes: money(price.taxes),
      total: money(price.total),
      listing_total: money(price.listingTotal),
      instant_book: listing.instantBook,
      cancellation_policy: listing.cancellationPolicy,
      fees: { service_fee_percent: BOOKING_FEES.guestServiceFeePercent, tax_percent: BOOKING_FEES.taxPercent },
    };
    const bookedAt = new Date(startsAt.getTime() - 30 * DAY_MS);
    return [
      {
        booking: {
          listingId: listing.id,
          guestId: review.authorId,
          hostId,
          listingTitle: listing.title,
          state: 'completed' as const,
          checkin,
          checkout,
          guests: 2,
          startsAt,
          quote,
          totalAmount: price.total,
          currency: listing.currency,
          hostGross: price.hostGross,
          hostCurrency: listing.currency,
          cancellationPolicy: listing.cancellationPolicy,
          createdAt: bookedAt,
          stateChangedAt: new Date(`${checkout}T12:00:00Z`),
        },
        total: price.total,
        hostGross: price.hostGross,
        paidAt: new Date(startsAt.getTime() + DAY_MS),
      },
    ];
  });
  if (stays.length === 0) return 0;
  // One statement each: the ids come back in the order of the rows.
  const ids = await db
    .insert(bookings)
    .values(stays.map((s) => s.booking))
    .returning({ id: bookings.id });
  const each = stays.map((s, i) => ({ ...s, id: ids[i]?.id as number }));
  await db.insert(payments).values(
    each.flatMap(({ id, total, booking }) =>
      (['authorization', 'capture'] as const).map((kind) => ({
        bookingId: id,
        kind,
        amount: total,
        currency: booking.currency,
        provider: 'test_mode',
        reference: `seed_${kind}_${id}`,
        createdAt: booking.createdAt,
      })),
    ),
  );
  await db.insert(payouts).values(
    each.map(({ id, hostGross, booking, paidAt }) => ({
      bookingId: id,
      hostId,
      ...payoutSplit(hostGross),
      currency: booking.currency,
      status: 'paid' as const,
      scheduledFor: paidAt,
      paidAt,
      createdAt: booking.createdAt,
    })),
  );
  return stays.length;
}
