import { type CohostLevel, LISTING_ACTIONS, type ListingAction, mayCohost } from '@roamstead/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listingCohosts, listings } from '../../db/schema';

/*
 * The one answer to "may user U do action A on listing L": the owner may do everything, an active
 * co-host what their level allows (LISTING_ACTIONS). Every host route asks through these.
 */

/** The role `userId` has on a listing: its owner, an active co-host's level, or none. */
export async function listingRole(db: Db, userId: number, listingId: number) {
  const [row] = await db
    .select({ hostId: listings.hostId, level: listingCohosts.level })
    .from(listings)
    .leftJoin(
      listingCohosts,
      and(
        eq(listingCohosts.listingId, listings.id),
        eq(listingCohosts.userId, userId),
        eq(listingCohosts.status, 'active'),
      ),
    )
    .where(eq(listings.id, listingId));
  if (!row) return { exists: false as const, role: null };
  return { exists: true as const, role: row.hostId === userId ? ('owner' as const) : (row.level ?? null) };
}

/** Whether a role (from listingRole) allows `action`. */
export const roleAllows = (role: 'owner' | CohostLevel | null, action: ListingAction) =>
  role === 'owner' || (role !== null && mayCohost(role, action));

export async function mayOnListing(db: Db, userId: number, listingId: number, action: ListingAction) {
  return roleAllows((await listingRole(db, userId, listingId)).role, action);
}

/** Listings `userId` (an id, or a user id column of the same row) may do `action` on: a condition on the
 * listing id column given (and on `listings.host_id` when `hostColumn` is the owner column of the same row). */
export function managedBy(
  userId: number | AnyPgColumn,
  action: ListingAction,
  listingColumn: AnyPgColumn = listings.id,
  hostColumn: AnyPgColumn = listings.hostId,
): SQL {
  const levels = LISTING_ACTIONS[action] as readonly CohostLevel[];
  if (levels.length === 0) return sql`${hostColumn} = ${userId}`;
  return sql`(${hostColumn} = ${userId} or ${listingColumn} in (select c.listing_id from listing_cohosts c where c.user_id = ${userId} and c.status = 'active' and c.level in (${sql.join(
    levels.map((l) => sql`${l}`),
    sql`, `,
  )})))`;
}

/** Active co-hosts of a listing whose level allows `action`. */
export async function cohostsOf(db: Db, listingId: number, action: ListingAction) {
  const rows = await db
    .select({ userId: listingCohosts.userId, level: listingCohosts.level })
    .from(listingCohosts)
    .where(and(eq(listingCohosts.listingId, listingId), eq(listingCohosts.status, 'active')));
  return rows.filter((r) => mayCohost(r.level, action)).map((r) => r.userId as number);
}
