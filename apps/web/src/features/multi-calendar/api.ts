import type { BulkEdit, BulkNightsBody, BulkRulesBody, MultiCalendar } from '@roamstead/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '../../api/http';
import { fetchData } from '../../api/query';

/** Under ['booking'], so a booking's change refreshes the grid and a bulk edit the one-listing calendar. */
const gridKey = (from: string, days: number) => ['booking', 'multi-calendar', from, days] as const;

export const useMultiCalendar = (from: string, days: number) =>
  useQuery({
    queryKey: gridKey(from, days),
    queryFn: () => fetchData<MultiCalendar>(apiClient.get('/host/multi-calendar', { params: { from, days } })),
    placeholderData: keepPreviousData,
  });

export const multiCalendarApi = {
  editNights: (body: BulkNightsBody) => request<BulkEdit>(apiClient.post('/host/multi-calendar/nights', body)),
  editRules: (body: BulkRulesBody) => request<BulkEdit>(apiClient.post('/host/multi-calendar/rules', body)),
  undo: (editId: number) => request<null>(apiClient.post(`/host/multi-calendar/edits/${editId}/undo`, {})),
};

export const invalidateCalendars = (client: QueryClient) => client.invalidateQueries({ queryKey: ['booking'] });
