import { CONTENT_LANGUAGES, type ContentLanguage } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { contentTranslations } from '../../db/schema';
import { BLOG_POSTS, FAQS, HELP_ARTICLES, JOB_OPENINGS, PRESS_RELEASES } from './data';
import { applyContentData } from './reference';
import { CONTENT_TRANSLATIONS, type ContentTranslation } from './translations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const data = async (url: string, headers?: Record<string, string>) => (await get(url, headers)).json().data;

const bySlug = <T extends { slug: string }>(items: readonly T[]) => Object.fromEntries(items.map((i) => [i.slug, i]));
/** The English originals, shaped like a translation. */
const ENGLISH = {
  blog_post: bySlug(BLOG_POSTS),
  press_release: bySlug(PRESS_RELEASES),
  job_opening: bySlug(JOB_OPENINGS),
  help_article: bySlug(HELP_ARTICLES),
  faq: bySlug(FAQS),
} as unknown as ContentTranslation;
/** What a reader of `lang` should see: the translation, or the English original. */
const content = (lang: ContentLanguage): ContentTranslation => (lang === 'en' ? ENGLISH : CONTENT_TRANSLATIONS[lang]);
const sorted = (values: Iterable<string>) => [...values].sort();
type Titled = { title: string };

describe.each(CONTENT_LANGUAGES)('content in %s', (lang) => {
  const expected = content(lang);

  it('serves every blog post, press release, opening, help article and FAQ', async () => {
    const blog = await data(`/blog-posts?per_page=50&lang=${lang}`);
    expect(blog.total).toBe(BLOG_POSTS.length);
    expect(sorted(blog.items.map((p: Titled) => p.title))).toEqual(
      sorted(Object.values(expected.blog_post).map((p) => p.title)),
    );
    const press = await data(`/press-releases?lang=${lang}`);
    expect(sorted(press.map((p: Titled) => p.title))).toEqual(
      sorted(Object.values(expected.press_release).map((p) => p.title)),
    );
    const careers = await data(`/careers?lang=${lang}`);
    expect(sorted(careers.map((j: Titled) => j.title))).toEqual(
      sorted(Object.values(expected.job_opening).map((j) => j.title)),
    );
    const help = await data(`/help-articles?lang=${lang}`);
    expect(sorted(help.map((a: Titled) => a.title))).toEqual(
      sorted(Object.values(expected.help_article).map((a) => a.title)),
    );
    const faqs = await data(`/faqs?lang=${lang}`);
    expect(faqs.map((f: { question: string }) => f.question)).toEqual(FAQS.map((f) => expected.faq[f.slug].question));
  });

  it('opens every blog post and opening in full', async () => {
    const blog = await data(`/blog-posts?per_page=50&lang=${lang}`);
    for (const [index, summary] of blog.items.entries()) {
      const slug = BLOG_POSTS[index]?.slug ?? '';
      const post = await get(`/blog-posts/${summary.id}?lang=${lang}`);
      expect(post.headers['content-language']).toBe(lang);
      expect(post.json().data).toMatchObject({
        title: expected.blog_post[slug as keyof typeof expected.blog_post].title,
        body: expected.blog_post[slug as keyof typeof expected.blog_post].body,
        category: expected.blog_post[slug as keyof typeof expected.blog_post].category,
      });
    }
    const careers = await data(`/careers?lang=${lang}`);
    for (const [index, summary] of careers.entries()) {
      const opening = expected.job_opening[JOB_OPENINGS[index]?.slug as keyof typeof expected.job_opening];
      expect(await data(`/careers/${summary.id}?lang=${lang}`)).toMatchObject({
        title: opening.title,
        team: opening.team,
        location: opening.location,
        employment_type: opening.employmentType,
        responsibilities: opening.responsibilities,
        requirements: opening.requirements,
      });
    }
  });
});

