import type { CreateWishlistBody, SavedListing, WishlistDetail, WishlistSummary } from '@roamstead/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '../../api/http';
import { fetchData } from '../../api/query';
import { useOptionalAuth } from '../auth';

/**
 * Query keys, per signed-in user so that another account on the same device never sees these
 * answers; everything under ['wishlists'] is refetched together after a change.
 */
const wishlistKeys = {
  all: ['wishlists'] as const,
  list: (userId: number) => ['wishlists', userId, 'list'] as const,
  detail: (userId: number, id: number) => ['wishlists', userId, 'detail', id] as const,
  savedIds: (userId: number) => ['wishlists', userId, 'saved-ids'] as const,
};

/** The signed-in user's id; 0 when signed out (their queries stay disabled). */
const useUserId = () => useOptionalAuth()?.user?.id ?? 0;

/** The wishlist calls, each yielding [data, error] (SPEC §7). */
export const wishlistsApi = {
  list: () => request<WishlistSummary[]>(apiClient.get('/wishlists')),
  create: (body: CreateWishlistBody) => request<WishlistSummary>(apiClient.post('/wishlists', body)),
  rename: (id: number, name: string) => request<WishlistSummary>(apiClient.patch(`/wishlists/${id}`, { name })),
  remove: (id: number) => request<{ id: number }>(apiClient.delete(`/wishlists/${id}`)),
  save: (id: number, listingId: number) =>
    request<WishlistSummary>(apiClient.post(`/wishlists/${id}/items`, { listing_id: listingId })),
  unsave: (id: number, listingId: number) =>
    request<WishlistSummary>(apiClient.delete(`/wishlists/${id}/items/${listingId}`)),
  move: (id: number, listingId: number, targetId: number) =>
    request<WishlistSummary>(apiClient.post(`/wishlists/${id}/items/${listingId}/move`, { wishlist_id: targetId })),
  unsaveEverywhere: (listingId: number) =>
    request<{ listing_id: number; wishlist_ids: number[] }>(apiClient.delete(`/wishlists/saved/${listingId}`)),
};

/** Listing id → the wishlists holding it, for filled hearts: one call for every card on a page. */
export const useSavedIds = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: wishlistKeys.savedIds(userId),
    queryFn: () => fetchData<SavedListing[]>(apiClient.get('/wishlists/saved-ids')),
    select: (rows) => new Map(rows.map((r) => [r.listing_id, r.wishlist_ids])),
    enabled: userId > 0,
    staleTime: 5 * 60_000,
  });
};

export const useWishlists = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: wishlistKeys.list(userId),
    queryFn: () => fetchData<WishlistSummary[]>(apiClient.get('/wishlists')),
    enabled: userId > 0,
  });
};

export const useWishlist = (id: number) => {
  const userId = useUserId();
  return useQuery({
    queryKey: wishlistKeys.detail(userId, id),
    queryFn: () => fetchData<WishlistDetail>(apiClient.get(`/wishlists/${id}`)),
    enabled: userId > 0 && id > 0,
    retry: (failures, error) => (error as { status?: number }).status !== 404 && failures < 1,
  });
};

/**
 * After any change: the lists, the open wishlist and the hearts all refetch. An answer asked for
 * before the change and still on its way is dropped first: invalidating alone keeps a query's
 * first fetch (no data yet) running, and its answer would miss the change (the hearts just after
 * signing in, while a save asked for before it completes).
 */
export async function invalidateWishlists(client: QueryClient) {
  await client.cancelQueries({ queryKey: wishlistKeys.all });
  await client.invalidateQueries({ queryKey: wishlistKeys.all });
}
