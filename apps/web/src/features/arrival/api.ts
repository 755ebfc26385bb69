import type {
  ArrivalGuide,
  ArrivalStay,
  BookingSummary,
  HostArrivalGuide,
  WriteArrivalGuide,
} from '@roamstead/contract';
import { ARRIVAL_RELEASE_DAYS, addDays, todayUtc } from '@roamstead/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiError } from '../../api/errors';
import { apiClient } from '../../api/http';
import { fetchData } from '../../api/query';
import { useTranslation } from '../../i18n';
import { useIdle } from '../../startup';

export const arrivalKeys = {
  all: ['arrival'] as const,
  guide: (bookingId: number, lang: string) => ['arrival', 'guide', bookingId, lang] as const,
  host: (listingId: number) => ['arrival', 'host', listingId] as const,
  stays: (listingId: number) => ['arrival', 'stays', listingId] as const,
};

/** A refusal is the answer (not yet open, closed, not written): no retry. */
const noRetryOnRefusal = (failures: number, error: unknown) => ((error as ApiError).status ?? 0) >= 500 && failures < 1;

/** The guest's guide of a stay in `lang` (the server falls back to a language the host wrote). */
export const arrivalGuideQuery = (bookingId: number, lang: string) => ({
  queryKey: arrivalKeys.guide(bookingId, lang),
  queryFn: () => fetchData<ArrivalGuide>(apiClient.get(`/bookings/${bookingId}/arrival-guide`, { params: { lang } })),
});

/**
 * Loads the guides of confirmed stays that may be open (check-in within the longest release, not
 * long past checkout) ahead of a visit, so the service worker keeps them for reading offline
 * (ADR 0021). A guide that is not open yet is simply refused.
 */
export function usePrefetchArrivalGuides(trips: readonly BookingSummary[]) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const started = useIdle();
  const today = todayUtc();
  const ids = trips
    .filter(
      (b) =>
        b.state === 'accepted' &&
        b.checkin !== null &&
        b.checkout !== null &&
        b.checkin <= addDays(today, ARRIVAL_RELEASE_DAYS.max) &&
        b.checkout >= addDays(today, -1),
    )
    .map((b) => b.id)
    .join(',');
  useEffect(() => {
    if (!started) return;
    for (const id of ids ? ids.split(',').map(Number) : []) {
      void queryClient.prefetchQuery(arrivalGuideQuery(id, i18n.language));
    }
  }, [started, ids, i18n.language, queryClient]);
}

export const useArrivalGuide = (bookingId: number, lang: string, enabled: boolean) =>
  useQuery({ ...arrivalGuideQuery(bookingId, lang), enabled, retry: noRetryOnRefusal });

export const useHostArrivalGuide = (listingId: number) =>
  useQuery({
    queryKey: arrivalKeys.host(listingId),
    queryFn: () => fetchData<HostArrivalGuide>(apiClient.get(`/hosting/listings/${listingId}/arrival-guide`)),
    enabled: listingId > 0,
    retry: noRetryOnRefusal,
  });

export const useArrivalStays = (listingId: number) =>
  useQuery({
    queryKey: arrivalKeys.stays(listingId),
    queryFn: () =>
      fetchData<{ items: ArrivalStay[] }>(apiClient.get(`/hosting/listings/${listingId}/arrival-guide/stays`)),
    select: (d) => d.items,
    enabled: listingId > 0,
  });

export function useSaveArrivalGuide(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteArrivalGuide) =>
      fetchData<HostArrivalGuide>(apiClient.put(`/hosting/listings/${listingId}/arrival-guide`, body)),
    onSuccess: (data) => {
      queryClient.setQueryData(arrivalKeys.host(listingId), data);
      void queryClient.invalidateQueries({ queryKey: arrivalKeys.stays(listingId) });
    },
  });
}

export function useSaveDoorCode(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, code }: { bookingId: number; code: string | null }) =>
      fetchData(apiClient.put(`/hosting/bookings/${bookingId}/door-code`, { door_code: code })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arrivalKeys.stays(listingId) }),
  });
}
