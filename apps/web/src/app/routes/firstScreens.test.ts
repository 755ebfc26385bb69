import { describe, expect, it } from 'vitest';
import { bookingPages } from '../../features/booking/pages';
import { dashboardPages } from '../../features/dashboard/pages';
import { listingsPages } from '../../features/listings/pages';
import { firstScreenOf } from './firstScreens';

describe('the screens loaded with the app', () => {
  it('are the explore, listing and trips pages, matched as the router matches them', () => {
    expect(firstScreenOf('/')).toEqual([listingsPages.explore]);
    expect(firstScreenOf('/listings/236')).toEqual([listingsPages.listing]);
    expect(firstScreenOf('/Listings/236/')).toEqual([listingsPages.listing]);
    expect(firstScreenOf('/dashboard/guest/trips')).toEqual([dashboardPages.layout, bookingPages.trips]);
  });

  it('leave every other screen to the router', () => {
    for (const path of [
      '/about',
      '/listings/236/extra',
      '/category/beachfront',
      '/dashboard/guest/trips/12',
      '/nowhere',
    ]) {
      expect(firstScreenOf(path), path).toBeUndefined();
    }
  });
});
