import type { Cohost, CohostList, InviteCohostBody, MyCohosting, UpdateCohostBody } from '@roamstead/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/http';
import { fetchData } from '../../api/query';

/** Query keys: everything of this feature lives under ['cohosts']. */
export const cohostKeys = {
  all: ['cohosts'] as const,
  of: (listingId: number) => ['cohosts', 'listing', listingId] as const,
  mine: ['cohosts', 'mine'] as const,
};
const base = (listingId: number) => `/hosting/listings/${listingId}/cohosts`;

export const useCohosts = (listingId: number) =>
  useQuery({
    queryKey: cohostKeys.of(listingId),
    queryFn: () => fetchData<CohostList>(apiClient.get(base(listingId))),
  });

export const useMyCohosting = () =>
  useQuery({
    queryKey: cohostKeys.mine,
    queryFn: () => fetchData<{ items: MyCohosting[] }>(apiClient.get('/cohosting')),
    select: (d) => d.items,
  });

/** The owner's invite, change and remove on one listing. */
export function useCohostMutations(listingId: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: cohostKeys.of(listingId) });
  return {
    invite: useMutation({
      mutationFn: (body: InviteCohostBody) => fetchData<Cohost>(apiClient.post(base(listingId), body)),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateCohostBody }) =>
        fetchData<Cohost>(apiClient.patch(`${base(listingId)}/${id}`, body)),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => fetchData<null>(apiClient.delete(`${base(listingId)}/${id}`)),
      onSuccess,
    }),
  };
}

/** The invited person's accept (by link or from the list), decline and leave. */
export function useCohostingAnswers() {
  const qc = useQueryClient();
  // Accepting or leaving changes the listings, calendars and threads the person sees.
  const onSuccess = () => qc.invalidateQueries();
  return {
    acceptToken: useMutation({
      mutationFn: (token: string) => fetchData<Cohost>(apiClient.post('/cohosting/accept', { token })),
      onSuccess,
    }),
    answer: useMutation({
      mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
        fetchData<Cohost | null>(apiClient.post(`/cohosting/${id}/${accept ? 'accept' : 'decline'}`)),
      onSuccess,
    }),
    leave: useMutation({
      mutationFn: (listingId: number) =>
        fetchData<null>(apiClient.post(`/hosting/listings/${listingId}/cohosting/leave`)),
      onSuccess,
    }),
  };
}
