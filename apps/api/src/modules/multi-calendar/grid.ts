import { addDays, listDays, type MultiCalendar, type MultiCalendarStay } from '@roamstead/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, calendarFeedEvents, calendarFeeds, listingHolds, listingNightPrices, users } from '../../db/schema';
import { nightPrices, parseRange, stayRange } from '../bookings';
import { calendarListings } from './access';

const clip = (r: { from: string; to: string }, from: string, to: string) => ({
  from: r.from < from ? from : r.from,
  to: r.to > to ? to : r.to,
});

/**
 * Every home the user runs with `days` days from `from`: each day's price, the stays, blocks and
 * imported events holding nights, and imported events in conflict with a booking. Four queries
 * whatever the number of listings.
 */
export async function multiCalendar(db: Db, userId: number, from: string, days: number, now: Date) {
  const to = addDays(from, days);
  const rows = await calendarListings(db, userId, now);
  const ids = rows.map((r) => r.id);
  if (!ids.length) return { from, to, listings: [] } satisfies MultiCalendar;
  const window = sql`${stayRange(from, to)}::daterange`;
  const [holds, prices, conflicts] = await Promise.all([
    db
      .select({
        listingId: listingHolds.listingId,
        stay: listingHolds.stay,
        reason: listingHolds.reason,
        bookingId: listingHolds.bookingId,
        bookingState: bookings.state,
        guestName: users.firstName,
        source: calendarFeeds.name,
      })
      .from(listingHolds)
      .leftJoin(bookings, eq(bookings.id, listingHolds.bookingId))
      // A deleted guest's nights stay booked, without a name.
      .leftJoin(users, eq(users.id, bookings.guestId))
      .leftJoin(calendarFeedEvents, eq(calendarFeedEvents.id, listingHolds.feedEventId))
      .leftJoin(calendarFeeds, eq(calendarFeeds.id, calendarFeedEvents.feedId))
      .where(and(inArray(listingHolds.listingId, ids), sql`${listingHolds.stay} && ${window}`)),
    db
      .select()
      .from(listingNightPrices)
      .where(
        and(
          inArray(listingNightPrices.listingId, ids),
          sql`${listingNightPrices.night} >= ${from}::date and ${listingNightPrices.night} < ${to}::date`,
        ),
      ),
    db
      .select({
        listingId: calendarFeeds.listingId,
        from: calendarFeedEvents.startsOn,
        to: calendarFeedEvents.endsOn,
        source: calendarFeeds.name,
      })
      .from(calendarFeedEvents)
      .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarFeedEvents.feedId))
      .where(
        and(
          inArray(calendarFeeds.listingId, ids),
          eq(calendarFeedEvents.conflict, true),
          sql`${calendarFeedEvents.startsOn} < ${to}::date and ${calendarFeedEvents.endsOn} > ${from}::date`,
        ),
      ),
  ]);

  const nights = listDays(from, to);
  const overridesOf = new Map<number, Map<string, number>>();
  for (const p of prices) {
    const m = overridesOf.get(p.listingId) ?? new Map<string, number>();
    m.set(p.night, p.price);
    overridesOf.set(p.listingId, m);
  }
  const staysOf = new Map<number, MultiCalendarStay[]>();
  for (const h of holds) {
    const list = staysOf.get(h.listingId) ?? [];
    const state =
      h.reason === 'booking'
        ? h.bookingState === 'pending'
          ? 'pending'
          : 'booked'
        : h.reason === 'block'
          ? 'blocked'
          : 'imported';
    list.push({
      ...clip(parseRange(h.stay), from, to),
      state,
      booking_id: h.bookingId,
      guest_name: h.reason === 'booking' ? (h.guestName ?? null) : null,
      source: h.reason === 'import' ? (h.source ?? '') : null,
    });
    staysOf.set(h.listingId, list);
  }

  return {
    from,
    to,
    listings: rows.map((l) => {
      const overrides = overridesOf.get(l.id) ?? new Map<string, number>();
      return {
        id: l.id,
        title: l.title,
        kind: l.kind,
        currency: l.currency,
        today: l.today,
        min_nights: l.minNights,
        prices: nightPrices(nights, l, overrides).map((n) => n.price),
        custom_prices: [...overrides.keys()].sort(),
        stays: (staysOf.get(l.id) ?? []).sort((a, b) => (a.from < b.from ? -1 : 1)),
        conflicts: conflicts
          .filter((c) => c.listingId === l.id)
          .map((c) => ({ ...clip(c, from, to), source: c.source })),
      };
    }),
  } satisfies MultiCalendar;
}
