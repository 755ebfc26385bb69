import type { TaxSummary } from '@roamstead/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EarningsExport } from './EarningsExport';
import { TaxSummaryCard } from './TaxSummaryCard';

vi.hoisted(() => localStorage.setItem('roamstead.currency', 'USD'));
const get = vi.fn();
vi.mock('../../../api/http', () => ({
  apiClient: { get: (...args: unknown[]) => get(...args) },
  request: async (call: Promise<{ data: { data: unknown } }>) => [(await call).data.data, null],
}));
vi.mock('../../preferences/api', () => ({
  currenciesQuery: {
    queryKey: ['currencies'],
    queryFn: async () => [{ code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 }],
  },
}));

const totals = { bookings: 2, nights: 5, gross: 60_000, host_fee: 1_800, net: 58_200 };
const summary: TaxSummary = {
  year: 2026,
  currency: 'USD',
  totals: { ...totals, paid: 40_000, upcoming: 18_200 },
  by_listing: [{ listing_title: 'Harbour loft', ...totals }],
  by_month: [{ month: '2026-12', ...totals }],
};

const wrap = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

beforeEach(() => get.mockReset());

describe('TaxSummaryCard', () => {
  it('shows the year’s totals and the listing breakdown', async () => {
    get.mockResolvedValue({ data: { data: summary } });
    wrap(<TaxSummaryCard />);
    expect(await screen.findByTestId('tax-gross')).toHaveTextContent('$600.00');
    expect(screen.getByTestId('tax-fees')).toHaveTextContent('$18.00');
    expect(screen.getByTestId('tax-net')).toHaveTextContent('$582.00');
    expect(screen.getByRole('rowheader', { name: 'Harbour loft' })).toBeVisible();
    expect(get).toHaveBeenCalledWith('/host/earnings/tax-summary', {
      params: { year: new Date().getFullYear(), currency: 'USD' },
    });
  });
});

describe('EarningsExport', () => {
  it('downloads the CSV of the range shown, changes the range when valid, refuses a backwards one', async () => {
    get.mockResolvedValue({ data: 'Date\r\n' });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const onRangeChange = vi.fn();
    const shown = { from: '2026-01-05', to: '2027-01-16' };
    const view = wrap(<EarningsExport currency="USD" shown={shown} onRangeChange={onRangeChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(get).toHaveBeenCalledWith('/host/earnings/export.csv', {
      params: { from: '2026-01-05', to: '2027-01-16', currency: 'USD' },
    });
    // A new range: the screen is asked for it; the file waits until the screen shows it.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-01' } });
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2026-06-01', to: '2027-01-16' });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <EarningsExport currency="USD" shown={{ from: '2026-06-01', to: '2027-01-16' }} onRangeChange={onRangeChange} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-01' } });
    expect(screen.getByText('The end date must not be before the start date.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(onRangeChange).toHaveBeenCalledTimes(1);
  });
});
