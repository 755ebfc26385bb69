import {
  type BlogPost,
  type BlogPostSummary,
  type ContactBody,
  type ContentLanguage,
  type Country,
  type EarningsEstimate,
  type Faq,
  type HelpArticle,
  type JobOpening,
  type NeighborhoodReportBody,
  PRODUCT_NAME,
  type PressRelease,
  SITE_CONTACT,
  SITE_MESSAGES,
} from '@roamstead/contract';
import { type AnyColumn, and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  blogPosts,
  type ContentKind,
  contactMessages,
  contentTranslations,
  countries,
  faqs,
  helpArticles,
  jobApplications,
  jobOpenings,
  listings,
  neighborhoodReports,
  places,
  pressReleases,
} from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { renderMarkdown } from '../../platform/markdown';
import type { Outbox } from '../../platform/outbox';
import { TRANSLATED_FIELDS } from './translations';

/** Joins an item to its translation into `lang` (none for English, the original). */
const translationOf = (kind: ContentKind, slug: AnyColumn, lang: ContentLanguage) =>
  and(eq(contentTranslations.kind, kind), eq(contentTranslations.slug, slug), eq(contentTranslations.lang, lang));

/** The row with its translated fields in place of the English ones, where a translation exists. */
function localized<R extends object>(kind: ContentKind, row: R, fields: Record<string, unknown> | null): R {
  if (!fields) return row;
  const translated = TRANSLATED_FIELDS[kind].filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]]);
  return { ...row, ...Object.fromEntries(translated) };
}

/** A translated text field in SQL, English when there is no translation (for searching). */
const localizedText = (column: AnyColumn, field: string): SQL<string> =>
  sql<string>`coalesce(${contentTranslations.fields} ->> ${field}, ${column})`;

const toSummary = (r: typeof blogPosts.$inferSelect): BlogPostSummary => ({
  id: r.id,
  title: r.title,
  excerpt: r.excerpt,
  category: r.category,
  author: r.author,
  reading_minutes: r.readingMinutes,
  published_at: r.publishedAt.toISOString(),
});

const toOpening = (r: typeof jobOpenings.$inferSelect): JobOpening => ({
  id: r.id,
  title: r.title,
  team: r.team,
  location: r.location,
  employment_type: r.employmentType,
  summary: r.summary,
  summary_html: renderMarkdown(r.summary),
  responsibilities: r.responsibilities,
  requirements: r.requirements,
});

/** LIKE pattern that matches `word` literally. */

/** A short reference people can quote when they write back, e.g. C-000042. */
const reference = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

