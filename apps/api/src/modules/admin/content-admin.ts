import {
  CONTENT_FIELDS,
  CONTENT_MESSAGES,
  CONTENT_TITLE_FIELD,
  CONTENT_TRANSLATION_LANGUAGES,
  type ContentItem,
  type ContentSummary,
  type contentItemBody,
  type EditableContentKind,
} from '@roamstead/contract';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  blogPosts,
  contentRemovals,
  contentTranslations,
  faqs,
  helpArticles,
  jobApplications,
  jobOpenings,
  pressReleases,
} from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';

type Row = Record<string, unknown>;

/** Each kind's table, its published flag and each field's column property (translations use the same names). */
const KINDS: Record<EditableContentKind, { table: PgTable; published: string; columns: Record<string, string> }> = {
  blog_post: {
    table: blogPosts,
    published: 'published',
    columns: {
      title: 'title',
      excerpt: 'excerpt',
      body: 'body',
      category: 'category',
      author: 'author',
      reading_minutes: 'readingMinutes',
      published_at: 'publishedAt',
    },
  },
  help_article: {
    table: helpArticles,
    published: 'published',
    columns: { title: 'title', audience: 'audience', body: 'body' },
  },
  faq: {
    table: faqs,
    published: 'published',
    columns: { topic: 'topic', question: 'question', answer: 'answer', position: 'position' },
  },
  // An opening's "published" is whether it is open: a closed one leaves the careers page.
  job_opening: {
    table: jobOpenings,
    published: 'open',
    columns: {
      title: 'title',
      team: 'team',
      location: 'location',
      employment_type: 'employmentType',
      summary: 'summary',
      responsibilities: 'responsibilities',
      requirements: 'requirements',
    },
  },
  press_release: {
    table: pressReleases,
    published: 'published',
    columns: { title: 'title', summary: 'summary', location: 'location', published_at: 'publishedAt' },
  },
};

const col = (kind: EditableContentKind, property: string) => getTableColumns(KINDS[kind].table)[property] as PgColumn;

/** Dates are days in the console; stored at 09:00 UTC like the shipped content. */
const toColumn = (value: unknown, type: string) => (type === 'date' ? new Date(`${value}T09:00:00Z`) : value);
const fromColumn = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

export const slugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '') || 'item';

type Body = z.output<typeof contentItemBody>;

