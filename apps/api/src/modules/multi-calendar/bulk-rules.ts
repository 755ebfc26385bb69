import {
  type BulkRulesBody,
  type FieldErrors,
  MULTI_CALENDAR_MESSAGES as M,
  PRICING_RULE_MESSAGES,
} from '@roamstead/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BulkEditBefore, listings } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { type CalendarListing, calendarListings } from './access';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Rules = BulkRulesBody['rules'];

/** Contract field → column of `listings`. */
const COLUMNS = {
  min_nights: 'minNights',
  weekend_price: 'weekendPrice',
  weekly_discount_percent: 'weeklyDiscountPercent',
  monthly_discount_percent: 'monthlyDiscountPercent',
  advance_notice_days: 'advanceNoticeDays',
  preparation_nights: 'preparationNights',
} as const satisfies Record<keyof Rules, keyof CalendarListing>;
type Column = (typeof COLUMNS)[keyof typeof COLUMNS];
type RuleValues = Partial<Pick<typeof listings.$inferInsert, Column>>;

/**
 * The same rules on many listings in one transaction. A listing the rules cannot fit (a minimum
 * longer than its maximum stay, a monthly discount below its weekly one) refuses the whole edit,
 * with an error keyed by the listing's id.
 */
export async function editRules(db: Db, userId: number, body: { listing_ids: number[]; rules: Rules }, now: Date) {
  const ids = [...new Set(body.listing_ids)];
  const set: RuleValues = {};
  for (const [field, column] of Object.entries(COLUMNS) as [keyof Rules, Column][]) {
    const value = body.rules[field];
    // The contract allows null for the weekend price only.
    if (value !== undefined) (set as Record<Column, number | null>)[column] = value;
  }
  return db.transaction(async (tx) => {
    const owned = await calendarListings(tx as unknown as Db, userId, now, ids);
    if (owned.length !== ids.length) throw notFound();
    const errors: FieldErrors = {};
    for (const l of owned) {
      const after = { ...l, ...set };
      if (after.minNights > after.maxNights)
        errors[String(l.id)] = [`Minimum nights cannot be more than this listing’s maximum of ${l.maxNights}.`];
      else if (after.monthlyDiscountPercent > 0 && after.monthlyDiscountPercent < after.weeklyDiscountPercent)
        errors[String(l.id)] = [PRICING_RULE_MESSAGES.monthlyBelowWeekly];
    }
    if (Object.keys(errors).length) throw conflict(M.refused, errors);
    const before: BulkEditBefore = {
      listingIds: ids,
      rules: owned.map((l) => ({
        listingId: l.id,
        values: Object.fromEntries(Object.keys(set).map((c) => [c, l[c as Column]])),
      })),
    };
    await tx
      .update(listings)
      .set({ ...set, updatedAt: now })
      .where(inArray(listings.id, ids));
    return { before, changed: ids.length };
  });
}

/** Puts each listing's rules back as they were before the edit. */
export async function undoRules(tx: Tx, before: BulkEditBefore) {
  for (const r of before.rules ?? [])
    await tx
      .update(listings)
      .set(r.values as RuleValues)
      .where(eq(listings.id, r.listingId));
}
