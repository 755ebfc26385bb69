import type { Photo } from '@roamstead/contract';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingPhotos } from '../../db/schema';
import { toPhoto } from '../listings';

/** The cover photo of each listing (the chosen cover, else the first), in one query. */
export async function coversOf(db: Db, listingIds: readonly number[]): Promise<Map<number, Photo>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([listingPhotos.listingId])
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, [...new Set(listingIds)]))
    .orderBy(
      asc(listingPhotos.listingId),
      desc(listingPhotos.isCover),
      asc(listingPhotos.position),
      asc(listingPhotos.id),
    );
  return new Map(rows.map((p) => [p.listingId, toPhoto(p)]));
}
