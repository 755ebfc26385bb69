import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type Profile,
  type ProfileReview,
  type PublicProfile,
  type UpdateProfileBody,
} from '@roamstead/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, reviews, users } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
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
      .where(where)
      .orderBy(desc(reviews.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      body: r.body,
      created_at: r.createdAt.toISOString(),
      listing_id: r.listingId,
      listing_title: r.listingTitle,
      author_name: `${r.firstName} ${r.lastName.slice(0, 1)}`.trim(),
    }));
  }

  return {
    /** A stored profile picture file, or null (also for names that are not one). */
    async pictureFile(file: string) {
      return AVATAR_FILE.test(file) ? storage.get(avatarKey(file)) : null;
    },

    /** Reviews the user wrote, and reviews guests wrote about the user's listings. */
    async reviews(userId: number) {
      return {
        written: await reviewsWhere(eq(reviews.authorId, userId)),
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

    async publicProfile(userId: number): Promise<PublicProfile> {
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
        listings: await db
          .select({ id: listings.id, title: listings.title, review_count: listings.reviewCount })
          .from(listings)
          .where(and(eq(listings.hostId, userId), eq(listings.status, 'published')))
          .orderBy(desc(listings.id))
          .limit(24),
        reviews: await reviewsWhere(eq(listings.hostId, userId), 10),
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;
