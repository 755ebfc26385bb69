import {
  type AdminReview,
  type adminReviewsQuery,
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
} from '@roamstead/contract';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listingRating } from '../../db/ratings';
import { listings, reviews, users } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { Tell } from '../reports';

const columns = {
  id: reviews.id,
  listingId: listings.id,
  listingTitle: listings.title,
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  rating: reviews.rating,
  body: reviews.body,
  createdAt: reviews.createdAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
};

/** Hiding and restoring listing reviews (docs/adr/0074). */
export function reviewsModeration(db: Db, tell: Tell) {
  const select = () =>
    db
      .select(columns)
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .innerJoin(users, eq(users.id, reviews.authorId))
      .$dynamic();
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toReview = (r: Row): AdminReview => ({
    id: r.id,
    listing: { id: r.listingId, title: r.listingTitle },
    author: { id: r.authorId, name: `${r.firstName} ${r.lastName}`.trim() },
    rating: r.rating,
    body: r.body,
    created_at: r.createdAt.toISOString(),
    hidden: r.hiddenAt ? { reason: r.hiddenReason, at: r.hiddenAt.toISOString() } : null,
  });

  async function byId(id: number) {
    const [row] = await select().where(eq(reviews.id, id));
    if (!row) throw notFound();
    return toReview(row);
  }

  /** Hides (`hide`) or restores a review; the listing's rating follows in the same transaction. */
  async function setHidden(actor: AuditActor, id: number, hide: boolean, reason: string) {
    const review = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      if (!row) throw notFound();
      if (hide === (row.hiddenAt !== null)) {
        throw conflict(hide ? MODERATION_MESSAGES.alreadyHidden : MODERATION_MESSAGES.notHidden);
      }
      await tx
        .update(reviews)
        .set(hide ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: '' })
        .where(eq(reviews.id, id));
      await tx.update(listings).set(listingRating(row.listingId)).where(eq(listings.id, row.listingId));
      await recordAudit(tx, actor, {
        action: hide ? 'review.hide' : 'review.restore',
        subjectType: 'review',
        subjectId: id,
        before: { hidden: !hide },
        after: { hidden: hide },
        reason,
      });
      return row;
    });
    await tell(review.authorId, {
      kind: 'moderation',
      title: hide ? 'Your review was hidden' : 'Your review shows again',
      body: hide
        ? `Your review no longer shows on the listing: ${reason}`
        : `Your review shows on the listing again: ${reason}`,
      link: `/listings/${review.listingId}`,
    });
    return byId(id);
  }

  return {
    async list(query: z.output<typeof adminReviewsQuery>): Promise<AdminReview[]> {
      const { visibility } = query;
      const rows = await select()
        .where(
          and(
            query.listing_id ? eq(reviews.listingId, query.listing_id) : undefined,
            visibility === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined,
            visibility === 'visible' ? isNull(reviews.hiddenAt) : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(MODERATION_PAGE_SIZE);
      return rows.map(toReview);
    },
    hide: (actor: AuditActor, id: number, reason: string) => setHidden(actor, id, true, reason),
    restore: (actor: AuditActor, id: number, reason: string) => setHidden(actor, id, false, reason),
  };
}
