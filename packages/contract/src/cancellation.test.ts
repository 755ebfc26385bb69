import { describe, expect, it } from 'vitest';
import { refundAmountMinor, refundPercent } from './cancellation';

describe('cancellation policies', () => {
  it('flexible refunds fully until 24 hours before check-in', () => {
    expect(refundPercent('flexible', 24)).toBe(100);
    expect(refundPercent('flexible', 23.9)).toBe(0);
  });

  it('moderate refunds fully from 5 days, half from 24 hours', () => {
    expect(refundPercent('moderate', 120)).toBe(100);
    expect(refundPercent('moderate', 119)).toBe(50);
    expect(refundPercent('moderate', 24)).toBe(50);
    expect(refundPercent('moderate', 2)).toBe(0);
  });

  it('strict refunds fully from 14 days, half from 7 days', () => {
    expect(refundPercent('strict', 14 * 24)).toBe(100);
    expect(refundPercent('strict', 10 * 24)).toBe(50);
    expect(refundPercent('strict', 6 * 24)).toBe(0);
  });

  it('rounds refunds down to whole minor units', () => {
    expect(refundAmountMinor('moderate', 10_001, 48)).toBe(5000);
  });
});
