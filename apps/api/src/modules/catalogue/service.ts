import type { AddCategoryBody, Category, Currency, Language } from '@roamstead/contract';
import { translationsFor } from '@roamstead/contract/i18n';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, currencies, languages, listings } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';

const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const toCategory = (row: typeof categories.$inferSelect, listingCount: number): Category => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  icon: row.icon,
  names: row.names,
  listing_count: listingCount,
});

export function catalogueService(db: Db) {
  return {
    async listCategories(): Promise<Category[]> {
      // One grouped count of published listings, joined to the categories.
      const counts = db
        .select({ categoryId: listings.categoryId, listingCount: count().as('listing_count') })
        .from(listings)
        .where(eq(listings.status, 'published'))
        .groupBy(listings.categoryId)
        .as('counts');
      const rows = await db
        .select({ category: categories, listingCount: counts.listingCount })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.id))
        .orderBy(asc(categories.position), asc(categories.id));
      return rows.map((r) => toCategory(r.category, r.listingCount ?? 0));
    },

    async addCategory(actor: AuditActor, body: AddCategoryBody): Promise<Category> {
      const slug = slugify(body.name);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({ name: body.name, slug, icon: body.icon ?? 'home', position: 1000 })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict('A category with this name already exists.', { name: ['Already exists.'] });
        const category = toCategory(row, 0);
        await recordAudit(tx, actor, {
          action: 'category.add',
          subjectType: 'category',
          subjectId: row.id,
          after: category,
        });
        return category;
      });
    },

    async listCurrencies(): Promise<Currency[]> {
      const rows = await db.select().from(currencies).orderBy(asc(currencies.code));
      return rows.map(({ code, name, symbol, rate }) => ({ code, name, symbol, rate }));
    },

    async listLanguages(): Promise<Language[]> {
      const rows = await db.select().from(languages).orderBy(asc(languages.code));
      return rows.map(({ code, name, nativeName, dir }) => ({ code, name, native_name: nativeName, dir }));
    },

    async translations(languageCode: string) {
      const code = languageCode.toLowerCase();
      const [language] = await db.select().from(languages).where(eq(languages.code, code));
      const resources = translationsFor(code);
      if (!language || !resources) throw notFound(`No translations for language '${languageCode}'.`);
      return { success: true as const, language_code: code, dir: language.dir, resources };
    },
  };
}