describe('choosing the language', () => {
  const lisbon = (lang: 'es' | 'fr' | 'de' | 'ar') => CONTENT_TRANSLATIONS[lang].blog_post['slow-travel-lisbon'];
  const lisbonId = async () =>
    (await data('/blog-posts?per_page=50')).items.find((p: Titled) => p.title === 'A slow week in Lisbon').id;

  it('answers in Spanish for lang=es and in Arabic for Accept-Language: ar', async () => {
    const id = await lisbonId();
    const es = await get(`/blog-posts/${id}?lang=es`);
    expect(es.json().data).toMatchObject({ title: lisbon('es').title, author: 'Tomás Ferreira', reading_minutes: 8 });
    expect(es.headers['content-language']).toBe('es');
    expect(es.headers.vary).toMatch(/Accept-Language/i);

    const ar = await get(`/blog-posts/${id}`, { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' });
    expect(ar.json().data.title).toBe(lisbon('ar').title);
    expect(ar.json().data.published_at).toBe(es.json().data.published_at);
    expect(ar.headers['content-language']).toBe('ar');

    const faqs = await data('/faqs', { 'accept-language': 'ar' });
    expect(faqs[0].question).toBe(CONTENT_TRANSLATIONS.ar.faq['what-is-roamstead'].question);
  });

  it('lets the lang parameter win over Accept-Language', async () => {
    const id = await lisbonId();
    const res = await get(`/blog-posts/${id}?lang=de`, { 'accept-language': 'fr' });
    expect(res.json().data.title).toBe(lisbon('de').title);
    expect((await get(`/blog-posts/${id}?lang=es-MX`)).json().data.title).toBe(lisbon('es').title);
  });

  it('falls back to English for languages the content is not published in', async () => {
    const id = await lisbonId();
    for (const [query, headers] of [
      ['', {}],
      ['?lang=ja', {}],
      ['?lang=ja', { 'accept-language': 'es' }],
      ['', { 'accept-language': 'ja, zh;q=0.9' }],
      ['', { 'accept-language': '*' }],
    ] as const) {
      const res = await get(`/blog-posts/${id}${query}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.title).toBe('A slow week in Lisbon');
      expect(res.headers['content-language']).toBe('en');
    }
    expect((await get('/press-releases?lang=ja')).json().data[0].title).toBe(PRESS_RELEASES[0].title);
    expect((await get(`/blog-posts?lang=${'x'.repeat(36)}`)).statusCode).toBe(400);
  });

  it('searches help articles in the language asked for', async () => {
    const titles = async (url: string, headers?: Record<string, string>) =>
      (await data(url, headers)).map((a: Titled) => a.title);
    expect(await titles('/help-articles?lang=es&q=cancelar%20reembolso')).toEqual([
      CONTENT_TRANSLATIONS.es.help_article['cancel-as-guest'].title,
    ]);
    expect(await titles(`/help-articles?q=${encodeURIComponent('الأرباح')}`, { 'accept-language': 'ar' })).toContain(
      CONTENT_TRANSLATIONS.ar.help_article.payouts.title,
    );
    expect(await titles('/help-articles?lang=de&q=Auszahlung')).toContain(
      CONTENT_TRANSLATIONS.de.help_article.payouts.title,
    );
    // English words do not match the Spanish articles, and the other way round.
    expect(await titles('/help-articles?lang=es&q=payout')).toEqual([]);
    expect(await titles('/help-articles?q=reembolso')).toEqual([]);
  });

  it('documents the rule in OpenAPI', async () => {
    const spec = (await get('/openapi.json')).json();
    const params = spec.paths['/api/v1/blog-posts'].get.parameters as Array<{ name: string; in: string }>;
    expect(params).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'lang', in: 'query' }),
        expect.objectContaining({ name: 'accept-language', in: 'header' }),
      ]),
    );
  });

  it('keeps one translation per item and language when the content is applied again', async () => {
    const before = await t.database.db.select().from(contentTranslations);
    await applyContentData(t.database.db);
    const after = await t.database.db.select().from(contentTranslations);
    expect(after).toHaveLength(before.length);
    const items = BLOG_POSTS.length + PRESS_RELEASES.length + JOB_OPENINGS.length + HELP_ARTICLES.length + FAQS.length;
    expect(after).toHaveLength(items * (CONTENT_LANGUAGES.length - 1));
  });
});
