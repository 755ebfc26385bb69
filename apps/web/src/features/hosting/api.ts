import type {
  AmenityOption,
  Category,
  Currency,
  ExperienceSlot,
  ListingDraftBody,
  ListingKind,
  OwnListing,
  OwnListingRow,
  Photo,
  PlaceOption,
} from '@roamstead/contract';
import { minorDigits } from '@roamstead/contract/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/http';
import { fetchData } from '../../api/query';

/** Everything under this key belongs to the signed-in host's listings. */
const KEY = ['hosting'] as const;
const listingKey = (id: number) => [...KEY, 'listing', id] as const;
const base = (id: number) => `/hosting/listings/${id}`;

export const useOwnListings = (kind: ListingKind) =>
  useQuery({
    queryKey: [...KEY, 'list', kind],
    queryFn: () => fetchData<OwnListingRow[]>(apiClient.get('/hosting/listings', { params: { kind } })),
  });

export const useOwnListing = (id: number | null) =>
  useQuery({
    queryKey: listingKey(id ?? 0),
    queryFn: () => fetchData<OwnListing>(apiClient.get(base(id ?? 0))),
    enabled: id !== null && id > 0,
  });

/** Stored places, then the world's (names in `lang` where the data has them). */
export const usePlaceOptions = (q: string, lang: string) =>
  useQuery({
    queryKey: [...KEY, 'places', q, lang],
    queryFn: () => fetchData<PlaceOption[]>(apiClient.get('/hosting/places', { params: { q, lang } })),
    // Nothing is listed before anything is typed: no answer for '' to stand in for the first search.
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });

/** Stores a place of the world the host chose (once for everyone), giving the id a listing points at. */
export const useStorePlace = (lang: string) =>
  useMutation({
    mutationFn: (geonameId: number) =>
      fetchData<PlaceOption>(apiClient.post('/hosting/places', { geoname_id: geonameId }, { params: { lang } })),
  });

export const useAmenityOptions = () =>
  useQuery({
    queryKey: [...KEY, 'amenities'],
    queryFn: () => fetchData<AmenityOption[]>(apiClient.get('/hosting/amenities')),
    staleTime: 10 * 60_000,
  });

export const useCategoryOptions = () =>
  useQuery({
    queryKey: ['categories'],
    queryFn: () => fetchData<Category[]>(apiClient.get('/categories')),
    staleTime: 10 * 60_000,
  });

export const useCurrencyOptions = () =>
  useQuery({
    queryKey: ['currencies'],
    queryFn: () => fetchData<Currency[]>(apiClient.get('/get-supported-currencies')),
    staleTime: 10 * 60_000,
  });

/** Mutations of one listing; each answer refreshes the cached listing and the host's lists. */
export function useListingMutations(id: number) {
  const client = useQueryClient();
  const store = (listing: OwnListing) => {
    client.setQueryData(listingKey(listing.id), listing);
    void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    return listing;
  };
  const storePhotos = (photos: Photo[]) => {
    client.setQueryData<OwnListing>(listingKey(id), (old) => (old ? { ...old, photos } : old));
    void client.invalidateQueries({ queryKey: listingKey(id) });
    void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    return photos;
  };
  const refresh = () => {
    void client.invalidateQueries({ queryKey: listingKey(id) });
    void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
  };
  return {
    save: useMutation({
      mutationFn: (body: ListingDraftBody) => fetchData<OwnListing>(apiClient.patch(base(id), body)),
      onSuccess: store,
    }),
    publish: useMutation({
      mutationFn: () => fetchData<OwnListing>(apiClient.post(`${base(id)}/publish`)),
      onSuccess: store,
    }),
    unlist: useMutation({
      mutationFn: () => fetchData<OwnListing>(apiClient.post(`${base(id)}/unlist`)),
      onSuccess: store,
    }),
    remove: useMutation({
      mutationFn: () => fetchData<null>(apiClient.delete(base(id))),
      onSuccess: () => {
        client.removeQueries({ queryKey: listingKey(id) });
        void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
      },
    }),
    reorder: useMutation({
      mutationFn: (photoIds: number[]) =>
        fetchData<Photo[]>(apiClient.put(`${base(id)}/photos/order`, { photo_ids: photoIds })),
      onSuccess: storePhotos,
    }),
    cover: useMutation({
      mutationFn: (photoId: number) => fetchData<Photo[]>(apiClient.put(`${base(id)}/photos/${photoId}/cover`)),
      onSuccess: storePhotos,
    }),
    deletePhoto: useMutation({
      mutationFn: (photoId: number) => fetchData<Photo[]>(apiClient.delete(`${base(id)}/photos/${photoId}`)),
      onSuccess: storePhotos,
    }),
    addSlot: useMutation({
      mutationFn: (body: { starts_at: string; capacity?: number }) =>
        fetchData<ExperienceSlot>(apiClient.post(`${base(id)}/slots`, body)),
      onSuccess: refresh,
    }),
    removeSlot: useMutation({
      mutationFn: (slotId: number) => fetchData<null>(apiClient.delete(`${base(id)}/slots/${slotId}`)),
      onSuccess: refresh,
    }),
    /** Uploads one photo, reporting progress from 0 to 1. */
    upload: (file: File, onProgress: (share: number) => void) => {
      const form = new FormData();
      form.append('photo', file);
      return fetchData<Photo>(
        apiClient.post(`${base(id)}/photos`, form, {
          onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0),
        }),
      ).finally(refresh);
    },
  };
}

export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: ListingKind) => fetchData<OwnListing>(apiClient.post('/hosting/listings', { kind })),
    onSuccess: (listing) => {
      client.setQueryData(listingKey(listing.id), listing);
      void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

export const formatPrice = (minor: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** minorDigits(currency));
