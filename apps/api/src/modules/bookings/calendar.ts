import {
  type Availability,
  addDays,
  BOOKING_MESSAGES,
  type CalendarNight,
  countDays,
  type HostCalendar,
  listDays,
} from '@roamstead/contract';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  calendarFeedEvents,
  calendarFeeds,
  experienceSlots,
  listingHolds,
  listingNightPrices,
  listings,
  places,
  users,
} from '../../db/schema';
import { EXCLUSION_VIOLATION, retryOnDeadlock, sqlState } from '../../platform/db-errors';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/errors';
import { managedBy } from '../cohosts';
import { localToday, parseRange, stayRange } from './dates';

/** The longest range one calendar call covers. */
const MAX_RANGE_DAYS = 400;

function checkRange(from: string, to: string) {
  if (to <= from)
    throw badRequest('The end date must be after the start date.', {
      to: ['The end date must be after the start date.'],
    });
  if (countDays(from, to) > MAX_RANGE_DAYS) {
    const message = `Choose at most ${MAX_RANGE_DAYS} days at a time.`;
    throw badRequest(message, { to: [message] });
  }
}

const overlaps = (listingId: number, from: string, to: string) =>
  and(eq(listingHolds.listingId, listingId), sql`${listingHolds.stay} && ${stayRange(from, to)}::daterange`);

