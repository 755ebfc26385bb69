import { BECOME_A_HOST_PATH } from '@roamstead/contract/constants';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Template paths of SPEC §2 that have a real equivalent: redirects that keep the ids
 * (docs/adr/0006-template-paths.md records the mapping).
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
