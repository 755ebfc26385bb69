import type { TaxSummary } from '@roamstead/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api/http';
import { fetchData } from '../../api/query';

/** Downloads the earnings CSV of `[from, to]`: fetched with the session, saved through a link. */
export async function downloadEarningsCsv(from: string, to: string, currency: string) {
  const res = await apiClient.get<string>('/host/earnings/export.csv', { params: { from, to, currency } });
  const url = URL.createObjectURL(new Blob([res.data], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `roamstead-earnings-${from}-to-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const useTaxSummary = (year: number, currency: string) =>
  useQuery({
    queryKey: ['booking', 'tax-summary', year, currency] as const,
    queryFn: () => fetchData<TaxSummary>(apiClient.get('/host/earnings/tax-summary', { params: { year, currency } })),
  });
