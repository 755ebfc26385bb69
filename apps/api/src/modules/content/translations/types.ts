import type { ContentLanguage } from '@roamstead/contract';
import type { ContentKind } from '../../../db/schema';
import { BLOG_POSTS, FAQS, HELP_ARTICLES, JOB_OPENINGS, PRESS_RELEASES } from '../data';

/** The English original of every kind of translated content. */
export const ORIGINALS = {
  blog_post: BLOG_POSTS,
  press_release: PRESS_RELEASES,
  job_opening: JOB_OPENINGS,
  help_article: HELP_ARTICLES,
  faq: FAQS,
} as const satisfies Record<ContentKind, readonly { slug: string }[]>;

/** The fields a reader sees in their language, named as the columns of each kind's table. */
export const TRANSLATED_FIELDS = {
  blog_post: ['title', 'excerpt', 'body', 'category'],
  press_release: ['title', 'summary', 'location'],
  job_opening: ['title', 'team', 'location', 'employmentType', 'summary', 'responsibilities', 'requirements'],
  help_article: ['title', 'body'],
  faq: ['topic', 'question', 'answer'],
} as const satisfies Record<ContentKind, readonly string[]>;

type ListField = 'responsibilities' | 'requirements';
export type TranslatedFields<K extends ContentKind> = {
  [F in (typeof TRANSLATED_FIELDS)[K][number]]: F extends ListField ? string[] : string;
};
type SlugOf<K extends ContentKind> = (typeof ORIGINALS)[K][number]['slug'];

/**
 * One language's translation of all published content: every slug of every kind, each with every
 * translated field. A missing or unknown slug or field does not compile.
 */
export type ContentTranslation = { [K in ContentKind]: Record<SlugOf<K>, TranslatedFields<K>> };

export type TranslatedLanguage = Exclude<ContentLanguage, 'en'>;
