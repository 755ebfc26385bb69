import type { CohostShareKind } from '@roamstead/contract';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingCohosts } from '../../db/schema';

export interface CohostShare {
  userId: number;
  kind: CohostShareKind;
  value: number;
}

/**
 * Each co-host's cut of a host payout of `amount` (minor units): a percentage of it, rounded to the
 * unit, or a fixed amount; in order, each capped at what is left, so the cuts never exceed the
 * payout and the owner keeps `amount` minus their sum, to the cent.
 */
export function splitShares(amount: number, shares: readonly CohostShare[]) {
  let left = amount;
  const cuts: { userId: number; amount: number }[] = [];
  for (const s of shares) {
    const wanted = s.kind === 'percent' ? Math.round((amount * s.value) / 100) : s.kind === 'fixed' ? s.value : 0;
    const cut = Math.max(0, Math.min(wanted, left));
    if (cut === 0) continue;
    left -= cut;
    cuts.push({ userId: s.userId, amount: cut });
  }
  return { cuts, ownerAmount: left };
}

/** The payout shares of a listing's active co-hosts, oldest co-host first. */
export async function cohostShares(db: Db, listingId: number): Promise<CohostShare[]> {
  const rows = await db
    .select({ userId: listingCohosts.userId, kind: listingCohosts.shareKind, value: listingCohosts.shareValue })
    .from(listingCohosts)
    .where(
      and(
        eq(listingCohosts.listingId, listingId),
        eq(listingCohosts.status, 'active'),
        isNotNull(listingCohosts.userId),
        ne(listingCohosts.shareKind, 'none'),
      ),
    )
    .orderBy(asc(listingCohosts.id));
  return rows.map((r) => ({ userId: r.userId as number, kind: r.kind, value: r.value }));
}
