import {
  addDays,
  BOOKING_WINDOW_MONTHS,
  type CurrencyRate,
  convertMinor,
  countDays,
  FLEX_NIGHTS,
  type FlexKind,
  flexibleCheckins,
  listDays,
  PRICING_RULE_LIMITS,
} from '@roamstead/contract';
import { addMonths, guestLines, nightPrices, stayDiscount } from '../bookings';

/** Preparation nights never exceed this (listings_rules_check): how far around a stay holds are read. */
const MAX_PREPARATION_NIGHTS = PRICING_RULE_LIMITS.preparationMaxNights;

/**
 * A flexible search worked out once: how many nights, the check-in days to try, and the window of
 * nights that holds and prices are read in.
 *
 * A listing's "today" follows its time zone (the quote's rule) and may be a day either side of
 * UTC's: the search applies advance notice from UTC's tomorrow and the booking window from UTC's
 * yesterday, so every stay it shows is one the quote accepts, and SQL and the ranking below agree.
 */
export interface FlexPlan {
  kind: FlexKind;
  nights: number;
  checkins: string[];
  /** UTC's tomorrow: advance notice counts from here. */
  noticeFrom: string;
  /** UTC's yesterday: the booking window counts from here. */
  windowFrom: string;
  /** The nights whose holds and prices matter: `[from, to)`. */
  from: string;
  to: string;
  /** Every night a stay may use, from the first check-in; each check-in's place among them. */
  nightsOfStays: string[];
  offsets: number[];
}

export function flexPlan(
  query: { flex?: FlexKind | undefined; flex_months?: string[] | undefined; flex_nights?: number | undefined },
  today: string,
): FlexPlan | null {
  if (!query.flex) return null;
  const nights = query.flex_nights ?? FLEX_NIGHTS[query.flex].default;
  const checkins = flexibleCheckins(query.flex, query.flex_months ?? [], today);
  const first = checkins[0] ?? today;
  const last = checkins.at(-1) ?? today;
  return {
    kind: query.flex,
    nights,
    checkins,
    nightsOfStays: checkins.length ? listDays(first, addDays(last, nights)) : [],
    offsets: checkins.map((day) => countDays(first, day)),
    noticeFrom: addDays(today, 1),
    windowFrom: addDays(today, -1),
    from: addDays(first, -MAX_PREPARATION_NIGHTS),
    to: addDays(last, nights + MAX_PREPARATION_NIGHTS),
  };
}

/**
 * The listing has a free stay of the plan's nights from one of its check-in days: its minimum and
 * maximum stay allow that many nights, advance notice and booking window allow the day, and no
 * hold (booking, host block or imported event) overlaps the stay or the preparation nights after
 * it, nor a block or imported event the preparation nights before it (the quote's checks).
 *
 * Most listings hold nothing near the plan's nights, and every listing a search counts or walks
 * is tested: the test is first made without trying days one by one. Two arrays worked out here
 * give the first check-in each advance notice allows (0–7 days, listings_rules_check) and the end
 * of each booking window (in months, as `addMonths` and PostgreSQL's `date + interval` both
 * count), so "some check-in day is allowed" is two subscripts; then one probe finds whether any
 * hold touches the plan's window of nights. Only a listing with such a hold tries the days, one
 * hold probe each.
 */
export function flexCondition(plan: FlexPlan, p: (value: unknown) => string) {
  if (!plan.checkins.length) return 'false';
  const nights = p(plan.nights);
  const checkins = p(plan.checkins);
  const firstAllowed = Array.from({ length: PRICING_RULE_LIMITS.advanceNoticeMaxDays + 1 }, (_, notice) => {
    const earliest = addDays(plan.noticeFrom, notice);
    return plan.checkins.find((day) => day >= earliest) ?? null;
  });
  const windowEnds = Array.from({ length: Math.max(...BOOKING_WINDOW_MONTHS) }, (_, i) =>
    addMonths(plan.windowFrom, i + 1),
  );
  const windowEnd = `coalesce((${p(windowEnds)}::date[])[listings.booking_window_months], 'infinity'::date)`;
  return `listings.kind = 'home' and listings.min_nights <= ${nights}::int and listings.max_nights >= ${nights}::int
    and (${p(firstAllowed)}::date[])[listings.advance_notice_days + 1] <= ${windowEnd}
    and (not exists (select 1 from listing_holds h where h.listing_id = listings.id
           and h.stay && daterange(${p(plan.from)}::date, ${p(plan.to)}::date))
      or exists (select 1 from unnest(${checkins}::date[]) c(d)
      where c.d >= ${p(plan.noticeFrom)}::date + listings.advance_notice_days and c.d <= ${windowEnd}
        and not exists (select 1 from listing_holds h where h.listing_id = listings.id
              and h.stay && daterange(c.d - listings.preparation_nights, c.d + ${nights}::int + listings.preparation_nights)
              and (h.reason <> 'booking' or h.stay && daterange(c.d, c.d + ${nights}::int + listings.preparation_nights)))))`;
}

