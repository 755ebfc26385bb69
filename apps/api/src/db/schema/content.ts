import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// ---- Published content (shipped items are added on start when missing, keyed by slug; operators edit them) ----

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt)],
);

export const pressReleases = pgTable('press_releases', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  location: text('location').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** Shown on the public pages; an operator unpublishes without deleting. */
  published: boolean('published').notNull().default(true),
});

export const jobOpenings = pgTable('job_openings', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  team: text('team').notNull(),
  location: text('location').notNull(),
  employmentType: text('employment_type').notNull(),
  summary: text('summary').notNull(),
  responsibilities: jsonb('responsibilities').$type<string[]>().notNull(),
  requirements: jsonb('requirements').$type<string[]>().notNull(),
  open: boolean('open').notNull().default(true),
});

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  audience: text('audience', { enum: ['guest', 'host', 'everyone'] }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** Shown on the public pages; an operator unpublishes without deleting. */
  published: boolean('published').notNull().default(true),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  topic: text('topic').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
  /** Shown on the public pages; an operator unpublishes without deleting. */
  published: boolean('published').notNull().default(true),
});

/** Kinds of published content that are translated, each matched to its table by slug. */
export const CONTENT_KINDS = ['blog_post', 'press_release', 'job_opening', 'help_article', 'faq'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * The published content in languages other than English: the translated fields of one item
 * (same names as the columns of its table), keyed by kind, slug and language. English lives in
 * the content tables themselves and is what a reader gets when no translation exists.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    fields: jsonb('fields').$type<Record<string, string | string[]>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug, t.lang] })],
);

/**
 * Shipped items an operator deleted (content kinds, `category`, `amenity`), by slug: the start-up
 * seed adds missing shipped items, and skips these so a deletion is not undone by a restart.
 */
export const contentRemovals = pgTable(
  'content_removals',
  {
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] })],
);

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  /** Hosts can list homes here (guests can travel to every listed country). */
  hosting: boolean('hosting').notNull().default(true),
});

// ---- What visitors send us ----

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    /** Secret of the unsubscribe link in every newsletter e-mail. */
    token: text('token').notNull().unique().default(sql`gen_random_uuid()::text`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    openingId: integer('opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    link: text('link'),
    coverLetter: text('cover_letter').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_applications_opening_email_key').on(t.openingId, sql`lower(${t.email})`)],
);

export const neighborhoodReports = pgTable('neighborhood_reports', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  issue: text('issue').notNull(),
  details: text('details').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
