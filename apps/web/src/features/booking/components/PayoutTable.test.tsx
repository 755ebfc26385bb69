import type { Payout } from '@roamstead/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayoutTable } from './PayoutTable';

const payout: Payout = {
  id: 1,
  booking_id: 9,
  listing_title: 'Harbour loft',
  guest_name: 'Gale',
  checkin: '2026-05-01',
  gross: { amount: 20_000, currency: 'USD' },
  host_fee: { amount: 600, currency: 'USD' },
  role: 'host',
  cohost_share: { amount: 0, currency: 'USD' },
  amount: { amount: 19_400, currency: 'USD' },
  status: 'paid',
  scheduled_for: '2026-05-02T15:00:00.000Z',
  paid_at: '2026-05-02T15:00:00.000Z',
};

describe('PayoutTable', () => {
  it('names the guest, or a former user once the guest has deleted their account', () => {
    render(<PayoutTable payouts={[payout, { ...payout, id: 2, booking_id: 10, guest_name: null }]} />);
    expect(screen.getByText('Gale')).toBeInTheDocument();
    expect(screen.getByText('Former user')).toBeInTheDocument();
    expect(screen.getAllByText('Harbour loft')).toHaveLength(2);
  });
});
