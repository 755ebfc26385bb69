import {
  type AdminListing,
  type AdminListingsQuery,
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
  PRODUCT_NAME,
} from '@roamstead/contract';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { listingModeration, listings, places, users } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { Tell } from '../reports';

const hostSearch = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/** The listing review queue and take-downs (docs/adr/0074). */
const columns = {
  id: listings.id,
  title: listings.title,
  kind: listings.kind,
  status: listings.status,
  hostId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  placeName: places.name,
  updatedAt: listings.updatedAt,
  submittedAt: listingModeration.submittedAt,
  reason: listingModeration.reason,
};

/** The listing review queue and take-downs (docs/adr/0074). */
export function listingsModeration(db: Db, tell: Tell) {
  const select = () =>
    db
      .select(columns)
      .from(listings)
      .innerJoin(users, eq(users.id, listings.hostId))
      .leftJoin(places, eq(places.id, listings.placeId))
      .leftJoin(listingModeration, eq(listingModeration.listingId, listings.id))
      .$dynamic();
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toListing = (r: Row): AdminListing => ({
    id: r.id,
    title: r.title,
    kind: r.kind,
    status: r.status,
    host: { id: r.hostId, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email },
    place_name: r.placeName,
    updated_at: r.updatedAt.toISOString(),
    submitted_at: r.submittedAt?.toISOString() ?? null,
    moderation_reason: r.reason ?? '',
  });

  async function list(query: AdminListingsQuery): Promise<AdminListing[]> {
    const host = query.host?.trim().toLowerCase();
    const place = query.place?.trim();
    const rows = await select()
      .where(
        and(
          query.status ? eq(listings.status, query.status) : undefined,
          host
            ? /^\d{1,9}$/.test(host)
              ? eq(listings.hostId, Number(host))
              : sql`${hostSearch} like ${containsPattern(host)}`
            : undefined,
          place ? ilike(places.name, containsPattern(place)) : undefined,
        ),
      )
      // The queue oldest request first; everything else most recently changed first.
      .orderBy(
        ...(query.status === 'pending_review'
          ? [asc(listingModeration.submittedAt), asc(listings.id)]
          : [desc(listings.updatedAt), desc(listings.id)]),
      )
      .limit(MODERATION_PAGE_SIZE);
    return rows.map(toListing);
  }

  async function byId(id: number): Promise<AdminListing> {
    const [row] = await select().where(eq(listings.id, id));
    if (!row) throw notFound();
    return toListing(row);
  }

  /**
   * Moves a listing from `from` to `to` with the decision recorded and audited in one
   * transaction; the host is told afterwards.
   */
  async function decide(
    actor: AuditActor,
    id: number,
    change: {
      from: 'pending_review' | 'published';
      to: 'published' | 'rejected';
      action: 'listing.approve' | 'listing.reject' | 'listing.unpublish';
      reason: string;
      refused: string;
    },
  ) {
    const now = new Date();
    const listing = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
      if (!row) throw notFound();
      if (row.status !== change.from) throw conflict(change.refused);
      await tx
        .update(listings)
        .set({
          status: change.to,
          updatedAt: now,
          ...(change.to === 'published' ? { publishedAt: row.publishedAt ?? now } : {}),
        })
        .where(eq(listings.id, id));
      const decision = { reason: change.reason, decidedBy: actor.id, decidedAt: now };
      await tx
        .insert(listingModeration)
        .values({ listingId: id, ...decision })
        .onConflictDoUpdate({ target: listingModeration.listingId, set: decision });
      await recordAudit(tx, actor, {
        action: change.action,
        subjectType: 'listing',
        subjectId: id,
        before: { status: row.status },
        after: { status: change.to },
        reason: change.reason,
      });
      return row;
    });
    const title = listing.title || 'Your listing';
    if (change.action === 'listing.approve') {
      await tell(listing.hostId, {
        kind: 'listing_review',
        title: 'Your listing is approved',
        body: `"${title}" is published and guests can now find it on ${PRODUCT_NAME}.`,
        link: `/listings/${id}`,
      });
    } else {
      const what = change.action === 'listing.reject' ? 'was not approved' : 'was taken down';
      await tell(listing.hostId, {
        kind: 'listing_review',
        title: change.action === 'listing.reject' ? 'Your listing needs changes' : 'Your listing was unpublished',
        body: `"${title}" ${what}: ${change.reason} Edit it and publish again to send it for review.`,
        link: `/dashboard/add-property?listing=${id}`,
      });
    }
    return byId(id);
  }

  return {
    list,
    approve: (actor: AuditActor, id: number, reason: string) =>
      decide(actor, id, {
        from: 'pending_review',
        to: 'published',
        action: 'listing.approve',
        reason,
        refused: MODERATION_MESSAGES.notPending,
      }),
    reject: (actor: AuditActor, id: number, reason: string) =>
      decide(actor, id, {
        from: 'pending_review',
        to: 'rejected',
        action: 'listing.reject',
        reason,
        refused: MODERATION_MESSAGES.notPending,
      }),
    unpublish: (actor: AuditActor, id: number, reason: string) =>
      decide(actor, id, {
        from: 'published',
        to: 'rejected',
        action: 'listing.unpublish',
        reason,
        refused: MODERATION_MESSAGES.notLive,
      }),
  };
}
