import type {
  Amenity,
  Category,
  ListingDetail,
  ListingPage,
  ListingReviewPage,
  MapConfig,
  PlaceSuggestion,
  PriceHistogram,
} from '@roamstead/contract';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api/http';
import { type ApiError, fetchData } from '../../api/query';
import { minorDigits, useCurrency } from '../preferences';
import { type SearchState, toApiParams } from './searchState';

export const RESULTS_PER_PAGE = 12;

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => fetchData<Category[]>(apiClient.get('/categories')),
  staleTime: 10 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);

export const useAmenities = (enabled = true) =>
  useQuery({
    queryKey: ['amenities'],
    queryFn: () => fetchData<Amenity[]>(apiClient.get('/amenities')),
    staleTime: 60 * 60_000,
    enabled,
  });

/** One page of the search in the visitor's currency (prices in the URL keep the currency they were set in). */
export function listingSearchQuery(state: SearchState, currency: string) {
  const params = { ...toApiParams(state, currency, minorDigits), page: state.page, per_page: RESULTS_PER_PAGE };
  return queryOptions({
    queryKey: ['listings', 'search', params],
    queryFn: () => fetchData<ListingPage>(apiClient.get('/listings', { params })),
  });
}

/** One page of published listings matching the search; the previous page stays shown while the next loads. */
export function useListingSearch(state: SearchState) {
  const { currency } = useCurrency();
  return useQuery({ ...listingSearchQuery(state, currency), placeholderData: keepPreviousData });
}

/** Nightly prices of the search (its own price range ignored) in `currency`, for the price filter. */
export function usePriceHistogram(state: SearchState, currency: string, enabled: boolean) {
  const { price_min: _min, price_max: _max, sort: _sort, ...filters } = toApiParams(state, currency, minorDigits);
  const params = { ...filters, currency };
  return useQuery({
    queryKey: ['listings', 'histogram', params],
    queryFn: () => fetchData<PriceHistogram>(apiClient.get('/listings/price-histogram', { params })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many listings match `state` (the filters dialog's apply button), from a one-card page of the search. */
export function useMatchCount(state: SearchState, currency: string, enabled: boolean) {
  const { sort: _sort, ...filters } = toApiParams(state, currency, minorDigits);
  const params = { ...filters, page: 1, per_page: 1 };
  return useQuery({
    queryKey: ['listings', 'count', params],
    queryFn: () => fetchData<ListingPage>(apiClient.get('/listings', { params })),
    select: (page) => ({ total: page.total, capped: page.total_capped }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Places for what the visitor is typing (typo-tolerant). */
export const usePlaceSuggestions = (q: string, lang: string) =>
  useQuery({
    queryKey: ['places', 'suggest', q, lang],
    queryFn: () => fetchData<PlaceSuggestion[]>(apiClient.get('/places/suggest', { params: { q, lang } })),
    enabled: q.length >= 2,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useMapConfig = () =>
  useQuery({
    queryKey: ['map-config'],
    queryFn: () => fetchData<MapConfig>(apiClient.get('/map-config')),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const isNotFound = (error: unknown) => (error as ApiError | null)?.status === 404;

/** A published listing; a 404 (unknown or unpublished id) is an answer, not retried. */
export const listingQuery = (id: number) =>
  queryOptions({
    queryKey: ['listings', 'detail', id],
    queryFn: () => fetchData<ListingDetail>(apiClient.get(`/listings/${id}`)),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export const useListing = (id: number) => useQuery({ ...listingQuery(id), enabled: id > 0 });

export const REVIEWS_PER_PAGE = 10;

/** Every review of a listing, a page at a time (for "Show all N reviews"). */
export const useListingReviews = (id: number, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['listings', 'reviews', id],
    queryFn: ({ pageParam }) =>
      fetchData<ListingReviewPage>(
        apiClient.get(`/listings/${id}/reviews`, { params: { page: pageParam, per_page: REVIEWS_PER_PAGE } }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    enabled,
  });
