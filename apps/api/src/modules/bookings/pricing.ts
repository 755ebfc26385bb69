import { BOOKING_FEES, type CancellationPolicyId, refundAmountMinor, refundPercent } from '@roamstead/contract';
import { type CurrencyRate, convertMinor } from '../listings';

export interface PriceInput {
  /** Each night's price (homes) or the price per person (experiences, one entry), listing currency. */
  unitPrices: number[];
  /** Multiplies each unit price: 1 per night for homes, the number of seats for experiences. */
  quantity: number;
  cleaningFee: number;
  listingRate: CurrencyRate;
  guestRate: CurrencyRate;
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/**
 * Prices a booking. Each night (or the seats) is converted to the guest's currency on its own and
 * the lines are summed there, so the receipt always adds up; the service fee and taxes are
 * percentages (BOOKING_FEES) of accommodation + cleaning, rounded to the nearest minor unit.
 */
export function priceBooking(input: PriceInput) {
  const convert = (amount: number) => convertMinor(amount, input.listingRate, input.guestRate);
  const units = input.unitPrices.map((p) => convert(p * input.quantity));
  const accommodation = units.reduce((a, b) => a + b, 0);
  const cleaning = convert(input.cleaningFee);
  const subtotal = accommodation + cleaning;
  const serviceFee = percentOf(subtotal, BOOKING_FEES.guestServiceFeePercent);
  const taxes = percentOf(subtotal, BOOKING_FEES.taxPercent);

  const listingAccommodation = input.unitPrices.reduce((a, p) => a + p * input.quantity, 0);
  const hostGross = listingAccommodation + input.cleaningFee;
  const listingTotal =
    hostGross +
    percentOf(hostGross, BOOKING_FEES.guestServiceFeePercent) +
    percentOf(hostGross, BOOKING_FEES.taxPercent);
  return {
    units,
    accommodation,
    cleaning,
    serviceFee,
    taxes,
    total: subtotal + serviceFee + taxes,
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
