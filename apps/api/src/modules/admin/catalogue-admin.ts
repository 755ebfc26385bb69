import {
  type AdminAmenity,
  type AdminCategory,
  type adminAmenityBody,
  type adminCategoryBody,
  CONTENT_MESSAGES,
} from '@roamstead/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { amenities, categories, contentRemovals, listings } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { slugify } from './content-admin';

type CategoryBody = z.output<typeof adminCategoryBody>;
type AmenityBody = z.output<typeof adminAmenityBody>;

/** Only the languages given a name are kept: the others fall back to the built-in translations. */
const namesOf = (names: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(names).filter((entry): entry is [string, string] => Boolean(entry[1])));

const toCategory = (row: typeof categories.$inferSelect, listingCount: number): AdminCategory => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  names: row.names,
  icon: row.icon,
  listing_count: listingCount,
});

const toAmenity = (row: typeof amenities.$inferSelect, listingCount: number): AdminAmenity => ({
  slug: row.slug,
  name: row.name,
  names: row.names,
  icon: row.icon,
  group: row.group,
  listing_count: listingCount,
});

const nameTaken = (message: string) => conflict(message, { name: [message] });

/** Categories and amenities in the console: added, renamed in every language, deleted when unused. */
export function catalogueAdmin(db: Db) {
  const categoryUse = async (tx: Db, id: number) =>
    (await tx.select({ n: count() }).from(listings).where(eq(listings.categoryId, id)))[0]?.n ?? 0;
  const amenityUse = async (tx: Db, slug: string) =>
    (await tx.select({ n: count() }).from(listings).where(sql`${listings.amenities} @> array[${slug}]::text[]`))[0]
      ?.n ?? 0;

  async function category(tx: Db, id: number) {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!row) throw notFound('No such category.');
    return toCategory(row, await categoryUse(tx, id));
  }

  async function amenity(tx: Db, slug: string) {
    const [row] = await tx.select().from(amenities).where(eq(amenities.slug, slug));
    if (!row) throw notFound('No such amenity.');
    return toAmenity(row, await amenityUse(tx, slug));
  }

  return {
    async categories(): Promise<AdminCategory[]> {
      const counts = db
        .select({ categoryId: listings.categoryId, n: count().as('n') })
        .from(listings)
        .groupBy(listings.categoryId)
        .as('counts');
      const rows = await db
        .select({ category: categories, n: counts.n })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.id))
        .orderBy(asc(categories.position), asc(categories.id));
      return rows.map((r) => toCategory(r.category, r.n ?? 0));
    },

    async addCategory(actor: AuditActor, body: CategoryBody) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({
            name: body.name,
            slug: slugify(body.name),
            names: namesOf(body.names),
            icon: body.icon ?? 'home',
            position: 1000,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw nameTaken(CONTENT_MESSAGES.categoryExists);
        const after = toCategory(row, 0);
        await recordAudit(tx, actor, { action: 'category.add', subjectType: 'category', subjectId: row.id, after });
        return after;
      });
    },

    async renameCategory(actor: AuditActor, id: number, body: CategoryBody) {
      return db.transaction(async (tx) => {
        const before = await category(tx, id);
        const [clash] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(sql`${categories.name} = ${body.name} and ${categories.id} <> ${id}`);
        if (clash) throw nameTaken(CONTENT_MESSAGES.categoryExists);
        await tx
          .update(categories)
          .set({ name: body.name, names: namesOf(body.names), icon: body.icon ?? before.icon })
          .where(eq(categories.id, id));
        const after = await category(tx, id);
        await recordAudit(tx, actor, {
          action: 'category.rename',
          subjectType: 'category',
          subjectId: id,
          before,
          after,
        });
        return after;
      });
    },

    async deleteCategory(actor: AuditActor, id: number) {
      await db.transaction(async (tx) => {
        const before = await category(tx, id);
        if (before.listing_count > 0) throw conflict(CONTENT_MESSAGES.categoryInUse);
        await tx.delete(categories).where(eq(categories.id, id));
        await tx.insert(contentRemovals).values({ kind: 'category', slug: before.slug }).onConflictDoNothing();
        await recordAudit(tx, actor, { action: 'category.delete', subjectType: 'category', subjectId: id, before });
      });
    },

    async amenities(): Promise<AdminAmenity[]> {
      const [rows, used] = await Promise.all([
        db.select().from(amenities).orderBy(asc(amenities.position), asc(amenities.slug)),
        db.execute(
          sql`select a as slug, count(*)::int as n from ${listings}, unnest(${listings.amenities}) a group by a`,
        ),
      ]);
      const { rows: usage } = used as unknown as { rows: { slug: string; n: number }[] };
      const counts = new Map(usage.map((r) => [r.slug, Number(r.n)]));
      return rows.map((r) => toAmenity(r, counts.get(r.slug) ?? 0));
    },

    async addAmenity(actor: AuditActor, body: AmenityBody) {
      return db.transaction(async (tx) => {
        const slug = slugify(body.name);
        const [row] = await tx
          .insert(amenities)
          .values({
            slug,
            name: body.name,
            names: namesOf(body.names),
            icon: body.icon ?? 'check',
            group: body.group,
            position: 1000,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw nameTaken(CONTENT_MESSAGES.amenityExists);
        const after = toAmenity(row, 0);
        await recordAudit(tx, actor, { action: 'amenity.add', subjectType: 'amenity', subjectId: slug, after });
        return after;
      });
    },

    async renameAmenity(actor: AuditActor, slug: string, body: AmenityBody) {
      return db.transaction(async (tx) => {
        const before = await amenity(tx, slug);
        await tx
          .update(amenities)
          .set({ name: body.name, names: namesOf(body.names), icon: body.icon ?? before.icon, group: body.group })
          .where(eq(amenities.slug, slug));
        const after = await amenity(tx, slug);
        await recordAudit(tx, actor, {
          action: 'amenity.rename',
          subjectType: 'amenity',
          subjectId: slug,
          before,
          after,
        });
        return after;
      });
    },

    async deleteAmenity(actor: AuditActor, slug: string) {
      await db.transaction(async (tx) => {
        const before = await amenity(tx, slug);
        if (before.listing_count > 0) throw conflict(CONTENT_MESSAGES.amenityInUse);
        await tx.delete(amenities).where(eq(amenities.slug, slug));
        await tx.insert(contentRemovals).values({ kind: 'amenity', slug }).onConflictDoNothing();
        await recordAudit(tx, actor, { action: 'amenity.delete', subjectType: 'amenity', subjectId: slug, before });
      });
    },
  };
}
