import type { CompareListing } from '@roamstead/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpResponse } from '../../../api/http';
import { renderWithProviders } from '../../../test/render';

vi.hoisted(() => localStorage.setItem('roamstead.currency', 'EUR'));
vi.mock('../../preferences/api', () => ({
  currenciesQuery: {
    queryKey: ['currencies'],
    queryFn: async () => [
      { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 },
      { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.5 },
    ],
  },
}));

const listing = (id: number, overrides: Partial<CompareListing> = {}): CompareListing => ({
  id,
  kind: 'home',
  title: `Home ${id}`,
  property_type: 'loft',
  place: { name: 'Lisbon', country: 'Portugal' },
  price: { amount: 20000, currency: 'USD' },
  max_guests: 4,
  bedrooms: 2,
  beds: 3,
  bathrooms: 1.5,
  rating_avg: 4.5,
  review_count: 8,
  cover: null,
  amenities: [{ slug: 'wifi', name: 'Wi-Fi' }],
  ...overrides,
});

async function renderPage() {
  const { default: ComparePage } = await import('./ComparePage');
  renderWithProviders(<ComparePage />);
}

describe('ComparePage', () => {
  beforeEach(() => {
    // The compare list is read from localStorage when its module loads, as on a page load.
    vi.resetModules();
    localStorage.removeItem('roamstead.compare');
  });

  /** The HTTP client the freshly loaded page will use. */
  const client = async () => (await import('../../../api/http')).apiClient;
  afterEach(() => vi.restoreAllMocks());

  it('shows an empty state with nothing chosen', async () => {
    const get = vi.spyOn(await client(), 'get');
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/compare', expect.anything());
  });

  it('puts the chosen listings side by side in the visitor currency, and drops those that went away', async () => {
    localStorage.setItem('roamstead.compare', JSON.stringify([1, 2, 3]));
    const get = vi.spyOn(await client(), 'get').mockResolvedValue({
      data: {
        success: true,
        data: [
          listing(1),
          listing(3, {
            kind: 'experience',
            property_type: 'experience',
            price: { amount: 5000, currency: 'USD' },
            amenities: [{ slug: 'pool', name: 'Pool' }],
            rating_avg: null,
            review_count: 0,
          }),
        ],
      },
    } as HttpResponse);
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Listings side by side' });
    expect(get).toHaveBeenCalledWith('/compare', { params: { ids: '1,2,3' } });
    const cells = (header: string) =>
      within(within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Converted once the rates have loaded.
    await waitFor(() => expect(cells('Price')).toEqual(['€100 / night', '€25 / person']));
    expect(cells('Property type')).toEqual(['Loft', 'Experience']);
    expect(cells('Bathrooms')).toEqual(['1.5', '1.5']);
    expect(cells('Rating')).toEqual(['4.5 (8 reviews)', 'No reviews yet']);
    expect(cells('Wi-Fi')).toEqual(['Yes', 'No']);
    expect(cells('Pool')).toEqual(['No', 'Yes']);
    expect(await screen.findByText(/1 listing you added is no longer available/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('roamstead.compare') ?? '')).toEqual([1, 3]);

    await userEvent.click(within(table).getByRole('button', { name: 'Remove Home 1 from compare' }));
    expect(within(table).queryByRole('link', { name: 'Home 1' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('roamstead.compare') ?? '')).toEqual([3]);
  });
});
