import type { Quote } from '@roamstead/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceBreakdown } from './PriceBreakdown';

const usd = (amount: number) => ({ amount, currency: 'USD' });

// Thu 100 + Fri 150 + Sat 150 + 4 weekday nights × 100 = 1100; weekly −10 % = 110.
const quote: Quote = {
  listing_id: 7,
  kind: 'home',
  checkin: '2030-05-02',
  checkout: '2030-05-09',
  slot_id: null,
  starts_at: null,
  nights: 7,
  guests: 2,
  infants: 0,
  pets: 0,
  nightly: ['02', '03', '04', '05', '06', '07', '08'].map((d) => ({
    date: `2030-05-${d}`,
    amount: d === '03' || d === '04' ? 15_000 : 10_000,
    weekend: d === '03' || d === '04',
  })),
  accommodation: usd(110_000),
  discount: { kind: 'weekly', percent: 10, amount: usd(11_000) },
  cleaning_fee: usd(5_000),
  service_fee: usd(14_560),
  taxes: usd(8_320),
  total: usd(121_880),
  listing_total: usd(121_880),
  instant_book: false,
  cancellation_policy: 'moderate',
  fees: { service_fee_percent: 14, tax_percent: 8 },
};

describe('PriceBreakdown', () => {
  it('shows weekday nights, weekend nights and the stay discount as their own lines', () => {
    render(<PriceBreakdown quote={quote} />);
    const list = screen.getByLabelText('Price details');
    expect(within(list).getByText('5 nights').nextSibling).toHaveTextContent('$800.00');
    expect(within(list).getByText('2 weekend nights').nextSibling).toHaveTextContent('$300.00');
    expect(within(list).getByText('Weekly stay discount (10%)').nextSibling).toHaveTextContent('−$110.00');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$1,218.80');
  });

  it('shows one nights line and no discount when no rule applies', () => {
    render(<PriceBreakdown quote={{ ...quote, nightly: [], nights: 3, discount: null, accommodation: usd(30_000) }} />);
    expect(screen.getByText('3 nights').nextSibling).toHaveTextContent('$300.00');
    expect(screen.queryByTestId('quote-discount')).toBeNull();
  });
});
