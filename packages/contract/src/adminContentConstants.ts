/** What operators edit in the console's content section (docs/adr/0076). */

/** Kinds of site content, each with its own public page. */
export const EDITABLE_CONTENT_KINDS = ['blog_post', 'help_article', 'faq', 'job_opening', 'press_release'] as const;
export type EditableContentKind = (typeof EDITABLE_CONTENT_KINDS)[number];

/** Languages content is written in besides English, the original every reader falls back to. */
export const CONTENT_TRANSLATION_LANGUAGES = ['fr', 'es', 'de', 'ar'] as const;
export type ContentTranslationLanguage = (typeof CONTENT_TRANSLATION_LANGUAGES)[number];

export type ContentFieldType = 'line' | 'text' | 'markdown' | 'list' | 'minutes' | 'date' | 'audience' | 'position';

export interface ContentField {
  name: string;
  type: ContentFieldType;
  /** Written again in each language (otherwise one value for every language). */
  translated: boolean;
  /** Longest length in characters (text fields) or items (lists). */
  max: number;
}

const field = (name: string, type: ContentFieldType, translated: boolean, max = 0): ContentField => ({
  name,
  type,
  translated,
  max,
});

/** The fields of each kind in the order the editor shows them. */
export const CONTENT_FIELDS: Record<EditableContentKind, readonly ContentField[]> = {
  blog_post: [
    field('title', 'line', true, 160),
    field('excerpt', 'text', true, 400),
    field('body', 'markdown', true, 20_000),
    field('category', 'line', true, 60),
    field('author', 'line', false, 80),
    field('reading_minutes', 'minutes', false),
    field('published_at', 'date', false),
  ],
  help_article: [
    field('title', 'line', true, 160),
    field('audience', 'audience', false),
    field('body', 'markdown', true, 20_000),
  ],
  faq: [
    field('topic', 'line', true, 80),
    field('question', 'line', true, 300),
    field('answer', 'markdown', true, 4_000),
    field('position', 'position', false),
  ],
  job_opening: [
    field('title', 'line', true, 160),
    field('team', 'line', true, 80),
    field('location', 'line', true, 120),
    field('employment_type', 'line', true, 60),
    field('summary', 'markdown', true, 1_000),
    field('responsibilities', 'list', true, 20),
    field('requirements', 'list', true, 20),
  ],
  press_release: [
    field('title', 'line', true, 200),
    field('summary', 'markdown', true, 2_000),
    field('location', 'line', true, 120),
    field('published_at', 'date', false),
  ],
};

/** The field each kind's list shows as an item's name. */
export const CONTENT_TITLE_FIELD: Record<EditableContentKind, string> = {
  blog_post: 'title',
  help_article: 'title',
  faq: 'question',
  job_opening: 'title',
  press_release: 'title',
};

export const HELP_AUDIENCES = ['guest', 'host', 'everyone'] as const;
export const AMENITY_GROUPS = ['essentials', 'features', 'location', 'safety'] as const;

/** The public page that shows each kind (the item's id is appended where it has a page of its own). */
export const CONTENT_PUBLIC_PATHS: Record<EditableContentKind, { list: string; item?: string }> = {
  blog_post: { list: '/blog', item: '/blogs/' },
  help_article: { list: '/help-center' },
  faq: { list: '/help/faqs' },
  job_opening: { list: '/careers', item: '/careers/' },
  press_release: { list: '/media' },
};

/** A Markdown text the preview renders at most (the longest field). */
export const MARKDOWN_PREVIEW_MAX = 20_000;

export const CONTENT_MESSAGES = {
  categoryInUse: 'Listings use this category: move them to another category first.',
  amenityInUse: 'Listings offer this amenity: remove it from them first.',
  categoryExists: 'A category with this name already exists.',
  amenityExists: 'An amenity with this name already exists.',
  kindMismatch: 'The body is for another kind of content.',
  openingHasApplications: 'People applied to this opening: unpublish it instead, so their applications are kept.',
} as const;
