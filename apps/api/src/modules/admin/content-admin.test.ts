import { type AuthResult, CONTENT_MESSAGES } from '@roamstead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOperator, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { applyReferenceData } from '../../db/reference';
import { auditLog, faqs } from '../../db/schema';
import { applyContentData } from '../content';
import { FAQS } from '../content/data';

let t: TestApp;
let editor: AuthResult;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signUp(t.app, { firstName: 'Cleo' });
  await makeOperator(t.app, editor.user.id, 'content');
});
afterAll(async () => t?.close());

const call = (method: string, url: string, payload?: object, who: AuthResult | null = editor) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: who ? bearer(who.token) : {},
  });
/** What starting the server does to the database (main.ts). */
const restart = async () => {
  await applyReferenceData(t.database.db);
  await applyContentData(t.database.db);
};
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(sql`id desc`).limit(1))[0];

const faqBody = (answer: string, fr: string | null) => ({
  kind: 'faq',
  published: true,
  fields: { topic: 'Payments', question: 'When am I charged?', answer, position: 3 },
  translations: {
    fr: fr === null ? null : { topic: 'Paiements', question: 'Quand suis-je débité ?', answer: fr },
    es: null,
    de: null,
    ar: null,
  },
});

describe('admin content: editing', () => {
  it('edits a shipped FAQ in French; the public page shows it and a restart keeps it', async () => {
    const list = (await call('GET', '/admin/content/faq')).json().data;
    expect(list).toHaveLength(FAQS.length);
    const first = list[0];
    expect(first.languages).toEqual(['fr', 'es', 'de', 'ar']);
    const item = (await call('GET', `/admin/content/faq/${first.id}`)).json().data;
    expect(item.translations.fr.question).toBeTruthy();

    const body = {
      ...item,
      translations: { ...item.translations, fr: { ...item.translations.fr, answer: 'Réponse **révisée**.' } },
    };
    const saved = await call('PUT', `/admin/content/faq/${first.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'content.update', subjectType: 'faq', subjectId: String(first.id) });
    type Logged = { translations: { fr: { answer: string } } };
    expect((entry?.before as Logged | undefined)?.translations.fr.answer).not.toBe('Réponse **révisée**.');
    expect((entry?.after as Logged | undefined)?.translations.fr.answer).toBe('Réponse **révisée**.');

    const publicFr = (await call('GET', '/faqs?lang=fr', undefined, null)).json().data;
    const shown = publicFr.find((f: { id: number }) => f.id === first.id);
    expect(shown).toMatchObject({
      answer: 'Réponse **révisée**.',
      answer_html: '<p>Réponse <strong>révisée</strong>.</p>',
    });

    await restart();
    const again = (await call('GET', '/faqs?lang=fr', undefined, null)).json().data;
    expect(again.find((f: { id: number }) => f.id === first.id).answer).toBe('Réponse **révisée**.');
    // The English original the operator did not change is as shipped, and still once.
    expect(again.filter((f: { id: number }) => f.id === first.id)).toHaveLength(1);
  });

  it('creates, unpublishes, publishes and deletes; a deleted shipped item stays deleted after a restart', async () => {
    const created = await call('POST', '/admin/content', faqBody('Only at **check-in**.', null));
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ kind: 'faq', slug: 'when-am-i-charged', published: true });
    expect((await call('GET', '/faqs?lang=fr', undefined, null)).json().data).toContainEqual(
      // No French yet: French readers see the English original.
      expect.objectContaining({ id: item.id, question: 'When am I charged?' }),
    );

    const off = await call('POST', `/admin/content/faq/${item.id}/publication`, { published: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await lastAudit())?.action).toBe('content.unpublish');
    const publicIds = async () =>
      (await call('GET', '/faqs', undefined, null)).json().data.map((f: { id: number }) => f.id);
    expect(await publicIds()).not.toContain(item.id);
    await call('POST', `/admin/content/faq/${item.id}/publication`, { published: true });
    expect(await publicIds()).toContain(item.id);

    const removed = await call('DELETE', `/admin/content/faq/${item.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await publicIds()).not.toContain(item.id);
    expect((await call('GET', `/admin/content/faq/${item.id}`)).statusCode).toBe(404);

    const [shipped] = await t.database.db.select().from(faqs).where(eq(faqs.slug, FAQS[1].slug));
    expect((await call('DELETE', `/admin/content/faq/${shipped?.id}`)).statusCode).toBe(200);
    expect((await lastAudit())?.action).toBe('content.delete');
    await restart();
    expect(await t.database.db.select().from(faqs).where(eq(faqs.slug, FAQS[1].slug))).toEqual([]);
  });

  it('creates a blog post with translations, rendered from sanitised Markdown', async () => {
    const markdown = '# Heading\n\nHello <script>alert(1)</script> [x](javascript:alert(1)) [ok](https://example.com)';
    const created = await call('POST', '/admin/content', {
      kind: 'blog_post',
      published: true,
      fields: {
        title: 'Harbour walks',
        excerpt: 'Short.',
        body: markdown,
        category: 'Travel guides',
        author: 'Cleo',
        reading_minutes: 3,
        published_at: '2030-01-01',
      },
      translations: {
        fr: { title: 'Promenades au port', excerpt: 'Court.', body: 'Bonjour', category: 'Guides' },
        es: null,
        de: null,
        ar: null,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const page = (await call('GET', '/blog-posts?per_page=1', undefined, null)).json().data;
    expect(page.items[0]).toMatchObject({ id, title: 'Harbour walks' });
    const post = (await call('GET', `/blog-posts/${id}`, undefined, null)).json().data;
    expect(post.body_html).toBe(
      '<h2>Heading</h2>\n<p>Hello  <a rel="nofollow noopener">x</a> <a href="https://example.com" rel="nofollow noopener">ok</a></p>',
    );
    expect((await call('GET', `/blog-posts/${id}?lang=fr`, undefined, null)).json().data.title).toBe(
      'Promenades au port',
    );
    const preview = await call('POST', '/admin/content/preview', { markdown });
    expect(preview.json().data.html).toBe(post.body_html);
  });

  it('writes a job opening and a press release in Markdown; the careers and media pages show it rendered', async () => {
    const opening = await call('POST', '/admin/content', {
      kind: 'job_opening',
      published: true,
      fields: {
        title: 'Trust engineer',
        team: 'Trust',
        location: 'Lisbon',
        employment_type: 'Full-time',
        summary: 'Keep **payments** safe. <img src=x onerror=alert(1)>',
        responsibilities: ['Review payouts'],
        requirements: ['Care'],
      },
      translations: {
        fr: {
          title: 'Ingénieur confiance',
          team: 'Confiance',
          location: 'Lisbonne',
          employment_type: 'Temps plein',
          summary: 'Protéger les *paiements*.',
          responsibilities: ['Vérifier les versements'],
          requirements: ['Le soin'],
        },
        es: null,
        de: null,
        ar: null,
      },
    });
    expect(opening.statusCode, opening.body).toBe(201);
    const id = opening.json().data.id;
    const job = (await call('GET', `/careers/${id}`, undefined, null)).json().data;
    expect(job.summary_html).toBe('<p>Keep <strong>payments</strong> safe. </p>');
    expect((await call('GET', `/careers/${id}?lang=fr`, undefined, null)).json().data.summary_html).toBe(
      '<p>Protéger les <em>paiements</em>.</p>',
    );
    expect((await call('GET', '/careers', undefined, null)).json().data).toContainEqual(
      expect.objectContaining({ id, summary_html: job.summary_html }),
    );

    const release = await call('POST', '/admin/content', {
      kind: 'press_release',
      published: true,
      fields: {
        title: 'Roamstead opens in Porto',
        summary: 'Read [the details](https://example.com/porto).',
        location: 'Porto',
        published_at: '2030-02-01',
      },
      translations: { fr: null, es: null, de: null, ar: null },
    });
    expect(release.statusCode, release.body).toBe(201);
    expect((await call('GET', '/press-releases', undefined, null)).json().data).toContainEqual(
      expect.objectContaining({
        id: release.json().data.id,
        summary_html: '<p>Read <a href="https://example.com/porto" rel="nofollow noopener">the details</a>.</p>',
      }),
    );
  });

  it('answers 400 with field details for an invalid item, 404 for a missing one', async () => {
    const bad = await call('POST', '/admin/content', { ...faqBody('', null), fields: { topic: '', question: 'Q' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(expect.arrayContaining(['fields.topic', 'fields.answer']));
    const wrongKind = await call('PUT', '/admin/content/blog_post/1', faqBody('A', null));
    expect(wrongKind.statusCode).toBe(400);
    expect((await call('GET', '/admin/content/faq/999999')).statusCode).toBe(404);
    expect((await call('GET', '/admin/content/poems')).statusCode).toBe(400);
  });
});

describe('admin content: categories and amenities', () => {
  it('adds, renames per language and deletes an unused category; 409 when listings use it', async () => {
    const added = await call('POST', '/admin/categories', { name: 'Treehouses', names: { fr: 'Cabanes' } });
    expect(added.statusCode, added.body).toBe(201);
    const category = added.json().data;
    expect(category).toMatchObject({ slug: 'treehouses', names: { fr: 'Cabanes' }, listing_count: 0 });
    const renamed = await call('PUT', `/admin/categories/${category.id}`, {
      name: 'Tree houses',
      names: { fr: 'Cabanes perchées', de: 'Baumhäuser' },
    });
    expect(renamed.json().data).toMatchObject({
      name: 'Tree houses',
      names: { fr: 'Cabanes perchées', de: 'Baumhäuser' },
    });
    expect((await lastAudit())?.action).toBe('category.rename');
    const publicList = (await call('GET', '/categories', undefined, null)).json().data;
    expect(publicList).toContainEqual(
      expect.objectContaining({ id: category.id, names: { fr: 'Cabanes perchées', de: 'Baumhäuser' } }),
    );
    expect((await call('PUT', `/admin/categories/${category.id}`, { name: 'Beachfront' })).statusCode).toBe(409);

    const used = (await call('GET', '/admin/categories'))
      .json()
      .data.find((c: { slug: string }) => c.slug === 'cabins');
    const host = await signUp(t.app, { role: 'host' });
    await insertListing(t.database.db, { hostId: host.user.id, title: 'Cabin', categoryId: used.id });
    const refused = await call('DELETE', `/admin/categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CONTENT_MESSAGES.categoryInUse);
    expect((await call('DELETE', `/admin/categories/${category.id}`)).statusCode).toBe(200);

    // A renamed shipped category keeps its name after a restart; a deleted one is not brought back.
    const beach = (await call('GET', '/admin/categories'))
      .json()
      .data.find((c: { slug: string }) => c.slug === 'beachfront');
    await call('PUT', `/admin/categories/${beach.id}`, { name: 'By the sea' });
    const castles = (await call('GET', '/admin/categories'))
      .json()
      .data.find((c: { slug: string }) => c.slug === 'castles');
    expect((await call('DELETE', `/admin/categories/${castles.id}`)).statusCode).toBe(200);
    await restart();
    const after = (await call('GET', '/admin/categories')).json().data;
    expect(after.find((c: { slug: string }) => c.slug === 'beachfront').name).toBe('By the sea');
    expect(after.find((c: { slug: string }) => c.slug === 'castles')).toBeUndefined();
  });

  it('adds, renames and deletes amenities; 409 when a listing offers one', async () => {
    const added = await call('POST', '/admin/amenities', { name: 'Sauna', group: 'features', names: { de: 'Sauna' } });
    expect(added.statusCode, added.body).toBe(201);
    expect((await call('POST', '/admin/amenities', { name: 'Sauna', group: 'features' })).statusCode).toBe(409);
    const renamed = await call('PUT', '/admin/amenities/sauna', {
      name: 'Finnish sauna',
      group: 'features',
      names: { fr: 'Sauna finlandais' },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Finnish sauna', names: { fr: 'Sauna finlandais' } });
    const host = await signUp(t.app, { role: 'host' });
    await insertListing(t.database.db, { hostId: host.user.id, title: 'Sauna cabin', amenities: ['sauna'] });
    expect((await call('DELETE', '/admin/amenities/sauna')).statusCode).toBe(409);
    expect((await call('DELETE', '/admin/amenities/does-not-exist')).statusCode).toBe(404);
    expect((await call('PUT', '/admin/amenities/wifi', { name: 'Fast Wi-Fi', group: 'essentials' })).statusCode).toBe(
      200,
    );
    await restart();
    const wifi = (await call('GET', '/admin/amenities')).json().data.find((a: { slug: string }) => a.slug === 'wifi');
    expect(wifi.name).toBe('Fast Wi-Fi');
  });
});
