import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../api/queryClient';
import { listingQuery, listingSearchQuery } from '../api';
import { parseSearch } from '../searchState';
import { listingLoader, searchLoader } from './loaders';

const get = vi.fn();
vi.mock('../../../api/http', () => ({
  apiClient: { get: (...args: unknown[]) => get(...args) },
  request: async (call: Promise<{ data: { data: unknown } }>) => [(await call).data.data, null],
}));

const answer = (data: unknown) => Promise.resolve({ data: { data } });
const loaderArgs = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params, context: undefined }) as unknown as Parameters<typeof searchLoader>[0];

afterEach(() => {
  queryClient.clear();
  get.mockReset();
});

describe('route loaders', () => {
  it("start the explore page's search, under the key its results read, and return at once", async () => {
    get.mockReturnValue(answer({ items: [], total: 0, total_pages: 0 }));
    const url = 'http://localhost/?place=Lisbon&guests=2&page=2';
    expect(await searchLoader(loaderArgs(url))).toBeNull();
    expect(get).toHaveBeenCalledWith('/listings', {
      params: expect.objectContaining({ place: 'Lisbon', guests: 2, page: 2, currency: 'USD' }),
    });
    const key = listingSearchQuery(parseSearch(new URL(url).searchParams), 'USD').queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ items: [], total: 0, total_pages: 0 }));
  });

  it("start a listing page's listing, and nothing for an id that is not one", async () => {
    get.mockReturnValue(answer({ id: 7, title: 'Loft' }));
    expect(await listingLoader(loaderArgs('http://localhost/listings/7', { id: '7' }))).toBeNull();
    expect(get).toHaveBeenCalledWith('/listings/7');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(listingQuery(7).queryKey)).toEqual({ id: 7, title: 'Loft' }),
    );

    get.mockClear();
    await listingLoader(loaderArgs('http://localhost/listings/abc', { id: 'abc' }));
    expect(get).not.toHaveBeenCalled();
  });
});
