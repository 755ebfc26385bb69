import {
  addDays,
  type BulkNightAction,
  type FieldErrors,
  listDays,
  MULTI_CALENDAR_MESSAGES as M,
} from '@roamstead/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type BulkEditBefore,
  bookings,
  calendarFeedEvents,
  calendarFeeds,
  listingHolds,
  listingNightPrices,
  users,
} from '../../db/schema';
import { EXCLUSION_VIOLATION, retryOnDeadlock, sqlState } from '../../platform/db-errors';
import { conflict, notFound } from '../../platform/errors';
import { parseRange, stayRange } from '../bookings';
import { calendarListings } from './access';
import { type Span, subtract, union } from './spans';

export interface NightsEdit {
  ranges: { listing_id: number; from: string; to: string }[];
  action: BulkNightAction;
  price?: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The edit's ranges, widened by a night on each side: blocks they touch merge with a new block. */
const touching = (ranges: { listingId: number; from: string; to: string }[]) =>
  or(
    ...ranges.map(
      (r) =>
        sql`(${listingHolds.listingId} = ${r.listingId} and ${listingHolds.stay} && ${stayRange(addDays(r.from, -1), addDays(r.to, 1))}::daterange)`,
    ),
  );

const inRanges = (ranges: { listingId: number; from: string; to: string }[]) =>
  or(
    ...ranges.map(
      (r) =>
        sql`(${listingNightPrices.listingId} = ${r.listingId} and ${listingNightPrices.night} >= ${r.from}::date and ${listingNightPrices.night} < ${r.to}::date)`,
    ),
  );

/**
 * One action on nights of several listings, in one transaction: every night is checked first and
 * any past night or night held by a guest (or, for a block, by an imported calendar) refuses the
 * whole edit with an error per night, keyed `listing_id/night`. Returns what undo needs.
 */
export async function editNights(db: Db, userId: number, edit: NightsEdit, now: Date) {
  const ids = [...new Set(edit.ranges.map((r) => r.listing_id))];
  const owned = await calendarListings(db, userId, now, ids);
  if (owned.length !== ids.length) throw notFound();
  const todayOf = new Map(owned.map((l) => [l.id, l.today]));
  const ranges = edit.ranges.map((r) => ({ listingId: r.listing_id, from: r.from, to: r.to }));

  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const holds = await tx
          .select({
            id: listingHolds.id,
            listingId: listingHolds.listingId,
            stay: listingHolds.stay,
            reason: listingHolds.reason,
            bookingState: bookings.state,
            guestName: users.firstName,
            source: calendarFeeds.name,
          })
          .from(listingHolds)
          .leftJoin(bookings, eq(bookings.id, listingHolds.bookingId))
          .leftJoin(users, eq(users.id, bookings.guestId))
          .leftJoin(calendarFeedEvents, eq(calendarFeedEvents.id, listingHolds.feedEventId))
          .leftJoin(calendarFeeds, eq(calendarFeeds.id, calendarFeedEvents.feedId))
          .where(touching(ranges))
          // Concurrent edits of the same listings wait for each other instead of merging stale blocks.
          .for('update', { of: listingHolds });
        const errors = refusals(ranges, holds, todayOf, edit.action);
        if (Object.keys(errors).length) throw conflict(M.refused, errors);

        const blocks = holds.filter((h) => h.reason === 'block');
        const prices = await tx.select().from(listingNightPrices).where(inRanges(ranges));
        const before: BulkEditBefore = {
          listingIds: ids,
          ranges,
          blocks: blocks.map((b) => ({ listingId: b.listingId, stay: b.stay })),
          prices: prices.map((p) => ({ listingId: p.listingId, night: p.night, price: p.price })),
        };
        const changed = await apply(tx, edit, ranges, blocks);
        return { before, changed };
      }),
    );
  } catch (err) {
    // A guest booked one of the nights between the check and the write.
    if (sqlState(err) === EXCLUSION_VIOLATION) throw conflict(M.refused);
    throw err;
  }
}

function refusals(
  ranges: { listingId: number; from: string; to: string }[],
  holds: {
    listingId: number;
    stay: string;
    reason: string;
    bookingState: string | null;
    guestName: string | null;
    source: string | null;
  }[],
  todayOf: Map<number, string>,
  action: BulkNightAction,
) {
  const errors: FieldErrors = {};
  for (const r of ranges) {
    const today = todayOf.get(r.listingId) ?? r.from;
    const held = holds.filter((h) => h.listingId === r.listingId && h.reason !== 'block');
    for (const night of listDays(r.from, r.to)) {
      const key = `${r.listingId}/${night}`;
      if (night < today) {
        errors[key] = [M.pastNight];
        continue;
      }
      const h = held.find((x) => {
        const s = parseRange(x.stay);
        return s.from <= night && night < s.to;
      });
      if (!h) continue;
      if (h.reason === 'booking')
        errors[key] = [h.bookingState === 'pending' ? M.pendingNight(h.guestName) : M.bookedNight(h.guestName)];
      else if (action === 'block') errors[key] = [M.importedNight(h.source ?? '')];
    }
  }
  return errors;
}

async function apply(
  tx: Tx,
  edit: NightsEdit,
  ranges: { listingId: number; from: string; to: string }[],
  blocks: { id: number; listingId: number; stay: string }[],
) {
  const nights = ranges.reduce((n, r) => n + listDays(r.from, r.to).length, 0);
  if (edit.action === 'price' || edit.action === 'reset_price') {
    await tx.delete(listingNightPrices).where(inRanges(ranges));
    if (edit.action === 'price' && edit.price !== undefined) {
      const price = edit.price;
      const rows = new Map<string, { listingId: number; night: string; price: number }>();
      for (const r of ranges)
        for (const night of listDays(r.from, r.to))
          rows.set(`${r.listingId}/${night}`, { listingId: r.listingId, night, price });
      await tx.insert(listingNightPrices).values([...rows.values()]);
    }
    return nights;
  }

  const next: { listingId: number; stay: string }[] = [];
  for (const listingId of new Set(ranges.map((r) => r.listingId))) {
    const own = blocks.filter((b) => b.listingId === listingId).map((b) => parseRange(b.stay));
    const asked: Span[] = ranges.filter((r) => r.listingId === listingId);
    const spans = edit.action === 'block' ? union([...own, ...asked]) : subtract(own, asked);
    next.push(...spans.map((s) => ({ listingId, stay: stayRange(s.from, s.to) })));
  }
  if (blocks.length)
    await tx.delete(listingHolds).where(
      inArray(
        listingHolds.id,
        blocks.map((b) => b.id),
      ),
    );
  if (next.length) await tx.insert(listingHolds).values(next.map((n) => ({ ...n, reason: 'block' as const })));
  return nights;
}

/** Puts back the blocks and night prices a nights edit replaced; a night a guest booked since makes it a 409. */
export async function undoNights(tx: Tx, before: BulkEditBefore) {
  const ranges = before.ranges ?? [];
  if (!ranges.length) return;
  try {
    await tx.delete(listingHolds).where(and(touching(ranges), sql`${listingHolds.reason} = 'block'`));
    await tx.delete(listingNightPrices).where(inRanges(ranges));
    if (before.blocks?.length)
      await tx.insert(listingHolds).values(before.blocks.map((b) => ({ ...b, reason: 'block' as const })));
    if (before.prices?.length) await tx.insert(listingNightPrices).values(before.prices);
  } catch (err) {
    if (sqlState(err) === EXCLUSION_VIOLATION) throw conflict(M.undoConflict);
    throw err;
  }
}
