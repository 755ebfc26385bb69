import { HOSTING_LIMITS, HOSTING_MESSAGES } from '@roamstead/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingPhotos, listings } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { toPhoto } from '../listings';
import { missingForPublish } from './completeness';
import { removeListingPhoto, storeListingPhoto } from './photoFiles';
import type { HostingService } from './service';

/** A host's photos of one listing: upload, order, cover and delete. Ownership is checked first. */
export function listingPhotosService(db: Db, hosting: HostingService, storage: Storage) {
  const photosOf = (listingId: number) =>
    db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId))
      .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));

  async function ownedPhoto(userId: number, listingId: number, photoId: number) {
    await hosting.requireHost(userId);
    const listing = await hosting.owned(userId, listingId);
    const [photo] = await db
      .select()
      .from(listingPhotos)
      .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)));
    if (!photo) throw notFound();
    return { listing, photo };
  }

  const touch = (listingId: number) =>
    db.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));

  return {
    /** Stores the variants, then adds the photo last; the first photo becomes the cover. */
    async add(userId: number, listingId: number, upload: Buffer, alt = '') {
      await hosting.requireHost(userId);
      await hosting.owned(userId, listingId);
      if ((await photosOf(listingId)).length >= HOSTING_LIMITS.photosMax) throw conflict(HOSTING_MESSAGES.photoLimit);
      const stored = await storeListingPhoto(storage, listingId, upload);
      // Parallel uploads of one listing queue on the listing row, so positions and the cover stay unique.
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for('update');
        const [stats] = await tx
          .select({
            n: sql<number>`count(*)::int`,
            next: sql<number>`coalesce(max(${listingPhotos.position}) + 1, 0)::int`,
            covers: sql<number>`count(*) filter (where ${listingPhotos.isCover})::int`,
          })
          .from(listingPhotos)
          .where(eq(listingPhotos.listingId, listingId));
        if ((stats?.n ?? 0) >= HOSTING_LIMITS.photosMax) return null;
        const [inserted] = await tx
          .insert(listingPhotos)
          .values({
            listingId,
            position: stats?.next ?? 0,
            isCover: (stats?.covers ?? 0) === 0,
            storageKey: stored.storageKey,
            width: stored.width,
            height: stored.height,
            alt: alt.trim().slice(0, 200),
          })
          .returning();
        await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));
        return inserted ?? null;
      });
      if (!row) {
        await removeListingPhoto(storage, stored.storageKey);
        throw conflict(HOSTING_MESSAGES.photoLimit);
      }
      return toPhoto(row);
    },

    /** `photoIds` must name every photo of the listing once; positions follow that order. */
    async reorder(userId: number, listingId: number, photoIds: number[]) {
      await hosting.requireHost(userId);
      await hosting.owned(userId, listingId);
      const photos = await photosOf(listingId);
      const same =
        photoIds.length === photos.length &&
        new Set(photoIds).size === photoIds.length &&
        photos.every((p) => photoIds.includes(p.id));
      if (!same) throw badRequest(HOSTING_MESSAGES.photoOrder, { photo_ids: [HOSTING_MESSAGES.photoOrder] });
      // One statement: each photo takes its place in the given order (positions count from 0).
      await db
        .update(listingPhotos)
        .set({
          position: sql`array_position(array[${sql.join(
            photoIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::int[], ${listingPhotos.id}) - 1`,
        })
        .where(eq(listingPhotos.listingId, listingId));
      await touch(listingId);
      return (await photosOf(listingId)).map(toPhoto);
    },

    async setCover(userId: number, listingId: number, photoId: number) {
      await ownedPhoto(userId, listingId, photoId);
      await db.transaction(async (tx) => {
        // Clear first: the partial unique index allows one cover per listing.
        await tx
          .update(listingPhotos)
          .set({ isCover: false })
          .where(and(eq(listingPhotos.listingId, listingId), ne(listingPhotos.id, photoId)));
        await tx.update(listingPhotos).set({ isCover: true }).where(eq(listingPhotos.id, photoId));
      });
      await touch(listingId);
      return (await photosOf(listingId)).map(toPhoto);
    },

    /** A published listing keeps at least the photos publishing needs; a deleted cover passes to the first photo. */
    async remove(userId: number, listingId: number, photoId: number) {
      const { listing, photo } = await ownedPhoto(userId, listingId, photoId);
      const photos = await photosOf(listingId);
      if (listing.status === 'published' && missingForPublish(listing, photos.length - 1).photos) {
        throw conflict(HOSTING_MESSAGES.publishedIncomplete, { photos: [HOSTING_MESSAGES.photosMissing] });
      }
      await db.transaction(async (tx) => {
        await tx.delete(listingPhotos).where(eq(listingPhotos.id, photoId));
        const next = photos.find((p) => p.id !== photoId);
        if (photo.isCover && next) {
          await tx.update(listingPhotos).set({ isCover: true }).where(eq(listingPhotos.id, next.id));
        }
      });
      await removeListingPhoto(storage, photo.storageKey);
      await touch(listingId);
      return (await photosOf(listingId)).map(toPhoto);
    },
  };
}
