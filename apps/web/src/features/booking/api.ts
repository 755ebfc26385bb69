import type {
  Availability,
  BookingDetail,
  BookingReviews,
  BookingSummary,
  CreateBooking,
  Earnings,
  HostCalendar,
  ListingDetail,
  Quote,
  QuoteRequest,
  WriteReview,
} from '@roamstead/contract';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, publicClient, request } from '../../api/http';
import { fetchData } from '../../api/query';
import { useIdle } from '../../startup';

/** Query keys; everything under ['booking'] is refetched after a booking changes. */
export const bookingKeys = {
  all: ['booking'] as const,
  availability: (listingId: number) => ['booking', 'availability', listingId] as const,
  quote: (q: QuoteRequest) => ['booking', 'quote', q] as const,
  trips: ['booking', 'trips'] as const,
  reservations: (listingId?: number) => ['booking', 'reservations', listingId ?? 'all'] as const,
  detail: (id: number) => ['booking', 'detail', id] as const,
  calendarListings: ['booking', 'calendar-listings'] as const,
  calendar: (listingId: number, from: string, to: string) => ['booking', 'calendar', listingId, from, to] as const,
  earnings: (range?: { from: string; to: string }) => ['booking', 'earnings', range ?? 'all payouts'] as const,
  reviews: (id: number) => ['booking', 'reviews', id] as const,
};

const notFoundOrClientError = (error: unknown) => {
  const status = (error as { status?: number }).status ?? 0;
  return status >= 400 && status < 500;
};
const retry = (failures: number, error: Error) => !notFoundOrClientError(error) && failures < 1;

/** The booking calls, each yielding [data, error] (SPEC §7). */
export const bookingApi = {
  create: (body: CreateBooking, idempotencyKey: string) =>
    request<BookingDetail>(apiClient.post('/bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } })),
  accept: (id: number) => request<BookingDetail>(apiClient.post(`/bookings/${id}/accept`, {})),
  decline: (id: number) => request<BookingDetail>(apiClient.post(`/bookings/${id}/decline`, {})),
  cancel: (id: number) => request<BookingDetail>(apiClient.post(`/bookings/${id}/cancel`, {})),
  block: (listingId: number, from: string, to: string) =>
    request(apiClient.post('/host/calendar/block', { listing_id: listingId, from, to })),
  unblock: (listingId: number, from: string, to: string) =>
    request(apiClient.post('/host/calendar/unblock', { listing_id: listingId, from, to })),
  review: (id: number, review: WriteReview) =>
    request<BookingReviews>(apiClient.post(`/bookings/${id}/review`, review)),
  respond: (id: number, response: string) =>
    request<BookingReviews>(apiClient.post(`/bookings/${id}/review/response`, { response })),
  setPrice: (listingId: number, from: string, to: string, price: number | null) =>
    request(apiClient.put('/host/calendar/prices', { listing_id: listingId, from, to, price })),
};

export const useAvailability = (listingId: number) =>
  useQuery({
    queryKey: bookingKeys.availability(listingId),
    queryFn: () => fetchData<Availability>(publicClient.get(`/listings/${listingId}/availability`)),
    enabled: listingId > 0,
    retry,
  });

/** The server's price for a stay; null while the choice is incomplete. */
export const useQuote = (q: QuoteRequest | null) =>
  useQuery({
    queryKey: bookingKeys.quote(q ?? { listing_id: 0 }),
    queryFn: () => fetchData<Quote>(publicClient.post('/bookings/quote', q)),
    enabled: q !== null,
    placeholderData: keepPreviousData,
    retry,
  });

/** The signed-in guest's bookings (the trips page's query, also started by its route loader). */
export const tripsQuery = {
  queryKey: bookingKeys.trips,
  queryFn: () => fetchData<{ items: BookingSummary[] }>(apiClient.get('/bookings', { params: { role: 'guest' } })),
};

export const useTrips = () => useQuery({ ...tripsQuery, select: (d) => d.items });

export const useReservations = (listingId?: number) =>
  useQuery({
    queryKey: bookingKeys.reservations(listingId),
    queryFn: () =>
      fetchData<{ items: BookingSummary[] }>(
        apiClient.get('/bookings', { params: { role: 'host', ...(listingId ? { listing_id: listingId } : {}) } }),
      ),
    select: (d) => d.items,
  });

const bookingQuery = (id: number) => ({
  queryKey: bookingKeys.detail(id),
  queryFn: () => fetchData<BookingDetail>(apiClient.get(`/bookings/${id}`)),
});

export const useBooking = (id: number) => useQuery({ ...bookingQuery(id), enabled: id > 0, retry });

/**
 * Loads the details of these trips ahead of a visit, so the service worker keeps them for reading
 * offline (ADR 0021): the guest's upcoming trips, from the trips list. After start-up: on a first
 * load they would share a phone's network with the list's photos.
 */
export function usePrefetchTrips(ids: number[]) {
  const queryClient = useQueryClient();
  const started = useIdle();
  const key = ids.join(',');
  useEffect(() => {
    if (!started) return;
    for (const id of key ? key.split(',').map(Number) : []) void queryClient.prefetchQuery(bookingQuery(id));
  }, [started, key, queryClient]);
}

export const useCalendarListings = () =>
  useQuery({
    queryKey: bookingKeys.calendarListings,
    queryFn: () =>
      fetchData<{ items: { id: number; title: string; kind: string }[] }>(apiClient.get('/host/calendar/listings')),
    select: (d) => d.items,
  });

export const useHostCalendar = (listingId: number, from: string, to: string) =>
  useQuery({
    queryKey: bookingKeys.calendar(listingId, from, to),
    queryFn: () =>
      fetchData<HostCalendar>(apiClient.get('/host/calendar', { params: { listing_id: listingId, from, to } })),
    enabled: listingId > 0,
    placeholderData: keepPreviousData,
  });

/**
 * The host's earnings in their payout currency, over `range` (by default from their first payout
 * to their last); the previous range stays shown while another loads.
 */
export const useEarnings = (range?: { from: string; to: string }) =>
  useQuery({
    queryKey: bookingKeys.earnings(range),
    queryFn: () => fetchData<Earnings>(apiClient.get('/host/earnings', { params: range ?? {} })),
    placeholderData: keepPreviousData,
  });

/** After any change: trips, reservations, calendars, availability and earnings refetch. */
export const invalidateBookings = (client: QueryClient) => client.invalidateQueries({ queryKey: bookingKeys.all });

/** The public listing (title, photo, policy, times) for the checkout and the invoice. */
export const useListingForCheckout = (listingId: number) =>
  useQuery({
    queryKey: ['booking', 'listing', listingId] as const,
    queryFn: () => fetchData<ListingDetail>(publicClient.get(`/listings/${listingId}`)),
    enabled: listingId > 0,
    retry,
  });

export const useBookingReviews = (id: number) =>
  useQuery({
    queryKey: bookingKeys.reviews(id),
    queryFn: () => fetchData<BookingReviews>(apiClient.get(`/bookings/${id}/reviews`)),
    enabled: id > 0,
    retry,
  });
