import type { AlertFrequency, SavedSearch, SaveSearch } from '@roamstead/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/http';
import { fetchData } from '../../api/query';

export const savedSearchKeys = { all: ['saved-searches'] as const };

export const useSavedSearches = () =>
  useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: () => fetchData<{ items: SavedSearch[] }>(apiClient.get('/saved-searches')),
    select: (d) => d.items,
  });

export function useSavedSearchMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: SaveSearch) => fetchData<SavedSearch>(apiClient.post('/saved-searches', body)),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: number; name?: string; frequency?: AlertFrequency }) =>
        fetchData<SavedSearch>(apiClient.patch(`/saved-searches/${id}`, body)),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => fetchData(apiClient.delete(`/saved-searches/${id}`)),
      onSuccess: refresh,
    }),
  };
}
