import type { ListingDetail } from '@roamstead/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import ListingPage from './ListingPage';

vi.hoisted(() => localStorage.setItem('roamstead.currency', 'USD'));
// The contact-host button (messages) and the booking widget (booking, which prices the stay) need
// a signed-in context and their own endpoints; they have their own tests.
vi.mock('../../messages', () => ({ ContactHost: () => null }));
vi.mock('../../booking', () => ({ BookingWidget: () => null, ExperienceSlots: () => <p>Time slots</p> }));
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
      { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.8 },
    ],
  },
}));

const detail: ListingDetail = {
  id: 5,
  kind: 'home',
  title: 'Canal house with a garden',
  category: { slug: 'design', name: 'Design' },
  property_type: 'house',
  place: {
    id: 1,
    slug: 'amsterdam',
    name: 'Amsterdam',
    region: 'North Holland',
    country: 'Netherlands',
    country_code: 'NL',
  },
  lat: 52.37,
  lng: 4.89,
  max_guests: 6,
  bedrooms: 3,
  beds: 4,
  bathrooms: 1.5,
  instant_book: false,
  price: { amount: 16000, currency: 'EUR' },
  display_price: { amount: 20000, currency: 'USD' },
  rating_avg: 4.5,
  review_count: 2,
  photos: [],
  stay: null,
  description: 'Quiet rooms over the canal.',
  address: '1 Prinsengracht',
  amenities: [{ slug: 'wifi', name: 'Wi-Fi', icon: 'wifi', group: 'essentials' }],
  cleaning_fee: { amount: 4000, currency: 'EUR' },
  min_nights: 2,
  max_nights: 30,
  duration_minutes: null,
  cancellation_policy: 'strict',
  house_rules: 'No parties.\nNo smoking.',
  check_in_time: '16:00',
  check_out_time: '11:00',
  published_at: '2026-01-01T00:00:00.000Z',
  host: {
    id: 9,
    first_name: 'Sanne',
    picture_url: null,
    about: '',
    joined_at: '2025-03-01T00:00:00.000Z',
    listing_count: 1,
  },
  ratings: {
    count: 2,
    overall: 4.5,
    cleanliness: 5,
    accuracy: 4,
    check_in: 4.5,
    communication: 5,
    location: 4,
    value: 4.5,
  },
  reviews: [
    {
      id: 1,
      rating: 5,
      body: 'Lovely garden.',
      created_at: '2026-05-01T00:00:00.000Z',
      author: { id: 2, first_name: 'Ada', picture_url: null },
    },
    {
      id: 2,
      rating: 4,
      body: 'Steep stairs.',
      created_at: '2026-04-01T00:00:00.000Z',
      author: { id: 3, first_name: 'Bo', picture_url: null },
    },
  ],
};

const renderAt = (path: string) => renderWithProviders(<ListingPage />, { path, route: '/listings/:id' });

beforeEach(() => get.mockReset());

describe('ListingPage', () => {
  it('shows the listing with its rules, policy, approximate location and reviews', async () => {
    get.mockResolvedValue({ data: { data: detail } });
    renderAt('/listings/5');
    expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/listings/5');
    expect(await screen.findByRole('heading', { name: "Where you'll be" })).toBeInTheDocument();
    expect(screen.getByText('Amsterdam, North Holland, Netherlands', { selector: 'section p' })).toBeInTheDocument();
    expect(screen.getByText(/^Strict cancellation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What each policy refunds' })).toHaveAttribute(
      'href',
      '/help/cancellation',
    );
    expect(screen.getByText('Check-in after 16:00')).toBeInTheDocument();
    expect(screen.getByText('No smoking.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hosted by Sanne' })).toBeInTheDocument();
    expect(screen.getByText('Lovely garden.')).toBeInTheDocument();
    expect(screen.getByText('Steep stairs.')).toBeInTheDocument();
  });

  it('gives an experience its own page: duration, group size, what you will do, slots, no rooms', async () => {
    get.mockResolvedValue({
      data: {
        data: {
          ...detail,
          kind: 'experience',
          property_type: 'experience',
          bedrooms: 0,
          beds: 0,
          amenities: [],
          duration_minutes: 150,
          max_guests: 8,
          house_rules: 'Please arrive ten minutes early.',
        },
      },
    });
    renderAt('/listings/5');
    expect(await screen.findByText('2.5 hours')).toBeInTheDocument();
    expect(screen.getByText('Up to 8 guests')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "What you'll do" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Things to know' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Where you'll meet" })).toBeInTheDocument();
    expect(screen.getByText('Time slots')).toBeInTheDocument();
    expect(screen.queryByText('Bedrooms')).not.toBeInTheDocument();
    expect(screen.queryByText(/Check-in after/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What this place offers' })).not.toBeInTheDocument();
  });

  it('opens every photo in a tour that moves by keyboard and gives focus back on Escape', async () => {
    const photos = Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      position: i,
      is_cover: i === 0,
      alt: `Room ${i + 1}`,
      url: `/uploads/p${i + 1}-1024.webp`,
      width: 1024,
      height: 768,
      variants: [],
    }));
    get.mockResolvedValue({ data: { data: { ...detail, photos } } });
    renderAt('/listings/5');
    const second = await screen.findByRole('button', { name: 'Open photo 2 of 7: Room 2' });
    fireEvent.click(second);
    // The tour's code loads on the first open (its first import is transformed then: slow on a busy machine).
    const tour = await screen.findByRole('dialog', { name: `Photos of ${detail.title}` }, { timeout: 5000 });
    expect(tour).toHaveTextContent('2 / 7');
    fireEvent.keyDown(tour, { key: 'ArrowRight' });
    expect(tour).toHaveTextContent('3 / 7');
    fireEvent.keyDown(tour, { key: 'ArrowLeft' });
    fireEvent.keyDown(tour, { key: 'ArrowLeft' });
    fireEvent.keyDown(tour, { key: 'ArrowLeft' });
    expect(tour).toHaveTextContent('7 / 7');
    fireEvent.keyDown(tour, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(second).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Show all 7 photos' }));
    const grid = screen.getByRole('dialog');
    // The page behind the modal tour is hidden: only the tour's grid is there.
    expect(screen.getAllByRole('button', { name: /^Open photo \d of 7/ })).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 6 of 7: Room 6' }));
    expect(grid).toHaveTextContent('6 / 7');
  });

  it('shows the not-found state for an unknown or unpublished id, without retrying', async () => {
    get.mockRejectedValueOnce({ message: 'Not found', status: 404, code: 'NOT_FOUND' });
    get.mockResolvedValue({ data: { data: detail } });
    const { client } = renderAt('/listings/404');
    expect(await screen.findByRole('heading', { level: 1, name: "This listing isn't available" })).toBeInTheDocument();
    // A query waiting to retry would still be fetching, its error not final.
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => [q.state.status, q.state.fetchStatus]),
    ).toContainEqual(['error', 'idle']);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found state for an id that is not a number, without calling the API', () => {
    renderAt('/listings/abc');
    expect(screen.getByRole('heading', { level: 1, name: "This listing isn't available" })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
