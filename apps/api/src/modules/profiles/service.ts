import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type Profile,
  type ProfileReview,
  type PublicProfile,
  type UpdateProfileBody,
} from '@roamstead/contract';
import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingReviews, bookings, listings, reviews, users } from '../../db/schema';
import { badRequest, notFound, unauthorized } from '../../platform/errors';
import { convertImage, imageInput, imageMetadata } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { settingsOf, updateSettings } from '../account';

/** Square WebP variants kept of every profile picture; the header uses 96, profiles 256. */
export const PICTURE_SIZES = [96, 256, 512] as const;
const MAIN_SIZE = 256;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
export const AVATAR_ROUTE = '/uploads/avatars';
export const AVATAR_FILE = /^u\d+-[A-Za-z0-9_-]+-\d+\.webp$/;

/** Storage key of one profile picture file. */
export const avatarKey = (file: string) => `avatars/${file}`;

export function profilesService(db: Db, storage: Storage, apiBase: string) {
  async function userRow(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    return user;
  }

  async function reviewsWhere(where: SQL | undefined, limit = 50): Promise<ProfileReview[]> {
    const rows = await db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        body: reviews.body,
        createdAt: reviews.createdAt,
        listingId: listings.id,
        listingTitle: listings.title,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(and(where, isNull(reviews.hiddenAt)))
      .orderBy(desc(reviews.createdAt))
      .limit(limit);
    return rows.map((r) => profileReview(r, false));
  }

  /**
   * Reviews the user wrote after a stay that are not public reviews of a listing: their guest
   * reviews still hidden until the host writes theirs (once published they are listing reviews),
   * and their reviews of guests as a host.
   */
  async function stayReviewsBy(userId: number, limit = 50): Promise<ProfileReview[]> {
    const rows = await db
      .select({
        id: bookingReviews.id,
        rating: bookingReviews.rating,
        body: bookingReviews.body,
        createdAt: bookingReviews.createdAt,
        publishedAt: bookingReviews.publishedAt,
        listingId: bookings.listingId,
        listingTitle: bookings.listingTitle,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(bookingReviews)
      .innerJoin(bookings, eq(bookings.id, bookingReviews.bookingId))
      .innerJoin(users, eq(users.id, bookingReviews.authorId))
      .where(
        and(
          eq(bookingReviews.authorId, userId),
          or(isNull(bookingReviews.publishedAt), eq(bookingReviews.authorRole, 'host')),
        ),
      )
      .orderBy(desc(bookingReviews.createdAt))
      .limit(limit);
    return rows.map((r) => profileReview(r, r.publishedAt === null));
  }

  return {
    /** A stored profile picture file, or null (also for names that are not one). */
    async pictureFile(file: string) {
      return AVATAR_FILE.test(file) ? storage.get(avatarKey(file)) : null;
    },

    /** Reviews the user wrote (hidden ones too), and reviews guests wrote about the user's listings. */
    async reviews(userId: number) {
      const [hidden, published] = await Promise.all([
        stayReviewsBy(userId),
        reviewsWhere(eq(reviews.authorId, userId)),
      ]);
      return {
        written: [...hidden, ...published].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 50),
        received: await reviewsWhere(eq(listings.hostId, userId)),
      };
    },

    async get(userId: number): Promise<Profile> {
      const user = await userRow(userId);
      const s = await settingsOf(db, userId);
      return {
        about: user.about,
        languages: s.languages,
        location: s.location,
        work: s.work,
        picture: user.pictureUrl,
      };
    },

    async update(userId: number, body: UpdateProfileBody): Promise<Profile> {
      await db.update(users).set({ about: body.about, updatedAt: new Date() }).where(eq(users.id, userId));
      await updateSettings(db, userId, {
        languages: [...new Set(body.languages)],
        location: body.location,
        work: body.work,
      });
      return this.get(userId);
    },

    /** Crops the upload to a centred square, stores WebP variants and makes the 256px one the user's picture. */
    async setPicture(userId: number, upload: Buffer) {
      const meta = await imageMetadata(upload, 'picture');
      if (!ACCEPTED.has(meta.format)) {
        throw badRequest(ACCOUNT_MESSAGES.pictureInvalid, { picture: [ACCOUNT_MESSAGES.pictureInvalid] });
      }
      const stem = `u${userId}-${randomBytes(6).toString('base64url')}`;
      const variants: Record<string, string> = {};
      try {
        for (const size of PICTURE_SIZES) {
          const file = `${stem}-${size}.webp`;
          variants[String(size)] = `${apiBase}${AVATAR_ROUTE}/${file}`;
          const data = await convertImage('picture', () =>
            imageInput(upload, 'picture')
              .rotate()
              .resize(size, size, { fit: 'cover', position: 'attention' })
              .webp({ quality: 82 })
              .toBuffer(),
          );
          await storage.put(avatarKey(file), data);
        }
      } catch (err) {
        await this.removeFiles(variants);
        throw err;
      }
      const old = (await settingsOf(db, userId)).pictureVariants;
      const picture = variants[String(MAIN_SIZE)] as string;
      await db.update(users).set({ pictureUrl: picture, updatedAt: new Date() }).where(eq(users.id, userId));
      await updateSettings(db, userId, { pictureVariants: variants });
      await this.removeFiles(old);
      return { picture, variants };
    },

    async removeFiles(variants: Record<string, string> | null | undefined) {
      for (const url of Object.values(variants ?? {})) {
        const file = url.split('/').at(-1) ?? '';
        if (AVATAR_FILE.test(file)) await storage.delete(avatarKey(file));
      }
    },

    /** What anyone may see of a user; signed-out visitors see hosts only (those with a published listing). */
    async publicProfile(userId: number, viewerId: number | null): Promise<PublicProfile> {
      const published = await db
        .select({ id: listings.id, title: listings.title, review_count: listings.reviewCount })
        .from(listings)
        .where(and(eq(listings.hostId, userId), eq(listings.status, 'published')))
        .orderBy(desc(listings.id))
        .limit(24);
      // Asked before the user is read: a signed-out caller learns nothing of who is not a host.
      if (viewerId === null && published.length === 0) throw unauthorized();
      const user = await userRow(userId);
      const s = await settingsOf(db, userId);
      return {
        id: user.id,
        name: `${user.firstName} ${user.lastName}`.trim() || user.email.split('@')[0] || '',
        picture: user.pictureUrl,
        role: user.role,
        about: user.about,
        languages: s.languages,
        location: s.location,
        work: s.work,
        joined_at: user.createdAt.toISOString(),
        verified: {
          email: user.emailVerifiedAt !== null,
          phone: user.phoneVerifiedAt !== null,
          work_email: s.workEmailVerifiedAt !== null,
        },
        listings: published,
        reviews: await reviewsWhere(eq(listings.hostId, userId), 10),
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;

interface ReviewRow {
  id: number;
  rating: number;
  body: string;
  createdAt: Date;
  listingId: number | null;
  listingTitle: string;
  firstName: string;
  lastName: string;
}

function profileReview(r: ReviewRow, pending: boolean): ProfileReview {
  return {
    id: r.id,
    rating: r.rating,
    body: r.body,
    created_at: r.createdAt.toISOString(),
    listing_id: r.listingId,
    listing_title: r.listingTitle,
    author_name: `${r.firstName} ${r.lastName.slice(0, 1)}`.trim(),
    pending,
  };
}
