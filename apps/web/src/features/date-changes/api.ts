import type { DateChange, DateChangeQuote, DateChangeQuoteRequest, RequestDateChange } from '@roamstead/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient, request } from '../../api/http';
import { fetchData } from '../../api/query';

export const changeKeys = { list: (bookingId: number) => ['date-changes', bookingId] as const };

export const useDateChanges = (bookingId: number, enabled: boolean) =>
  useQuery({
    queryKey: changeKeys.list(bookingId),
    queryFn: () => fetchData<{ items: DateChange[] }>(apiClient.get(`/bookings/${bookingId}/changes`)),
    select: (d) => d.items,
    enabled,
  });

/** The change calls, each yielding [data, error]. */
export const dateChangeApi = {
  quote: (bookingId: number, body: DateChangeQuoteRequest) =>
    request<DateChangeQuote>(apiClient.post(`/bookings/${bookingId}/change/quote`, body)),
  request: (bookingId: number, body: RequestDateChange) =>
    request<DateChange>(apiClient.post(`/bookings/${bookingId}/change`, body)),
  withdraw: (changeId: number) => request<DateChange>(apiClient.post(`/booking-changes/${changeId}/withdraw`, {})),
};
