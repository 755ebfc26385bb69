import type {
  BlogPost,
  BlogPostSummary,
  Country,
  EarningsEstimate,
  Faq,
  HelpArticle,
  JobOpening,
  ListingPage,
  PressRelease,
} from '@roamstead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { type Params, publicClient } from '../../api/http';
import { fetchData } from '../../api/query';

const get = <T>(path: string, params?: Params) => fetchData<T>(publicClient.get(path, { params }));

export const BLOG_PAGE_SIZE = 6;
/** Nights a month the become-a-host estimate starts with. */
export const ESTIMATE_NIGHTS = 15;

/**
 * Queries of the published content, in the visitor's language (`lang`, the active i18next
 * language): the language is part of every key, so switching it fetches the content again.
 */
export const contentQueries = {
  blogPage: (page: number, lang: string) => ({
    queryKey: ['content', 'blog', lang, page],
    queryFn: () =>
      get<{ items: BlogPostSummary[]; page: number; per_page: number; total: number }>('/blog-posts', {
        page,
        per_page: BLOG_PAGE_SIZE,
        lang,
      }),
    placeholderData: keepPreviousData,
  }),
  blogPost: (id: string, lang: string) => ({
    queryKey: ['content', 'blog-post', lang, id],
    queryFn: () => get<BlogPost>(`/blog-posts/${id}`, { lang }),
  }),
  pressReleases: (lang: string) => ({
    queryKey: ['content', 'press', lang],
    queryFn: () => get<PressRelease[]>('/press-releases', { lang }),
  }),
  openings: (lang: string) => ({
    queryKey: ['content', 'careers', lang],
    queryFn: () => get<JobOpening[]>('/careers', { lang }),
  }),
  opening: (id: string, lang: string) => ({
    queryKey: ['content', 'careers', lang, id],
    queryFn: () => get<JobOpening>(`/careers/${id}`, { lang }),
  }),
  helpArticles: (q: string, lang: string) => ({
    queryKey: ['content', 'help', lang, q],
    queryFn: () => get<HelpArticle[]>('/help-articles', q ? { q, lang } : { lang }),
    placeholderData: keepPreviousData,
  }),
  faqs: (lang: string) => ({ queryKey: ['content', 'faqs', lang], queryFn: () => get<Faq[]>('/faqs', { lang }) }),
  countries: () => ({ queryKey: ['content', 'countries'], queryFn: () => get<Country[]>('/countries') }),
  earnings: (city: string, nights: number) => ({
    queryKey: ['content', 'earnings', city, nights],
    queryFn: () => get<EarningsEstimate>('/host-earnings-estimate', { city: city || undefined, nights }),
    placeholderData: keepPreviousData,
  }),
  experiences: () => ({
    queryKey: ['content', 'experiences'],
    queryFn: () => get<ListingPage>('/listings', { kind: 'experience', per_page: 24 }),
  }),
};
