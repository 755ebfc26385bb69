import {
  type BookingReview,
  type BookingReviews,
  DAY_MS,
  GUEST_REVIEW_CATEGORIES,
  REVIEW_MESSAGES,
  REVIEW_WINDOW_DAYS,
  type reviewResponseSchema,
  type writeReviewSchema,
} from '@roamstead/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listingRating } from '../../db/ratings';
import { bookingReviews, bookings, listings, reviews, users } from '../../db/schema';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { notify } from '../notifications';

type BookingRow = typeof bookings.$inferSelect;
type ReviewRow = typeof bookingReviews.$inferSelect;

/** Why a stay can no longer be reviewed: its listing or the other person is gone. */
const goneReason = (b: BookingRow, viewer: 'guest' | 'host') => {
  if (b.listingId === null) return REVIEW_MESSAGES.listingGone;
  if ((viewer === 'guest' ? b.hostId : b.guestId) === null) return REVIEW_MESSAGES.personGone;
  return null;
};

/** The review window closes this long after the stay was completed (checkout). */
const closesAt = (b: BookingRow) =>
  b.state === 'completed' ? new Date(b.stateChangedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS) : null;

/**
 * Reviews after a completed stay: each side writes once within the window; both stay hidden until
 * both have written or the window closes. A published guest review becomes one of the listing's
 * public reviews and the listing's rating is recomputed.
 */
