import type { ListingAction } from '@roamstead/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, places } from '../../db/schema';
import { localToday } from '../bookings';
import { managedBy } from '../cohosts';

/**
 * The homes whose calendar `userId` runs (all of them, or those of `ids`), with each one's own
 * date: the one place that says whose calendars a user may read and edit (their own homes and
 * those they co-host; `action` narrows it, e.g. to the owner's).
 */
export async function calendarListings(
  db: Db,
  userId: number,
  now: Date,
  ids?: readonly number[],
  action: ListingAction = 'calendar',
) {
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      kind: listings.kind,
      currency: listings.currency,
      nightlyPrice: listings.nightlyPrice,
      weekendPrice: listings.weekendPrice,
      weeklyDiscountPercent: listings.weeklyDiscountPercent,
      monthlyDiscountPercent: listings.monthlyDiscountPercent,
      advanceNoticeDays: listings.advanceNoticeDays,
      preparationNights: listings.preparationNights,
      minNights: listings.minNights,
      maxNights: listings.maxNights,
      timezone: places.timezone,
    })
    .from(listings)
    .leftJoin(places, eq(places.id, listings.placeId))
    .where(and(managedBy(userId, action), eq(listings.kind, 'home'), ids ? inArray(listings.id, [...ids]) : undefined))
    .orderBy(asc(listings.id));
  return rows.map((r) => ({ ...r, today: localToday(now, r.timezone) }));
}
export type CalendarListing = Awaited<ReturnType<typeof calendarListings>>[number];
