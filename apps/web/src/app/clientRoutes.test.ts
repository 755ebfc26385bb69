import { CLIENT_ROUTES, matchClientRoute } from '@roamstead/contract/constants';
import type { RouteObject } from 'react-router';
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
  it('lists every path of the route table, and only those (the server answers 404 for the rest)', () => {
    const paths = pathsOf(routes).filter((p) => !p.endsWith('*'));
    expect(new Set(paths)).toEqual(new Set(CLIENT_ROUTES));
  });

  it('matches as the router does: parameters, case and a trailing slash', () => {
    expect(matchClientRoute('/listings/12')).toEqual({ route: '/listings/:id', params: { id: '12' } });
    expect(matchClientRoute('/About/')?.route).toBe('/about');
    expect(matchClientRoute('/dashboard/host/public-host-profile/7')?.params).toEqual({ userId: '7' });
    expect(matchClientRoute('/listings/12/extra')).toBeNull();
    expect(matchClientRoute('/nowhere')).toBeNull();
  });
});
