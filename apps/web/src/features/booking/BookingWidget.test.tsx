import type { ListingDetail, Quote } from '@roamstead/contract';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BookingWidget } from './BookingWidget';

vi.hoisted(() => localStorage.setItem('roamstead.currency', 'USD'));
const get = vi.fn();
const post = vi.fn();
vi.mock('../../api/http', () => ({
  apiClient: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
  publicClient: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
  request: async (call: Promise<{ data: { data: unknown } }>) => {
    try {
      return [(await call).data.data, null];
    } catch (error) {
      return [null, error];
    }
  },
}));
vi.mock('../preferences/api', () => ({
  currenciesQuery: {
    queryKey: ['currencies'],
    queryFn: async () => [{ code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 }],
  },
}));

const listing = {
  id: 7,
  kind: 'home',
  title: 'Harbour loft',
  instant_book: false,
  max_guests: 3,
  min_nights: 2,
  max_nights: 14,
  price: { amount: 10_000, currency: 'USD' },
  cancellation_policy: 'moderate',
  amenities: [{ slug: 'wifi', name: 'Wi-Fi', icon: 'wifi', group: 'essentials' }],
} as ListingDetail;

const quote: Quote = {
  listing_id: 7,
  kind: 'home',
  checkin: '2030-05-01',
  checkout: '2030-05-04',
  slot_id: null,
  starts_at: null,
  nights: 3,
  guests: 2,
  infants: 0,
  pets: 0,
  nightly: [],
  accommodation: { amount: 30_000, currency: 'USD' },
  cleaning_fee: { amount: 5_000, currency: 'USD' },
  service_fee: { amount: 4_900, currency: 'USD' },
  taxes: { amount: 2_800, currency: 'USD' },
  total: { amount: 42_700, currency: 'USD' },
  listing_total: { amount: 42_700, currency: 'USD' },
  instant_book: false,
  cancellation_policy: 'moderate',
  fees: { service_fee_percent: 14, tax_percent: 8 },
};

const availability = {
  listing_id: 7,
  from: '2030-01-01',
  to: '2031-01-01',
  unavailable: [],
  min_nights: 2,
  max_nights: 14,
  max_guests: 3,
  slots: [],
};

const renderAt = (path: string) =>
  renderWithProviders(<BookingWidget listing={listing} />, {
    path,
    route: '/listings/:id',
    otherRoutes: [{ path: '/book/:listingId', element: <p>Checkout page</p> }],
  });

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockResolvedValue({ data: { data: availability } });
});

describe('BookingWidget', () => {
  it('asks the server for the price of the chosen stay and goes on to the checkout', async () => {
    post.mockResolvedValue({ data: { data: quote } });
    renderAt('/listings/7?checkin=2030-05-01&checkout=2030-05-04&guests=2');
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('$427.00');
    expect(post).toHaveBeenCalledWith('/bookings/quote', {
      listing_id: 7,
      checkin: '2030-05-01',
      checkout: '2030-05-04',
      guests: 2,
      infants: 0,
      pets: 0,
      currency: 'USD',
    });
    expect(screen.getByText('3 nights')).toBeInTheDocument();
    expect(screen.getByText('Service fee (14%)')).toBeInTheDocument();
    // The card's button, and the phone's bottom bar with the total.
    const [book, barBook] = screen.getAllByRole('button', { name: 'Request to book' });
    expect(book).toBeEnabled();
    expect(barBook).toBeEnabled();
    expect(screen.getByTestId('reserve-bar')).toHaveTextContent('$427 total');
    fireEvent.click(book as HTMLElement);
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('shows why the stay cannot be booked and keeps the button disabled', async () => {
    post.mockRejectedValue({
      message: 'Those dates are no longer available. Please choose other dates.',
      status: 409,
      code: 'CONFLICT',
    });
    renderAt('/listings/7?checkin=2030-05-01&checkout=2030-05-04');
    expect(
      await screen.findByText('Those dates are no longer available. Please choose other dates.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request to book' })).toBeDisabled();
  });

  it('keeps adults and children within the listing capacity, infants apart, and waits for dates', async () => {
    renderAt('/listings/7?guests=9');
    expect(screen.getByTestId('guests-summary')).toHaveTextContent('3 guests');
    fireEvent.click(screen.getByRole('button', { name: /Guests/ }));
    expect(screen.getByTestId('adults-count')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'More: Adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More: Children' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'More: Pets' })).not.toBeInTheDocument();
    expect(screen.getByText(/at most 3 guests, not counting infants\. Pets are not allowed\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fewer: Adults' }));
    fireEvent.click(screen.getByRole('button', { name: 'More: Children' }));
    fireEvent.click(screen.getByRole('button', { name: 'More: Infants' }));
    expect(screen.getByTestId('guests-summary')).toHaveTextContent('3 guests, 1 infant');
    expect(screen.getByRole('button', { name: 'More: Children' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Fewer: Adults' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fewer: Adults' }));
    // An adult always comes along.
    expect(screen.getByTestId('adults-count')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Fewer: Adults' })).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Request to book' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check availability' })).toBeEnabled();
  });

  it('offers pets where the listing allows them and sends every category with the quote', async () => {
    post.mockResolvedValue({ data: { data: { ...quote, guests: 2, infants: 1, pets: 1 } } });
    renderWithProviders(
      <BookingWidget
        listing={{
          ...listing,
          amenities: [{ slug: 'pets-allowed', name: 'Pets allowed', icon: 'paw-print', group: 'features' }],
        }}
      />,
      {
        path: '/listings/7?checkin=2030-05-01&checkout=2030-05-04&guests=2&children=1&infants=1&pets=1',
        route: '/listings/:id',
      },
    );
    expect(screen.getByTestId('guests-summary')).toHaveTextContent('2 guests, 1 infant, 1 pet');
    await screen.findByTestId('quote-total');
    expect(post).toHaveBeenCalledWith('/bookings/quote', expect.objectContaining({ guests: 2, infants: 1, pets: 1 }));
    fireEvent.click(screen.getByRole('button', { name: /Guests/ }));
    expect(screen.getByTestId('children-count')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'More: Pets' })).toBeEnabled();
  });
});
