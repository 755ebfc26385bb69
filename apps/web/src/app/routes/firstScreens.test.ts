import { describe, expect, it } from 'vitest';
import { listingsPages } from '../../features/listings/pages';
import { firstScreenOf } from './firstScreens';

describe('the screens loaded with the app', () => {
  it('are explore and listing pages, matched as the router matches them', () => {
    expect(firstScreenOf('/')).toBe(listingsPages.explore);
    expect(firstScreenOf('/listings/236')).toBe(listingsPages.listing);
    expect(firstScreenOf('/Listings/236/')).toBe(listingsPages.listing);
  });

  it('leave every other screen to the router', () => {
    for (const path of [
      '/about',
      '/listings/236/extra',
      '/category/beachfront',
      '/dashboard/guest/trips',
      '/nowhere',
    ]) {
      expect(firstScreenOf(path), path).toBeUndefined();
    }
  });
});
