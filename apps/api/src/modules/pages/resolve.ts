import {
  BECOME_A_HOST_PATH,
  type ClientRouteMatch,
  type ContentLanguage,
  PRODUCT_NAME,
  pageTitle,
} from '@roamstead/contract';
import { translationsFor } from '@roamstead/contract/i18n';
import { AppError } from '../../platform/errors';
import { SOCIAL_IMAGE, socialImageUrl } from '../../platform/uploads';
import type { contentService } from '../content';
import { absolute, type PageHead, summary } from './head';
import { blogPosting, breadcrumbs, listingJsonLd, organization, website } from './jsonLd';
import type { PageData, PagePhoto } from './pageData';

export interface Page {
  status: 200 | 404;
  head: PageHead;
  /** A screen of one visitor (sign-in, dashboard, checkout): `noindex` is for those not signed in. */
  private?: true;
}

/** Public pages whose title and description are UI strings: [path, title key, description key]. */
const CONTENT_PAGES: Record<string, [string, string, string]> = {
  '/about': ['/about', 'company.about.title', 'company.about.lead'],
  '/blog': ['/blog', 'company.blog.title', 'company.blog.lead'],
  '/media': ['/media', 'company.media.title', 'company.media.lead'],
  '/careers': ['/careers', 'company.careers.title', 'company.careers.lead'],
  '/terms': ['/terms', 'legal.terms.title', 'legal.terms.lead'],
  '/privacy': ['/privacy', 'legal.privacy.title', 'legal.privacy.lead'],
  '/contact': ['/contact', 'company.contact.title', 'company.contact.lead'],
  '/help-center': ['/help-center', 'help.center.title', 'help.center.lead'],
  '/help/faqs': ['/help/faqs', 'help.faqs.title', 'help.faqs.lead'],
  '/help/cancellation': ['/help/cancellation', 'help.cancellation.title', 'help.cancellation.lead'],
  '/help/neighborhood': ['/help/neighborhood', 'help.neighborhood.title', 'help.neighborhood.lead'],
  '/help/countries': ['/help/countries', 'help.countries.title', 'help.countries.lead'],
  '/experiences': ['/experiences', 'hosting.experiences.title', 'hosting.experiences.lead'],
  [BECOME_A_HOST_PATH]: [BECOME_A_HOST_PATH, 'hosting.becomeHost.title', 'hosting.becomeHost.lead'],
  '/pricing': ['/pricing', 'site.template.pricingTitle', 'site.template.pricingLead'],
};
// Template paths of the same pages (the client redirects them): same head, canonical to the page.
CONTENT_PAGES['/faq'] = CONTENT_PAGES['/help/faqs'] as [string, string, string];
for (const alias of ['/agents', '/agency'])
  CONTENT_PAGES[alias] = CONTENT_PAGES[BECOME_A_HOST_PATH] as [string, string, string];
for (const n of [1, 2, 3]) CONTENT_PAGES[`/blog-list-v${n}`] = CONTENT_PAGES['/blog'] as [string, string, string];

/** The content pages' own addresses, for the sitemap. */
export const CONTENT_PATHS = [...new Set(Object.values(CONTENT_PAGES).map(([path]) => path))];

const LISTING_ROUTES = /^\/(listings|single-v\d+)\/:id$/;
const HOST_ROUTES = new Set([
  '/users/:userId',
  '/dashboard/host/public-host-profile/:userId',
  '/agent-single/:id',
  '/agency-single/:id',
]);
/** Search layouts and old home pages: the explore page under other addresses. */
const EXPLORE_ROUTES = /^\/(home-v\d+|grid-[\w-]+|banner-search-v\d|list-all-style|list-v1|header-map-style|map-v\d)$/;
const SIGN_IN_ROUTES: Record<string, string> = {
  '/login': 'auth.loginTab',
  '/auth/login': 'auth.loginTab',
  '/register': 'auth.signupTab',
  '/auth/register': 'auth.signupTab',
};

/** A UI string of `lang` with its {{values}} filled in (the key itself when missing, as i18next does). */
export function translator(lang: ContentLanguage) {
  const resources = translationsFor(lang) ?? translationsFor('en');
  return (key: string, values: Record<string, string | number> = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);
    const text = typeof found === 'string' ? found : key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && /^\d+$/.test(value ?? '') ? id : null;
};

const photoImage = (photo: PagePhoto | null | undefined) =>
  photo ? { url: socialImageUrl(photo.storageKey), ...SOCIAL_IMAGE, alt: photo.alt } : undefined;

