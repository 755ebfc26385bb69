import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CALENDAR_EXPORT_SUMMARIES, PRODUCT_NAME } from '@roamstead/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import ical, { escape as escapeText } from 'ical-generator';
import type { Db } from '../../db/client';
import { calendarExports, listingHolds, listings, places } from '../../db/schema';
import { localToday, parseRange } from '../bookings';

export const newToken = () => randomBytes(24).toString('base64url');

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The export feed of a listing (RFC 5545, built with ical-generator): one all-day event per
 * booked or held stay ("Reserved", with its preparation nights) and per host-blocked range ("Not
 * available"), from the listing's today onward. UIDs are keyed hashes (`sign`) of the booking or block, so they stay
 * the same between polls without telling how many bookings there are. Imported nights are left
 * out: sending another site's events back to it would echo. No guest detail is ever written.
 */
export async function exportCalendar(
  db: Db,
  sign: (value: string) => string,
  listingId: number,
  token: string,
  now: Date,
) {
  const [row] = await db
    .select({ exp: calendarExports, title: listings.title, timezone: places.timezone })
    .from(calendarExports)
    .innerJoin(listings, eq(listings.id, calendarExports.listingId))
    .leftJoin(places, eq(places.id, listings.placeId))
    .where(eq(calendarExports.listingId, listingId));
  if (!row || !sameToken(row.exp.token, token)) return null;
  const holds = await db
    .select()
    .from(listingHolds)
    .where(
      and(
        eq(listingHolds.listingId, listingId),
        inArray(listingHolds.reason, ['booking', 'block']),
        sql`upper(${listingHolds.stay}) > ${localToday(now, row.timezone)}::date`,
      ),
    )
    .orderBy(asc(listingHolds.stay));
  // ical-generator escapes event text but writes the calendar's name as given.
  const cal = ical({
    prodId: { company: PRODUCT_NAME, product: 'Calendar' },
    name: escapeText(`${PRODUCT_NAME} · ${row.title}`, false),
  });
  const uid = (kind: string, id: number | null) =>
    `${sign(`calendar-export:${listingId}:${kind}:${id}`).slice(0, 32)}@${PRODUCT_NAME.toLowerCase()}`;
  for (const h of holds) {
    const r = parseRange(h.stay);
    const booked = h.reason === 'booking';
    cal.createEvent({
      id: booked ? uid('booking', h.bookingId) : uid('block', h.id),
      start: midnight(r.from),
      end: midnight(r.to),
      allDay: true,
      summary: booked ? CALENDAR_EXPORT_SUMMARIES.booked : CALENDAR_EXPORT_SUMMARIES.blocked,
      stamp: h.createdAt,
    });
  }
  const body = cal.toString();
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  let changedAt = row.exp.changedAt;
  if (row.exp.bodyHash !== hash) {
    changedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    await db.update(calendarExports).set({ bodyHash: hash, changedAt }).where(eq(calendarExports.listingId, listingId));
  }
  return { body, etag: `"${hash}"`, lastModified: changedAt };
}