export function contentService(db: Db, outbox: Outbox) {
  return {
    async blogPage(page: number, perPage: number, lang: ContentLanguage = 'en') {
      const [rows, [total]] = await Promise.all([
        db
          .select({ post: blogPosts, fields: contentTranslations.fields })
          .from(blogPosts)
          .leftJoin(contentTranslations, translationOf('blog_post', blogPosts.slug, lang))
          .where(eq(blogPosts.published, true))
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.published, true)),
      ]);
      const items = rows.map((r) => toSummary(localized('blog_post', r.post, r.fields)));
      return { items, page, per_page: perPage, total: total?.n ?? 0 };
    },

    async blogPost(id: number, lang: ContentLanguage = 'en'): Promise<BlogPost> {
      const [found] = await db
        .select({ post: blogPosts, fields: contentTranslations.fields })
        .from(blogPosts)
        .leftJoin(contentTranslations, translationOf('blog_post', blogPosts.slug, lang))
        .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)));
      if (!found) throw notFound();
      const row = localized('blog_post', found.post, found.fields);
      return { ...toSummary(row), body: row.body, body_html: renderMarkdown(row.body) };
    },

    async pressReleases(lang: ContentLanguage = 'en'): Promise<PressRelease[]> {
      const found = await db
        .select({ release: pressReleases, fields: contentTranslations.fields })
        .from(pressReleases)
        .leftJoin(contentTranslations, translationOf('press_release', pressReleases.slug, lang))
        .where(eq(pressReleases.published, true))
        .orderBy(desc(pressReleases.publishedAt));
      const rows = found.map((r) => localized('press_release', r.release, r.fields));
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        summary: r.summary,
        summary_html: renderMarkdown(r.summary),
        location: r.location,
        published_at: r.publishedAt.toISOString(),
      }));
    },

    async openings(lang: ContentLanguage = 'en'): Promise<JobOpening[]> {
      const rows = await db
        .select({ opening: jobOpenings, fields: contentTranslations.fields })
        .from(jobOpenings)
        .leftJoin(contentTranslations, translationOf('job_opening', jobOpenings.slug, lang))
        .where(eq(jobOpenings.open, true))
        .orderBy(asc(jobOpenings.id));
      return rows.map((r) => toOpening(localized('job_opening', r.opening, r.fields)));
    },

    async opening(id: number, lang: ContentLanguage = 'en') {
      const [row] = await db
        .select({ opening: jobOpenings, fields: contentTranslations.fields })
        .from(jobOpenings)
        .leftJoin(contentTranslations, translationOf('job_opening', jobOpenings.slug, lang))
        .where(and(eq(jobOpenings.id, id), eq(jobOpenings.open, true)));
      if (!row) throw notFound();
      return toOpening(localized('job_opening', row.opening, row.fields));
    },

    async apply(openingId: number, body: { name: string; email: string; link?: string; cover_letter: string }) {
      const opening = await this.opening(openingId);
      const [row] = await db
        .insert(jobApplications)
        .values({
          openingId,
          name: body.name,
          email: body.email,
          link: body.link ?? null,
          coverLetter: body.cover_letter,
        })
        .onConflictDoNothing()
        .returning({ id: jobApplications.id });
      if (!row) throw conflict(SITE_MESSAGES.alreadyApplied, { email: [SITE_MESSAGES.alreadyApplied] });
      const ref = reference('A', row.id);
      await outbox.send({
        channel: 'email',
        to: body.email,
        subject: `Your application for ${opening.title} (${ref})`,
        body: `Hi ${body.name},\n\nthank you for applying for ${opening.title} at ${PRODUCT_NAME}. Our recruiting team reads every application and will reply within two weeks.\n\nReference: ${ref}`,
      });
      return { id: row.id, reference: ref };
    },

    /** Every word of the query must appear in the title or the body, as written in `lang` (accents ignored). */
    async helpArticles(q: string | undefined, lang: ContentLanguage = 'en'): Promise<HelpArticle[]> {
      const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
      const title = localizedText(helpArticles.title, 'title');
      const body = localizedText(helpArticles.body, 'body');
      const rows = await db
        .select({ id: helpArticles.id, audience: helpArticles.audience, title, body })
        .from(helpArticles)
        .leftJoin(contentTranslations, translationOf('help_article', helpArticles.slug, lang))
        .where(
          and(
            eq(helpArticles.published, true),
            ...words.map((w) => {
              const pattern = sql`unaccent(${containsPattern(w)})`;
              return or(sql`unaccent(${title}) ilike ${pattern}`, sql`unaccent(${body}) ilike ${pattern}`);
            }),
          ),
        )
        .orderBy(asc(helpArticles.id));
      return rows.map((r) => ({ ...r, body_html: renderMarkdown(r.body) }));
    },

    async faqs(lang: ContentLanguage = 'en'): Promise<Faq[]> {
      const rows = await db
        .select({ faq: faqs, fields: contentTranslations.fields })
        .from(faqs)
        .leftJoin(contentTranslations, translationOf('faq', faqs.slug, lang))
        .where(eq(faqs.published, true))
        .orderBy(asc(faqs.position), asc(faqs.id));
      return rows.map((r) => {
        const { id, topic, question, answer } = localized('faq', r.faq, r.fields);
        return { id, topic, question, answer, answer_html: renderMarkdown(answer) };
      });
    },

    async countries(): Promise<Country[]> {
      const rows = await db.select().from(countries).orderBy(asc(countries.region), asc(countries.name));
      return rows.map(({ code, name, region, hosting }) => ({ code, name, region, hosting }));
    },

    async contact(body: ContactBody) {
      const [row] = await db.insert(contactMessages).values(body).returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message not stored');
      const ref = reference('C', row.id);
      await outbox.send({
        channel: 'email',
        to: body.email,
        subject: `We received your message (${ref})`,
        body: `Hi ${body.name},\n\nthanks for contacting ${PRODUCT_NAME}. Our support team will reply within one business day. If it is urgent, call us on ${SITE_CONTACT.supportPhone}.\n\nReference: ${ref}\n\nYour message:\n${body.message}`,
      });
      return { id: row.id, reference: ref };
    },

    async neighborhoodReport(body: NeighborhoodReportBody) {
      const [row] = await db.insert(neighborhoodReports).values(body).returning({ id: neighborhoodReports.id });
      if (!row) throw new Error('report not stored');
      const ref = reference('N', row.id);
      await outbox.send({
        channel: 'email',
        to: body.email,
        subject: `Your neighbourhood report (${ref})`,
        body: `Hi ${body.name},\n\nthank you for telling us about ${body.address}. Our neighbourhood support team will contact the host and follow up with you within 48 hours.\n\nReference: ${ref}`,
      });
      return { id: row.id, reference: ref };
    },

    /**
     * Median nightly price (in US cents) of the published homes in a city, and what a host earns
     * over `nights` booked nights a month at that price.
     */
    async earnings(city: string | undefined, nights: number): Promise<EarningsEstimate> {
      const published = and(eq(listings.kind, 'home'), eq(listings.status, 'published'));
      const cityRows = await db
        .selectDistinct({ name: places.name })
        .from(listings)
        .innerJoin(places, eq(places.id, listings.placeId))
        .where(published)
        .orderBy(asc(places.name));
      const cities = cityRows.map((r) => r.name);
      const chosen = cities.find((c) => c.toLowerCase() === city?.toLowerCase()) ?? cities[0] ?? null;
      const empty = {
        cities,
        city: chosen,
        currency: 'USD',
        nights,
        nightly_minor: null,
        monthly_minor: null,
        sample_size: 0,
      };
      if (!chosen) return empty;
      const [stats] = await db
        .select({
          median: sql<string | null>`percentile_cont(0.5) within group (order by ${listings.nightlyPriceUsd})`,
          n: count(),
        })
        .from(listings)
        .innerJoin(places, eq(places.id, listings.placeId))
        .where(and(published, eq(places.name, chosen)));
      if (!stats?.median) return empty;
      const nightly = Math.round(Number(stats.median));
      return { ...empty, nightly_minor: nightly, monthly_minor: nightly * nights, sample_size: stats.n };
    },
  };
}