/** Works out each public page's status and head from the same data the API serves. */
export function pageResolver(deps: { data: PageData; content: ReturnType<typeof contentService>; publicUrl: string }) {
  const { data, content } = deps;
  const url = (path: string) => absolute(deps.publicUrl, path);

  /** `match` is the client route of the address (`matchClientRoute`), null for an unknown one. */
  return async function resolve(
    match: ClientRouteMatch | null,
    query: URLSearchParams,
    lang: ContentLanguage,
  ): Promise<Page> {
    const t = translator(lang);
    const siteDescription = t('site.seo.siteDescription');
    const found = (head: PageHead): Page => ({ status: 200, head });
    const notFound: Page = {
      status: 404,
      head: { title: pageTitle(t('notFound.title')), description: t('notFound.text'), noindex: true },
    };
    if (!match) return notFound;
    const { route, params } = match;

    const placeText = query.get('place')?.trim() ?? '';
    // No place name is that long: such a text is not looked up (nor kept in the cache).
    if (route === '/' && placeText && placeText.length <= 100) {
      const place = await data.place(placeText);
      if (place?.name) {
        const path = `/?place=${encodeURIComponent(place.name)}`;
        const steps = [{ name: t('site.seo.home'), path: '/' }];
        if (place.level === 0 && place.country)
          steps.push({ name: place.country, path: `/?place=${encodeURIComponent(place.country)}` });
        steps.push({ name: place.name, path });
        return found({
          title: pageTitle(t('site.seo.placeTitle', { place: place.name })),
          description: t('listings.category.lead', { name: place.name, count: place.total }),
          path,
          image: photoImage(place.cover),
          jsonLd: [breadcrumbs(url, steps)],
        });
      }
    }
    if (route === '/' || EXPLORE_ROUTES.test(route)) {
      return found({
        title: pageTitle(t('common.explore')),
        description: siteDescription,
        path: '/',
        jsonLd: [organization(url), website(url, lang)],
      });
    }

    if (LISTING_ROUTES.test(route)) {
      const id = positiveId(params.id);
      const listing = id ? await data.listing(id) : null;
      if (listing?.status !== 'published') return notFound;
      const path = `/listings/${listing.id}`;
      const where = listing.place ? `${listing.place.name}, ${listing.place.country}` : '';
      const steps = [{ name: t('site.seo.home'), path: '/' }];
      if (listing.place)
        steps.push({ name: listing.place.name, path: `/?place=${encodeURIComponent(listing.place.name)}` });
      steps.push({ name: listing.title, path });
      return found({
        title: pageTitle(listing.title),
        description: summary(listing.description) || [listing.title, where].filter(Boolean).join(' · '),
        path,
        image: photoImage(listing.photos[0]),
        jsonLd: [listingJsonLd(listing, url), breadcrumbs(url, steps)],
      });
    }

    if (route === '/category/:slug') {
      const category = await data.category(params.slug ?? '');
      if (!category) return notFound;
      const path = `/category/${encodeURIComponent(category.slug)}`;
      return found({
        title: pageTitle(category.name),
        description: t('listings.category.lead', { name: category.name, count: category.total }),
        path,
        image: photoImage(category.cover),
        jsonLd: [
          breadcrumbs(url, [
            { name: t('site.seo.home'), path: '/' },
            { name: category.name, path },
          ]),
        ],
      });
    }

    if (HOST_ROUTES.has(route)) {
      const id = positiveId(params.userId ?? params.id);
      const host = id ? await data.host(id) : null;
      if (!host) return notFound;
      const name = `${host.firstName} ${host.lastName}`.trim() || PRODUCT_NAME;
      return found({
        title: pageTitle(name),
        description: summary(host.about) || t('site.seo.hostDescription', { name: host.firstName || name }),
        // The public address (no sign-in needed) is the canonical one.
        path: `/users/${host.id}`,
        type: 'profile',
        ...(host.pictureUrl ? { image: { url: host.pictureUrl, alt: name } } : {}),
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'ProfilePage',
            mainEntity: {
              '@type': 'Person',
              name,
              ...(host.about ? { description: host.about } : {}),
              ...(host.pictureUrl ? { image: url(host.pictureUrl) } : {}),
            },
          },
        ],
      });
    }

    if (route === '/blogs/:id' || route === '/careers/:id') {
      const id = positiveId(params.id);
      if (!id) return notFound;
      const load = route === '/blogs/:id' ? content.blogPost(id, lang) : content.opening(id, lang);
      const item = await load.catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      });
      if (!item) return notFound;
      if ('excerpt' in item) {
        return found({
          title: pageTitle(item.title),
          description: summary(item.excerpt),
          path: `/blogs/${item.id}`,
          type: 'article',
          jsonLd: [blogPosting(item, url, lang)],
        });
      }
      return found({ title: pageTitle(item.title), description: summary(item.summary), path: `/careers/${item.id}` });
    }

    const contentPage = CONTENT_PAGES[route];
    if (contentPage) {
      const [path, titleKey, descriptionKey] = contentPage;
      return found({ title: pageTitle(t(titleKey)), description: t(descriptionKey), path });
    }
    if (route === '/not-found') return { status: 200, head: notFound.head };
    // Sign-in, dashboard, checkout and the other screens of one visitor: reachable, never indexed.
    const signIn = SIGN_IN_ROUTES[route];
    return {
      ...found({ title: signIn ? pageTitle(t(signIn)) : PRODUCT_NAME, description: siteDescription, noindex: true }),
      private: true,
    };
  };
}
