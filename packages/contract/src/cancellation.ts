/**
 * The cancellation policies a host can choose (shown on /help/cancellation). Bookings compute
 * refunds from exactly these rules: the first tier whose notice the guest gave applies; the
 * percentage is of everything the guest paid (nightly total, cleaning and service fees).
 */
export const CANCELLATION_POLICY_IDS = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicyId = (typeof CANCELLATION_POLICY_IDS)[number];

export interface RefundTier {
  /** Cancelling at least this many hours before check-in (15:00 local time on the arrival day)… */
  minHoursBeforeCheckIn: number;
  /** …refunds this share of the total paid. */
  refundPercent: number;
}

/** Tiers are ordered from the longest notice to the shortest; less notice than the last tier refunds nothing. */
export const CANCELLATION_POLICIES: Record<CancellationPolicyId, readonly RefundTier[]> = {
  flexible: [{ minHoursBeforeCheckIn: 24, refundPercent: 100 }],
  moderate: [
    { minHoursBeforeCheckIn: 5 * 24, refundPercent: 100 },
    { minHoursBeforeCheckIn: 24, refundPercent: 50 },
  ],
  strict: [
    { minHoursBeforeCheckIn: 14 * 24, refundPercent: 100 },
    { minHoursBeforeCheckIn: 7 * 24, refundPercent: 50 },
  ],
};

/** Refund percentage for a cancellation made `hoursBeforeCheckIn` hours before check-in. */
export function refundPercent(policy: CancellationPolicyId, hoursBeforeCheckIn: number): number {
  const tier = CANCELLATION_POLICIES[policy].find((t) => hoursBeforeCheckIn >= t.minHoursBeforeCheckIn);
  return tier?.refundPercent ?? 0;
}

/** Refund in minor units, rounded down so a refund never exceeds what the rules allow. */
export const refundAmountMinor = (policy: CancellationPolicyId, paidMinor: number, hoursBeforeCheckIn: number) =>
  Math.floor((paidMinor * refundPercent(policy, hoursBeforeCheckIn)) / 100);
