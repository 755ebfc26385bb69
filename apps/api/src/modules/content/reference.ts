import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blogPosts,
  type ContentKind,
  contentRemovals,
  contentTranslations,
  countries,
  faqs,
  helpArticles,
  jobOpenings,
  pressReleases,
} from '../../db/schema';
import { BLOG_POSTS, COUNTRIES, FAQS, HELP_ARTICLES, JOB_OPENINGS, PRESS_RELEASES } from './data';
import { CONTENT_TRANSLATIONS } from './translations';

/** The slugs of `kind` an operator deleted: shipped items the seed must not bring back. */
export async function removedSlugs(db: Db, kind: string) {
  const rows = await db
    .select({ slug: contentRemovals.slug })
    .from(contentRemovals)
    .where(eq(contentRemovals.kind, kind));
  return new Set(rows.map((r) => r.slug));
}

/** Items of a kind, less those an operator deleted. */
async function keep<T extends { slug: string }>(db: Db, kind: string, items: readonly T[]) {
  const removed = await removedSlugs(db, kind);
  return items.filter((item) => !removed.has(item.slug));
}

/**
 * Adds the shipped company content (blog, press, careers, help, FAQs) and its translations where
 * missing, keyed by slug: operators edit this content in the console (docs/adr/0076), so a start
 * never overwrites a row or a translation, and never brings back one an operator deleted.
 * Countries are reference data, not edited in the console: they are kept up to date.
 */
export async function applyContentData(db: Db) {
  const blog = await keep(db, 'blog_post', BLOG_POSTS);
  if (blog.length) await db.insert(blogPosts).values(blog).onConflictDoNothing({ target: blogPosts.slug });
  const press = await keep(db, 'press_release', PRESS_RELEASES);
  if (press.length) await db.insert(pressReleases).values(press).onConflictDoNothing({ target: pressReleases.slug });
  const jobs = await keep(db, 'job_opening', JOB_OPENINGS);
  if (jobs.length)
    await db
      .insert(jobOpenings)
      .values(jobs.map((j) => ({ ...j, responsibilities: [...j.responsibilities], requirements: [...j.requirements] })))
      .onConflictDoNothing({ target: jobOpenings.slug });
  const help = await keep(db, 'help_article', HELP_ARTICLES);
  if (help.length) await db.insert(helpArticles).values(help).onConflictDoNothing({ target: helpArticles.slug });
  const removedFaqs = await removedSlugs(db, 'faq');
  const faqRows = FAQS.map((f, position) => ({ ...f, position })).filter((f) => !removedFaqs.has(f.slug));
  if (faqRows.length) await db.insert(faqs).values(faqRows).onConflictDoNothing({ target: faqs.slug });
  await db
    .insert(countries)
    .values(COUNTRIES)
    .onConflictDoUpdate({
      target: countries.code,
      set: { name: sql`excluded.name`, region: sql`excluded.region`, hosting: sql`excluded.hosting` },
    });
  const removals = await db.select().from(contentRemovals);
  const removed = new Set(removals.map((r) => `${r.kind} ${r.slug}`));
  const translations = Object.entries(CONTENT_TRANSLATIONS).flatMap(([lang, content]) =>
    Object.entries(content).flatMap(([kind, items]) =>
      Object.entries(items)
        .filter(([slug]) => !removed.has(`${kind} ${slug}`))
        .map(([slug, fields]) => ({ kind: kind as ContentKind, slug, lang, fields })),
    ),
  );
  if (translations.length) await db.insert(contentTranslations).values(translations).onConflictDoNothing();
}