export function reviewsService(deps: {
  db: Db;
  outbox: Outbox;
  now: () => Date;
  log: { error(o: object, m: string): void };
}) {
  const { db, outbox, now } = deps;

  async function own(userId: number, bookingId: number) {
    const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!b || (b.guestId !== userId && b.hostId !== userId)) throw notFound();
    return { b, viewer: b.guestId === userId ? ('guest' as const) : ('host' as const) };
  }

  async function toReview(row: ReviewRow): Promise<BookingReview> {
    const [author] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, row.authorId));
    return {
      id: row.id,
      author_role: row.authorRole,
      author_name: author?.firstName ?? '',
      rating: row.rating,
      categories: (row.categories as Record<string, number> | null) ?? null,
      body: row.body,
      response: row.response,
      created_at: row.createdAt.toISOString(),
      published_at: row.publishedAt?.toISOString() ?? null,
    };
  }

  /** Publishes every hidden review of a booking; the guest's joins the listing's public reviews. */
  async function publish(bookingId: number) {
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(bookingReviews)
        .set({ publishedAt: now() })
        .where(and(eq(bookingReviews.bookingId, bookingId), isNull(bookingReviews.publishedAt)))
        .returning();
      const guestReview = rows.find((r) => r.authorRole === 'guest');
      if (!guestReview) return;
      const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      // A deleted listing has no public reviews to join.
      if (!b || b.listingId === null) return;
      const listingId = b.listingId;
      const c = (guestReview.categories ?? {}) as Record<string, number>;
      const [pub] = await tx
        .insert(reviews)
        .values({
          listingId,
          authorId: guestReview.authorId,
          rating: guestReview.rating,
          cleanliness: c.cleanliness ?? guestReview.rating,
          accuracy: c.accuracy ?? guestReview.rating,
          checkIn: c.check_in ?? guestReview.rating,
          communication: c.communication ?? guestReview.rating,
          location: c.location ?? guestReview.rating,
          value: c.value ?? guestReview.rating,
          body: guestReview.body,
          createdAt: guestReview.createdAt,
        })
        .returning({ id: reviews.id });
      await tx
        .update(bookingReviews)
        .set({ reviewId: pub?.id ?? null })
        .where(eq(bookingReviews.id, guestReview.id));
      await tx
        .update(listings)
        .set({
          ...listingRating(listingId),
        })
        .where(eq(listings.id, listingId));
    });
  }

  return {
    publish,

    async forBooking(userId: number, bookingId: number): Promise<BookingReviews> {
      const { b, viewer } = await own(userId, bookingId);
      const rows = await db.select().from(bookingReviews).where(eq(bookingReviews.bookingId, b.id));
      const mine = rows.find((r) => r.authorRole === viewer);
      const theirs = rows.find((r) => r.authorRole !== viewer);
      const closes = closesAt(b);
      return {
        mine: mine ? await toReview(mine) : null,
        theirs: theirs?.publishedAt ? await toReview(theirs) : null,
        theirs_pending: Boolean(theirs && !theirs.publishedAt),
        can_review: !mine && closes !== null && now() < closes && goneReason(b, viewer) === null,
        can_respond: viewer === 'host' && Boolean(theirs?.publishedAt) && theirs?.response === null,
        window_closes_at: closes?.toISOString() ?? null,
      };
    },

    async write(userId: number, bookingId: number, input: z.output<typeof writeReviewSchema>) {
      const { b, viewer } = await own(userId, bookingId);
      const closes = closesAt(b);
      if (!closes) throw conflict(REVIEW_MESSAGES.notCompleted);
      if (now() >= closes) throw conflict(REVIEW_MESSAGES.windowClosed);
      const gone = goneReason(b, viewer);
      if (gone) throw conflict(gone);
      let categories: Record<string, number> | null = null;
      if (viewer === 'guest') {
        const missing = GUEST_REVIEW_CATEGORIES.filter((k) => input[k] === undefined);
        if (missing.length) {
          throw badRequest(
            REVIEW_MESSAGES.categoriesRequired,
            Object.fromEntries(missing.map((k) => [k, [REVIEW_MESSAGES.categoriesRequired]])),
          );
        }
        categories = Object.fromEntries(GUEST_REVIEW_CATEGORIES.map((k) => [k, input[k] as number]));
      }
      try {
        await db.insert(bookingReviews).values({
          bookingId: b.id,
          authorId: userId,
          authorRole: viewer,
          rating: input.rating,
          categories,
          body: input.body,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
        throw err;
      }
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookingReviews)
        .where(eq(bookingReviews.bookingId, b.id));
      const both = (count?.n ?? 0) >= 2;
      if (both) await publish(b.id);
      const other = viewer === 'guest' ? b.hostId : b.guestId;
      if (other === null) return;
      const [me] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
      await notify(
        db,
        other,
        {
          kind: 'review',
          title: both ? 'Your reviews are published' : `${me?.firstName || 'Someone'} reviewed your stay`,
          body: both
            ? 'You have both written a review, so both are now visible.'
            : `Write yours within ${REVIEW_WINDOW_DAYS} days of checkout to read it: reviews stay hidden until both are written.`,
          link:
            viewer === 'guest'
              ? `/dashboard/host/calendar?listing=${b.listingId}&booking=${b.id}`
              : `/dashboard/guest/trips/${b.id}`,
        },
        outbox,
      ).catch((err) => deps.log.error({ err, bookingId: b.id }, 'review notification failed'));
    },

    async respond(userId: number, bookingId: number, input: z.output<typeof reviewResponseSchema>) {
      const { b, viewer } = await own(userId, bookingId);
      if (viewer !== 'host') throw forbidden('Only the host can respond to a review.');
      const [guestReview] = await db
        .select()
        .from(bookingReviews)
        .where(and(eq(bookingReviews.bookingId, b.id), eq(bookingReviews.authorRole, 'guest')));
      if (!guestReview?.publishedAt) throw conflict(REVIEW_MESSAGES.nothingToRespond);
      const [row] = await db
        .update(bookingReviews)
        .set({ response: input.response, respondedAt: now() })
        .where(and(eq(bookingReviews.id, guestReview.id), isNull(bookingReviews.response)))
        .returning({ id: bookingReviews.id });
      if (!row) throw conflict(REVIEW_MESSAGES.responseOnce);
    },

    /** Publishes the reviews of stays whose window has closed (called by the sweep). */
    async publishClosed() {
      const due = await db
        .selectDistinct({ bookingId: bookingReviews.bookingId })
        .from(bookingReviews)
        .innerJoin(bookings, eq(bookings.id, bookingReviews.bookingId))
        .where(
          and(
            isNull(bookingReviews.publishedAt),
            sql`${bookings.stateChangedAt} + make_interval(days => ${REVIEW_WINDOW_DAYS}) <= ${now().toISOString()}::timestamptz`,
          ),
        );
      for (const { bookingId } of due) await publish(bookingId);
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
