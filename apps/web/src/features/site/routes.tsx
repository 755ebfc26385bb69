import { BECOME_A_HOST_PATH } from '@roamstead/contract/constants';
import { generatePath, type RouteObject, redirect } from 'react-router';

type Module = Record<string, unknown>;

/** A lazily loaded screen: the module's default export, or the named one. */
const screen =
  <M extends Module>(load: () => Promise<M>, name: keyof M = 'default') =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Template paths of SPEC §2 that have a real equivalent: redirects that keep the ids
 * (docs/adr/0003-template-paths.md records the mapping).
 */
export const TEMPLATE_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ...range(2, 10).map((n) => [`/home-v${n}`, '/'] as const),
  ['/agents', BECOME_A_HOST_PATH],
  ['/agency', BECOME_A_HOST_PATH],
  ['/agent-single/:id', '/dashboard/host/public-host-profile/:id'],
  ['/agency-single/:id', '/dashboard/host/public-host-profile/:id'],
  ...range(1, 10).map((n) => [`/single-v${n}/:id`, '/listings/:id'] as const),
  ['/dashboard-home', '/dashboard'],
  ['/dashboard-message', '/dashboard/guest/messages'],
  ['/dashboard-add-property', '/dashboard/add-property'],
  ['/dashboard-my-properties', '/dashboard/host/listings'],
  ['/dashboard-my-favourites', '/dashboard/guest/wishlist'],
  ['/dashboard-saved-search', '/dashboard/guest/wishlist'],
  ['/dashboard-reviews', '/dashboard/guest/reviews'],
  ['/dashboard-my-package', '/pricing'],
  ['/dashboard-my-profile', '/dashboard/guest/profile'],
  ...range(1, 3).map((n) => [`/blog-list-v${n}`, '/blog'] as const),
  ['/faq', '/help/faqs'],
];

const content = () => import('../content/pages/TemplatePages');
const legal = () => import('../content/pages/LegalPage');

/** The public company, help and hosting pages, and every template path of SPEC §2. */
export const siteRoutes: RouteObject[] = [
  { path: '/about', lazy: screen(() => import('../content/pages/AboutPage')) },
  { path: '/blog', lazy: screen(() => import('../content/pages/BlogPage')) },
  { path: '/blogs/:id', lazy: screen(() => import('../content/pages/BlogPostPage')) },
  { path: '/media', lazy: screen(() => import('../content/pages/MediaPage')) },
  { path: '/careers', lazy: screen(() => import('../content/pages/CareersPage')) },
  { path: '/careers/:id', lazy: screen(() => import('../content/pages/CareerDetailPage')) },
  { path: '/terms', lazy: screen(legal, 'TermsPage') },
  { path: '/privacy', lazy: screen(legal, 'PrivacyPage') },
  { path: '/contact', lazy: screen(() => import('../content/pages/ContactPage')) },
  { path: '/help-center', lazy: screen(() => import('../content/pages/HelpCenterPage')) },
  { path: '/help/faqs', lazy: screen(() => import('../content/pages/FaqsPage')) },
  { path: '/help/cancellation', lazy: screen(() => import('../content/pages/CancellationPage')) },
  { path: '/help/neighborhood', lazy: screen(() => import('../content/pages/NeighborhoodPage')) },
  { path: '/help/countries', lazy: screen(() => import('../content/pages/CountriesPage')) },
  { path: '/experiences', lazy: screen(() => import('../content/pages/ExperiencesPage')) },
  { path: BECOME_A_HOST_PATH, lazy: screen(() => import('../content/pages/BecomeHostPage')) },
  { path: '/pricing', lazy: screen(content, 'PricingPage') },
  { path: '/compare', lazy: screen(() => import('../compare/ComparePage')) },
  { path: '/invoice', lazy: screen(() => import('../booking/pages/InvoicePage')) },
  { path: '/book/:listingId', lazy: screen(() => import('../booking/pages/CheckoutPage')) },
  { path: '/not-found', lazy: screen(() => import('../../pages/NotFoundPage')) },
  { path: '/newsletter/unsubscribe', lazy: screen(() => import('./UnsubscribePage')) },
  ...TEMPLATE_REDIRECTS.map(([path, to]) => ({
    path,
    loader: ({ params }: { params: Record<string, string | undefined> }) => redirect(generatePath(to, params)),
  })),
];
