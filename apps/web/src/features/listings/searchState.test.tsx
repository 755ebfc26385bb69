import { listingsQuery } from '@roamstead/contract';
import { monthOf, SEARCH_LIMITS, todayUtc } from '@roamstead/contract/constants';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  changeSearch,
  countFilters,
  listingPath,
  parseSearch,
  partyFields,
  partyOf,
  toApiParams,
  toSearchParams,
} from './searchState';
import { useSearchState } from './useSearchState';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('parseSearch', () => {
  it('reads place, guests, category and page from the query', () => {
    expect(parse('place=%20Lisbon%20&guests=3&category=beachfront&page=2')).toEqual({
      place: 'Lisbon',
      guests: 3,
      category: 'beachfront',
      page: 2,
    });
  });

  it('drops malformed or out-of-range values instead of sending them to the API', () => {
    expect(parse('place=%20%20&guests=0&page=-1')).toEqual({ page: 1 });
    expect(parse('guests=2.5&page=abc')).toEqual({ page: 1 });
    expect(parse('guests=51').guests).toBeUndefined();
    expect(parse(`place=${'x'.repeat(150)}`).place).toHaveLength(100);
  });
});

describe('parseSearch of dates, filters, bounds and sort', () => {
  it('reads every filter of the search', () => {
    expect(
      parse(
        'checkin=2027-03-12&checkout=2027-03-15&price_min=50&price_max=200&currency=eur&type=house,villa,palace' +
          '&bedrooms=2&beds=3&bathrooms=1&amenities=wifi,pool&instant=1&bbox=-9.2,38.6,-9.0,38.8&sort=price_asc',
      ),
    ).toEqual({
      checkin: '2027-03-12',
      checkout: '2027-03-15',
      priceMin: 50,
      priceMax: 200,
      currency: 'EUR',
      types: ['house', 'villa'],
      bedrooms: 2,
      beds: 3,
      bathrooms: 1,
      amenities: ['wifi', 'pool'],
      instant: true,
      bbox: { west: -9.2, south: 38.6, east: -9, north: 38.8 },
      sort: 'price_asc',
      page: 1,
    });
  });

  it('drops impossible dates, bounds and sorts, and swaps a reversed price range', () => {
    expect(parse('checkin=2027-03-15&checkout=2027-03-12')).toEqual({ page: 1 });
    expect(parse('checkin=2027-02-30&checkout=2027-03-02')).toEqual({ page: 1 });
    expect(parse('checkin=2027-03-12')).toEqual({ page: 1 });
    expect(parse('checkin=2027-03-12&checkout=2028-03-12')).toEqual({ page: 1 });
    expect(parse('checkin=2027-03-12&checkout=2028-03-11')).toMatchObject({ checkout: '2028-03-11' });
    expect(parse('bbox=1,2,3')).toEqual({ page: 1 });
    expect(parse('bbox=0,50,10,40')).toEqual({ page: 1 });
    expect(parse('sort=cheapest&sort=recommended')).toEqual({ page: 1 });
    expect(parse('price_min=300&price_max=100')).toMatchObject({ priceMin: 100, priceMax: 300 });
    expect(parse('currency=EUR')).toEqual({ page: 1 });
  });

  it('round-trips a full search', () => {
    const query =
      'place=Lisbon&checkin=2027-03-12&checkout=2027-03-15&guests=2&price_max=200&currency=USD&type=house' +
      '&amenities=wifi&instant=1&bbox=-9.2,38.6,-9,38.8&sort=rating&page=2';
    expect(toSearchParams(parse(query)).toString()).toBe(query.replaceAll(',', '%2C'));
  });

  it('counts the filters of the filters dialog', () => {
    expect(countFilters(parse('price_max=100&type=house,villa&bedrooms=2&amenities=wifi,pool&instant=1'))).toBe(6);
    expect(countFilters(parse('place=Rome&guests=2'))).toBe(0);
  });
});

describe('flexible dates', () => {
  const [m1, m2, m3, m4] = [1, 2, 3, 4].map((n) => monthOf(todayUtc(), n));

  it('reads a kind, up to three offered months and nights within the kind, and round-trips them', () => {
    const state = parse(`flex=week&flex_months=${m2},${m1},${m1}&flex_nights=6`);
    expect(state).toEqual({ flex: 'week', flexMonths: [m1, m2], flexNights: 6, page: 1 });
    expect(toSearchParams(state).toString()).toBe(`flex=week&flex_months=${m1}%2C${m2}&flex_nights=6`);
    expect(listingsQuery.safeParse(toApiParams(state, 'USD', () => 2)).success).toBe(true);
  });

  it('drops what the API would refuse, and gives way to exact dates', () => {
    expect(parse(`flex=week&flex_months=${m1},${m2},${m3},${m4}`).flexMonths).toEqual([m1, m2, m3]);
    expect(parse(`flex=weekend&flex_months=${m1}&flex_nights=9`).flexNights).toBeUndefined();
    expect(parse('flex=week&flex_months=2020-01')).toEqual({ page: 1 });
    expect(parse(`flex=fortnight&flex_months=${m1}`)).toEqual({ page: 1 });
    expect(parse(`checkin=${m1}-10&checkout=${m1}-12&flex=week&flex_months=${m1}`).flex).toBeUndefined();
  });

  it("links a card to its listing with the best stay's dates", () => {
    expect(listingPath(7, { guests: 2 }, { checkin: `${m1}-05`, checkout: `${m1}-12` })).toBe(
      `/listings/7?checkin=${m1}-05&checkout=${m1}-12&guests=2`,
    );
  });
});

