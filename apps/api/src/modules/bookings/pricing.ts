import {
  BOOKING_FEES,
  type CancellationPolicyId,
  type CurrencyRate,
  convertMinor,
  PRICING_RULE_LIMITS,
  refundAmountMinor,
  refundPercent,
  type StayDiscountKind,
  WEEKEND_NIGHTS,
} from '@roamstead/contract';

export interface PriceInput {
  /** Each night's price (homes) or the price per person (experiences, one entry), listing currency. */
  unitPrices: number[];
  /** Multiplies each unit price: 1 per night for homes, the number of seats for experiences. */
  quantity: number;
  cleaningFee: number;
  listingRate: CurrencyRate;
  guestRate: CurrencyRate;
  /** Percent taken off the accommodation (weekly or monthly discount); 0 for none. */
  discountPercent?: number;
}

export interface NightRules {
  nightlyPrice: number;
  /** Friday and Saturday nights; null uses `nightlyPrice`. */
  weekendPrice: number | null;
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
}

/** Weekday answers kept for the nights asked about most (a flexible search prices ~100 nights per card). */
const weekendNights = new Map<string, boolean>();
const WEEKEND_CACHE_SIZE = 2_000;
function isWeekendNight(night: string) {
  let weekend = weekendNights.get(night);
  if (weekend === undefined) {
    weekend = (WEEKEND_NIGHTS as readonly number[]).includes(new Date(`${night}T00:00:00Z`).getUTCDay());
    if (weekendNights.size >= WEEKEND_CACHE_SIZE) weekendNights.clear();
    weekendNights.set(night, weekend);
  }
  return weekend;
}

/**
 * Each night's price in the listing's currency: the host's per-night override first, then the
 * weekend price on Friday and Saturday nights, then the nightly price.
 */
export function nightPrices(nights: readonly string[], rules: NightRules, overrides: ReadonlyMap<string, number>) {
  return nights.map((night) => {
    const override = overrides.get(night);
    if (override !== undefined) return { night, price: override, weekend: false };
    if (rules.weekendPrice !== null && isWeekendNight(night)) {
      return { night, price: rules.weekendPrice, weekend: true };
    }
    return { night, price: rules.nightlyPrice, weekend: false };
  });
}

/** The discount a stay of `nights` gets: monthly from 28 nights, else weekly from 7, else none. */
export function stayDiscount(nights: number, rules: NightRules): { kind: StayDiscountKind; percent: number } | null {
  if (nights >= PRICING_RULE_LIMITS.monthlyNights && rules.monthlyDiscountPercent > 0) {
    return { kind: 'monthly', percent: rules.monthlyDiscountPercent };
  }
  if (nights >= PRICING_RULE_LIMITS.weeklyNights && rules.weeklyDiscountPercent > 0) {
    return { kind: 'weekly', percent: rules.weeklyDiscountPercent };
  }
  return null;
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/**
 * The guest's lines from the accommodation (nights already in the guest's currency, summed) and
 * the cleaning fee: what `priceBooking` charges, and what flexible search ranks stays by.
 */
export function guestLines(accommodation: number, cleaning: number, discountPercent: number) {
  const discount = percentOf(accommodation, discountPercent);
  const subtotal = accommodation - discount + cleaning;
  const serviceFee = percentOf(subtotal, BOOKING_FEES.guestServiceFeePercent);
  const taxes = percentOf(subtotal, BOOKING_FEES.taxPercent);
  return { discount, serviceFee, taxes, total: subtotal + serviceFee + taxes };
}

/**
 * Prices a booking. Each night (or the seats) is converted to the guest's currency on its own and
 * the lines are summed there, so the receipt always adds up; a stay discount is a percentage of
 * that sum; the service fee and taxes are percentages (BOOKING_FEES) of accommodation − discount
 * + cleaning. Every percentage is rounded to the nearest minor unit.
 */
export function priceBooking(input: PriceInput) {
  const convert = (amount: number) => convertMinor(amount, input.listingRate, input.guestRate);
  const discountPercent = input.discountPercent ?? 0;
  const units = input.unitPrices.map((p) => convert(p * input.quantity));
  const accommodation = units.reduce((a, b) => a + b, 0);
  const cleaning = convert(input.cleaningFee);
  const { discount, serviceFee, taxes, total } = guestLines(accommodation, cleaning, discountPercent);

  const listingAccommodation = input.unitPrices.reduce((a, p) => a + p * input.quantity, 0);
  const hostGross = listingAccommodation - percentOf(listingAccommodation, discountPercent) + input.cleaningFee;
  const listingTotal =
    hostGross +
    percentOf(hostGross, BOOKING_FEES.guestServiceFeePercent) +
    percentOf(hostGross, BOOKING_FEES.taxPercent);
  return {
    units,
    accommodation,
    discount,
    cleaning,
    serviceFee,
    taxes,
    total,
    hostGross,
    listingTotal,
  };
}

/** The host's payout from `gross` (listing currency): the host service fee is deducted. */
export function payoutSplit(gross: number) {
  const hostFee = percentOf(gross, BOOKING_FEES.hostServiceFeePercent);
  return { gross, hostFee, amount: gross - hostFee };
}

/** What a guest cancelling `hoursBeforeCheckIn` before check-in gets back of `paid` (cancellation.ts rules). */
export function guestRefund(policy: CancellationPolicyId, paid: number, hoursBeforeCheckIn: number) {
  return {
    percent: refundPercent(policy, hoursBeforeCheckIn),
    amount: refundAmountMinor(policy, paid, hoursBeforeCheckIn),
  };
}