/** Public availability (nights and experience slots) and the host's calendar tools. */
export function calendarService(db: Db, now: () => Date) {
  /** The listing's date now, in its place's time zone. */
  async function todayAt(l: { placeId: number | null }) {
    const [place] = l.placeId
      ? await db.select({ timezone: places.timezone }).from(places).where(eq(places.id, l.placeId))
      : [];
    return localToday(now(), place?.timezone ?? null);
  }

  async function hostListing(hostId: number, listingId: number) {
    const [l] = await db
      .select()
      .from(listings)
      .where(and(eq(listings.id, listingId), managedBy(hostId, 'calendar')));
    if (!l) throw notFound();
    return l;
  }

  return {
    async availability(listingId: number, from?: string, to?: string): Promise<Availability> {
      const [l] = await db
        .select()
        .from(listings)
        .where(and(eq(listings.id, listingId), eq(listings.status, 'published')));
      if (!l) throw notFound();
      const start = from ?? (await todayAt(l));
      const end = to ?? addDays(start, 365);
      checkRange(start, end);
      const holds = await db
        .select({ stay: listingHolds.stay })
        .from(listingHolds)
        .where(overlaps(l.id, start, end));
      const unavailable = new Set<string>();
      for (const h of holds) {
        const r = parseRange(h.stay);
        for (const night of listDays(r.from < start ? start : r.from, r.to > end ? end : r.to)) unavailable.add(night);
      }
      const slots =
        l.kind === 'experience'
          ? await db
              .select()
              .from(experienceSlots)
              .where(
                and(
                  eq(experienceSlots.listingId, l.id),
                  gte(experienceSlots.startsAt, now()),
                  lt(experienceSlots.startsAt, new Date(`${end}T00:00:00Z`)),
                ),
              )
              .orderBy(asc(experienceSlots.startsAt))
          : [];
      return {
        listing_id: l.id,
        from: start,
        to: end,
        unavailable: [...unavailable].sort(),
        min_nights: l.minNights,
        max_nights: l.maxNights,
        max_guests: l.maxGuests,
        slots: slots.map((s) => ({
          id: s.id,
          starts_at: s.startsAt.toISOString(),
          capacity: s.capacity,
          seats_left: s.capacity - s.seatsTaken,
        })),
      };
    },

    async hostListings(hostId: number) {
      const rows = await db
        .select({ id: listings.id, title: listings.title, kind: listings.kind })
        .from(listings)
        .where(managedBy(hostId, 'calendar'))
        .orderBy(asc(listings.id));
      return { items: rows };
    },

    async calendar(hostId: number, listingId: number, from: string, to: string): Promise<HostCalendar> {
      checkRange(from, to);
      const l = await hostListing(hostId, listingId);
      const [holds, prices] = await Promise.all([
        db
          .select({
            stay: listingHolds.stay,
            reason: listingHolds.reason,
            bookingId: listingHolds.bookingId,
            feedName: calendarFeeds.name,
          })
          .from(listingHolds)
          .leftJoin(calendarFeedEvents, eq(calendarFeedEvents.id, listingHolds.feedEventId))
          .leftJoin(calendarFeeds, eq(calendarFeeds.id, calendarFeedEvents.feedId))
          .where(overlaps(l.id, from, to)),
        db
          .select()
          .from(listingNightPrices)
          .where(
            and(
              eq(listingNightPrices.listingId, l.id),
              sql`${listingNightPrices.night} >= ${from}::date and ${listingNightPrices.night} < ${to}::date`,
            ),
          ),
      ]);
      const bookingIds = holds.flatMap((h) => (h.bookingId ? [h.bookingId] : []));
      const booked = bookingIds.length
        ? await db
            .select({ id: bookings.id, state: bookings.state, guestName: users.firstName })
            .from(bookings)
            // A deleted guest's nights stay booked, without a name.
            .leftJoin(users, eq(users.id, bookings.guestId))
            .where(inArray(bookings.id, bookingIds))
        : [];
      const byBooking = new Map(booked.map((b) => [b.id, b]));
      const byNight = new Map<string, Pick<CalendarNight, 'state' | 'booking_id' | 'guest_name' | 'source'>>();
      for (const h of holds) {
        const r = parseRange(h.stay);
        const b = h.bookingId ? byBooking.get(h.bookingId) : undefined;
        const value =
          h.reason === 'import'
            ? { state: 'imported' as const, booking_id: null, guest_name: null, source: h.feedName ?? '' }
            : h.reason === 'block'
              ? { state: 'blocked' as const, booking_id: null, guest_name: null }
              : {
                  state: b?.state === 'pending' ? ('pending' as const) : ('booked' as const),
                  booking_id: h.bookingId,
                  guest_name: b?.guestName ?? null,
                };
        for (const night of listDays(r.from < from ? from : r.from, r.to > to ? to : r.to)) byNight.set(night, value);
      }
      const priceOf = new Map(prices.map((p) => [p.night, p.price]));
      return {
        listing: { id: l.id, title: l.title, base_price: { amount: l.nightlyPrice, currency: l.currency } },
        nights: listDays(from, to).map((date) => {
          const custom = priceOf.get(date);
          return {
            date,
            state: 'available',
            booking_id: null,
            guest_name: null,
            ...byNight.get(date),
            price: { amount: custom ?? l.nightlyPrice, currency: l.currency },
            custom_price: custom !== undefined,
          };
        }),
      };
    },

    /** Closes `[from, to)`; merges with blocks it touches. Nights held by a booking make it a 409. */
    async block(hostId: number, listingId: number, from: string, to: string) {
      checkRange(from, to);
      const l = await hostListing(hostId, listingId);
      // The same "today" as a guest's quote: a night that has begun can no longer be closed.
      if (from < (await todayAt(l))) throw unprocessable(BOOKING_MESSAGES.pastNights, 'from');
      try {
        await retryOnDeadlock(() =>
          db.transaction(async (tx) => {
            const touching = await tx
              .select()
              .from(listingHolds)
              .where(
                and(
                  eq(listingHolds.listingId, l.id),
                  eq(listingHolds.reason, 'block'),
                  sql`${listingHolds.stay} && ${stayRange(addDays(from, -1), addDays(to, 1))}::daterange`,
                ),
              );
            let start = from;
            let end = to;
            for (const b of touching) {
              const r = parseRange(b.stay);
              if (r.from < start) start = r.from;
              if (r.to > end) end = r.to;
            }
            if (touching.length)
              await tx.delete(listingHolds).where(
                inArray(
                  listingHolds.id,
                  touching.map((b) => b.id),
                ),
              );
            await tx.insert(listingHolds).values({ listingId: l.id, stay: stayRange(start, end), reason: 'block' });
          }),
        );
      } catch (err) {
        if (sqlState(err) === EXCLUSION_VIOLATION) throw conflict(BOOKING_MESSAGES.nightsTaken);
        throw err;
      }
    },

    /** Opens the blocked nights of `[from, to)` again; blocks reaching outside keep their outer parts. */
    async unblock(hostId: number, listingId: number, from: string, to: string) {
      checkRange(from, to);
      const l = await hostListing(hostId, listingId);
      await db.transaction(async (tx) => {
        const hit = await tx
          .select()
          .from(listingHolds)
          .where(and(overlaps(l.id, from, to), eq(listingHolds.reason, 'block')));
        if (!hit.length) return;
        await tx.delete(listingHolds).where(
          inArray(
            listingHolds.id,
            hit.map((b) => b.id),
          ),
        );
        const keep = hit.flatMap((b) => {
          const r = parseRange(b.stay);
          return [...(r.from < from ? [stayRange(r.from, from)] : []), ...(r.to > to ? [stayRange(to, r.to)] : [])];
        });
        if (keep.length) {
          await tx
            .insert(listingHolds)
            .values(keep.map((stay) => ({ listingId: l.id, stay, reason: 'block' as const })));
        }
      });
    },

    /**
     * Sets (or with null clears) the host's price for every night of `[from, to)` in one statement:
     * an upsert, so repeated or concurrent saves of the same nights cannot collide.
     */
    async setPrice(hostId: number, listingId: number, from: string, to: string, price: number | null) {
      checkRange(from, to);
      const l = await hostListing(hostId, listingId);
      if (price === null) {
        await db
          .delete(listingNightPrices)
          .where(
            and(
              eq(listingNightPrices.listingId, l.id),
              sql`${listingNightPrices.night} >= ${from}::date and ${listingNightPrices.night} < ${to}::date`,
            ),
          );
        return;
      }
      await db
        .insert(listingNightPrices)
        .values(listDays(from, to).map((night) => ({ listingId: l.id, night, price })))
        .onConflictDoUpdate({
          target: [listingNightPrices.listingId, listingNightPrices.night],
          set: { price: sql`excluded.price` },
        });
    },
  };
}