/** Site content in the console: every kind, every language, audited in the same transaction. */
export function contentAdmin(db: Db) {
  async function load(tx: Db, kind: EditableContentKind, id: number): Promise<ContentItem> {
    const { table, published, columns } = KINDS[kind];
    const [row] = (await tx
      .select()
      .from(table)
      .where(eq(col(kind, 'id'), id))) as Row[];
    if (!row) throw notFound();
    const slug = String(row.slug);
    const found = await tx
      .select({ lang: contentTranslations.lang, fields: contentTranslations.fields })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.slug, slug)));
    const translated = CONTENT_FIELDS[kind].filter((f) => f.translated);
    const translations = Object.fromEntries(
      CONTENT_TRANSLATION_LANGUAGES.map((lang) => {
        const stored = found.find((t) => t.lang === lang)?.fields;
        return [
          lang,
          stored
            ? (Object.fromEntries(translated.map((f) => [f.name, stored[columns[f.name] as string] ?? ''])) as Record<
                string,
                string | string[]
              >)
            : null,
        ];
      }),
    );
    return {
      kind,
      id,
      slug,
      published: Boolean(row[published]),
      fields: Object.fromEntries(
        Object.entries(columns).map(([name, property]) => [name, fromColumn(row[property]) as string]),
      ),
      translations,
    };
  }

  /** The row's column values from the body's English fields. */
  const valuesOf = (body: Body) => {
    const { columns, published } = KINDS[body.kind];
    const fields = body.fields as Row;
    return {
      [published]: body.published,
      ...Object.fromEntries(
        CONTENT_FIELDS[body.kind].map((f) => [columns[f.name] as string, toColumn(fields[f.name], f.type)]),
      ),
    };
  };

  async function writeTranslations(tx: Db, body: Body, slug: string) {
    const { columns } = KINDS[body.kind];
    await tx
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.kind, body.kind), eq(contentTranslations.slug, slug)));
    const rows = Object.entries(body.translations as Record<string, Row | null>)
      .filter((entry): entry is [string, Row] => entry[1] !== null)
      .map(([lang, fields]) => ({
        kind: body.kind,
        slug,
        lang,
        fields: Object.fromEntries(
          Object.entries(fields).map(([name, value]) => [columns[name] as string, value as string | string[]]),
        ),
      }));
    if (rows.length) await tx.insert(contentTranslations).values(rows);
  }

  return {
    async list(kind: EditableContentKind): Promise<ContentSummary[]> {
      const { table, published, columns } = KINDS[kind];
      const title = col(kind, columns[CONTENT_TITLE_FIELD[kind]] as string);
      const rows = await db
        .select({ id: col(kind, 'id'), slug: col(kind, 'slug'), title, published: col(kind, published) })
        .from(table)
        .orderBy(asc(col(kind, 'id')));
      const langs = await db
        .select({ slug: contentTranslations.slug, lang: contentTranslations.lang })
        .from(contentTranslations)
        .where(eq(contentTranslations.kind, kind));
      return rows.map((r) => ({
        id: Number(r.id),
        slug: String(r.slug),
        title: String(r.title),
        published: Boolean(r.published),
        languages: CONTENT_TRANSLATION_LANGUAGES.filter((lang) =>
          langs.some((l) => l.slug === r.slug && l.lang === lang),
        ),
      }));
    },

    get: (kind: EditableContentKind, id: number) => load(db, kind, id),

    async create(actor: AuditActor, body: Body): Promise<ContentItem> {
      const { table } = KINDS[body.kind];
      const base = slugify(String((body.fields as Row)[CONTENT_TITLE_FIELD[body.kind]]));
      return db.transaction(async (tx) => {
        // A free slug: the title's, numbered when another item (or a deleted shipped one) has it.
        const taken = new Set(
          [
            ...((await tx
              .select({ slug: col(body.kind, 'slug') })
              .from(table)
              .where(sql`${col(body.kind, 'slug')} like ${`${base}%`}`)) as { slug: string }[]),
            ...(await tx
              .select({ slug: contentRemovals.slug })
              .from(contentRemovals)
              .where(and(eq(contentRemovals.kind, body.kind), sql`${contentRemovals.slug} like ${`${base}%`}`))),
          ].map((r) => r.slug),
        );
        let slug = base;
        for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
        const [row] = (await tx
          .insert(table)
          .values({ slug, ...valuesOf(body) } as never)
          .returning({ id: col(body.kind, 'id') })) as { id: number }[];
        if (!row) throw new Error('content not stored');
        await writeTranslations(tx, body, slug);
        const item = await load(tx, body.kind, row.id);
        await recordAudit(tx, actor, {
          action: 'content.create',
          subjectType: body.kind,
          subjectId: row.id,
          after: item,
        });
        return item;
      });
    },

    async update(actor: AuditActor, kind: EditableContentKind, id: number, body: Body): Promise<ContentItem> {
      if (body.kind !== kind)
        throw badRequest(CONTENT_MESSAGES.kindMismatch, { kind: [CONTENT_MESSAGES.kindMismatch] });
      return db.transaction(async (tx) => {
        const before = await load(tx, kind, id);
        await tx
          .update(KINDS[kind].table)
          .set(valuesOf(body) as never)
          .where(eq(col(kind, 'id'), id));
        await writeTranslations(tx, body, before.slug);
        const after = await load(tx, kind, id);
        await recordAudit(tx, actor, { action: 'content.update', subjectType: kind, subjectId: id, before, after });
        return after;
      });
    },

    async setPublished(actor: AuditActor, kind: EditableContentKind, id: number, published: boolean) {
      return db.transaction(async (tx) => {
        const before = await load(tx, kind, id);
        await tx
          .update(KINDS[kind].table)
          .set({ [KINDS[kind].published]: published } as never)
          .where(eq(col(kind, 'id'), id));
        const after = { ...before, published };
        await recordAudit(tx, actor, {
          action: published ? 'content.publish' : 'content.unpublish',
          subjectType: kind,
          subjectId: id,
          before: { published: before.published },
          after: { published },
        });
        return after;
      });
    },

    /**
     * Deletes an item and its translations, and remembers its slug so the start-up seed does not
     * bring a shipped item back. An opening people applied to is closed, not deleted.
     */
    async remove(actor: AuditActor, kind: EditableContentKind, id: number) {
      await db.transaction(async (tx) => {
        const before = await load(tx, kind, id);
        if (kind === 'job_opening') {
          const [applied] = await tx
            .select({ id: jobApplications.id })
            .from(jobApplications)
            .where(eq(jobApplications.openingId, id))
            .limit(1);
          if (applied) throw conflict(CONTENT_MESSAGES.openingHasApplications);
        }
        await tx.delete(KINDS[kind].table).where(eq(col(kind, 'id'), id));
        await tx
          .delete(contentTranslations)
          .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.slug, before.slug)));
        await tx.insert(contentRemovals).values({ kind, slug: before.slug }).onConflictDoNothing();
        await recordAudit(tx, actor, { action: 'content.delete', subjectType: kind, subjectId: id, before });
      });
    },
  };
}
