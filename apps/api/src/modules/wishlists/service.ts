import {
  type CreateWishlistBody,
  type SavedListing,
  WISHLIST_LIMITS,
  WISHLIST_MESSAGES,
  type WishlistDetail,
  type WishlistListing,
  type WishlistSummary,
} from '@roamstead/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, places, wishlistItems, wishlists } from '../../db/schema';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { coversOf } from './photos';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type WishlistRow = typeof wishlists.$inferSelect;

const nameTaken = () => conflict(WISHLIST_MESSAGES.nameTaken, { name: [WISHLIST_MESSAGES.nameTaken] });
const wishlistNotFound = () => notFound(WISHLIST_MESSAGES.wishlistNotFound);

/** Named wishlists of saved listings. Every call names its owner; others' wishlists answer 404. */

/** What a wishlist shows in lists: name, how many it holds, the cover of the newest save. */
const summaryOf = (r: WishlistRow, itemCount: number, cover: WishlistSummary['cover']): WishlistSummary => ({
  id: r.id,
  name: r.name,
  item_count: itemCount,
  cover,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export function wishlistsService(db: Db) {
  /** The caller's wishlist, or 404 — also when it exists but belongs to someone else. */
  async function owned(q: Db | Tx, userId: number, id: number): Promise<WishlistRow> {
    const [row] = await q
      .select()
      .from(wishlists)
      .where(and(eq(wishlists.id, id), eq(wishlists.userId, userId)));
    if (!row) throw wishlistNotFound();
    return row;
  }

  const touch = (q: Db | Tx, ids: number[]) =>
    q.update(wishlists).set({ updatedAt: sql`now()` }).where(inArray(wishlists.id, ids));

  async function requirePublished(q: Db | Tx, listingId: number) {
    const [row] = await q
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, listingId), eq(listings.status, 'published')));
    if (!row) throw notFound(WISHLIST_MESSAGES.listingUnavailable);
  }

  async function addItem(q: Db | Tx, wishlistId: number, listingId: number) {
    const [{ total } = { total: 0 }] = await q
      .select({ total: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, wishlistId));
    if (total >= WISHLIST_LIMITS.itemsPerList) throw conflict(WISHLIST_MESSAGES.listFull);
    const inserted = await q.insert(wishlistItems).values({ wishlistId, listingId }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw conflict(WISHLIST_MESSAGES.alreadySaved);
    await touch(q, [wishlistId]);
  }

  /** Summaries (count and cover) of the given wishlists, in the given order. */
  async function summaries(rows: WishlistRow[]): Promise<WishlistSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [counts, newest] = await Promise.all([
      db
        .select({ wishlistId: wishlistItems.wishlistId, total: count() })
        .from(wishlistItems)
        .where(inArray(wishlistItems.wishlistId, ids))
        .groupBy(wishlistItems.wishlistId),
      db
        .selectDistinctOn([wishlistItems.wishlistId], {
          wishlistId: wishlistItems.wishlistId,
          listingId: wishlistItems.listingId,
        })
        .from(wishlistItems)
        .where(inArray(wishlistItems.wishlistId, ids))
        .orderBy(wishlistItems.wishlistId, desc(wishlistItems.createdAt), desc(wishlistItems.listingId)),
    ]);
    const covers = await coversOf(
      db,
      newest.map((n) => n.listingId),
    );
    const countOf = new Map(counts.map((c) => [c.wishlistId, c.total]));
    const coverListing = new Map(newest.map((n) => [n.wishlistId, n.listingId]));
    return rows.map((r) => {
      const listingId = coverListing.get(r.id);
      return summaryOf(r, countOf.get(r.id) ?? 0, (listingId !== undefined && covers.get(listingId)) || null);
    });
  }

  async function summary(id: number): Promise<WishlistSummary> {
    const [row] = await db.select().from(wishlists).where(eq(wishlists.id, id));
    if (!row) throw wishlistNotFound();
    const [result] = await summaries([row]);
    if (!result) throw wishlistNotFound();
    return result;
  }

  return {
    async list(userId: number): Promise<WishlistSummary[]> {
      const rows = await db
        .select()
        .from(wishlists)
        .where(eq(wishlists.userId, userId))
        .orderBy(desc(wishlists.updatedAt), desc(wishlists.id));
      return summaries(rows);
    },

    async get(userId: number, id: number): Promise<WishlistDetail> {
      const row = await owned(db, userId, id);
      const items = await db
        .select({ addedAt: wishlistItems.createdAt, listing: listings, place: places })
        .from(wishlistItems)
        .innerJoin(listings, eq(listings.id, wishlistItems.listingId))
        .leftJoin(places, eq(places.id, listings.placeId))
        .where(eq(wishlistItems.wishlistId, id))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.listingId));
      const covers = await coversOf(
        db,
        items.map((i) => i.listing.id),
      );
      // Items come newest first, as the summary's cover is chosen.
      const newest = items[0]?.listing.id;
      return {
        ...summaryOf(row, items.length, (newest !== undefined && covers.get(newest)) || null),
        items: items.map(({ addedAt, listing: l, place }) => {
          const listing: WishlistListing = {
            id: l.id,
            kind: l.kind,
            title: l.title,
            place: { name: place?.name ?? '', country: place?.country ?? '' },
            price: { amount: l.nightlyPrice, currency: l.currency },
            rating_avg: l.ratingAvg,
            review_count: l.reviewCount,
            cover: covers.get(l.id) ?? null,
            available: l.status === 'published',
          };
          return { added_at: addedAt.toISOString(), listing };
        }),
      };
    },

    async create(userId: number, body: CreateWishlistBody): Promise<WishlistSummary> {
      const id = await db.transaction(async (tx) => {
        const [{ total } = { total: 0 }] = await tx
          .select({ total: count() })
          .from(wishlists)
          .where(eq(wishlists.userId, userId));
        if (total >= WISHLIST_LIMITS.perUser) throw conflict(WISHLIST_MESSAGES.tooManyLists);
        if (body.listing_id !== undefined) await requirePublished(tx, body.listing_id);
        let created: WishlistRow | undefined;
        try {
          [created] = await tx.insert(wishlists).values({ userId, name: body.name }).returning();
        } catch (err) {
          throw isUniqueViolation(err) ? nameTaken() : err;
        }
        if (!created) throw new Error('wishlist not inserted');
        if (body.listing_id !== undefined) await addItem(tx, created.id, body.listing_id);
        return created.id;
      });
      return summary(id);
    },

    async rename(userId: number, id: number, name: string): Promise<WishlistSummary> {
      await owned(db, userId, id);
      try {
        await db.update(wishlists).set({ name, updatedAt: sql`now()` }).where(eq(wishlists.id, id));
      } catch (err) {
        throw isUniqueViolation(err) ? nameTaken() : err;
      }
      return summary(id);
    },

    async remove(userId: number, id: number) {
      await owned(db, userId, id);
      await db.delete(wishlists).where(eq(wishlists.id, id));
    },

    async save(userId: number, id: number, listingId: number): Promise<WishlistSummary> {
      await db.transaction(async (tx) => {
        await owned(tx, userId, id);
        await requirePublished(tx, listingId);
        await addItem(tx, id, listingId);
      });
      return summary(id);
    },

    async unsave(userId: number, id: number, listingId: number): Promise<WishlistSummary> {
      await owned(db, userId, id);
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.wishlistId, id), eq(wishlistItems.listingId, listingId)))
        .returning();
      if (removed.length === 0) throw notFound(WISHLIST_MESSAGES.notSaved);
      await touch(db, [id]);
      return summary(id);
    },

    /** Moves a saved listing from wishlist `id` to wishlist `targetId`, both the caller's. */
    async move(userId: number, id: number, listingId: number, targetId: number): Promise<WishlistSummary> {
      if (id === targetId) {
        throw badRequest(WISHLIST_MESSAGES.sameWishlist, { wishlist_id: [WISHLIST_MESSAGES.sameWishlist] });
      }
      await db.transaction(async (tx) => {
        await owned(tx, userId, id);
        await owned(tx, userId, targetId);
        const removed = await tx
          .delete(wishlistItems)
          .where(and(eq(wishlistItems.wishlistId, id), eq(wishlistItems.listingId, listingId)))
          .returning();
        if (removed.length === 0) throw notFound(WISHLIST_MESSAGES.notSaved);
        const [{ total } = { total: 0 }] = await tx
          .select({ total: count() })
          .from(wishlistItems)
          .where(eq(wishlistItems.wishlistId, targetId));
        if (total >= WISHLIST_LIMITS.itemsPerList) throw conflict(WISHLIST_MESSAGES.listFull);
        const inserted = await tx
          .insert(wishlistItems)
          .values({ wishlistId: targetId, listingId })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) throw conflict(WISHLIST_MESSAGES.alreadyInTarget);
        await touch(tx, [id, targetId]);
      });
      return summary(targetId);
    },

    /** Every listing the caller saved, with the wishlists that hold it (for filled hearts). */
    async savedIds(userId: number): Promise<SavedListing[]> {
      const rows = await db
        .select({
          listingId: wishlistItems.listingId,
          wishlistIds: sql<number[]>`array_agg(${wishlistItems.wishlistId} order by ${wishlistItems.wishlistId})`,
        })
        .from(wishlistItems)
        .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
        .where(eq(wishlists.userId, userId))
        .groupBy(wishlistItems.listingId)
        .orderBy(wishlistItems.listingId);
      return rows.map((r) => ({ listing_id: r.listingId, wishlist_ids: r.wishlistIds.map(Number) }));
    },

    /** Takes a listing out of every wishlist of the caller (a filled heart clicked); the wishlists it left. */
    async unsaveEverywhere(userId: number, listingId: number): Promise<number[]> {
      const mine = db.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.userId, userId));
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.listingId, listingId), inArray(wishlistItems.wishlistId, mine)))
        .returning({ wishlistId: wishlistItems.wishlistId });
      const ids = removed.map((r) => r.wishlistId);
      if (ids.length > 0) await touch(db, ids);
      return ids;
    },
  };
}
