import type { AddCalendarFeedBody, CalendarSync } from '@roamstead/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient, request } from '../../api/http';
import { fetchData } from '../../api/query';

/** Under ['booking'] so a sync refetches the month calendar too. */
export const calendarSyncKey = (listingId: number) => ['booking', 'calendar-sync', listingId] as const;

const base = (listingId: number) => `/host/listings/${listingId}`;

/** Calendar sync calls, each yielding [data, error]. */
export const calendarSyncApi = {
  add: (listingId: number, body: AddCalendarFeedBody) =>
    request<CalendarSync>(apiClient.post(`${base(listingId)}/calendar-feeds`, body)),
  remove: (listingId: number, feedId: number) =>
    request<CalendarSync>(apiClient.delete(`${base(listingId)}/calendar-feeds/${feedId}`)),
  sync: (listingId: number, feedId: number) =>
    request<CalendarSync>(apiClient.post(`${base(listingId)}/calendar-feeds/${feedId}/sync`, {})),
  rotate: (listingId: number) => request<CalendarSync>(apiClient.post(`${base(listingId)}/calendar-sync/rotate`, {})),
};

export const useCalendarSync = (listingId: number) =>
  useQuery({
    queryKey: calendarSyncKey(listingId),
    queryFn: () => fetchData<CalendarSync>(apiClient.get(`${base(listingId)}/calendar-sync`)),
  });
