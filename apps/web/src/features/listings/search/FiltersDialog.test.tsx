import type { Amenity, PriceHistogram } from '@roamstead/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import FiltersDialog from './FiltersDialog';

vi.hoisted(() => {
  localStorage.setItem('roamstead.currency', 'EUR');
  // jsdom has no ResizeObserver; the price slider (Radix) measures its thumbs with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
const get = vi.fn();
vi.mock('../../../api/http', () => ({
  apiClient: { get: (...args: unknown[]) => get(...args) },
  request: async (call: Promise<{ data: { data: unknown } }>) => {
    try {
      return [(await call).data.data, null];
    } catch (error) {
      return [null, error];
    }
  },
}));
vi.mock('../../preferences/api', () => ({
  currenciesQuery: {
    queryKey: ['currencies'],
    queryFn: async () => [
      { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 },
      { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.9 },
    ],
  },
}));

const histogram: PriceHistogram = {
  currency: 'EUR',
  min: 4500,
  max: 30000,
  step: 2000,
  buckets: [
    { from: 4000, to: 6000, count: 3 },
    { from: 6000, to: 8000, count: 5 },
    { from: 8000, to: 10000, count: 1 },
  ],
  total: 9,
};
const amenities: Amenity[] = [
  { slug: 'wifi', name: 'Wi-Fi', icon: 'wifi', group: 'essentials' },
  { slug: 'pool', name: 'Pool', icon: 'waves', group: 'features' },
];

function renderDialog(query = { place: 'Lisbon', page: 1 }) {
  const onApply = vi.fn();
  renderWithProviders(<FiltersDialog state={query} open onOpenChange={() => {}} onApply={onApply} />);
  return onApply;
}

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (url: string, options?: { params: Record<string, unknown> }) => ({
    data: {
      data:
        url === '/amenities'
          ? amenities
          : url === '/listings'
            ? { items: [], page: 1, per_page: 1, total: options?.params.price_max ? 4 : 9, total_capped: false }
            : histogram,
    },
  }));
});

describe('FiltersDialog', () => {
  it("shows the search's price histogram in the visitor's currency, without its own price range", async () => {
    renderDialog();
    expect(await screen.findByRole('img', { name: 'Nightly prices of 9 stays, from €40 to €100' })).toBeInTheDocument();
    const [, options] = get.mock.calls.find(([url]) => url === '/listings/price-histogram') ?? [];
    expect(options.params).toMatchObject({ place: 'Lisbon', currency: 'EUR' });
    expect(options.params).not.toHaveProperty('price_max');
    expect(screen.getByRole('spinbutton', { name: 'Maximum' })).toHaveAttribute('placeholder', '100');
  });

  it('applies a price ceiling, property types, rooms, amenities and instant book', async () => {
    const onApply = renderDialog();
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'Maximum' }), '80');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Villa' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cabin' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Bedrooms' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Bedrooms' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pool' }));
    await userEvent.click(screen.getByRole('switch', { name: /Instant Book/ }));
    // The button counts what the chosen filters match.
    expect(await screen.findByRole('button', { name: 'Show 4 stays' })).toBeInTheDocument();
    const counted = () => get.mock.calls.filter(([url]) => url === '/listings').at(-1)?.[1].params;
    await waitFor(() =>
      expect(counted()).toMatchObject({ bedrooms: 2, amenities: 'pool', instant_book: 'true', per_page: 1 }),
    );
    expect(counted()).toMatchObject({
      place: 'Lisbon',
      price_max: 8000,
      currency: 'EUR',
      property_type: 'villa,cabin',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show 4 stays' }));
    expect(onApply).toHaveBeenCalledWith({
      priceMin: undefined,
      priceMax: 80,
      currency: 'EUR',
      types: ['villa', 'cabin'],
      bedrooms: 2,
      beds: undefined,
      bathrooms: undefined,
      amenities: ['pool'],
      instant: true,
    });
  });

  it('clears every filter, and then sends no currency', async () => {
    const onApply = renderDialog({
      place: 'Lisbon',
      page: 1,
      priceMax: 90,
      currency: 'USD',
      types: ['house'],
    } as never);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show 9 stays' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ priceMax: undefined, types: undefined, currency: undefined }),
    );
  });
});
