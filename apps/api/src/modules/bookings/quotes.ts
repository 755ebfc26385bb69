import type { CurrencyRate } from '@roamstead/contract';
import {
  addDays,
  BOOKING_FEES,
  BOOKING_MESSAGES,
  countDays,
  listDays,
  PETS_AMENITY,
  PRICING_RULE_MESSAGES,
  type Quote,
} from '@roamstead/contract';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { currencies, experienceSlots, listingHolds, listingNightPrices, listings, places } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { BookingsContext } from './context';
import { money } from './context';
import { localInstant, localToday, stayRange } from './dates';
import { nightPrices, priceBooking, stayDiscount } from './pricing';
import { arrivalRuleBroken, heldUntil } from './stay-rules';

type ListingRow = typeof listings.$inferSelect;
export type QuoteInput = {
  listing_id: number;
  checkin?: string | undefined;
  checkout?: string | undefined;
  slot_id?: number | undefined;
  guests: number;
  infants: number;
  pets: number;
  currency: string;
};

/** Checks a request against the listing and prices it: what the quote shows and the checkout charges. */
export function quotes({ db, now }: Pick<BookingsContext, 'db' | 'now'>) {
  async function rate(code: string): Promise<CurrencyRate & { code: string }> {
    const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
    if (!row) throw badRequest(BOOKING_MESSAGES.unknownCurrency, { currency: [BOOKING_MESSAGES.unknownCurrency] });
    return { code: row.code, rate: row.rate, minorDigits: row.minorDigits };
  }

  async function loadListing(id: number) {
    const [row] = await db
      .select({ listing: listings, timezone: places.timezone, placeName: places.name })
      .from(listings)
      .leftJoin(places, eq(places.id, listings.placeId))
      .where(eq(listings.id, id));
    return row;
  }

  async function bookableListing(id: number) {
    const row = await loadListing(id);
    if (row?.listing.status !== 'published') throw notFound(BOOKING_MESSAGES.notBookable);
    return row as NonNullable<typeof row>;
  }

  /** Nightly prices of `[from, to)`: per-night overrides, then the weekend price, then the nightly price. */
  async function nightlyPrices(l: ListingRow, from: string, to: string) {
    const overrides = await db
      .select()
      .from(listingNightPrices)
      .where(
        and(
          eq(listingNightPrices.listingId, l.id),
          sql`${listingNightPrices.night} >= ${from}::date and ${listingNightPrices.night} < ${to}::date`,
        ),
      );
    return nightPrices(listDays(from, to), l, new Map(overrides.map((o) => [o.night, o.price])));
  }

  /**
   * The stay and the preparation nights after it are free (the exclusion constraint has the last
   * word at insert), and so are the preparation nights before it; only host blocks and imported
   * events can sit there, since a booking's hold already carries its own preparation nights.
   */
  async function checkNightsFree(l: ListingRow, checkin: string, checkout: string, exceptBooking?: number) {
    // A stay being moved does not stand in its own way.
    const others =
      exceptBooking === undefined
        ? undefined
        : or(isNull(listingHolds.bookingId), ne(listingHolds.bookingId, exceptBooking));
    const held = (from: string, to: string) =>
      and(eq(listingHolds.listingId, l.id), sql`${listingHolds.stay} && ${stayRange(from, to)}::daterange`, others);
    const [taken] = await db.select({ id: listingHolds.id }).from(listingHolds).where(held(checkin, checkout)).limit(1);
    if (taken) throw conflict(BOOKING_MESSAGES.datesTaken);
    if (!l.preparationNights) return;
    const [near] = await db
      .select({ id: listingHolds.id })
      .from(listingHolds)
      .where(
        or(
          held(checkout, heldUntil(checkout, l)),
          and(held(addDays(checkin, -l.preparationNights), checkin), ne(listingHolds.reason, 'booking')),
        ),
      )
      .limit(1);
    if (near) throw conflict(PRICING_RULE_MESSAGES.preparationTaken(l.preparationNights));
  }

  /** Validates the request against the listing and prices it; the same answer the checkout charges. */
  async function price(
    input: QuoteInput,
    row: NonNullable<Awaited<ReturnType<typeof loadListing>>>,
    opts: { exceptBooking?: number } = {},
  ) {
    const l = row.listing;
    const [listingRate, guestRate] = await Promise.all([rate(l.currency), rate(input.currency)]);
    if (input.pets > 0 && !l.amenities.includes(PETS_AMENITY)) {
      throw badRequest(BOOKING_MESSAGES.petsNotAllowed, { pets: [BOOKING_MESSAGES.petsNotAllowed] });
    }
    const party = { guests: input.guests, infants: input.infants, pets: input.pets };
    if (l.kind === 'experience') {
      if (!input.slot_id) throw badRequest(BOOKING_MESSAGES.slotRequired, { slot_id: [BOOKING_MESSAGES.slotRequired] });
      const [slot] = await db
        .select()
        .from(experienceSlots)
        .where(and(eq(experienceSlots.id, input.slot_id), eq(experienceSlots.listingId, l.id)));
      if (!slot) throw notFound('This time slot does not exist.');
      if (slot.startsAt <= now()) throw badRequest(BOOKING_MESSAGES.slotPast, { slot_id: [BOOKING_MESSAGES.slotPast] });
      if (input.guests > l.maxGuests) {
        throw badRequest(BOOKING_MESSAGES.guests(l.maxGuests), { guests: [BOOKING_MESSAGES.guests(l.maxGuests)] });
      }
      if (slot.seatsTaken + input.guests > slot.capacity) throw conflict(BOOKING_MESSAGES.seatsTaken);
      const p = priceBooking({
        unitPrices: [l.nightlyPrice],
        quantity: input.guests,
        cleaningFee: 0,
        listingRate,
        guestRate,
      });
      const quote: Quote = {
        listing_id: l.id,
        kind: 'experience',
        checkin: null,
        checkout: null,
        slot_id: slot.id,
        starts_at: slot.startsAt.toISOString(),
        nights: 0,
        ...party,
        nightly: [],
        ...lines(p, guestRate.code, l),
      };
      return { quote, priced: p, slot, startsAt: slot.startsAt };
    }

    const { checkin, checkout } = input;
    const details: Record<string, string[]> = {};
    if (!checkin) details.checkin = [BOOKING_MESSAGES.datesRequired];
    if (!checkout) details.checkout = [BOOKING_MESSAGES.datesRequired];
    if (!checkin || !checkout) throw badRequest(BOOKING_MESSAGES.datesRequired, details);
    // Days are the listing's: "today", past dates and the same-day cut-off follow its time zone.
    const today = localToday(now(), row.timezone);
    if (checkin < today) throw badRequest(BOOKING_MESSAGES.pastDates, { checkin: [BOOKING_MESSAGES.pastDates] });
    const startsAt = localInstant(checkin, l.checkInTime, row.timezone);
    if (checkin === today && startsAt <= now()) {
      throw badRequest(BOOKING_MESSAGES.sameDayClosed, { checkin: [BOOKING_MESSAGES.sameDayClosed] });
    }
    if (checkout <= checkin) {
      throw badRequest(BOOKING_MESSAGES.checkoutBeforeCheckin, { checkout: [BOOKING_MESSAGES.checkoutBeforeCheckin] });
    }
    const broken = arrivalRuleBroken(checkin, today, l);
    if (broken) throw badRequest(broken, { checkin: [broken] });
    const nights = countDays(checkin, checkout);
    if (nights < l.minNights) {
      throw badRequest(BOOKING_MESSAGES.minNights(l.minNights), {
        checkout: [BOOKING_MESSAGES.minNights(l.minNights)],
      });
    }
    if (nights > l.maxNights) {
      throw badRequest(BOOKING_MESSAGES.maxNights(l.maxNights), {
        checkout: [BOOKING_MESSAGES.maxNights(l.maxNights)],
      });
    }
    if (input.guests > l.maxGuests) {
      throw badRequest(BOOKING_MESSAGES.guests(l.maxGuests), { guests: [BOOKING_MESSAGES.guests(l.maxGuests)] });
    }
    await checkNightsFree(l, checkin, checkout, opts.exceptBooking);
    const perNight = await nightlyPrices(l, checkin, checkout);
    const discount = stayDiscount(nights, l);
    const p = priceBooking({
      unitPrices: perNight.map((n) => n.price),
      quantity: 1,
      cleaningFee: l.cleaningFee,
      listingRate,
      guestRate,
      discountPercent: discount?.percent ?? 0,
    });
    const quote: Quote = {
      listing_id: l.id,
      kind: 'home',
      checkin,
      checkout,
      slot_id: null,
      starts_at: null,
      nights,
      ...party,
      nightly: perNight.map((n, i) => ({ date: n.night, amount: p.units[i] ?? 0, weekend: n.weekend })),
      ...lines(p, guestRate.code, l),
      discount: discount && { ...discount, amount: money(p.discount, guestRate.code) },
    };
    return {
      quote,
      priced: p,
      slot: null,
      startsAt,
    };
  }

  function lines(p: ReturnType<typeof priceBooking>, currency: string, l: ListingRow) {
    return {
      accommodation: money(p.accommodation, currency),
      cleaning_fee: money(p.cleaning, currency),
      service_fee: money(p.serviceFee, currency),
      taxes: money(p.taxes, currency),
      total: money(p.total, currency),
      listing_total: money(p.listingTotal, l.currency),
      instant_book: l.instantBook,
      cancellation_policy: l.cancellationPolicy,
      fees: { service_fee_percent: BOOKING_FEES.guestServiceFeePercent, tax_percent: BOOKING_FEES.taxPercent },
    };
  }
  return { loadListing, bookableListing, nightlyPrices, price };
}

export type Quotes = ReturnType<typeof quotes>;
