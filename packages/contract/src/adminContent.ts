import { z } from 'zod';
import {
  AMENITY_GROUPS,
  CONTENT_FIELDS,
  CONTENT_TRANSLATION_LANGUAGES,
  type ContentField,
  EDITABLE_CONTENT_KINDS,
  type EditableContentKind,
  HELP_AUDIENCES,
  MARKDOWN_PREVIEW_MAX,
} from './adminContentConstants';
import { recordId } from './ids';
import { line, text } from './text';

const kind = z.enum(EDITABLE_CONTENT_KINDS, { error: `Kind must be one of: ${EDITABLE_CONTENT_KINDS.join(', ')}.` });
const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');

/** The schema of one field's value, with messages that name the field. */
function valueSchema(f: ContentField) {
  const name = label(f.name);
  switch (f.type) {
    case 'line':
      return line({ error: `${name} is required.` })
        .min(1, `${name} is required.`)
        .max(f.max, `${name} must be at most ${f.max} characters.`);
    case 'text':
    case 'markdown':
      return text({ error: `${name} is required.` })
        .trim()
        .min(1, `${name} is required.`)
        .max(f.max, `${name} must be at most ${f.max} characters.`);
    case 'list':
      return z
        .array(
          line().min(1, `${name} items cannot be empty.`).max(300, `${name} items must be at most 300 characters.`),
        )
        .min(1, `${name} needs at least one item.`)
        .max(f.max, `${name} can have at most ${f.max} items.`);
    case 'minutes':
      return z.number().int().min(1, `${name} must be at least 1.`).max(240, `${name} must be at most 240.`);
    case 'position':
      return z.number().int().min(0, `${name} must be 0 or more.`).max(10_000, `${name} must be at most 10000.`);
    case 'date':
      return z.iso.date(`${name} must be a date (YYYY-MM-DD).`);
    case 'audience':
      return z.enum(HELP_AUDIENCES, { error: `${name} must be one of: ${HELP_AUDIENCES.join(', ')}.` });
  }
}

const fieldsOf = (k: EditableContentKind, translatedOnly: boolean) =>
  z.strictObject(
    Object.fromEntries(
      CONTENT_FIELDS[k].filter((f) => !translatedOnly || f.translated).map((f) => [f.name, valueSchema(f)]),
    ),
  );

/** Each language's translated fields, or null for none (readers then see English). */
const translationsOf = (k: EditableContentKind) =>
  z.strictObject(
    Object.fromEntries(CONTENT_TRANSLATION_LANGUAGES.map((lang) => [lang, fieldsOf(k, true).nullable().default(null)])),
  );

const itemBody = <K extends EditableContentKind>(k: K) =>
  z.object({
    kind: z.literal(k),
    published: z.boolean({ error: 'Published must be true or false.' }),
    /** Every field in English, the original. */
    fields: fieldsOf(k, false),
    translations: translationsOf(k),
  });

/** POST /admin/content and PUT /admin/content/{kind}/{id}: an item in every language. */
export const contentItemBody = z.discriminatedUnion(
  'kind',
  [
    itemBody('blog_post'),
    itemBody('help_article'),
    itemBody('faq'),
    itemBody('job_opening'),
    itemBody('press_release'),
  ],
  { error: `Kind must be one of: ${EDITABLE_CONTENT_KINDS.join(', ')}.` },
);
export type ContentItemBody = z.input<typeof contentItemBody>;

const fieldValue = z.union([z.string(), z.number(), z.array(z.string())]);

/** An item as the editor sees it. */
export const contentItemSchema = z.object({
  kind,
  id: z.number().int(),
  slug: z.string(),
  published: z.boolean(),
  fields: z.record(z.string(), fieldValue),
  translations: z.record(z.string(), z.record(z.string(), fieldValue).nullable()),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** One row of a kind's list in the console. */
export const contentSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  /** Languages besides English the item is written in. */
  languages: z.array(z.string()),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentKindParams = z.object({ kind });
export const contentItemParams = z.object({ kind, id: recordId('Id') });

/** POST /admin/content/{kind}/{id}/publication. */
export const publicationBody = z.object({ published: z.boolean({ error: 'Published must be true or false.' }) });
export type PublicationBody = z.infer<typeof publicationBody>;

/** POST /admin/content/preview: Markdown rendered exactly as the public pages render it. */
export const markdownPreviewBody = z.object({
  markdown: text({ error: 'Markdown is required.' }).max(
    MARKDOWN_PREVIEW_MAX,
    `Markdown must be at most ${MARKDOWN_PREVIEW_MAX} characters.`,
  ),
});
export const markdownPreviewSchema = z.object({ html: z.string() });
export type MarkdownPreview = z.infer<typeof markdownPreviewSchema>;

// ---- Categories and amenities ----

const catalogueName = (what: string) =>
  line({ error: `${what} is required.` })
    .min(2, `${what} must be at least 2 characters.`)
    .max(40, `${what} must be at most 40 characters.`);

/** Names in other languages; an empty or missing one falls back to the built-in translation. */
const otherNames = z
  .strictObject(
    Object.fromEntries(
      CONTENT_TRANSLATION_LANGUAGES.map((lang) => [
        lang,
        line()
          .max(40, `Name (${lang}) must be at most 40 characters.`)
          .optional()
          .transform((v) => v || undefined),
      ]),
    ),
  )
  .default({});

const icon = line()
  .regex(/^[a-z0-9-]{1,40}$/, 'Icon must be an icon name (lowercase letters, digits and hyphens).')
  .optional();

export const adminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  icon: z.string(),
  /** Listings in the category, whatever their status. */
  listing_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryBody = z.object({ name: catalogueName('Name'), names: otherNames, icon });
export type AdminCategoryBody = z.input<typeof adminCategoryBody>;
export const categoryIdParams = z.object({ id: recordId('Category id') });

export const adminAmenitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  icon: z.string(),
  group: z.enum(AMENITY_GROUPS),
  listing_count: z.number().int(),
});
export type AdminAmenity = z.infer<typeof adminAmenitySchema>;

export const adminAmenityBody = z.object({
  name: catalogueName('Name'),
  names: otherNames,
  icon,
  group: z.enum(AMENITY_GROUPS, { error: `Group must be one of: ${AMENITY_GROUPS.join(', ')}.` }),
});
export type AdminAmenityBody = z.input<typeof adminAmenityBody>;
export const amenitySlugParams = z.object({
  slug: line().regex(/^[a-z0-9-]{1,60}$/, 'Amenity must be an amenity slug.'),
});
