import { describe, expect, it } from 'vitest';
import { localInstant } from './dates';
import { guestRefund, nightPrices, payoutSplit, priceBooking, stayDiscount } from './pricing';

const USD = { rate: 1, minorDigits: 2 };
const JPY = { rate: 151.4, minorDigits: 0 };

describe('pricing', () => {
  it('adds nights, cleaning, 14% service fee and 8% taxes (hand-computed)', () => {
    const p = priceBooking({
      unitPrices: [10_000, 12_500],
      quantity: 1,
      cleaningFee: 3_000,
      listingRate: USD,
      guestRate: USD,
    });
    // 100 + 125 + 30 = 255; service 35.70; taxes 20.40; total 311.10
    expect([p.accommodation, p.cleaning, p.serviceFee, p.taxes, p.total]).toEqual([
      22_500, 3_000, 3_570, 2_040, 31_110,
    ]);
    expect(p.hostGross).toBe(25_500);
  });

  it('converts per line into a zero-decimal currency and still adds up', () => {
    const p = priceBooking({
      unitPrices: [9_999, 9_999],
      quantity: 1,
      cleaningFee: 1_001,
      listingRate: USD,
      guestRate: JPY,
    });
    // 99.99 USD × 151.4 = 15138.486 → 15138 ¥ per night; 10.01 × 151.4 = 1515.514 → 1516 ¥
    expect(p.units).toEqual([15_138, 15_138]);
    expect(p.cleaning).toBe(1_516);
    expect(p.total).toBe(p.accommodation + p.cleaning + p.serviceFee + p.taxes);
  });

  it('prices experiences per seat without cleaning', () => {
    const p = priceBooking({ unitPrices: [4_500], quantity: 3, cleaningFee: 0, listingRate: USD, guestRate: USD });
    expect([p.accommodation, p.serviceFee, p.taxes, p.total]).toEqual([13_500, 1_890, 1_080, 16_470]);
  });

  it('takes a discount off the nights only, before fees, and pays the host the discounted nights', () => {
    const p = priceBooking({
      unitPrices: [3_333, 3_333, 3_333],
      quantity: 1,
      cleaningFee: 1_000,
      listingRate: USD,
      guestRate: USD,
      discountPercent: 15,
    });
    // 99.99 × 15 % = 14.9985 → 15.00; 84.99 + 10 = 94.99; service 13.2986 → 13.30; taxes 7.5992 → 7.60
    expect([p.accommodation, p.discount, p.serviceFee, p.taxes, p.total]).toEqual([9_999, 1_500, 1_330, 760, 11_589]);
    expect(p.hostGross).toBe(9_499);
  });

  it('prices nights: override, then weekend price, then nightly price', () => {
    const rules = { nightlyPrice: 100, weekendPrice: 150, weeklyDiscountPercent: 0, monthlyDiscountPercent: 0 };
    // 2026-11-26 is a Thursday: Thu, Fri (override), Sat (weekend), Sun.
    const nights = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    expect(nightPrices(nights, rules, new Map([['2026-11-27', 90]])).map((n) => n.price)).toEqual([100, 90, 150, 100]);
    expect(nightPrices(nights, { ...rules, weekendPrice: null }, new Map()).map((n) => n.price)).toEqual([
      100, 100, 100, 100,
    ]);
  });

  it('picks the monthly discount from 28 nights, the weekly one from 7', () => {
    const rules = { nightlyPrice: 100, weekendPrice: null, weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 };
    expect(stayDiscount(6, rules)).toBeNull();
    expect(stayDiscount(7, rules)).toEqual({ kind: 'weekly', percent: 10 });
    expect(stayDiscount(27, rules)).toEqual({ kind: 'weekly', percent: 10 });
    expect(stayDiscount(28, rules)).toEqual({ kind: 'monthly', percent: 25 });
    expect(stayDiscount(28, { ...rules, monthlyDiscountPercent: 0 })).toEqual({ kind: 'weekly', percent: 10 });
  });

  it('deducts the 3% host fee from the payout', () => {
    expect(payoutSplit(35_000)).toEqual({ gross: 35_000, hostFee: 1_050, amount: 33_950 });
  });

  it('refunds by the cancellation policy tiers, rounding down', () => {
    expect(guestRefund('moderate', 30_501, 5 * 24)).toEqual({ percent: 100, amount: 30_501 });
    expect(guestRefund('moderate', 30_501, 5 * 24 - 1)).toEqual({ percent: 50, amount: 15_250 });
    expect(guestRefund('moderate', 30_501, 23)).toEqual({ percent: 0, amount: 0 });
    expect(guestRefund('strict', 30_500, 7 * 24)).toEqual({ percent: 50, amount: 15_250 });
    expect(guestRefund('flexible', 30_500, 24)).toEqual({ percent: 100, amount: 30_500 });
  });

  it('counts check-in from local time in the listing time zone', () => {
    expect(localInstant('2026-07-01', '15:00', 'Europe/Lisbon').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(localInstant('2026-01-15', '15:00', 'Asia/Tokyo').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(localInstant('2026-01-15', '15:00', null).toISOString()).toBe('2026-01-15T15:00:00.000Z');
  });
});
