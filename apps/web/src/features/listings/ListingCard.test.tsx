import type { ListingCard as ListingCardData } from '@roamstead/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ListingCard } from './ListingCard';

// The visitor chose euros on an earlier visit (read by the currency store when it loads).
vi.hoisted(() => localStorage.setItem('roamstead.currency', 'EUR'));
vi.mock('../preferences/api', () => ({
  currenciesQuery: {
    queryKey: ['currencies'],
    queryFn: async () => [
      { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 },
      { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.9 },
      { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 150 },
    ],
  },
}));

const photo = (id: number) => ({
  id,
  alt: `Photo ${id}`,
  width: 1024,
  height: 683,
  variants: [
    { url: `/uploads/p${id}-480.webp`, width: 480 },
    { url: `/uploads/p${id}-1024.webp`, width: 1024 },
  ],
});

const listing = (overrides: Partial<ListingCardData> = {}): ListingCardData => ({
  id: 7,
  kind: 'home',
  title: 'Sunny loft by the river',
  category: { slug: 'design', name: 'Design' },
  property_type: 'loft',
  place: { id: 1, slug: 'lisbon', name: 'Lisbon', region: 'Lisboa', country: 'Portugal', country_code: 'PT' },
  lat: 38.7,
  lng: -9.1,
  max_guests: 4,
  bedrooms: 2,
  beds: 2,
  bathrooms: 1,
  instant_book: true,
  price: { amount: 20000, currency: 'USD' },
  display_price: { amount: 20000, currency: 'USD' },
  rating_avg: 4.86,
  review_count: 14,
  // Cover first, as a search answers.
  photos: [photo(2), photo(1)],
  stay: null,
  best_stay: null,
  ...overrides,
});

const renderCard = (data: ListingCardData) => renderWithProviders(<ListingCard listing={data} />);

describe('ListingCard', () => {
  it("shows the nightly price converted into the visitor's currency", async () => {
    renderCard(listing({ price: { amount: 20000, currency: 'USD' } }));
    // 200.00 USD at 0.9 EUR per USD, in whole units as on the map pin.
    expect(await screen.findByText('€180')).toBeInTheDocument();
    expect(screen.getByText(/night/)).toBeInTheDocument();
  });

  it('converts from the listing’s own currency, whatever it is', async () => {
    renderCard(listing({ price: { amount: 30000, currency: 'JPY' } }));
    // ¥30,000 is 200 USD, 180 EUR.
    expect(await screen.findByText('€180')).toBeInTheDocument();
  });

  it('rounds the nightly price to whole units', async () => {
    renderCard(listing({ price: { amount: 13587, currency: 'USD' } }));
    // 135.87 USD is 122.28 EUR.
    expect(await screen.findByText('€122')).toBeInTheDocument();
  });

  it("carries the search's dates and party to the listing page", () => {
    renderWithProviders(<ListingCard listing={listing()} />, {
      path: '/?place=Lisbon&checkin=2027-05-03&checkout=2027-05-06&guests=3&children=1&pets=1&sort=price_asc',
    });
    expect(screen.getByRole('link', { name: 'Sunny loft by the river' })).toHaveAttribute(
      'href',
      '/listings/7?checkin=2027-05-03&checkout=2027-05-06&guests=3&children=1&pets=1',
    );
  });

  it('shows the rating with its review count and links the title to the listing page', () => {
    renderCard(listing());
    expect(screen.getByText('Rated 4.86 out of 5 from 14 reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sunny loft by the river' })).toHaveAttribute('href', '/listings/7');
    expect(screen.getByText('Lisbon, Portugal')).toBeInTheDocument();
  });

  it('marks a listing without reviews as new', () => {
    renderCard(listing({ rating_avg: null, review_count: 0 }));
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
  });

  it('shows the cover photo with its size and resized variants, lazily by default', () => {
    renderCard(listing());
    const img = screen.getByRole('img', { name: 'Photo 2' });
    expect(img).toHaveAttribute('width', '1024');
    expect(img).toHaveAttribute('height', '683');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/uploads/p2-1024.webp');
    expect(img.getAttribute('srcset')).toBe('/uploads/p2-480.webp 480w, /uploads/p2-1024.webp 1024w');
  });

  it('prices experiences per person', async () => {
    renderCard(listing({ kind: 'experience' }));
    expect(await screen.findByText(/person/)).toBeInTheDocument();
  });
});
