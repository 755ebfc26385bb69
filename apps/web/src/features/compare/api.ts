import type { CompareListing } from '@roamstead/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api/http';
import { fetchData } from '../../api/query';

/** The chosen listings in one call (GET /compare?ids=…), in the order they were added. */
export const useCompareListings = (ids: readonly number[]) =>
  useQuery({
    queryKey: ['compare', ids.join(',')],
    queryFn: () => fetchData<CompareListing[]>(apiClient.get('/compare', { params: { ids: ids.join(',') } })),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
