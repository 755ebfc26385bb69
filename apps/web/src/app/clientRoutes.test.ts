import { CLIENT_ROUTES, matchClientRoute, TEMPLATE_REDIRECTS } from '@roamstead/contract/constants';
import type { LoaderFunction, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every full path of the route table, without the catch-all. */
function pathsOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    const here = route.path || route.index ? [own || '/'] : [];
    return [...here, ...pathsOf(route.children ?? [], own)];
  });
}

describe('the server knows the client routes', () => {
  it('lists every path of the route table and of its redirects, and only those (the server answers 404 for the rest)', () => {
    const paths = pathsOf(routes).filter((p) => !p.endsWith('*'));
    const redirects = TEMPLATE_REDIRECTS.map(([path]) => path);
    expect(paths.filter((p) => redirects.includes(p))).toEqual([]);
    expect(new Set([...paths, ...redirects])).toEqual(new Set(CLIENT_ROUTES));
  });

  it('matches as the router does: parameters, case and a trailing slash', () => {
    expect(matchClientRoute('/listings/12')).toEqual({ route: '/listings/:id', params: { id: '12' } });
    expect(matchClientRoute('/About/')?.route).toBe('/about');
    expect(matchClientRoute('/dashboard/host/public-host-profile/7')?.params).toEqual({ userId: '7' });
    expect(matchClientRoute('/listings/12/extra')).toBeNull();
    expect(matchClientRoute('/nowhere')).toBeNull();
  });
});

describe('template paths (SPEC §2)', () => {
  const catchAll = routes.flatMap((route) => route.children ?? []).find((route) => route.path === '*');
  const loader = catchAll?.loader as LoaderFunction | undefined;
  if (!loader) throw new Error('the route table has no catch-all route with a loader');
  const load = (path: string) =>
    loader({
      request: new Request(`http://localhost${path}`),
      url: new URL(`http://localhost${path}`),
      pattern: '*',
      params: {},
      context: {},
    });

  it('redirect from the catch-all route to their equivalents, keeping the ids', async () => {
    const single = (await load('/single-v3/7')) as Response;
    expect(single.status).toBe(302);
    expect(single.headers.get('location')).toBe('/listings/7');
    expect(((await load('/Agency-Single/12/')) as Response).headers.get('location')).toBe(
      '/dashboard/host/public-host-profile/12',
    );
    expect(((await load('/faq')) as Response).headers.get('location')).toBe('/help/faqs');
  });

  it('leave any other address to the not-found page', async () => {
    expect(await load('/nowhere')).toBeNull();
    expect(await load('/single-v3')).toBeNull();
  });
});
