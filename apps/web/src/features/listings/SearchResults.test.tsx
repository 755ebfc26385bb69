import type { ListingPage } from '@roamstead/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { EXPLORE_LAYOUT } from './layouts';
import { SearchResults } from './SearchResults';

const get = vi.fn();
vi.mock('../../api/http', () => ({
  apiClient: { get: (...args: unknown[]) => get(...args) },
  request: async (call: Promise<{ data: { data: unknown } }>) => {
    try {
      return [(await call).data.data, null];
    } catch {
      return [null, { message: 'down', status: 500, code: 'X' }];
    }
  },
}));
vi.mock('../preferences/api', () => ({
  currenciesQuery: {
    queryKey: ['currencies'],
    queryFn: async () => [{ code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 }],
  },
}));

const page = (total: number, titles: string[], capped = false): ListingPage => ({
  items: titles.map((title, i) => ({
    id: i + 1,
    kind: 'home',
    title,
    category: { slug: 'design', name: 'Design' },
    property_type: 'loft',
    place: { id: 1, slug: 'rome', name: 'Rome', region: 'Lazio', country: 'Italy', country_code: 'IT' },
    lat: 0,
    lng: 0,
    max_guests: 2,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    instant_book: false,
    price: { amount: 10000, currency: 'USD' },
    display_price: { amount: 10000, currency: 'USD' },
    rating_avg: null,
    review_count: 0,
    photos: [],
    stay: null,
    best_stay: null,
  })),
  page: 1,
  per_page: 12,
  total,
  total_capped: capped,
  total_pages: Math.ceil(total / 12),
});

function renderResults(onReset = vi.fn(), onPage = vi.fn()) {
  renderWithProviders(
    <SearchResults state={{ place: 'Rome', page: 1 }} layout={EXPLORE_LAYOUT} onReset={onReset} onPage={onPage} />,
  );
  return { onReset, onPage };
}

beforeEach(() => get.mockReset());

describe('SearchResults', () => {
  it('asks the API for the search and shows skeletons, then the cards and the pages', async () => {
    get.mockResolvedValue({ data: { data: page(13, ['Loft by the Tiber', 'Attic in Trastevere']) } });
    const { onPage } = renderResults();
    expect(screen.getByRole('status', { name: 'Loading stays…' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Loft by the Tiber' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/listings', { params: expect.objectContaining({ place: 'Rome', page: 1 }) });
    expect(screen.getByText('Stays found: 13')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says "1,000+ stays" when more listings match than the search counts', async () => {
    get.mockResolvedValue({ data: { data: page(1000, ['Loft by the Tiber'], true) } });
    renderResults();
    expect(await screen.findByText('1,000+ stays')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 84')).toBeInTheDocument();
  });

  it('shows an empty state whose button resets the search', async () => {
    get.mockResolvedValue({ data: { data: page(0, []) } });
    const { onReset } = renderResults();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset search' }));
    expect(onReset).toHaveBeenCalled();
  });

  it('moves a page past the end to the last page', async () => {
    get.mockResolvedValue({ data: { data: { ...page(13, []), page: 5 } } });
    const { onPage } = renderResults();
    await vi.waitFor(() => expect(onPage).toHaveBeenCalledWith(2));
    expect(screen.queryByRole('button', { name: 'Reset search' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the results again', async () => {
    get.mockRejectedValueOnce(new Error('offline'));
    get.mockResolvedValueOnce({ data: { data: page(1, ['Loft by the Tiber']) } });
    renderResults();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load stays');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Loft by the Tiber' })).toBeInTheDocument();
  });

  it("fetches the first card's photo at once and first, the others as they near the screen", async () => {
    const photo = (id: number) => ({
      id,
      alt: `Photo ${id}`,
      width: 1024,
      height: 768,
      variants: [{ url: `/uploads/${id}-1024.webp`, width: 1024 }],
    });
    const withPhotos = page(6, ['One', 'Two', 'Three', 'Four', 'Five', 'Six']);
    withPhotos.items = withPhotos.items.map((item, i) => ({ ...item, photos: [photo(i + 1)] }));
    get.mockResolvedValue({ data: { data: withPhotos } });
    renderResults();
    const first = await screen.findByRole('img', { name: 'Photo 1' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Photo 2' })).not.toHaveAttribute('fetchpriority');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Photo 6' })).toHaveAttribute('loading', 'lazy');
  });
});