/** The extra columns of a flexible page's card rows: the rules above, holds and per-night prices in the window. */
export function flexColumns(plan: FlexPlan, p: (value: unknown) => string) {
  const [from, to] = [p(plan.from), p(plan.to)];
  return `, listings.advance_notice_days as "advanceNoticeDays", listings.preparation_nights as "preparationNights",
    listings.booking_window_months as "bookingWindowMonths",
    (select json_agg(json_build_array(lower(h.stay), upper(h.stay), h.reason = 'booking'))
       from listing_holds h where h.listing_id = listings.id and h.stay && daterange(${from}::date, ${to}::date)) as "holds",
    (select json_object_agg(n.night, n.price) from listing_night_prices n
      where n.listing_id = listings.id and n.night >= ${from}::date and n.night < ${to}::date) as "nightPrices"`;
}

/** What a stay's price needs of the listing (a card row has it). */
interface PricedListing {
  nightlyPrice: number;
  weekendPrice: number | null;
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
  cleaningFee: number;
}

export interface FlexRow {
  advanceNoticeDays: number;
  preparationNights: number;
  bookingWindowMonths: number | null;
  /** `[first night, checkout day, held by a booking]`; null bounds are open. */
  holds: [string | null, string | null, boolean][] | null;
  nightPrices: Record<string, number> | null;
}

/**
 * The listing's best stay under `plan` (the cheapest guest total, then the earliest), checked as
 * `flexCondition` checks it and ranked by the quote's own arithmetic; null when none is free.
 * Days are counted from the plan's first check-in so that the checks compare numbers.
 */
export function bestStay(
  l: PricedListing & FlexRow,
  plan: FlexPlan,
  from: CurrencyRate,
  to: CurrencyRate,
): { checkin: string; checkout: string } | null {
  const { nights, checkins } = plan;
  const first = checkins[0];
  const last = checkins.at(-1);
  if (!first || !last) return null;
  const dayOf = (day: string | null, open: number) => (day === null ? open : countDays(first, day));
  const holds = (l.holds ?? []).map(([a, b, booking]) => ({
    from: dayOf(a, Number.NEGATIVE_INFINITY),
    to: dayOf(b, Number.POSITIVE_INFINITY),
    booking,
  }));
  const prep = l.preparationNights;
  const earliest = addDays(plan.noticeFrom, l.advanceNoticeDays);
  const latest = l.bookingWindowMonths === null ? null : addMonths(plan.windowFrom, l.bookingWindowMonths);
  // Every night that any stay may use, converted as the quote converts each night, summed from the first.
  const perNight = nightPrices(plan.nightsOfStays, l, new Map(Object.entries(l.nightPrices ?? {})));
  const sums = [0];
  for (const n of perNight) sums.push((sums.at(-1) ?? 0) + convertMinor(n.price, from, to));
  const cleaning = convertMinor(l.cleaningFee, from, to);
  const discount = stayDiscount(nights, l)?.percent ?? 0;
  let best: { checkin: string; total: number } | null = null;
  for (const [i, checkin] of checkins.entries()) {
    const at = plan.offsets[i] ?? 0;
    if (checkin < earliest || (latest !== null && checkin > latest)) continue;
    // The stay and the preparation nights after it; before it, only blocks and imported events count.
    const end = at + nights + prep;
    const taken = holds.some((h) => h.from < end && h.to > at - prep && (!h.booking || h.to > at));
    if (taken) continue;
    const { total } = guestLines((sums[at + nights] ?? 0) - (sums[at] ?? 0), cleaning, discount);
    if (!best || total < best.total) best = { checkin, total };
  }
  return best && { checkin: best.checkin, checkout: addDays(best.checkin, nights) };
}
