import { SITE_FORM_LIMIT, SITE_MESSAGES, VALIDATION } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { listings, places, users } from '../../db/schema';
import { BLOG_POSTS, COUNTRIES, JOB_OPENINGS } from './data';
import { applyContentData } from './reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
const outboxFor = async (to: string) => (await get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json().data;

describe('published content', () => {
  it('pages blog posts newest first and opens one by id', async () => {
    const first = (await get('/blog-posts?page=1&per_page=3')).json().data;
    expect(first).toMatchObject({ page: 1, per_page: 3, total: BLOG_POSTS.length });
    expect(first.items).toHaveLength(3);
    expect(first.items[0].title).toBe(BLOG_POSTS[0]?.title);
    const last = (await get('/blog-posts?page=3&per_page=3')).json().data;
    expect(last.items).toHaveLength(BLOG_POSTS.length - 6);
    const post = (await get(`/blog-posts/${first.items[1].id}`)).json().data;
    expect(post.body).toContain('Lisbon');
    expect((await get('/blog-posts/99999')).statusCode).toBe(404);
    expect((await get('/blog-posts/abc')).statusCode).toBe(400);
    expect((await get('/blog-posts?page=0')).json().details.page).toBeDefined();
  });

  it('applying the content again changes nothing', async () => {
    await applyContentData(t.database.db);
    expect((await get('/blog-posts')).json().data.total).toBe(BLOG_POSTS.length);
    expect((await get('/countries')).json().data).toHaveLength(COUNTRIES.length);
  });

  it('searches help articles by every word of the query', async () => {
    const all = (await get('/help-articles')).json().data;
    expect(all.length).toBeGreaterThan(5);
    const refund = (await get('/help-articles?q=cancel%20refund')).json().data;
    expect(refund.map((a: { title: string }) => a.title)).toEqual(['Cancelling a reservation as a guest']);
    expect((await get('/help-articles?q=zzzz')).json().data).toEqual([]);
    expect((await get('/help-articles?q=100%25')).json().data).toEqual([]);
  });

  it('ignores accents in help searches, both ways', async () => {
    const titles = async (q: string) =>
      (await get(`/help-articles?lang=fr&q=${encodeURIComponent(q)}`))
        .json()
        .data.map((a: { title: string }) => a.title);
    const plain = await titles('reservation');
    expect(plain.length).toBeGreaterThan(0);
    expect(await titles('réservation')).toEqual(plain);
    expect(await titles('RÉSERVATION')).toEqual(plain);
  });

  it('lists press releases, FAQs and countries', async () => {
    expect((await get('/press-releases')).json().data[0].title).toMatch(/Experiences/);
    expect((await get('/faqs')).json().data[0].question).toBe('What is Roamstead?');
    const countries = (await get('/countries')).json().data;
    expect(countries.find((c: { code: string }) => c.code === 'ZW')).toEqual({
      code: 'ZW',
      name: 'Zimbabwe',
      region: 'Africa',
      hosting: true,
    });
  });
});

describe('careers', () => {
  it('shows openings and stores one application per e-mail', async () => {
    const openings = (await get('/careers')).json().data;
    expect(openings).toHaveLength(JOB_OPENINGS.length);
    const id = openings[0].id;
    expect((await get(`/careers/${id}`)).json().data.responsibilities.length).toBeGreaterThan(0);

    const bad = await post(`/careers/${id}/applications`, {
      name: '',
      email: 'x',
      link: 'ftp://a',
      cover_letter: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['cover_letter', 'email', 'link', 'name']);

    const application = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      link: '',
      cover_letter: 'I have built accessible web apps for ten years.',
    };
    const ok = await post(`/careers/${id}/applications`, application);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.reference).toMatch(/^A-\d{6}$/);
    const dup = await post(`/careers/${id}/applications`, { ...application, email: 'ADA@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details.email).toEqual([SITE_MESSAGES.alreadyApplied]);
    expect(await outboxFor('ada@example.com')).toHaveLength(1);
    expect((await post('/careers/99999/applications', application)).statusCode).toBe(404);
  });
});

describe('contact and neighbourhood forms', () => {
  it('validates the contact form per field, stores it and acknowledges by e-mail', async () => {
    const bad = await post('/contact', { name: ' ', email: 'nope', topic: 'weather', message: 'hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      name: [SITE_MESSAGES.nameRequired],
      email: [VALIDATION.emailInvalid],
      topic: [SITE_MESSAGES.subjectRequired],
      message: [SITE_MESSAGES.messageMin],
    });
    const ok = await post('/contact', {
      name: 'Sam Guest',
      email: 'sam@example.com',
      topic: 'booking',
      message: 'My host has not answered for two days.',
    });
    expect(ok.statusCode).toBe(201);
    const [mail] = await outboxFor('sam@example.com');
    expect(mail.subject).toContain(ok.json().data.reference);
  });

  it('stores a neighbourhood report and acknowledges it', async () => {
    const bad = await post('/neighborhood-reports', { email: 'n@example.com' });
    expect(Object.keys(bad.json().details).sort()).toEqual(['address', 'details', 'issue', 'name']);
    const ok = await post('/neighborhood-reports', {
      name: 'Nora Neighbour',
      email: 'n@example.com',
      address: '12 Elm Street, Harare',
      issue: 'noise',
      details: 'Loud music every night after midnight this week.',
    });
    expect(ok.statusCode).toBe(201);
    expect((await outboxFor('n@example.com'))[0].body).toContain('12 Elm Street');
  });
});

describe('form limits', () => {
  it('refuses more than ten contact messages an hour from one address with 429 and Retry-After', async () => {
    const message = {
      name: 'Spam Bot',
      email: 'bot@example.com',
      topic: 'other',
      message: 'Buy cheap watches today, best prices!',
    };
    // One contact message was already sent from this address above.
    for (let i = 0; i < SITE_FORM_LIMIT.maxPerIpPerHour - 1; i++) {
      expect((await post('/contact', message)).statusCode).toBe(201);
    }
    const refused = await post('/contact', message);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other forms count separately.
    expect((await post('/newsletter', { email: 'limits@example.com' })).statusCode).toBe(201);
  });
});

describe('host earnings estimate', () => {
  it('is empty without listings, then uses the median price of published homes in the city', async () => {
    const empty = (await get('/host-earnings-estimate')).json().data;
    expect(empty).toMatchObject({ cities: [], city: null, nightly_minor: null });

    const db = t.database.db;
    const [host] = await db.insert(users).values({ email: 'host@example.com', role: 'host' }).returning();
    if (!host) throw new Error('no host');
    const place = (name: string) => ({
      slug: name.toLowerCase(),
      name,
      country: 'Zimbabwe',
      countryCode: 'ZW',
      lat: -17.8,
      lng: 31.05,
      timezone: 'Africa/Harare',
      currency: 'USD',
    });
    const [harare, bulawayo] = await db
      .insert(places)
      .values([place('Harare'), place('Bulawayo')])
      .returning();
    if (!harare || !bulawayo) throw new Error('no places');
    const home = (placeId: number, usd: number, status: 'published' | 'draft' = 'published') => ({
      hostId: host.id,
      placeId,
      status,
      title: 'Home',
      nightlyPrice: usd,
      nightlyPriceUsd: usd,
    });
    await db
      .insert(listings)
      .values([
        home(harare.id, 8000),
        home(harare.id, 10000),
        home(harare.id, 30000),
        home(harare.id, 99900, 'draft'),
        home(bulawayo.id, 5000),
      ]);

    const harareEstimate = (await get('/host-earnings-estimate?city=harare&nights=10')).json().data;
    expect(harareEstimate).toMatchObject({
      cities: ['Bulawayo', 'Harare'],
      city: 'Harare',
      nightly_minor: 10000,
      monthly_minor: 100000,
      currency: 'USD',
      sample_size: 3,
    });
    expect((await get('/host-earnings-estimate?nights=0')).statusCode).toBe(400);
  });
});
