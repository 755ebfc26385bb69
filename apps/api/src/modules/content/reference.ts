import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  blogPosts,
  type ContentKind,
  contentTranslations,
  countries,
  faqs,
  helpArticles,
  jobOpenings,
  pressReleases,
} from '../../db/schema';
import { BLOG_POSTS, COUNTRIES, FAQS, HELP_ARTICLES, JOB_OPENINGS, PRESS_RELEASES } from './data';
import { CONTENT_TRANSLATIONS } from './translations';

/** `SET col = excluded.col` for every column except the key, so edited content reaches old installations. */
function excludedSet(table: PgTable, key: string) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => name !== 'id' && name !== key)
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** Upserts the shipped company content (blog, press, careers, help, FAQs, countries) and its translations. */
export async function applyContentData(db: Db) {
  await db
    .insert(blogPosts)
    .values([...BLOG_POSTS])
    .onConflictDoUpdate({ target: blogPosts.slug, set: excludedSet(blogPosts, 'slug') });
  await db
    .insert(pressReleases)
    .values([...PRESS_RELEASES])
    .onConflictDoUpdate({ target: pressReleases.slug, set: excludedSet(pressReleases, 'slug') });
  await db
    .insert(jobOpenings)
    .values(
      JOB_OPENINGS.map((j) => ({ ...j, responsibilities: [...j.responsibilities], requirements: [...j.requirements] })),
    )
    .onConflictDoUpdate({ target: jobOpenings.slug, set: excludedSet(jobOpenings, 'slug') });
  await db
    .insert(helpArticles)
    .values([...HELP_ARTICLES])
    .onConflictDoUpdate({ target: helpArticles.slug, set: excludedSet(helpArticles, 'slug') });
  await db
    .insert(faqs)
    .values(FAQS.map((f, position) => ({ ...f, position })))
    .onConflictDoUpdate({ target: faqs.slug, set: excludedSet(faqs, 'slug') });
  await db
    .insert(countries)
    .values(COUNTRIES)
    .onConflictDoUpdate({ target: countries.code, set: excludedSet(countries, 'code') });
  const translations = Object.entries(CONTENT_TRANSLATIONS).flatMap(([lang, content]) =>
    Object.entries(content).flatMap(([kind, items]) =>
      Object.entries(items).map(([slug, fields]) => ({ kind: kind as ContentKind, slug, lang, fields })),
    ),
  );
  await db
    .insert(contentTranslations)
    .values(translations)
    .onConflictDoUpdate({
      target: [contentTranslations.kind, contentTranslations.slug, contentTranslations.lang],
      set: { fields: sql`excluded.fields` },
    });
}