describe('guest categories', () => {
  it('reads children within the guests, infants and pets within their limits', () => {
    expect(parse('guests=3&children=1&infants=2&pets=1')).toMatchObject({
      guests: 3,
      children: 1,
      infants: 2,
      pets: 1,
    });
    expect(parse('guests=2&children=5&infants=9').children).toBeUndefined();
    expect(parse('guests=2&children=5&infants=9').infants).toBeUndefined();
    expect(partyOf(parse('guests=3&children=1&pets=1'))).toEqual({ adults: 2, children: 1, infants: 0, pets: 1 });
    expect(partyFields({ adults: 0, children: 0, infants: 0, pets: 0 })).toEqual({
      guests: undefined,
      children: undefined,
      infants: undefined,
      pets: undefined,
    });
  });

  it('asks for pet-friendly listings when pets come along', () => {
    const digits = () => 2;
    expect(toApiParams(parse('guests=2&pets=1&amenities=wifi'), 'USD', digits)).toMatchObject({
      guests: 2,
      amenities: 'wifi,pets-allowed',
    });
    expect(toApiParams(parse('guests=2&infants=1'), 'USD', digits).amenities).toBeUndefined();
  });
});

describe('toApiParams', () => {
  it('sends prices in minor units of the currency they were set in, lists comma-joined', () => {
    const digits = (code: string) => (code === 'JPY' ? 0 : 2);
    expect(toApiParams(parse('price_min=50&price_max=200&type=house,villa&instant=1'), 'EUR', digits)).toMatchObject({
      price_min: 5000,
      price_max: 20000,
      currency: 'EUR',
      property_type: 'house,villa',
      instant_book: 'true',
    });
    expect(toApiParams(parse('price_max=20000&currency=JPY'), 'EUR', digits)).toMatchObject({
      price_max: 20000,
      currency: 'JPY',
    });
  });

  it('keeps prices within the search limits of the API, whatever the currency', () => {
    const params = toApiParams(parse('price_max=20000000&currency=KWD'), 'EUR', () => 3);
    expect(params.price_max).toBe(SEARCH_LIMITS.price);
    expect(listingsQuery.safeParse(params).success).toBe(true);
  });
});

describe('toSearchParams', () => {
  it('writes only what is set and leaves out the first page', () => {
    expect(toSearchParams({ place: 'Rome', page: 1 }).toString()).toBe('place=Rome');
    expect(toSearchParams({ guests: 4, category: 'castles', page: 3 }).toString()).toBe(
      'guests=4&category=castles&page=3',
    );
  });

  it('round-trips through parseSearch', () => {
    const state = { place: 'Cape Town', guests: 2, category: 'design', page: 4 };
    expect(parseSearch(toSearchParams(state))).toEqual(state);
  });
});

describe('changeSearch', () => {
  it('goes back to the first page when the search changes, but not when only the page does', () => {
    const state = { place: 'Rome', page: 3 };
    expect(changeSearch(state, { category: 'design' })).toEqual({ place: 'Rome', category: 'design', page: 1 });
    expect(changeSearch(state, { page: 4 })).toEqual({ place: 'Rome', page: 4 });
    expect(changeSearch({ category: 'design', page: 1 }, { category: undefined })).toEqual({
      category: undefined,
      page: 1,
    });
  });
});

describe('useSearchState', () => {
  const wrapperAt =
    (url: string) =>
    ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  const render = (url: string) =>
    renderHook(() => ({ search: useSearchState(), location: useLocation() }), { wrapper: wrapperAt(url) });

  it('keeps the search in the URL query', () => {
    const { result } = render('/?place=Rome&page=2');
    expect(result.current.search.state).toEqual({ place: 'Rome', page: 2 });

    act(() => result.current.search.update({ category: 'castles' }));
    expect(result.current.location.search).toBe('?place=Rome&category=castles');
    expect(result.current.search.state.category).toBe('castles');

    act(() => result.current.search.update({ page: 2 }));
    expect(result.current.location.search).toBe('?place=Rome&category=castles&page=2');
  });

  it('reset clears the whole search', () => {
    const { result } = render('/grid-default?guests=3&category=design');
    act(() => result.current.search.reset());
    expect(result.current.location).toMatchObject({ pathname: '/grid-default', search: '' });
    expect(result.current.search.state).toEqual({ page: 1 });
  });
});
